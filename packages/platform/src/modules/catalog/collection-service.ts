/**
 * Collection writes (business-rules §6C, rules 175–177): create, update, delete and membership. Product membership
 * lives on the product (`catalog_products.collection_ids`), so the product count of a collection is always exact.
 */
import { randomUUID } from 'node:crypto';
import type { Caller } from '../../auth/caller';
import type { PlatformDeps } from '../../context';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { actorOf, collectionEvent } from './catalog-events';
import { catalogChanged } from './catalog-read-cache';
import { collectionNotFound, readCollection } from './collection-query';
import type { CollectionPatch } from './collection-schema';
import { resolveMediaItems } from './media-store';
import { ALL_PRODUCTS_COLLECTION_ID, type MediaRecord } from './product-state';
import { freeSlug, lockSlugs, slugify } from './product-store';

async function mediaOf(
  db: Queryable,
  deps: PlatformDeps,
  media: CollectionPatch['media'],
): Promise<MediaRecord[] | null> {
  if (!media) return null;
  const refs = [media.mainMedia, ...(media.items ?? [])].flatMap(
    (item): { mediaId?: string; url?: string }[] => {
      if (!item) return [];
      if (item.image?.url) return [{ url: item.image.url }];
      return item.id ? [{ mediaId: item.id }] : [];
    },
  );
  const records = await resolveMediaItems(db, refs, deps.config.publicUrl ?? '');
  return records.filter((record, index) => records.findIndex((other) => other.url === record.url) === index);
}

/** The collection fields a PATCH can change, as CollectionChanged names them. */
const COLLECTION_FIELDS = ['name', 'slug', 'description', 'visible', 'media'] as const;
type CollectionField = (typeof COLLECTION_FIELDS)[number];

async function slugFor(
  tx: Queryable,
  patch: CollectionPatch,
  exceptId?: string,
): Promise<string | undefined> {
  if (!patch.slug) return undefined;
  await lockSlugs(tx, 'catalog_collections');
  const rows = await tx.query(
    'SELECT 1 FROM catalog_collections WHERE slug = $1 AND id IS DISTINCT FROM $2',
    [patch.slug, exceptId ?? null],
  );
  if (rows.length > 0) {
    throw ApiError.conflict(
      'SLUG_ALREADY_EXISTS',
      `Another collection already uses the slug "${patch.slug}"`,
      {
        slug: patch.slug,
      },
    );
  }
  return patch.slug;
}

/**
 * `POST /stores/v1/collections` → `{collection}` (rule 176: the slug comes from the name unless given).
 * @param deps - platform dependencies
 * @param caller - the staff caller
 * @param input - the validated `collection`
 * @param options - creation time (the seed spaces its collections out so they keep their order)
 * @throws ApiError - 409 `SLUG_ALREADY_EXISTS`
 */
export async function createCollection(
  deps: PlatformDeps,
  caller: Caller,
  input: CollectionPatch,
  options: { now?: Date; tx?: Queryable } = {},
) {
  // Inside the caller's transaction when given: PGlite has one connection, a query beside it would wait forever.
  const media = await mediaOf(options.tx ?? deps.db, deps, input.media);
  const work = async (tx: Queryable) => {
    await lockSlugs(tx, 'catalog_collections');
    const slug =
      (await slugFor(tx, input)) ??
      (await freeSlug(tx, 'catalog_collections', slugify(input.name ?? '', 'collection')));
    const id = randomUUID();
    const now = options.now ?? deps.clock.now();
    await tx.query(
      `INSERT INTO catalog_collections (id, name, slug, description, visible, media, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $7)`,
      [
        id,
        input.name,
        slug,
        input.description ?? '',
        input.visible ?? true,
        media && JSON.stringify(media),
        now,
      ],
    );
    catalogChanged(tx);
    const collection = await readCollection(tx, true, 'id', id);
    await collectionEvent({ tx, clock: deps.clock, actor: actorOf(caller) }, 'Created', {
      id,
      doc: collection,
    });
    return { collection };
  };
  return options.tx ? work(options.tx) : deps.db.transaction(work);
}

/**
 * `PATCH /stores/v1/collections/{id}` → `{collection}`; CollectionChanged names the fields whose value changed, and
 * a patch that changes none writes and appends nothing.
 * @param deps - platform dependencies
 * @param caller - the staff caller
 * @param id - the collection id
 * @param patch - the validated `collection`
 * @throws ApiError - 404 `COLLECTION_NOT_FOUND`; 409 `SLUG_ALREADY_EXISTS`
 */
