/**
 * Persistence of products (migration 0100): one row per product holding its model, its filter columns and its
 * stored public document, plus one row per variant. A write rewrites both in ONE statement, so a product write costs
 * a single round trip besides locking and events.
 */
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { escapeLike } from '../../query';
import { roundMoney } from './catalog-money';
import { catalogChanged } from './catalog-read-cache';
import { type DocumentContext, toStoreVariant, toWireProduct, variantNameOf } from './product-document';
import { mediaOfChoices } from './product-media';
import { discountedPrice } from './product-pricing';
import { ALL_PRODUCTS_COLLECTION_ID, type ProductState } from './product-state';
import { productStock } from './product-stock';
import { resolveVariants } from './product-variants';

/** A product as loaded for a write: its model and its collections. */
export interface ProductRow {
  state: ProductState;
  collectionIds: string[];
}

const PRODUCT_COLUMNS = [
  ['id', 'uuid'],
  ['numeric_id', 'bigint'],
  ['name', 'text'],
  ['slug', 'text'],
  ['description', 'text'],
  ['sku', 'text'],
  ['brand', 'text'],
  ['ribbon', 'text'],
  ['product_type', 'text'],
  ['visible', 'boolean'],
  ['price', 'numeric'],
  ['discounted_price', 'numeric'],
  ['inventory_status', 'text'],
  ['in_stock', 'boolean'],
  ['collection_ids', 'text[]'],
  ['option_choices', 'jsonb'],
  ['inventory_item_id', 'uuid'],
  ['state', 'jsonb'],
  ['doc', 'text'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
] as const;

const VARIANT_COLUMNS =
  'variant_id uuid, id text, position int, choices jsonb, variant_name text, product_name text, sku text, ' +
  'managed boolean, visible boolean, track_quantity boolean, quantity int, in_stock boolean, doc text';
const VARIANT_NAMES = VARIANT_COLUMNS.split(', ').map((column) => column.split(' ')[0]);

function productValues(
  state: ProductState,
  collectionIds: readonly string[],
  context: DocumentContext,
): unknown[] {
  const resolved = resolveVariants(state);
  const stock = productStock(state, resolved);
  const price = roundMoney(state.price, context.currency);
  const doc = JSON.stringify(toWireProduct(state, context));
  const optionChoices = Object.fromEntries(
    state.productOptions.map((option) => [option.name, option.choices.map((choice) => choice.description)]),
  );
  const ids = collectionIds.includes(ALL_PRODUCTS_COLLECTION_ID)
    ? collectionIds
    : [ALL_PRODUCTS_COLLECTION_ID, ...collectionIds];
  return [
    state.id,
    state.numericId,
    state.name,
    state.slug,
    state.description,
    state.sku || null,
    state.brand ?? null,
    state.ribbon,
    state.productType,
    state.visible,
    // The filter columns hold what the documents show: amounts of the current store currency.
    String(price),
    String(discountedPrice(price, state.discount, context.currency)),
    stock.inventoryStatus,
    stock.inStock,
    ids,
    JSON.stringify(optionChoices),
    state.inventoryItemId,
    JSON.stringify(state),
    doc,
    state.createdDate,
    state.lastUpdated,
  ];
}

function variantRows(state: ProductState): string {
  const rows = resolveVariants(state).map((variant, position) => {
    const media = mediaOfChoices(state, variant.choices);
    const image = media[0] ?? state.media[0];
    return {
      variant_id: variant.id,
      id: `${state.id}-${variant.id}`,
      position,
      choices: variant.choices,
      variant_name: variantNameOf(variant.choices),
      product_name: state.name,
      sku: variant.sku || null,
      managed: state.manageVariants,
      visible: variant.visible,
      track_quantity: variant.trackQuantity,
      quantity: variant.quantity ?? null,
      in_stock: variant.inStock,
      doc: JSON.stringify(toStoreVariant(state, variant, image)),
    };
  });
  return JSON.stringify(rows);
}

const VARIANTS_FROM = `jsonb_to_recordset($${PRODUCT_COLUMNS.length + 1}::jsonb) AS x(${VARIANT_COLUMNS})`;
const VARIANT_SELECT = `$1::uuid, ${VARIANT_NAMES.map((name) => `x.${name}`).join(', ')}`;
const VARIANT_INSERT = `INSERT INTO catalog_variants (product_id, ${VARIANT_NAMES.join(', ')}) SELECT ${VARIANT_SELECT} FROM ${VARIANTS_FROM}`;
const PLACEHOLDERS = PRODUCT_COLUMNS.map(([, type], i) => `$${i + 1}::${type}`);

const INSERT_SQL = `WITH p AS (INSERT INTO catalog_products (${PRODUCT_COLUMNS.map(([name]) => name).join(', ')})
  VALUES (${PLACEHOLDERS.join(', ')}) RETURNING id)
  ${VARIANT_INSERT}`;

const UPDATE_SQL = `WITH p AS (UPDATE catalog_products SET ${PRODUCT_COLUMNS.slice(1)
  .map(([name], i) => `${name} = ${PLACEHOLDERS[i + 1]}`)
  .join(', ')} WHERE id = $1),
  gone AS (DELETE FROM catalog_variants WHERE product_id = $1
    AND variant_id <> ALL (ARRAY(SELECT (v ->> 'variant_id')::uuid FROM jsonb_array_elements($${PRODUCT_COLUMNS.length + 1}::jsonb) v)))
  ${VARIANT_INSERT}
  ON CONFLICT (product_id, variant_id) DO UPDATE SET ${VARIANT_NAMES.filter((name) => name !== 'variant_id')
    .map((name) => `${name} = excluded.${name}`)
    .join(', ')}`;

/**
 * Inserts a new product and its variants.
 * @param tx - the transaction
 * @param state - the product
 * @param collectionIds - its collections ("All Products" is added)
 * @param context - currency and storefront URL of its document
 * @throws ApiError - 409 (via the database error mapping) when the slug is taken
 */
export async function insertProduct(
  tx: Queryable,
  state: ProductState,
  collectionIds: readonly string[],
  context: DocumentContext,
): Promise<void> {
  await tx.query(INSERT_SQL, [...productValues(state, collectionIds, context), variantRows(state)]);
  catalogChanged(tx);
}

/**
 * Writes a changed product and rewrites its variants (surviving variants keep their rows, rule 166).
 * @param tx - the transaction holding the product's lock
 * @param row - the product's new state and its collections
 * @param context - currency and storefront URL of its document
 */
export async function saveProduct(tx: Queryable, row: ProductRow, context: DocumentContext): Promise<void> {
  await tx.query(UPDATE_SQL, [
    ...productValues(row.state, row.collectionIds, context),
    variantRows(row.state),
  ]);
  catalogChanged(tx);
}

/**
 * Loads products for a write and locks their rows until the transaction ends, in id order so that two writers
 * locking overlapping sets cannot deadlock.
 * @param tx - the transaction
 * @param ids - product ids
 * @returns the products found, by id
 */
export async function lockProducts(tx: Queryable, ids: readonly string[]): Promise<Map<string, ProductRow>> {
  const rows = await tx.query<{ id: string; state: ProductState; collection_ids: string[] }>(
    'SELECT id, state, collection_ids FROM catalog_products WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE',
    [[...new Set(ids)]],
  );
  return new Map(rows.map((row) => [row.id, { state: row.state, collectionIds: row.collection_ids }]));
}

/**
 * Loads one product for a write and locks it.
 * @param tx - the transaction
 * @param id - the product id
 * @throws ApiError - 404 `PRODUCT_NOT_FOUND`
 */
export async function lockProduct(tx: Queryable, id: string): Promise<ProductRow> {
  const row = (await lockProducts(tx, [id])).get(id);
  if (!row) throw productNotFound(id);
  return row;
}

/**
 * Loads one product without locking it.
 * @param db - the database
 * @param id - the product id
 */
export async function loadProduct(db: Queryable, id: string): Promise<ProductRow | undefined> {
  const rows = await db.query<{ state: ProductState; collection_ids: string[] }>(
    'SELECT state, collection_ids FROM catalog_products WHERE id = $1',
    [id],
  );
  const row = rows[0];
  return row && { state: row.state, collectionIds: row.collection_ids };
}

/**
 * The 404 of a missing product.
 * @param id - the product id asked for
 */
export function productNotFound(id: string): ApiError {
  return ApiError.notFound('PRODUCT_NOT_FOUND', `Product ${id} was not found`, { productId: id });
}

/**
 * Reserves numeric ids for new products (rule 162: ascending).
 * @param db - the database
 * @param count - how many
 */
export async function nextNumericIds(db: Queryable, count: number): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    "SELECT nextval('catalog_product_numeric_id')::text AS id FROM generate_series(1, $1::int)",
    [count],
  );
  return rows.map((row) => row.id);
}

