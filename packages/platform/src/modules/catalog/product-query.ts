/**
 * Product reads (business-rules §6D): `GET /stores-reader/v1/products/{id}` and the product query
 * (`/stores-reader/v1/products/query-platformized`, GET with `.r` or POST), on the shared query language. A query
 * page is one SELECT of stored documents (plus a COUNT when the page is full); the response body is assembled as
 * text, so 100 products are never parsed and serialised again on the way out.
 */
import { type Caller, isStaff } from '../../auth/caller';
import type { PlatformDeps } from '../../context';
import { ApiError } from '../../http/api-error';
import { defineFieldMap, field, runQuery } from '../../query';
import { catalogReadCache } from './catalog-read-cache';
import { spliceMembers, toWireProduct } from './product-document';
import { catalogContext } from './product-service';
import type { ProductState } from './product-state';
import { loadProduct, productNotFound } from './product-store';

/** What products can be filtered and sorted on (rule 182), and the SQL behind each name. */
export const productFields = defineFieldMap({
  id: field.uuid('p.id', { sortable: true }),
  name: field.string('p.name', { sortable: true }),
  description: field.string('p.description'),
  sku: field.string('p.sku', { sortable: true }),
  slug: field.string('p.slug', { sortable: true }),
  brand: field.string('p.brand'),
  ribbon: field.string('p.ribbon'),
  productType: field.enum('p.product_type', ['physical', 'digital'], { sortable: true }),
  visible: field.boolean('p.visible'),
  // `price` is what rule 182 names; `priceData.price` is what the official typed builder sends.
  price: field.decimal('p.price', { sortable: true }),
  'priceData.price': field.alias('price'),
  'priceData.discountedPrice': field.decimal('p.discounted_price', { sortable: true }),
  numericId: field.decimal('p.numeric_id', { sortable: true }),
  inventoryStatus: field.enum('p.inventory_status', ['IN_STOCK', 'OUT_OF_STOCK', 'PARTIALLY_OUT_OF_STOCK']),
  'stock.inventoryStatus': field.alias('inventoryStatus'),
  'stock.inStock': field.boolean('p.in_stock'),
  lastUpdated: field.date('p.updated_at', { sortable: true }),
  createdDate: field.date('p.created_at', { sortable: true }),
  'collections.id': field.strings('p.collection_ids'),
  collectionIds: field.alias('collections.id'), // rule 182: what SDK users filter on
  'options.*': field.strings(
    (name) => `ARRAY(SELECT jsonb_array_elements_text(p.option_choices -> ${name}))`,
  ),
});

/** Newest first (rule 187), then the most recently numbered, so equal creation times keep one order. */
const DEFAULT_SORT = [
  { fieldName: 'createdDate', order: 'DESC' as const },
  { fieldName: 'numericId', order: 'DESC' as const },
];

/** `true` as JSON or as a flattened GET parameter. */
export function isTrue(value: unknown): boolean {
  return value === true || value === 'true';
}

function parseLegacy(value: unknown, field: string): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    throw ApiError.invalidField(field, 'is not valid JSON', 'FORMAT', { expected: 'JSON' });
  }
}

/**
 * Accepts the legacy form of a query (rule 181): `filter` and `sort` as JSON strings, and sort entries written
 * `{"price": "desc"}`.
 * @param query - the request's query object
 */
export function normaliseLegacyQuery(query: unknown): unknown {
  if (query === null || typeof query !== 'object' || Array.isArray(query)) return query;
  const q = { ...(query as Record<string, unknown>) };
  q.filter = parseLegacy(q.filter, 'query.filter');
  const sort = parseLegacy(q.sort, 'query.sort');
  q.sort = Array.isArray(sort)
    ? sort.map((entry) => {
        if (entry === null || typeof entry !== 'object' || 'fieldName' in entry) return entry;
        const [[fieldName, order] = []] = Object.entries(entry as Record<string, unknown>);
        return { fieldName, order: typeof order === 'string' ? order.toUpperCase() : order };
      })
    : sort;
  return q;
}

/** The flags of a product read; the hidden-product and merchant flags need staff (rules 163, 171). */
export interface ProductReadFlags {
  includeVariants?: unknown;
  includeHiddenProducts?: unknown;
  includeMerchantSpecificData?: unknown;
}

