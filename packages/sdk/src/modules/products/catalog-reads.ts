import type { GetCollectionBySlugResponse } from '../collections/collections-types';
import { endpoint } from '../endpoint';
import type { Collection } from './product-types';
import type {
  CollectionResponse,
  GetStoreVariantResponse,
  PlatformQuery,
  QueryProductVariantsOptions,
  QueryProductVariantsResponse,
  QueryStoreVariantsResponse,
} from './products-types';

// The catalog reads that our storefront does not make, of `products` and `collections`: products.ts and
// collections.ts load them on their first call (modules/lazy-calls.ts), one chunk for both, so a storefront's initial
// bundle carries only their names. The reads a storefront makes (queryProducts, getProduct,
// getProductOptionsAvailability, queryCollections) stay in those files. What these share with the writes
// (product-writes.ts) is written in each file: an import from one lazy chunk into the other would make a first call
// wait for a second one.

/** TS-res-13: an answer carrying `collection`. */
const COLLECTION_RESPONSE = { timestamps: ['collection.lastUpdated'] };

/** FL-res-11: an answer carrying `variants`. */
const VARIANTS_RESPONSE = {
  floats: [
    'variants.variant.{weight,costAndProfitData.{itemCost,profit,profitMargin}}',
    'variants.variant.{priceData,convertedPriceData}.{price,pricePerUnit,discountedPrice}',
  ],
};

/** The lazily loaded reads of `products`, in the order products.ts lists their names. */
export const productReads = {
  /** Retrieves a collection by slug (catalog v1). Returns `{ collection }`. */
  getCollectionBySlug: endpoint<(slug: string) => Promise<CollectionResponse>>({
    method: 'GET',
    path: '/stores-reader/v1/collections/slug/{slug}',
    args: ['slug'],
    response: COLLECTION_RESPONSE,
  }),
  /** A product's variants matching choices or ids. Returns `{ variants, metadata, totalResults }`. */
  queryProductVariants: endpoint<
    (_id: string, options?: QueryProductVariantsOptions) => Promise<QueryProductVariantsResponse>
  >({
    method: 'POST',
    path: '/stores-reader/v1/products/{id}/variants/query',
    args: ['_id', '...options'],
    idempotent: true,
    response: VARIANTS_RESPONSE, // FL-res-11
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
};

/** The reads of `collections` (catalog read API v2) loaded on first use, in the order collections.ts lists their names. */
export const collectionReads = {
  /** Retrieves a collection by id. Returns the collection itself, as the official function does. */
  getCollection: endpoint<(_id: string) => Promise<Collection>>({
    method: 'GET',
    path: '/v2/collections/{id}',
    args: ['_id'],
    unwrap: 'collection',
    response: COLLECTION_RESPONSE, // TS-res-13
  }),
  /** Retrieves a collection by slug. Returns `{ collection }`. */
  getCollectionBySlug: endpoint<(slug: string) => Promise<GetCollectionBySlugResponse>>({
    method: 'GET',
    path: '/v2/collections/slug/{slug}',
    args: ['slug'],
    response: COLLECTION_RESPONSE,
  }),
};
