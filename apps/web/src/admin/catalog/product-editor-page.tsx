import type { Product } from '@bazaar/sdk';
import { FormError, PageHeader, Skeleton, Stack } from '@bazaar/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useAdminClient } from '../admin-client';
import { productAdminQueries } from '../admin-queries';
import { AdjustStockCard } from './adjust-stock-card';
import { ProductCollections } from './product-collections';
import { ProductForm } from './product-form';
import { ProductMediaCard } from './product-media-card';
import { VariantTable } from './variant-table';

/**
 * Creates a product (`/admin/products/new`) or edits one: details, options and choices, then — once it exists — its
 * variants, stock adjustments, media and collections.
 *
 * @returns the page
 */
export function ProductEditorPage() {
  const { productId } = useParams();
  const client = useAdminClient();
  const product = useQuery({
    ...productAdminQueries.queryOptions.getProduct(client, productId ?? '', {
      includeMerchantSpecificData: true,
    }),
    enabled: !!productId,
  });
  const header = (title: string, data?: Product) => (
    <PageHeader
      headingLevel={1}
      eyebrow={<Link to="/admin/products">Products</Link>}
      title={title}
      description={
        data?.slug ? (
          <a href={`/product-page/${data.slug}`} target="_blank" rel="noreferrer">
            View in the shop
          </a>
        ) : undefined
      }
    />
  );
  if (!productId) {
    return (
      <Stack gap={4}>
        {header('New product')}
        <ProductForm />
      </Stack>
    );
  }
  if (product.isPending) return <Skeleton shape="rect" width="100%" height="20rem" />;
  if (product.isError || !product.data.product)
    return <FormError error={product.error ?? 'No such product'} title="Could not load the product" />;
  const data = product.data.product;
  // To the millisecond: `String(date)` drops them, and a stock adjustment often lands within the second of the last change.
  const version = data.lastUpdated ? new Date(data.lastUpdated).getTime() : 0;
  return (
    <Stack gap={4}>
      {header(data.name ?? 'Product', data)}
      <ProductForm key={version} product={data} />
      {/* Keyed by the last change like the form: a stock adjustment must not leave an old count in it to save. */}
      {data.manageVariants ? <VariantTable key={version} product={data} /> : null}
      <AdjustStockCard product={data} />
      <ProductMediaCard product={data} />
      <ProductCollections product={data} />
    </Stack>
  );
}