/**
 * Runs a product query and returns the response body, JSON text `{products, metadata}` encoded as UTF-8 (shared with
 * the read cache: read-only).
 * @param deps - platform dependencies
 * @param caller - the caller
 * @param request - the request: `{query, includeVariants?, includeHiddenProducts?, includeMerchantSpecificData?}`
 * @throws ApiError - 400 for any invalid filter, sort or paging (query/README.md §5)
 */
export async function queryProducts(
  deps: PlatformDeps,
  caller: Caller,
  request: Record<string, unknown> & ProductReadFlags,
): Promise<Uint8Array> {
  const staff = isStaff(caller);
  const merchant = staff && isTrue(request.includeMerchantSpecificData);
  const variants = isTrue(request.includeVariants);
  const hidden = staff && isTrue(request.includeHiddenProducts);
  const load = () => runProductQuery(deps, request.query, merchant, variants, hidden);
  const query = cacheKeyOf(request.query);
  // Unkeyable input (nested deeper than JSON.stringify's stack allows) is refused by the query compiler: not cached.
  if (query === undefined) return Buffer.from(await load());
  // The key holds all that decides the body: who may see what (visibility class and its flags) and the query.
  const key = `query:${staff ? 'staff' : 'public'}:${merchant}:${variants}:${hidden}:${query}`;
  return catalogReadCache(deps.db).read(key, load);
}

function cacheKeyOf(query: unknown): string | undefined {
  try {
    return JSON.stringify(query ?? null);
  } catch {
    return undefined;
  }
}

async function runProductQuery(
  deps: PlatformDeps,
  query: unknown,
  merchant: boolean,
  variants: boolean,
  hidden: boolean,
): Promise<string> {
  const fast = !merchant && !variants;
  const { rows, metadata } = await runQuery<{ doc?: string; state?: ProductState; collection_ids: string[] }>(
    deps.db,
    {
      from: 'catalog_products p',
      select: fast ? 'p.doc, p.collection_ids' : 'p.state, p.collection_ids',
      fieldMap: productFields,
      query: normaliseLegacyQuery(query),
      // Rule 171: unless staff ask for hidden products, every filter silently gets `visible = true`.
      baseWhere: hidden ? 'TRUE' : 'p.visible',
      defaultSort: DEFAULT_SORT,
      maxLimit: 100,
      defaultLimit: 50,
      paging: 'both',
      path: 'query',
    },
  );
  const context = catalogContext(deps);
  const products = rows.map((row) =>
    fast
      ? spliceMembers(row.doc!, `"collectionIds":${JSON.stringify(row.collection_ids)}`)
      : JSON.stringify(
          toWireProduct(row.state!, context, { merchant, variants, collectionIds: row.collection_ids }),
        ),
  );
  return `{"products":[${products.join(',')}],"metadata":${JSON.stringify(metadata)}}`;
}

/**
 * `GET /stores-reader/v1/products/{id}`: the product with its variants; merchant data for staff asking for it.
 * Hidden products are found by staff only (rule 171).
 * @param deps - platform dependencies
 * @param caller - the caller
 * @param id - the product id
 * @param includeMerchantSpecificData - the request flag
 * @returns `{product}` as JSON text encoded as UTF-8 (shared with the read cache: read-only)
 * @throws ApiError - 404 `PRODUCT_NOT_FOUND`
 */
export async function getProduct(
  deps: PlatformDeps,
  caller: Caller,
  id: string,
  includeMerchantSpecificData: boolean,
): Promise<Uint8Array> {
  const staff = isStaff(caller);
  const merchant = staff && includeMerchantSpecificData;
  const key = `product:${staff ? 'staff' : 'public'}:${merchant}:${id}`;
  return catalogReadCache(deps.db).read(key, async () => {
    const row = await loadProduct(deps.db, id);
    if (!row || (!row.state.visible && !staff)) throw productNotFound(id);
    const product = toWireProduct(row.state, catalogContext(deps), {
      merchant,
      variants: true,
      collectionIds: row.collectionIds,
    });
    return JSON.stringify({ product });
  });
}
