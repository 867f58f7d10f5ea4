import { defineQuery } from '../../query/define-query';
import { OPTIONS } from '../common-args';
import { endpoint } from '../endpoint';
import { lazyCalls } from '../lazy-calls';
import type { productReads } from './catalog-reads';
import { PRODUCT_RESPONSE } from './product-conversions';
import type { Product } from './product-types';
import type { productWrites } from './product-writes';
import type {
  GetProductOptions,
  ProductOptionsAvailabilityResponse,
  ProductResponse,
  QueryProductsOptions,
} from './products-types';

type ProductWrites = ReturnType<typeof productWrites>;
type ProductReads = typeof productReads;

// The argument checks of these endpoints are in products-rules.ts, by endpoint key: loaded with the failure path, not
// up front (argument-rules.ts). An endpoint added here gets its checks there.

/**
 * The product catalog (`@wix/stores` `products`, catalog v1): reads open to visitors, writes for staff
 * (`ApiKeyStrategy`, or an owner's or contributor's member session). Public paths of endpoints.md rows 77–102.
 *
 * @example
 * const client = createClient({ auth: OAuthStrategy({ clientId }), modules: { products } });
 * const page = await client.products.queryProducts().hasSome('collectionIds', [collectionId]).limit(20).find();
 * for await (const product of page) render(product); // walks every following page too
 * const { product } = await client.products.getProduct(page.items[0]!._id!);
 */
export const products = {
  /** Starts a product query (offset paging, newest first by default). `find()` sends it. */
  queryProducts: defineQuery<Product, QueryProductsOptions>(
    {
      method: 'GET',
      path: '/stores-reader/v1/products/query-platformized',
      complex: true,
      fallback: '/stores-reader/v1/products/query-platformized',
      args: OPTIONS,
      request: { floats: ['query.sort.origin.{latitude,longitude}'] },
      // TS-res-18 / FL-res-14
      response: {
        timestamps: ['products.{lastUpdated,createdDate}'],
        floats: [
          'products.{,variants.variant.}{weight,costAndProfitData.{itemCost,profit,profitMargin}}',
          'products.{price,{,variants.variant.}{priceData,convertedPriceData}}.{price,pricePerUnit,discountedPrice}',
          'products.{{weightRange,priceRange,costRange}.{minValue,maxValue},pricePerUnitData.{totalQuantity,baseQuantity},discount.value}',
        ],
      },
    },
    { items: 'products' },
  ),
  /** Retrieves a product with its variants. Returns `{ product }`. */
  getProduct: endpoint<(_id: string, options?: GetProductOptions) => Promise<ProductResponse>>({
    method: 'GET',
    path: '/stores-reader/v1/products/{id}',
    args: ['_id', '...options'],
    response: PRODUCT_RESPONSE,
  }),
  /** Which choices are available for a (partial) selection, and the selected variant once complete. */
  getProductOptionsAvailability: endpoint<
    (_id: string, options: Record<string, string>) => Promise<ProductOptionsAvailabilityResponse>
  >({
    method: 'POST',
    path: '/stores-reader/v1/products/{id}/productOptionsAvailability',
    args: ['_id', 'options'],
    idempotent: true,
    // FL-res-10
    response: {
      floats: ['selectedVariant.{weight,{price,convertedPriceData}.{price,pricePerUnit,discountedPrice}}'],
    },
  }),
  // The visitor reads our storefront does not make (catalog-reads.ts), then the staff-only writes (product-writes.ts),
  // loaded on first use: the names written where they are bound (a module-level constant costs bytes up front).
  /**
   * Retrieves a collection by slug (catalog v1). Returns `{ collection }`. Like the three below, loaded on first use.
   * A product's variants matching choices or ids (`queryProductVariants`): `{ variants, metadata, totalResults }`.
   * Store variants (`queryStoreVariants`, up to 100 per page): `{ variants, metadata }`. A store variant by
   * `{productId}-{variantId}` (`getStoreVariant`): `{ variant }`.
   */
  ...lazyCalls<ProductReads>(
    ['getCollectionBySlug', 'queryProductVariants', 'queryStoreVariants', 'getStoreVariant'],
    () => import('./catalog-reads').then((module) => module.productReads),
  ),
  ...lazyCalls<ProductWrites>(
    [
      'createProduct',
      'updateProduct',
      'deleteProduct',
      'updateProductVariants',
      'resetAllProductVariantData',
      'addProductsToCollection',
      'removeProductsFromCollection',
      'addProductMedia',
      'removeProductMedia',
      'addProductMediaToChoices',
      'removeProductMediaFromChoices',
      'deleteProductOptions',
      'removeBrand',
      'removeRibbon',
      'createCollection',
      'updateCollection',
      'deleteCollection',
      'bulkUpdateProductsProperty',
      'bulkAdjustProductProperty',
    ],
    () => import('./product-writes').then((module) => module.productWrites(PRODUCT_RESPONSE)),
  ),
};
