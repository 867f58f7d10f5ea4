import { useCollections, useProducts } from '@bazaar/react';
import type { Collection } from '@bazaar/sdk';
import { Alert, buttonClassName, ProductImage, Skeleton } from '@bazaar/ui';
import { Link } from 'react-router';
import { ArrowIcon } from '../layout/icons';
import { ALL_COLLECTIONS, ALL_PRODUCTS_COLLECTION_ID, BEST_SELLERS, ON_SALE } from '../lib/catalog-queries';
import { frameImage } from '../lib/image-url';
import { ProductGrid } from '../shop/product-grid';

const BANNER = { width: 600, height: 300 };

function CollectionCard({ collection, priority }: { collection: Collection; priority: boolean }) {
  const image = frameImage(collection.media?.mainMedia?.image?.url, BANNER.width * 2, BANNER.height * 2);
  return (
    <Link
      className="app-collection-card"
      to={`/shop?collection=${encodeURIComponent(collection.slug ?? '')}`}
    >
      <ProductImage
        src={image?.src}
        alt=""
        width={BANNER.width}
        height={BANNER.height}
        aspectRatio="2 / 1"
        priority={priority}
      />
      <span className="app-collection-card__text">
        <span className="app-collection-card__name">{collection.name}</span>
        <span className="app-collection-card__count">{collection.numberOfProducts} products</span>
      </span>
    </Link>
  );
}

/**
 * The home page: a welcome, the collections, the best sellers and what is on sale.
 *
 * @returns the page
 */
export function HomePage() {
  const collections = useCollections(ALL_COLLECTIONS);
  const bestSellers = useProducts(BEST_SELLERS);
  const onSale = useProducts(ON_SALE);
  const shown = (collections.data?.items ?? []).filter(
    (collection) => collection._id !== ALL_PRODUCTS_COLLECTION_ID,
  );
  return (
    <div className="app-home">
      <title>Bazaar Outfitters · Outdoor and cabin goods</title>
      <section className="app-hero" aria-labelledby="hero-title">
        <div className="app-hero__text">
          <p className="app-eyebrow">New season, same trails</p>
          <h1 id="hero-title" className="app-hero__title">
            Gear for the long way round
          </h1>
          <p className="app-hero__lead">
            Shells, stoves, shelters and the small comforts of the cabin — made to be carried far and kept for
            years.
          </p>
          <div className="bz-cluster">
            <Link className={buttonClassName({ size: 'lg' })} to="/shop">
              Shop all <ArrowIcon />
            </Link>
            <Link className={buttonClassName({ size: 'lg', variant: 'secondary' })} to="/shop?max=25">
              Gifts under $25
            </Link>
          </div>
        </div>
      </section>

      <section className="app-section" aria-labelledby="collections-title">
        <div className="app-section__head">
          <h2 id="collections-title">Shop by collection</h2>
          <Link to="/shop">See everything</Link>
        </div>
        {collections.isError ? (
          <Alert tone="error" title="Collections could not be loaded">
            {collections.error.message}
          </Alert>
        ) : (
          <ul className="app-collections">
            {collections.data
              ? shown.map((collection, index) => (
                  <li key={collection._id}>
                    <CollectionCard collection={collection} priority={index < 3} />
                  </li>
                ))
              : Array.from({ length: 6 }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
                  <li key={index}>
                    <Skeleton shape="rect" width="100%" className="app-collection-card__skeleton" />
                  </li>
                ))}
          </ul>
        )}
      </section>

      <section className="app-section" aria-labelledby="best-title">
        <div className="app-section__head">
          <h2 id="best-title">Best sellers</h2>
          <Link to="/shop">Shop all</Link>
        </div>
        {bestSellers.isError ? (
          <Alert tone="error" title="Products could not be loaded">
            {bestSellers.error.message}
          </Alert>
        ) : (
          <ProductGrid label="Best sellers" products={bestSellers.data?.items} placeholders={8} eager={0} />
        )}
      </section>

      {onSale.data?.items.length !== 0 ? (
        <section className="app-section" aria-labelledby="sale-title">
          <div className="app-section__head">
            <h2 id="sale-title">On sale</h2>
          </div>
          {onSale.isError ? (
            <Alert tone="error" title="Products could not be loaded">
              {onSale.error.message}
            </Alert>
          ) : (
            <ProductGrid label="On sale" products={onSale.data?.items} placeholders={4} eager={0} />
          )}
        </section>
      ) : null}
    </div>
  );
}
