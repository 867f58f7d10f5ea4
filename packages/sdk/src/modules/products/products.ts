import type { ModuleBinder } from '../../client/create-client';
import type { CallOptions } from '../../http/create-invoker';
import { defineQuery } from '../../query/define-query';
import { type EndpointDescriptor, endpoint } from '../endpoint';
import {
  COLLECTION_RESPONSE,
  PRICE_FLOATS,
  PRODUCT_DATES,
  PRODUCT_FLOATS,
  PRODUCT_RESPONSE,
  QUERY_REQUEST,
  storeVariantMedia,
  under,
  VARIANT_FLOATS,
} from './product-conversions';
import type { Product } from './product-types';
import type {
  AdjustValue,
  BulkProductsResponse,
  CollectionInput,
  CollectionResponse,
  CreateProductInput,
  GetProductOptions,
  GetStoreVariantResponse,
  MediaAssignmentToChoice,
  MediaDataForWrite,
  PlatformQuery,
  ProductInput,
  ProductOptionsAvailabilityResponse,
  ProductResponse,
  QueryProductsOptions,
  QueryProductVariantsOptions,
  QueryProductVariantsResponse,
  QueryStoreVariantsResponse,
  SetValue,
  UpdateVariantsResponse,
  VariantOverride,
} from './products-types';

const READER = '/stores-reader/v1';
const WRITER = '/stores/v1';
const ID = { _id: 'string!' };

/** A call taking only the id (`deleteProduct`, `removeBrand`…) that resolves to nothing; all are safe to repeat. */
function byId(method: 'POST' | 'DELETE', path: string) {
  return endpoint<(_id: string) => Promise<void>>({
    method,
    path,
    args: ['_id'],
    params: ID,
    idempotent: true,
    void: true,
  });
}

/**
 * A call taking the id and one list (`addProductsToCollection`, `removeProductMedia`…) that resolves to nothing.
 * All but `addProductMedia` (which appends) are safe to repeat.
 */
function idAndList<TItem>(
  method: 'POST' | 'PATCH',
  path: string,
  list: string,
  itemType: 'string' | 'object',
  idempotent = true,
) {
  return endpoint<(_id: string, items: TItem[]) => Promise<void>>({
    method,
    path,
    args: ['_id', list],
    params: { ...ID, [list]: `${itemType}[]!` },
    idempotent,
    void: true,
  });
}

/**
 * `(_id, entity)` calls whose path takes the id from inside the entity (`PATCH …/{product.id}`): the official
 * functions send `{product: {...product, id}}`.
 */
function patchEntity<TInput, TResult>(
  descriptor: EndpointDescriptor,
): ModuleBinder<(_id: string, entity: TInput, callOptions?: CallOptions) => Promise<TResult>> {
  return ({ invoke }) =>
    (_id, entity, callOptions) =>
      invoke<TResult>(descriptor, [{ ...entity, _id }, callOptions]);
}

const updateProductCall: EndpointDescriptor = {
  method: 'PATCH',
  path: `${WRITER}/products/{product.id}`,
  args: ['product'],
  params: { 'product._id': 'string!' },
  request: { floats: under('product.', PRODUCT_FLOATS) },
  response: PRODUCT_RESPONSE,
};

