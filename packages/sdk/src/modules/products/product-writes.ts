import type { ModuleBinder } from '../../client/create-client';
import type { CallOptions } from '../../http/create-invoker';
import { type ConversionPaths, type EndpointDescriptor, endpoint } from '../endpoint';
import type {
  AdjustValue,
  BulkProductsResponse,
  CollectionInput,
  CollectionResponse,
  CreateProductInput,
  MediaAssignmentToChoice,
  MediaDataForWrite,
  ProductInput,
  ProductResponse,
  SetValue,
  UpdateVariantsResponse,
  VariantOverride,
} from './products-types';

// The catalog writes of `products` (stores/v1, staff only): products.ts loads them on their first call
// (modules/lazy-calls.ts), so a storefront's initial bundle carries only their names. A product's conversion paths,
// shared with the reads that load up front, are passed in rather than imported: an import would move
// product-conversions.ts into a chunk of its own that the initial load then fetches separately.

const WRITER = '/stores/v1';
// TS-res-13: an answer carrying `collection`; FL-res-11: one carrying `variants` (catalog-reads.ts has them too:
// importing them from there would make a first write wait for a second chunk).
const COLLECTION_RESPONSE = { timestamps: ['collection.lastUpdated'] };
const VARIANTS_RESPONSE = {
  floats: [
    'variants.variant.{weight,costAndProfitData.{itemCost,profit,profitMargin}}',
    'variants.variant.{priceData,convertedPriceData}.{price,pricePerUnit,discountedPrice}',
  ],
};
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

/**
 * The staff-only writes of `products`, in the order products.ts lists their names.
 *
 * @param PRODUCT_RESPONSE - the paths of an answer carrying `product` (its floats are also those of a product sent)
 * @returns the module entries
 */
export function productWrites(PRODUCT_RESPONSE: ConversionPaths) {
  // FL-req-13: a product sent has the float fields of a product answered (FL-res-9).
  const PRODUCT_REQUEST = { floats: PRODUCT_RESPONSE.floats };
  const updateProductCall: EndpointDescriptor = {
    method: 'PATCH',
    path: `${WRITER}/products/{product.id}`,
    args: ['product'],
    params: { 'product._id': 'string!' },
    request: PRODUCT_REQUEST,
    response: PRODUCT_RESPONSE,
  };
  const updateCollectionCall: EndpointDescriptor = {
    method: 'PATCH',
    path: `${WRITER}/collections/{collection.id}`,
    args: ['collection'],
    params: { 'collection._id': 'string!' },
    response: COLLECTION_RESPONSE,
  };
  return {
    /** Creates a (physical) product. Returns `{ product }`. */
    createProduct: endpoint<(product: CreateProductInput) => Promise<ProductResponse>>({
      method: 'POST',
      path: `${WRITER}/products`,
      args: ['product'],
      params: { product: 'object!', 'product.name': 'string!' },
      request: PRODUCT_REQUEST,
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
      response: VARIANTS_RESPONSE,
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
    removeProductMedia: idAndList<string>(
      'POST',
      `${WRITER}/products/{id}/media/delete`,
      'mediaIds',
      'string',
    ),
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
    createCollection: endpoint<
      (collection: CollectionInput & { name: string }) => Promise<CollectionResponse>
    >({
      method: 'POST',
      path: `${WRITER}/collections`,
      args: ['collection'],
      params: { collection: 'object!', 'collection.name': 'string!' },
      response: COLLECTION_RESPONSE,
    }),
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
    bulkAdjustProductProperty: endpoint<
      (adjust: AdjustValue, ids: string[]) => Promise<BulkProductsResponse>
    >({
      method: 'POST',
      path: `${WRITER}/bulk/products/adjust-properties`,
      args: ['adjust', 'ids'],
      params: { adjust: 'object!', ids: 'string[]!' },
      request: { floats: ['adjust.price.amount', 'adjust.cost.amount', 'adjust.weight.amount'] }, // FL-req-16
    }),
  };
}
