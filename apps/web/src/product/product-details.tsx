import { useAddToCart, useProductOptionsAvailability } from '@bazaar/react';
import type { Product } from '@bazaar/sdk';
import { Badge, Button, FormError, Price, QuantityInput } from '@bazaar/ui';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { preloadCartDrawer } from '../cart/cart-drawer';
import { useCartDrawer } from '../cart/cart-drawer-context';
import { toCatalogReference } from '../lib/catalog-reference';
import { toParagraphs } from '../lib/html-text';
import { frameImage } from '../lib/image-url';
import { OptionPicker } from './option-picker';
import { ProductGallery } from './product-gallery';
import {
  type Choices,
  choiceStates,
  findVariant,
  galleryItems,
  initialChoices,
  type StockState,
  shownPrice,
  stockState,
} from './product-selection';

function StockMessage({ state }: { state: StockState }) {
  switch (state.kind) {
    case 'choose':
      return (
        <p className="bz-muted">Choose {state.missing.join(' and ').toLowerCase()} to see availability.</p>
      );
    case 'in-stock':
      return (
        <Badge tone="success" dot>
          In stock
        </Badge>
      );
    case 'low':
      return (
        <Badge tone="warning" dot>
          Only {state.quantity} left
        </Badge>
      );
    case 'out-of-stock':
      return (
        <Badge tone="danger" dot>
          Sold out
        </Badge>
      );
    case 'unavailable':
      return <Badge tone="neutral">This combination is not available</Badge>;
  }
}

/**
 * A product's page body: gallery, name, price, options, availability, quantity and "Add to cart", description and
 * more information. Availability follows the selection (`getProductOptionsAvailability`); adding opens the cart
 * drawer at once with the item pending, and a refusal shows the server's message here.
 *
 * @param props - the product, with its variants
 * @returns the details
 */
export function ProductDetails({ product }: { product: Product }) {
  const [choices, setChoices] = useState<Choices>(() => initialChoices(product));
  const [quantity, setQuantity] = useState(1);
  const hasOptions = (product.productOptions?.length ?? 0) > 0;
  const availability = useProductOptionsAvailability(product._id ?? '', choices, {
    enabled: hasOptions,
    placeholderData: keepPreviousData,
  });
  const answer = availability.data;
  const addToCart = useAddToCart();
  const drawer = useCartDrawer();
  const price = shownPrice(product, choices, answer);
  const stock = stockState(product, choices, answer);
  const variant = findVariant(product, choices);
  const canBuy = !!variant?._id && (stock.kind === 'in-stock' || stock.kind === 'low');
  const maxQuantity = stock.kind === 'low' || stock.kind === 'in-stock' ? stock.quantity : undefined;
  const gallery = galleryItems(product, choices);
  const description = toParagraphs(product.description);
  // "Add to cart" opens the drawer: have its code ready.
  useEffect(() => {
    preloadCartDrawer();
  }, []);

  const add = () => {
    if (!canBuy || !product._id || !variant?._id) return;
    const image = frameImage(gallery[0]?.image?.url, 200, 200);
    addToCart.mutate({
      lineItems: [{ catalogReference: toCatalogReference(product._id, variant._id), quantity }],
      previews: [
        {
          productName: { original: product.name ?? '' },
          price: { amount: String(price.amount) },
          ...(image ? { image: { url: image.src, width: image.width, height: image.height } } : {}),
          descriptionLines: Object.entries(choices).map(([name, value]) => ({
            name: { original: name },
            plainText: { original: value },
          })),
        },
      ],
    });
    drawer.open();
  };

  return (
    <div className="app-product">
      <ProductGallery items={gallery} name={product.name ?? ''} ribbon={product.ribbon || undefined} />
      <div className="app-product__info">
        {product.brand ? <p className="app-eyebrow">{product.brand}</p> : null}
        <h1 className="app-product__name">{product.name}</h1>
        <Price
          size="lg"
          amount={price.amount}
          compareAtAmount={price.compareAt}
          currency={price.currency}
          prefix={price.from ? 'From' : undefined}
          aria-live="polite"
        />
        {(product.productOptions ?? []).map((option) => (
          <OptionPicker
            key={option.name}
            name={option.name ?? ''}
            swatches={option.optionType === 'color'}
            choices={choiceStates(product, option.name ?? '', choices, answer)}
            onChoose={(key) => setChoices((current) => ({ ...current, [option.name ?? '']: key }))}
          />
        ))}
        <div className="app-product__stock" aria-live="polite">
          <StockMessage state={stock} />
        </div>
        <div className="app-product__buy">
          <QuantityInput
            label="Quantity"
            hideLabel
            min={1}
            max={maxQuantity}
            value={quantity}
            onChange={setQuantity}
            disabled={!canBuy}
          />
          <Button size="lg" className="app-product__add" disabled={!canBuy} onClick={add}>
            Add to cart
          </Button>
        </div>
        <FormError error={addToCart.error} title="Could not add to your cart" />
        {description.length > 0 ? (
          <div className="app-product__description">
            {description.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        ) : null}
        {(product.additionalInfoSections ?? []).map((section) => (
          <details key={section.title} className="app-info-section">
            <summary>{section.title}</summary>
            {toParagraphs(section.description).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </details>
        ))}
      </div>
    </div>
  );
}