/**
 * Makes a slug from a name (rule 162): lower-case, accents dropped, anything else hyphenated.
 * @param name - the product or collection name
 * @param fallback - used when nothing is left
 */
export function slugify(name: string, fallback: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 90)
    .replace(/-+$/, '');
  return slug || fallback;
}

/**
 * Makes the slug choices of one table wait for each other until the transaction ends. Without it two writes at once
 * (products named alike, or two claims of one slug) both see a slug free, and on PostgreSQL the later insert fails
 * on the unique index with a generic 409 instead of taking `-1` or answering `SLUG_ALREADY_EXISTS`. Slugs are
 * chosen by staff writes only, so the wait is one short transaction. Take it before any free-slug check.
 * @param tx - the transaction that will write the slug
 * @param table - `catalog_products` or `catalog_collections`
 */
export async function lockSlugs(
  tx: Queryable,
  table: 'catalog_products' | 'catalog_collections',
): Promise<void> {
  // Per schema, like the migration lock: test schemas on one server do not wait for each other.
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('bazaar.slug.' || $1 || '.' || current_schema()))`, [
    table,
  ]);
}

/**
 * The first free slug of a table: `base`, then `base-1`, `base-2`… (rule 162).
 * @param db - the database
 * @param table - `catalog_products` or `catalog_collections`
 * @param base - the wanted slug
 */
export async function freeSlug(
  db: Queryable,
  table: 'catalog_products' | 'catalog_collections',
  base: string,
): Promise<string> {
  const rows = await db.query<{ slug: string }>(`SELECT slug FROM ${table} WHERE slug = $1 OR slug LIKE $2`, [
    base,
    `${escapeLike(base)}-%`,
  ]);
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 1; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
