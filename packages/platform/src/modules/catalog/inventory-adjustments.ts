/**
 * `decrementInventory` and `incrementInventory` of the Inventory API v2 (`POST /stores/v2/inventoryItems/decrement`
 * and `…/increment`, staff only): units of tracked variants taken out or put back, by inventory item id or product
 * id. They go through the catalog service's inventory changes, the ones placing and canceling orders use: the
 * products are locked in id order, all or nothing, the same inventory events (reason `MANUAL`); and, like
 * `updateInventoryVariants` (a product update of its stock), the product events (`product_updated` v3 and
 * `ProductChanged` v1 with `changedFields: ['stock']`), which orders do not append. A decrement never
 * takes stock below zero: a short item fails the whole request with 428 `INSUFFICIENT_INVENTORY` (preorder is not
 * sold here, so `preorderRequest` changes nothing — the regular buy flow the official docs describe). Untracked
 * variants have no count: they are left as they are.
 */
import type { Caller } from '../../auth/caller';
import type { PlatformDeps } from '../../context';
import { ApiError } from '../../http/api-error';
import { actorOf } from './catalog-events';
import type { CatalogService, InventoryItemQuantity } from './catalog-service';
import { inventoryItemNotFound } from './inventory-reads';
import type { ProductState } from './product-state';
import { productNotFound } from './product-store';
import { resolveVariants } from './product-variants';

/** One entry of `decrementData` / `incrementData`, validated (exactly one of the ids). */
export interface InventoryAdjustment {
  inventoryId?: string;
  productId?: string;
  variantId?: string;
  by: number;
}

async function productsOf(
  deps: PlatformDeps,
  items: readonly InventoryAdjustment[],
): Promise<{ byInventoryId: Map<string, ProductState>; byProductId: Map<string, ProductState> }> {
  const inventoryIds = items.flatMap((item) => (item.inventoryId ? [item.inventoryId] : []));
  const productIds = items.flatMap((item) => (item.productId ? [item.productId] : []));
  const rows = await deps.db.query<{ state: ProductState }>(
    'SELECT state FROM catalog_products WHERE inventory_item_id = ANY($1::uuid[]) OR id = ANY($2::uuid[])',
    [inventoryIds, productIds],
  );
  return {
    byInventoryId: new Map(rows.map((row) => [row.state.inventoryItemId, row.state])),
    byProductId: new Map(rows.map((row) => [row.state.id, row.state])),
  };
}

/**
 * The variant an entry addresses. Without a variant id: the product's only variant, or any of them when the product
 * does not manage its variants (they share the product's stock).
 */
function variantOf(state: ProductState, item: InventoryAdjustment, at: string): string {
  const variants = resolveVariants(state);
  if (item.variantId) {
    if (!variants.some((variant) => variant.id === item.variantId))
      throw ApiError.invalidField(`${at}.variantId`, 'is not a variant of this product', 'VALIDATION');
    return item.variantId;
  }
  const [first] = variants;
  if (!first || (state.manageVariants && variants.length > 1))
    throw ApiError.invalidField(
      `${at}.variantId`,
      'is required for a product with managed variants',
      'REQUIRED_FIELD',
    );
  return first.id;
}

/**
 * Resolves the entries to product and variant ids (before any lock: the ids of a product never change).
 * @throws ApiError - 404 for an unknown inventory item or product, 400 for a variant the product does not have
 */
async function resolveAdjustments(
  deps: PlatformDeps,
  items: readonly InventoryAdjustment[],
  field: string,
): Promise<InventoryItemQuantity[]> {
  const { byInventoryId, byProductId } = await productsOf(deps, items);
  return items.map((item, index) => {
    const state = item.inventoryId
      ? byInventoryId.get(item.inventoryId)
      : byProductId.get(item.productId ?? '');
    if (!state)
      throw item.inventoryId
        ? inventoryItemNotFound(item.inventoryId)
        : productNotFound(item.productId ?? '');
    return {
      productId: state.id,
      variantId: variantOf(state, item, `${field}[${index}]`),
      quantity: item.by,
    };
  });
}

/**
 * Takes units out of tracked inventory.
 * @param deps - platform dependencies
 * @param catalog - the catalog service
 * @param caller - the staff caller (the events' identity)
 * @param items - the validated `decrementData`
 * @throws ApiError - 404 unknown item or product, 400 unknown variant, 428 `INSUFFICIENT_INVENTORY` (nothing changed)
 */
export async function decrementInventory(
  deps: PlatformDeps,
  catalog: CatalogService,
  caller: Caller,
  items: readonly InventoryAdjustment[],
): Promise<void> {
  const quantities = await resolveAdjustments(deps, items, 'decrementData');
  await deps.db.transaction((tx) =>
    catalog.decrementInventory(tx, quantities, {
      reason: 'MANUAL',
      actor: actorOf(caller),
      checkUntracked: false,
      productEvents: true,
    }),
  );
}

/**
 * Puts units into tracked inventory (at most 99,999 a variant, like every quantity).
 * @param deps - platform dependencies
 * @param catalog - the catalog service
 * @param caller - the staff caller (the events' identity)
 * @param items - the validated `incrementData`
 * @throws ApiError - 404 unknown item or product, 400 unknown variant
 */
export async function incrementInventory(
  deps: PlatformDeps,
  catalog: CatalogService,
  caller: Caller,
  items: readonly InventoryAdjustment[],
): Promise<void> {
  const quantities = await resolveAdjustments(deps, items, 'incrementData');
  await deps.db.transaction((tx) =>
    catalog.restockInventory(tx, quantities, {
      reason: 'MANUAL',
      actor: actorOf(caller),
      productEvents: true,
    }),
  );
}
