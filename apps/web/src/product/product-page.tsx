import { useCollections, useProducts } from '@bazaar/react';
import { Alert, buttonClassName, Skeleton } from '@bazaar/ui';
import { Link, useParams } from 'react-router';
import { MessagePage } from '../layout/message-page';
import {
  ALL_COLLECTIONS,
  ALL_PRODUCTS_COLLECTION_ID,
  productBySlug,
  WITH_VARIANTS,
} from '../lib/catalog-queries';
import { ProductDetails } from './product-details';

/**
 * The product page (`/product-page/:slug`): loads the product with its variants, then shows it.
 *
 * @returns the page
 */
export function ProductPage() {
  const { slug = '' } = useParams();
  const query = useProducts(productBySlug(slug), WITH_VARIANTS);
  const { data: collections } = useCollections(ALL_COLLECTIONS);
  const product = query.data?.items[0];
  if (query.isPending) return <ProductSkeleton />;
  if (query.isError) {
    return (
      <Alert tone="error" title="The product could not be loaded">
        {query.error.message}
      </Alert>
    );
  }
  if (!product?._id) {
    return (
      <MessagePage
        title="Product not found"
        description="It may have been removed from the shop."
        action={
          <Link className={buttonClassName({})} to="/shop">
            Browse the shop
          </Link>
        }
      />
    );
  }
  const collection = collections?.items.find(
    (candidate) =>
      candidate._id !== ALL_PRODUCTS_COLLECTION_ID && product.collectionIds?.includes(candidate._id ?? ''),
  );
  return (
    <>
      <title>{`${product.name} · Bazaar Outfitters`}</title>
      <nav aria-label="Breadcrumb" className="app-breadcrumb">
        <ol>
          <li>
            <Link to="/shop">Shop</Link>
          </li>
          {collection ? (
            <li>
              <Link to={`/shop?collection=${encodeURIComponent(collection.slug ?? '')}`}>
                {collection.name}
              </Link>
            </li>
          ) : null}
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>
      {/* A new product starts with its own selection. */}
      <ProductDetails key={product._id} product={product} />
    </>
  );
}

function ProductSkeleton() {
  return (
    <div className="app-product" aria-busy="true">
      <Skeleton shape="rect" width="100%" className="app-product__skeleton-image" />
      <div className="app-product__info">
        <Skeleton width="30%" />
        <Skeleton width="70%" height="2.25rem" />
        <Skeleton width="25%" height="1.75rem" />
        <Skeleton lines={4} />
      </div>
    </div>
  );
}
