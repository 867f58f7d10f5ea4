import { isPendingLineItem, useRemoveCartItems, useUpdateCartItemQuantity } from '@bazaar/react';
import type { Cart, CartLineItem } from '@bazaar/sdk';
import { Badge, FormError, Price, ProductImage, QuantityInput } from '@bazaar/ui';
import { Link } from 'react-router';
import { TrashIcon } from '../layout/icons';
import { frameImage } from '../lib/image-url';
import { lineTotal } from './cart-math';

const IMAGE = { compact: 72, full: 112 };

const lineName = (line: CartLineItem) =>
  line.productName?.translated || line.productName?.original || 'Product';

const lineOptions = (line: CartLineItem) =>
  (line.descriptionLines ?? [])
    .map((description) => {
      const name = description.name?.translated ?? description.name?.original;
      const value =
        description.colorInfo?.translated ??
        description.colorInfo?.original ??
        description.plainText?.translated ??
        description.plainText?.original;
      return name && value ? `${name}: ${value}` : (value ?? '');
    })
    .filter(Boolean);

// The line's own page on this site: line URLs are the catalog's `/product-page/<slug>` (platform catalog README).
const linePath = (line: CartLineItem) => {
  const path = line.url?.relativePath;
  return path?.startsWith('/product-page/') ? path : undefined;
};

/**
 * The lines of the cart with their quantity steppers and remove buttons (drawer and cart page). Changes show at
 * once (optimistic, `@bazaar/react`); a refused one is taken back and the server's message is shown above.
 *
 * @param props - the cart, the currency, and `compact` for the drawer
 * @returns the list
 */
export function CartLines({ cart, compact }: { cart: Cart; compact?: boolean }) {
  const update = useUpdateCartItemQuantity();
  const remove = useRemoveCartItems();
  const currency = cart.currency ?? 'USD';
  const size = compact ? IMAGE.compact : IMAGE.full;
  const error = update.error ?? remove.error;
  return (
    <div className="app-cart-lines">
      <FormError error={error} title="Your cart was not changed" />
      <ul className="app-cart-lines__list">
        {cart.lineItems.map((line) => {
          const pending = isPendingLineItem(line);
          const name = lineName(line);
          const image = frameImage(line.image?.url, size * 2, size * 2);
          const path = linePath(line);
          const total = lineTotal(line);
          const options = lineOptions(line);
          const unavailable =
            line.availability?.status === 'NOT_AVAILABLE' || line.availability?.status === 'NOT_FOUND';
          return (
            <li key={line._id} className="app-cart-line" data-pending={pending || undefined}>
              <ProductImage
                className="app-cart-line__image"
                src={image?.src}
                alt=""
                width={size}
                height={size}
                aspectRatio="1 / 1"
              />
              <div className="app-cart-line__body">
                <div className="app-cart-line__head">
                  <h3 className="app-cart-line__name">{path ? <Link to={path}>{name}</Link> : name}</h3>
                  {total !== undefined ? (
                    <Price amount={total} currency={currency} className="app-cart-line__total" />
                  ) : null}
                </div>
                {options.length > 0 ? (
                  <p className="bz-muted app-cart-line__options">{options.join(' · ')}</p>
                ) : null}
                {line.price?.amount ? (
                  <p className="bz-muted app-cart-line__unit">
                    <Price amount={line.price.amount} currency={currency} size="sm" /> each
                  </p>
                ) : null}
                {unavailable ? <Badge tone="danger">No longer available</Badge> : null}
                <div className="app-cart-line__controls">
                  <QuantityInput
                    label={`Quantity of ${name}`}
                    hideLabel
                    min={1}
                    max={line.availability?.quantityAvailable ?? undefined}
                    value={line.quantity ?? 1}
                    disabled={pending}
                    onChange={(quantity) => update.mutate([{ _id: line._id ?? '', quantity }])}
                  />
                  <button
                    type="button"
                    className="app-text-button"
                    disabled={pending}
                    onClick={() => remove.mutate([line._id ?? ''])}
                  >
                    <TrashIcon />
                    <span>
                      Remove<span className="bz-sr"> {name}</span>
                    </span>
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
