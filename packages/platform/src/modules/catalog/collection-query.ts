/**
 * Collection reads (business-rules rules 176, 178): `GET /v2/collections/{id}`, `GET /v2/collections/slug/{slug}`
 * (and the v1 `GET /stores-reader/v1/collections/slug/{slug}`), and the v2 query on the shared query language.
 */
import { type Caller, isStaff } from '../../auth/caller';
import type { PlatformDeps } from '../../context';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { defineFieldMap, field, runQuery } from '../../query';
import { toWireMedia } from './product-document';
import type { MediaRecord } from './product-state';

interface CollectionRow {
  id: string;
  name: string;
  slug: string;
  description: string;
  visible: boolean;
  media: MediaRecord[] | null;
  updated_at: Date;
  number_of_products: number;
}

/** What collections can be filtered and sorted on (rule 178). */
export const collectionFields = defineFieldMap({
  id: field.string('c.id', { sortable: true }),
  name: field.string('c.name', { sortable: true }),
  slug: field.string('c.slug', { sortable: true }),
  description: field.string('c.description'),
  visible: field.boolean('c.visible'),
  createdDate: field.date('c.created_at', { sortable: true }),
  lastUpdated: field.date('c.updated_at', { sortable: true }),
});

/**
 * The SELECT list of a collection read. The count is of the products the caller can see (hidden products only
 * count for staff, as rule 171 has totals count visible products).
 * @param staff - whether the caller is staff
 */
function selectList(staff: boolean): string {
  const visible = staff ? '' : ' AND p.visible';
  return `c.id, c.name, c.slug, c.description, c.visible, c.media, c.updated_at,
    (SELECT count(*)::int FROM catalog_products p WHERE p.collection_ids @> ARRAY[c.id]${visible}) AS number_of_products`;
}

/**
 * A `Collection` on the wire (v1 and v2 have the same fields, entities.md).
 * @param row - the collection row with its product count
 */
function toWireCollection(row: CollectionRow): Record<string, unknown> {
  return {
    id: row.id,
    name: row.name,
    media: toWireMedia(row.media ?? []),
    numberOfProducts: row.number_of_products,
    description: row.description,
    slug: row.slug,
    visible: row.visible,
    lastUpdated: row.updated_at.toISOString(),
  };
}

/**
 * The 404 of a missing collection.
 * @param key - `id` or `slug`
 * @param value - what was asked for
 */
export function collectionNotFound(key: string, value: string): ApiError {
  return ApiError.notFound('COLLECTION_NOT_FOUND', `Collection with ${key} ${value} was not found`, {
    [key]: value,
  });
}

/**
 * Reads one collection with its product count.
 * @param db - the database or a transaction
 * @param staff - whether hidden products count
 * @param key - `id` or `slug`
 * @param value - the id or slug
 * @throws ApiError - 404 `COLLECTION_NOT_FOUND`
 */
export async function readCollection(db: Queryable, staff: boolean, key: 'id' | 'slug', value: string) {
  const rows = await db.query<CollectionRow>(
    `SELECT ${selectList(staff)} FROM catalog_collections c WHERE c.${key} = $1`,
    [value],
  );
  if (!rows[0]) throw collectionNotFound(key, value);
  return toWireCollection(rows[0]);
}

/**
 * `GET /v2/collections/{id}` → `{collection}`.
 * @param deps - platform dependencies
 * @param caller - the caller
 * @param id - the collection id
 * @throws ApiError - 404 `COLLECTION_NOT_FOUND`
 */
export async function getCollection(deps: PlatformDeps, caller: Caller, id: string) {
  return { collection: await readCollection(deps.db, isStaff(caller), 'id', id) };
}

/**
 * `GET /v2/collections/slug/{slug}` and `GET /stores-reader/v1/collections/slug/{slug}` → `{collection}`.
 * @param deps - platform dependencies
 * @param caller - the caller
 * @param slug - the collection slug
 * @throws ApiError - 404 `COLLECTION_NOT_FOUND`
 */
export async function getCollectionBySlug(deps: PlatformDeps, caller: Caller, slug: string) {
  return { collection: await readCollection(deps.db, isStaff(caller), 'slug', slug) };
}

/**
 * `/v2/collections/query` (GET with `.r`, or POST) → `{collections, metadata}`, offset paging (spec §9).
 * @param deps - platform dependencies
 * @param caller - the caller
 * @param query - the request's `query`
 * @throws ApiError - 400 for any invalid filter, sort or paging
 */
export async function queryCollections(deps: PlatformDeps, caller: Caller, query: unknown) {
  const { rows, metadata } = await runQuery<CollectionRow, 'offset'>(deps.db, {
    from: 'catalog_collections c',
    select: selectList(isStaff(caller)),
    fieldMap: collectionFields,
    query,
    // "All Products" first, then in creation order.
    defaultSort: [{ fieldName: 'createdDate', order: 'ASC' }],
    maxLimit: 100,
    defaultLimit: 50,
    paging: 'offset',
    path: 'query',
  });
  return { collections: rows.map(toWireCollection), metadata };
}
