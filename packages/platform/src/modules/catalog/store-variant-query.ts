/**
 * Store variants (business-rules rule 179): every variant of every product as a flat entity with the id
 * `{productId}-{variantId}` — `POST /stores-reader/v1/variants/query` on the shared query language and
 * `GET /stores-reader/v1/variants/{id}`.
 */
import { type Caller, isStaff } from '../../auth/caller';
import type { PlatformDeps } from '../../context';
import { ApiError } from '../../http/api-error';
import { defineFieldMap, field, runQuery } from '../../query';
import { spliceMembers } from './product-document';

/** What store variants can be filtered and sorted on. */
export const storeVariantFields = defineFieldMap({
  id: field.string('v.id', { sortable: true }),
  variantId: field.uuid('v.variant_id', { sortable: true }),
  productId: field.uuid('v.product_id', { sortable: true }),
  variantName: field.string('v.variant_name', { sortable: true }),
  productName: field.string('v.product_name', { sortable: true }),
  sku: field.string('v.sku', { sortable: true }),
  managedVariant: field.boolean('v.managed'),
  'stock.trackQuantity': field.boolean('v.track_quantity'),
  'stock.quantity': field.number('v.quantity', { sortable: true }),
  'stock.inStock': field.boolean('v.in_stock'),
  'collections.id': field.strings('p.collection_ids'),
  collectionIds: field.alias('collections.id'),
  'choices.*': field.string((name) => `v.choices ->> ${name}`),
});

const FROM = 'catalog_variants v JOIN catalog_products p ON p.id = v.product_id';

function withCollections(row: { doc: string; collection_ids: string[] }): string {
  return spliceMembers(row.doc, `"collectionIds":${JSON.stringify(row.collection_ids)}`);
}

/**
 * Runs a store-variant query (≤ 100 per page, rule 179); variants of hidden products only for staff (rule 171).
 * @param deps - platform dependencies
 * @param caller - the caller
 * @param query - the request's `query`
 * @returns the response body as JSON text: `{variants, metadata}`
 * @throws ApiError - 400 for any invalid filter, sort or paging
 */
export async function queryStoreVariants(
  deps: PlatformDeps,
  caller: Caller,
  query: unknown,
): Promise<string> {
  const { rows, metadata } = await runQuery<{ doc: string; collection_ids: string[] }>(deps.db, {
    from: FROM,
    select: 'v.doc, p.collection_ids',
    fieldMap: storeVariantFields,
    query,
    baseWhere: isStaff(caller) ? 'TRUE' : 'p.visible',
    defaultSort: [{ fieldName: 'productName', order: 'ASC' }],
    maxLimit: 100,
    defaultLimit: 50,
    paging: 'offset',
    path: 'query',
  });
  return `{"variants":[${rows.map(withCollections).join(',')}],"metadata":${JSON.stringify(metadata)}}`;
}

/**
 * `GET /stores-reader/v1/variants/{id}`.
 * @param deps - platform dependencies
 * @param caller - the caller
 * @param id - `{productId}-{variantId}`
 * @returns the response body as JSON text: `{variant}`
 * @throws ApiError - 404 `VARIANT_NOT_FOUND`
 */
export async function getStoreVariant(deps: PlatformDeps, caller: Caller, id: string): Promise<string> {
  const rows = await deps.db.query<{ doc: string; collection_ids: string[]; visible: boolean }>(
    `SELECT v.doc, p.collection_ids, p.visible FROM ${FROM} WHERE v.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row || (!row.visible && !isStaff(caller))) {
    throw ApiError.notFound('VARIANT_NOT_FOUND', `Store variant ${id} was not found`, { id });
  }
  return `{"variant":${withCollections(row)}}`;
}
