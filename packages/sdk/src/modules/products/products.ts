import { defineQuery } from '../../query/define-query';
import { OPTIONS } from '../common-args';
import { endpoint } from '../endpoint';
import { lazyCalls } from '../lazy-calls';
import { COLLECTION_RESPONSE, PRODUCT_RESPONSE } from './product-conversions';
import type { Product } from './product-types';
import type { productWrites } from './product-writes';
import type {
  CollectionResponse,
  GetProductOptions,
  GetStoreVariantResponse,
  PlatformQuery,
  ProductOptionsAvailabilityResponse,
  ProductResponse,
  QueryProductsOptions,
  QueryProductVariantsOptions,
  QueryProductVariantsResponse,
  QueryStoreVariantsResponse,
} from './products-types';

// FL-res-11
const VARIANTS_RESPONSE = {
  floats: [
    'variants.variant.{weight,costAndProfitData.{itemCost,profit,profitMargin}}',
    'variants.variant.{priceData,convertedPriceData}.{price,pricePerUnit,discountedPrice}',
  ],
};

type ProductWrites = ReturnType<typeof productWrites>;

/** The staff-only writes (product-writes.ts), loaded on first use: a storefront never calls them. */
export const WRITE_NAMES: ReadonlyArray<keyof ProductWrites> = [
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
];

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
  /** Retrieves a collection by slug (catalog v1). Returns `{ collection }`. */
  getCollectionBySlug: endpoint<(slug: string) => Promise<CollectionResponse>>({
    method: 'GET',
    path: '/stores-reader/v1/collections/slug/{slug}',
    args: ['slug'],
    response: COLLECTION_RESPONSE,
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
  /** A product's variants matching choices or ids. Returns `{ variants, metadata, totalResults }`. */
  queryProductVariants: endpoint<
    (_id: string, options?: QueryProductVariantsOptions) => Promise<QueryProductVariantsResponse>
  >({
    method: 'POST',
    path: '/stores-reader/v1/products/{id}/variants/query',
    args: ['_id', '...options'],
    idempotent: true,
    response: VARIANTS_RESPONSE,
  }),
  /** Queries store variants (up to 100 per page). Returns `{ variants, metadata }`. */
  queryStoreVariants: endpoint<(query: PlatformQuery) => Promise<QueryStoreVariantsResponse>>({
    method: 'POST',
    path: '/stores-reader/v1/variants/query',
    args: ['query'],
    idempotent: true,
    request: { floats: ['query.sort.origin.{latitude,longitude}'] },
    response: {
      timestamps: [
        'variants.media.{image,video,video.resolutions,video.resolutions.poster,video.posters}.urlExpirationDate',
      ],
      floats: ['variants.media.{image,video.resolutions.poster,video.posters}.focalPoint.{x,y}'],
    },
  }),
  /** Retrieves a store variant by `{productId}-{variantId}`. Returns `{ variant }`. */
  getStoreVariant: endpoint<(_id: string) => Promise<GetStoreVariantResponse>>({
    method: 'GET',
    path: '/stores-reader/v1/variants/{id}',
    args: ['_id'],
    response: {
      timestamps: [
        'variant.media.{image,video,video.resolutions,video.resolutions.poster,video.posters}.urlExpirationDate',
      ],
      floats: ['variant.media.{image,video.resolutions.poster,video.posters}.focalPoint.{x,y}'],
    },
  }),
  ...lazyCalls<ProductWrites>(WRITE_NAMES, () =>
    import('./product-writes').then((module) =>
      module.productWrites(PRODUCT_RESPONSE, COLLECTION_RESPONSE, VARIANTS_RESPONSE),
    ),
  ),
};