const updateCollectionCall: EndpointDescriptor = {
  method: 'PATCH',
  path: `${WRITER}/collections/{collection.id}`,
  args: ['collection'],
  params: { 'collection._id': 'string!' },
  response: COLLECTION_RESPONSE,
};

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
      path: `${READER}/products/query-platformized`,
      complex: true,
      fallback: `${READER}/products/query-platformized`,
      args: ['...options'],
      request: QUERY_REQUEST,
      // TS-res-18 / FL-res-14
      response: { timestamps: under('products.', PRODUCT_DATES), floats: under('products.', PRODUCT_FLOATS) },
    },
    { items: 'products', paging: 'offset' },
  ),
  /** Retrieves a product with its variants. Returns `{ product }`. */
  getProduct: endpoint<(_id: string, options?: GetProductOptions) => Promise<ProductResponse>>({
    method: 'GET',
    path: `${READER}/products/{id}`,
    args: ['_id', '...options'],
    params: ID,
    response: PRODUCT_RESPONSE,
  }),
  /** Retrieves a collection by slug (catalog v1). Returns `{ collection }`. */
  getCollectionBySlug: endpoint<(slug: string) => Promise<CollectionResponse>>({
    method: 'GET',
    path: `${READER}/collections/slug/{slug}`,
    args: ['slug'],
    params: { slug: 'string!' },
    response: COLLECTION_RESPONSE,
  }),
  /** Which choices are available for a (partial) selection, and the selected variant once complete. */
  getProductOptionsAvailability: endpoint<
    (_id: string, options: Record<string, string>) => Promise<ProductOptionsAvailabilityResponse>
  >({
    method: 'POST',
    path: `${READER}/products/{id}/productOptionsAvailability`,
    args: ['_id', 'options'],
    params: { ...ID, options: 'object' },
    idempotent: true,
    // FL-res-10
    response: {
      floats: [
        'selectedVariant.weight',
        ...under('selectedVariant.price.', PRICE_FLOATS),
        ...under('selectedVariant.convertedPriceData.', PRICE_FLOATS),
      ],
    },
  }),
  /** A product's variants matching choices or ids. Returns `{ variants, metadata, totalResults }`. */
  queryProductVariants: endpoint<
    (_id: string, options?: QueryProductVariantsOptions) => Promise<QueryProductVariantsResponse>
  >({
    method: 'POST',
    path: `${READER}/products/{id}/variants/query`,
    args: ['_id', '...options'],
    params: ID,
    idempotent: true,
    response: { floats: under('variants.variant.', VARIANT_FLOATS) }, // FL-res-11
  }),
  /** Queries store variants (up to 100 per page). Returns `{ variants, metadata }`. */
  queryStoreVariants: endpoint<(query: PlatformQuery) => Promise<QueryStoreVariantsResponse>>({
    method: 'POST',
    path: `${READER}/variants/query`,
    args: ['query'],
    params: { query: 'object' },
    idempotent: true,
    request: QUERY_REQUEST,
    response: storeVariantMedia('variants'),
  }),
  /** Retrieves a store variant by `{productId}-{variantId}`. Returns `{ variant }`. */
  getStoreVariant: endpoint<(_id: string) => Promise<GetStoreVariantResponse>>({
    method: 'GET',
    path: `${READER}/variants/{id}`,
    args: ['_id'],
    params: ID,
    response: storeVariantMedia('variant'),
  }),
  /** Creates a (physical) product. Returns `{ product }`. */
  createProduct: endpoint<(product: CreateProductInput) => Promise<ProductResponse>>({
    method: 'POST',
    path: `${WRITER}/products`,
    args: ['product'],
    params: { product: 'object!', 'product.name': 'string!' },
    request: { floats: under('product.', PRODUCT_FLOATS) },
    response: PRODUCT_RESPONSE,
  }),
  /** Updates the given fields of a product. Returns `{ product }`. */
  updateProduct: patchEntity<ProductInput, ProductResponse>(updateProductCall),
  /** Deletes a product. */
  deleteProduct: byId('DELETE', `${WRITER}/products/{id}`),
  /** Updates the variants of a product that manages its variants. Returns `{ variants }`. */
  updateProductVariants: endpoint<
    (_id: string, variants: VariantOverride[]) => Promise<UpdateVariantsResponse>
  >({
    method: 'PATCH',
    path: `${WRITER}/products/{id}/variants`,
    args: ['_id', 'variants'],
    params: { ...ID, variants: 'object[]!' },
    request: { floats: ['variants.price', 'variants.cost', 'variants.weight'] }, // FL-req-14
    response: { floats: under('variants.variant.', VARIANT_FLOATS) }, // FL-res-11
  }),
  /** Resets every variant's price, cost, weight, SKU and visibility to the product's. */
  resetAllProductVariantData: byId('POST', `${WRITER}/products/{id}/variants/resetToDefault`),
  /** Adds products to a collection. */
  addProductsToCollection: idAndList<string>(
    'POST',
    `${WRITER}/collections/{id}/productIds`,
    'productIds',
    'string',
  ),
  /** Removes products from a collection (never from "All Products"). */
  removeProductsFromCollection: idAndList<string>(
    'POST',
    `${WRITER}/collections/{id}/productIds/delete`,
    'productIds',
    'string',
  ),
  /** Adds media (uploaded media ids or URLs), optionally to choices. */
  addProductMedia: idAndList<MediaDataForWrite>(
    'POST',
    `${WRITER}/products/{id}/media`,
    'media',
    'object',
    false,
  ),
  /** Removes media items by id (an empty list removes them all). */
  removeProductMedia: idAndList<string>('POST', `${WRITER}/products/{id}/media/delete`, 'mediaIds', 'string'),
  /** Assigns product media to choices (of one option only). */
  addProductMediaToChoices: idAndList<MediaAssignmentToChoice>(
    'PATCH',
    `${WRITER}/products/{id}/choices/media`,
    'media',
    'object',
  ),
  /** Removes media from choices (an empty list clears every choice). */
  removeProductMediaFromChoices: idAndList<MediaAssignmentToChoice>(
    'POST',
    `${WRITER}/products/{id}/choices/media/delete`,
    'media',
    'object',
  ),
  /** Deletes every option of a product that does not manage its variants. */
  deleteProductOptions: byId('DELETE', `${WRITER}/products/{id}/options`),
  /** Removes a product's brand. */
  removeBrand: byId('POST', `${WRITER}/products/{id}/remove-brand`),
  /** Removes a product's ribbon. */
  removeRibbon: byId('POST', `${WRITER}/products/{id}/remove-ribbon`),
  /** Creates a collection. Returns `{ collection }`. */
  createCollection: endpoint<(collection: CollectionInput & { name: string }) => Promise<CollectionResponse>>(
    {
      method: 'POST',
      path: `${WRITER}/collections`,
      args: ['collection'],
      params: { collection: 'object!', 'collection.name': 'string!' },
      response: COLLECTION_RESPONSE,
    },
  ),
  /** Updates the given fields of a collection. Returns `{ collection }`. */
  updateCollection: patchEntity<CollectionInput, CollectionResponse>(updateCollectionCall),
  /** Deletes a collection (its products stay). */
  deleteCollection: byId('DELETE', `${WRITER}/collections/{id}`),
  /** Sets one property (price, cost, weight, ribbon, brand) of up to 100 products. */
  bulkUpdateProductsProperty: endpoint<(ids: string[], set: SetValue) => Promise<BulkProductsResponse>>({
    method: 'POST',
    path: `${WRITER}/bulk/products/update`,
    args: ['ids', 'set'],
    params: { ids: 'string[]!', set: 'object!' },
    idempotent: true,
    request: { floats: ['set.price', 'set.cost', 'set.weight'] }, // FL-req-15
  }),
  /** Adjusts price, cost or weight of up to 100 products by an amount or a percentage. */
  bulkAdjustProductProperty: endpoint<(adjust: AdjustValue, ids: string[]) => Promise<BulkProductsResponse>>({
    method: 'POST',
    path: `${WRITER}/bulk/products/adjust-properties`,
    args: ['adjust', 'ids'],
    params: { adjust: 'object!', ids: 'string[]!' },
    request: { floats: ['adjust.price.amount', 'adjust.cost.amount', 'adjust.weight.amount'] }, // FL-req-16
  }),
};
