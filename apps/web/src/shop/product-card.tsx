import type { Product } from '@bazaar/sdk';
import { Badge, Price, ProductImage, Ribbon, Skeleton } from '@bazaar/ui';
import { Link } from 'react-router';
import { frameImage } from '../lib/image-url';

/** The drawn size of a card's image (CSS pixels); requested at twice that for sharp screens. */
const CARD_IMAGE = 320;

/**
 * A product in a grid: image with its ribbon, name, brand, price (with "From" when variants differ), and a
 * sold-out badge. The whole card is one link.
 *
 * @param props - the product; `priority` for the first row (loads eagerly)
 * @returns the card
 */
export function ProductCard({ product, priority }: { product: Product; priority?: boolean }) {
  const image = frameImage(product.media?.mainMedia?.image?.url, CARD_IMAGE * 2, CARD_IMAGE * 2);
  const price = product.priceData;
  const range = product.priceRange;
  const from =
    range?.minValue !== undefined && range.maxValue !== undefined && range.minValue !== range.maxValue;
  const soldOut = product.stock?.inStock === false;
  return (
    <article className="app-product-card">
      <Link to={`/product-page/${product.slug}`} className="app-product-card__link">
        <ProductImage
          src={image?.src}
          alt=""
          width={CARD_IMAGE}
          height={CARD_IMAGE}
          aspectRatio="1 / 1"
          priority={priority}
          className="app-product-card__image"
        >
          {product.ribbon ? (
            <Ribbon tone={product.ribbon === 'Sale' ? 'danger' : 'accent'}>{product.ribbon}</Ribbon>
          ) : null}
        </ProductImage>
        <div className="app-product-card__body">
          {product.brand ? <p className="app-product-card__brand">{product.brand}</p> : null}
          <h3 className="app-product-card__name">{product.name}</h3>
          <div className="app-product-card__meta">
            <Price
              amount={price?.discountedPrice ?? price?.price ?? 0}
              compareAtAmount={price?.price}
              currency={price?.currency ?? 'USD'}
              prefix={from ? 'From' : undefined}
            />
            {soldOut ? <Badge tone="neutral">Sold out</Badge> : null}
          </div>
        </div>
      </Link>
    </article>
  );
}

/**
 * The placeholder of a card while products load, the card's own size (no layout shift).
 *
 * @returns the placeholder
 */
export function ProductCardSkeleton() {
  return (
    <div className="app-product-card" aria-hidden="true">
      <Skeleton shape="rect" width="100%" className="app-product-card__skeleton-image" />
      <div className="app-product-card__body">
        <Skeleton width="40%" />
        <Skeleton width="80%" />
        <Skeleton width="30%" />
      </div>
    </div>
  );
}
