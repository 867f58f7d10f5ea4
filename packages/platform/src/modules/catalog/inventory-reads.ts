/**
 * Inventory reads of the Inventory API v2 (`@wix/stores` `inventory`): one inventory item per product (id
 * `inventoryItemId`, a GUID of its own) holding the stock of each variant. `POST /stores-reader/v2/inventoryItems/
 * {inventoryId}/getVariants` and `POST /stores-reader/v2/inventoryItems/query`. Stock is public on products, so
 * anyone may read it; hidden products only for staff, as everywhere in the catalog (rule 171).
 */
import { type Caller, isStaff } from '../../auth/caller';
import type { PlatformDeps } from '../../context';
import { ApiError } from '../../http/api-error';
import { defineFieldMap, field, runQuery } from '../../query';
import { normaliseLegacyQuery } from './product-query';
import type { ProductState } from './product-state';
import { resolveVariants } from './product-variants';

/** `InventoryItemV2` on the wire. Preorder is not sold in this store (README), so it is always off. */
export interface WireInventoryItem {
  id: string;
  productId: string;
  trackQuantity: boolean;
  variants: { variantId: string; inStock: boolean; quantity?: number; availableForPreorder: false }[];
  lastUpdated: string;
  numericId: string;
  preorderInfo: { enabled: false };
}

/**
 * The inventory item of a product: every variant's effective stock (without managed variants, the product's own).
 * @param state - the product
 * @param variantIds - only these variants, when given
 */
export function toInventoryItem(state: ProductState, variantIds?: readonly string[]): WireInventoryItem {
  const wanted = variantIds && new Set(variantIds);
  return {
    id: state.inventoryItemId,
    productId: state.id,
    trackQuantity: state.trackInventory,
    variants: resolveVariants(state)
      .filter((variant) => !wanted || wanted.has(variant.id))
      .map((variant) => ({
        variantId: variant.id,
        inStock: variant.inStock,
        ...(variant.quantity !== undefined && { quantity: variant.quantity }),
        availableForPreorder: false,
      })),
    lastUpdated: state.lastUpdated,
    numericId: state.numericId,
    preorderInfo: { enabled: false },
  };
}

/**
 * The 404 of an inventory item the caller cannot see.
 * @param id - the inventory item id (or product id) asked for
 */
export function inventoryItemNotFound(id: string): ApiError {
  return ApiError.notFound('INVENTORY_ITEM_NOT_FOUND', `Inventory item ${id} was not found`, {
    inventoryId: id,
  });
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `getInventoryVariants`: the inventory item by its id, or by `productId` (the request's one-of).
 * @param deps - platform dependencies
 * @param caller - the caller
 * @param inventoryId - the path's inventory item id
 * @param options - `productId` (instead of the inventory id) and `variantIds` (only these variants)
 * @returns `{inventoryItem}`
 * @throws ApiError - 404 `INVENTORY_ITEM_NOT_FOUND` for an unknown item or a hidden product's, unless staff
 */
export async function getInventoryVariants(
  deps: PlatformDeps,
  caller: Caller,
  inventoryId: string,
  options: { productId?: string; variantIds?: string[] },
): Promise<{ inventoryItem: WireInventoryItem }> {
  const [column, id] = options.productId ? ['id', options.productId] : ['inventory_item_id', inventoryId];
  // Anything but a GUID names nothing; asking the uuid column would fail the query instead.
  const rows = GUID.test(id)
    ? await deps.db.query<{ state: ProductState; visible: boolean }>(
        `SELECT state, visible FROM catalog_products WHERE ${column} = $1`,
        [id],
      )
    : [];
  const row = rows[0];
  if (!row || (!row.visible && !isStaff(caller))) throw inventoryItemNotFound(id);
  return { inventoryItem: toInventoryItem(row.state, options.variantIds) };
}

/** What inventory items can be filtered and sorted on. */
export const inventoryItemFields = defineFieldMap({
  id: field.uuid('p.inventory_item_id', { sortable: true }),
  productId: field.uuid('p.id', { sortable: true }),
  trackQuantity: field.boolean("(p.state ->> 'trackInventory')::boolean"),
  numericId: field.decimal('p.numeric_id', { sortable: true }),
  lastUpdated: field.date('p.updated_at', { sortable: true }),
});

/**
 * `queryInventory`: inventory items by the query language (`filter` and `sort` may be JSON strings, as the official
 * request types them), oldest numeric id first, ≤ 100 a page.
 * @param deps - platform dependencies
 * @param caller - the caller
 * @param query - the request's `query`
 * @returns `{inventoryItems, metadata {items, offset}, totalResults}`
 * @throws ApiError - 400 for any invalid filter, sort or paging
 */
export async function queryInventory(
  deps: PlatformDeps,
  caller: Caller,
  query: unknown,
): Promise<{
  inventoryItems: WireInventoryItem[];
  metadata: { items: number; offset: number };
  totalResults: number;
}> {
  const { rows, metadata } = await runQuery<{ state: ProductState }, 'offset'>(deps.db, {
    from: 'catalog_products p',
    select: 'p.state',
    fieldMap: inventoryItemFields,
    query: normaliseLegacyQuery(query ?? {}),
    baseWhere: isStaff(caller) ? 'TRUE' : 'p.visible',
    defaultSort: [{ fieldName: 'numericId', order: 'ASC' }],
    maxLimit: 100,
    defaultLimit: 100,
    paging: 'offset',
    path: 'query',
  });
  return {
    inventoryItems: rows.map((row) => toInventoryItem(row.state)),
    metadata: { items: metadata.count, offset: metadata.offset },
    totalResults: metadata.total,
  };
}