export async function updateCollection(
  deps: PlatformDeps,
  caller: Caller,
  id: string,
  patch: CollectionPatch,
) {
  const media = await mediaOf(deps.db, deps, patch.media);
  return deps.db.transaction(async (tx) => {
    const slug = await slugFor(tx, patch, id);
    // The same eight parameters for the comparison and the update.
    const values = [
      id,
      patch.name ?? null,
      slug ?? null,
      patch.description !== undefined,
      patch.description ?? null,
      patch.visible ?? null,
      patch.media !== undefined,
      media && JSON.stringify(media),
    ];
    // Which fields the patch really changes (compared in SQL: jsonb media compares by value), under the row lock.
    const differs = await tx.query<Record<CollectionField, boolean>>(
      `SELECT $2::text IS NOT NULL AND $2 IS DISTINCT FROM name AS name,
         $3::text IS NOT NULL AND $3 IS DISTINCT FROM slug AS slug,
         $4::boolean AND coalesce($5, '') IS DISTINCT FROM description AS description,
         $6::boolean IS NOT NULL AND $6 IS DISTINCT FROM visible AS visible,
         $7::boolean AND $8::jsonb IS DISTINCT FROM media AS media
       FROM catalog_collections WHERE id = $1 FOR UPDATE`,
      values,
    );
    if (differs.length === 0) throw collectionNotFound('id', id);
    const changedFields = COLLECTION_FIELDS.filter((field) => differs[0]![field]);
    // A patch that changes nothing is no change: no write, no CollectionChanged.
    if (changedFields.length === 0) return { collection: await readCollection(tx, true, 'id', id) };
    await tx.query(
      `UPDATE catalog_collections SET name = coalesce($2, name), slug = coalesce($3, slug),
         description = CASE WHEN $4::boolean THEN coalesce($5, '') ELSE description END,
         visible = coalesce($6, visible), media = CASE WHEN $7::boolean THEN $8::jsonb ELSE media END, updated_at = $9
       WHERE id = $1`,
      [...values, deps.clock.now()],
    );
    catalogChanged(tx);
    await collectionEvent({ tx, clock: deps.clock, actor: actorOf(caller) }, 'Changed', {
      id,
      changedFields,
    });
    return { collection: await readCollection(tx, true, 'id', id) };
  });
}

/**
 * `DELETE /stores/v1/collections/{id}`: the collection goes, its products stay (rule 177).
 * @param deps - platform dependencies
 * @param caller - the staff caller
 * @param id - the collection id
 * @throws ApiError - 404 `COLLECTION_NOT_FOUND`; 428 for "All Products" (rule 175)
 */
export async function deleteCollection(deps: PlatformDeps, caller: Caller, id: string): Promise<void> {
  if (id === ALL_PRODUCTS_COLLECTION_ID) {
    throw ApiError.precondition(
      'ALL_PRODUCTS_COLLECTION_READ_ONLY',
      'The "All Products" collection cannot be deleted',
    );
  }
  await deps.db.transaction(async (tx) => {
    const rows = await tx.query('DELETE FROM catalog_collections WHERE id = $1 RETURNING id', [id]);
    if (rows.length === 0) throw collectionNotFound('id', id);
    await tx.query(
      'UPDATE catalog_products SET collection_ids = array_remove(collection_ids, $1) WHERE collection_ids @> ARRAY[$1]',
      [id],
    );
    catalogChanged(tx);
    await collectionEvent({ tx, clock: deps.clock, actor: actorOf(caller) }, 'Deleted', { id });
  });
}

/**
 * `POST /stores/v1/collections/{id}/productIds` and `…/productIds/delete` (rule 177): adds products to a collection
 * or removes them. Every product is always in "All Products" (rule 175).
 * @param deps - platform dependencies
 * @param caller - the staff caller
 * @param id - the collection id
 * @param productIds - the products
 * @param action - add or remove
 * @param tx - an open transaction to run in (the seed), else one is opened
 * @throws ApiError - 404 `COLLECTION_NOT_FOUND` / `PRODUCT_NOT_FOUND`; 428 when removing from "All Products"
 */
export async function changeMembership(
  deps: PlatformDeps,
  caller: Caller,
  id: string,
  productIds: readonly string[],
  action: 'add' | 'remove',
  tx?: Queryable,
): Promise<void> {
  if (id === ALL_PRODUCTS_COLLECTION_ID && action === 'remove' && productIds.length > 0) {
    throw ApiError.precondition(
      'ALL_PRODUCTS_COLLECTION_READ_ONLY',
      'Products cannot leave the "All Products" collection',
    );
  }
  const work = async (db: Queryable) => {
    const found = await db.query('SELECT 1 FROM catalog_collections WHERE id = $1 FOR UPDATE', [id]);
    if (found.length === 0) throw collectionNotFound('id', id);
    const ids = [...new Set(productIds)];
    // `was_in`: membership before the change, to tell whether the collection changed at all.
    const updated = await db.query<{ id: string; was_in: boolean }>(
      `WITH old AS (
         SELECT id, collection_ids @> ARRAY[$1] AS was_in FROM catalog_products WHERE id = ANY($2::uuid[]) FOR UPDATE)
       UPDATE catalog_products p SET collection_ids = ${
         action === 'add'
           ? 'CASE WHEN old.was_in THEN p.collection_ids ELSE array_append(p.collection_ids, $1) END'
           : 'array_remove(p.collection_ids, $1)'
       }
       FROM old WHERE p.id = old.id RETURNING p.id, old.was_in`,
      [id, ids],
    );
    catalogChanged(db);
    if (updated.length !== ids.length) {
      const missing = ids.filter((productId) => !updated.some((row) => row.id === productId));
      throw ApiError.notFound('PRODUCT_NOT_FOUND', `Products not found: ${missing.join(', ')}`, {
        productIds: missing,
      });
    }
    // Adding products that are in already (or removing ones that are not) changes nothing: no CollectionChanged.
    if (!updated.some((row) => row.was_in !== (action === 'add'))) return;
    await collectionEvent({ tx: db, clock: deps.clock, actor: actorOf(caller) }, 'Changed', {
      id,
      changedFields: ['productIds'],
    });
  };
  await (tx ? work(tx) : deps.db.transaction(work));
}
