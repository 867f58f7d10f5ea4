/**
 * The stock side of an order edit (`commit-deltas`, business-rules 52 and 73): which units of this store's catalog
 * (Wix Stores lines) an edit takes out of inventory or puts back, in the commit's transaction.
 *
 * By default the edit decides: an added line and a raised quantity take their units (refused with the checkout's
 * `FULL_OUT_OF_STOCK` / `PARTIAL_OUT_OF_STOCK` when short, changing nothing), a lowered quantity or a removed line
 * puts back what the line took — never more than it took minus what was already put back. A caller that gives
 * `commitSettings.inventoryUpdates` (the official `DraftOrderCommitSettings.inventoryUpdates[] {actionType:
 * RESTOCK | DECREASE, lineItemId, quantityChange}`) decides instead: only the listed changes happen, and an empty list
 * leaves inventory alone.
 *
 * Bookkeeping is the one cancel and refund use (order-status.ts `restockableItems`): a line has taken
 * `quantity − restockQuantity` units that a later restock may put back. After an edit, `restockQuantity` is set so
 * that this still holds for what the line really holds out of stock (units the caller chose not to take count as
 * already back).
 */
import { z } from 'zod';
import type { PlatformDeps } from '../../context';
import type { Queryable } from '../../db/database';
import { ApiError, isApiError } from '../../http/api-error';
import { parseInput } from '../../http/validate';
import {
  createCatalogService,
  DEFAULT_VARIANT_ID,
  type InventoryItemQuantity,
  STORES_APP_ID,
} from '../catalog';
import { outOfStock } from '../checkout/out-of-stock';
import type { Order, OrderLineItem } from './order-types';

/** `commitSettings` of a commit (the official DraftOrderCommitSettings). */
export const commitSettingsSchema = z.looseObject({
  sendNotificationsToBuyer: z.boolean().nullable().optional(),
  sendNotificationsToBusiness: z.boolean().nullable().optional(),
  addActivitiesToOrder: z.boolean().nullable().optional(),
  sendNotificationsToCustomFulfillers: z.boolean().nullable().optional(),
  inventoryUpdates: z
    .array(
      z.looseObject({
        actionType: z.enum(['RESTOCK', 'DECREASE']),
        lineItemId: z.string().min(1).max(36),
        quantityChange: z.number().int().min(1).max(100000),
      }),
    )
    .max(300)
    .optional(),
});

/** Validated commit settings. */
export type DraftOrderCommitSettings = z.output<typeof commitSettingsSchema>;

/** What one line's units did in an edit. */
interface LineStock {
  line: OrderLineItem;
  /** Units the line held out of stock before the edit (`quantity − restockQuantity`). */
  heldBefore: number;
  /** Its quantity after the edit (0 when removed). */
  quantityAfter: number;
  taken: number;
  restocked: number;
}

/**
 * The inventory item of an order line of this store's catalog (the variant it names, or the product's only one).
 * @param line - a Wix Stores line
 */
export function inventoryItemOf(line: OrderLineItem): Omit<InventoryItemQuantity, 'quantity'> {
  return {
    productId: line.catalogReference.catalogItemId,
    variantId: String(line.catalogReference.options?.variantId ?? DEFAULT_VARIANT_ID),
  };
}

const isStoresLine = (line: OrderLineItem) => line.catalogReference.appId === STORES_APP_ID;

/** The Wix Stores lines of the order before or after the edit (added, changed, removed and untouched). */
function storesLines(before: Order, after: Order): Map<string, LineStock> {
  const lines = new Map<string, LineStock>();
  for (const line of before.lineItems.filter(isStoresLine)) {
    const held = Math.max(0, line.quantity - (line.restockQuantity ?? 0));
    lines.set(line.id, { line, heldBefore: held, quantityAfter: 0, taken: 0, restocked: 0 });
  }
  for (const line of after.lineItems.filter(isStoresLine)) {
    const known = lines.get(line.id);
    if (known) known.quantityAfter = line.quantity;
    else lines.set(line.id, { line, heldBefore: 0, quantityAfter: line.quantity, taken: 0, restocked: 0 });
  }
  return lines;
}

/** The edit's own changes: raised and added take the difference, lowered and removed put back what was held. */
function planFromEdit(lines: Map<string, LineStock>, before: Order): void {
  const quantityBefore = new Map(before.lineItems.map((line) => [line.id, line.quantity]));
  for (const [id, stock] of lines) {
    const was = quantityBefore.get(id) ?? 0;
    if (stock.quantityAfter > was) stock.taken = stock.quantityAfter - was;
    else stock.restocked = Math.min(was - stock.quantityAfter, stock.heldBefore);
  }
}

/** The caller's `inventoryUpdates`, checked against what each line holds. */
function planFromSettings(
  lines: Map<string, LineStock>,
  updates: NonNullable<DraftOrderCommitSettings['inventoryUpdates']>,
): void {
  const firstEntry = new Map<LineStock, number>();
  updates.forEach((update, index) => {
    const stock = lines.get(update.lineItemId);
    if (!stock) {
      throw ApiError.invalidField(
        `commitSettings.inventoryUpdates[${index}].lineItemId`,
        'is not a Wix Stores line item of the order (before or after the changes)',
        'VALIDATION',
      );
    }
    if (!firstEntry.has(stock)) firstEntry.set(stock, index);
    if (update.actionType === 'DECREASE') stock.taken += update.quantityChange;
    else stock.restocked += update.quantityChange;
  });
  for (const [stock, index] of firstEntry) {
    // Never put back more than the line took, nor take more than it holds after the edit.
    const field = `commitSettings.inventoryUpdates[${index}].quantityChange`;
    const held = stock.heldBefore + stock.taken - stock.restocked;
    if (held < 0) {
      const most = stock.heldBefore + stock.taken;
      throw ApiError.invalidField(field, `at most ${most} units of this line can be restocked`, 'MAX');
    }
    // (A line keeps holding the units the caller chose not to put back: only what it takes is capped.)
    if (stock.taken > 0 && held > stock.quantityAfter) {
      const most = stock.quantityAfter - stock.heldBefore + stock.restocked;
      throw ApiError.invalidField(field, `at most ${most} units of this line can be taken`, 'MAX');
    }
  }
}

/** Units per variant, netted: a commit that removes one line and adds the same variant moves no stock. */
function netByVariant(lines: Iterable<LineStock>): {
  take: InventoryItemQuantity[];
  restock: InventoryItemQuantity[];
} {
  const net = new Map<string, InventoryItemQuantity>();
  for (const stock of lines) {
    const item = inventoryItemOf(stock.line);
    const key = `${item.productId}/${item.variantId}`;
    const entry = net.get(key) ?? { ...item, quantity: 0 };
    entry.quantity += stock.taken - stock.restocked;
    net.set(key, entry);
  }
  const all = [...net.values()];
  return {
    take: all.filter((item) => item.quantity > 0),
    restock: all.filter((item) => item.quantity < 0).map((item) => ({ ...item, quantity: -item.quantity })),
  };
}

/**
 * Takes and puts back the stock of an edit and sets the lines' `restockQuantity` to match.
 * @param tx - the commit's transaction (locks the products: parallel commits cannot oversell)
 * @param deps - clock and configuration (the catalog service)
 * @param before - the locked order
 * @param after - the edited copy; its lines' `restockQuantity` is updated
 * @param settings - the commit settings (`inventoryUpdates` replaces the edit's own plan)
 * @throws ApiError 428 `FULL_OUT_OF_STOCK` / `PARTIAL_OUT_OF_STOCK`; 400 for an `inventoryUpdates` entry naming no
 *   Wix Stores line, restocking more than the line took or taking more than it holds
 */
export async function applyEditInventory(
  tx: Queryable,
  deps: Pick<PlatformDeps, 'clock' | 'config'>,
  before: Order,
  after: Order,
  settings: DraftOrderCommitSettings | undefined,
): Promise<void> {
  const lines = storesLines(before, after);
  if (settings?.inventoryUpdates) planFromSettings(lines, settings.inventoryUpdates);
  else planFromEdit(lines, before);
  const { take, restock } = netByVariant(lines.values());
  const catalog = createCatalogService(deps);
  if (take.length > 0 && restock.length > 0) {
    await catalog.lockInventory(
      tx,
      [...take, ...restock].map((item) => item.productId),
    );
  }
  if (take.length > 0) {
    try {
      await catalog.decrementInventory(tx, take, { reason: 'ORDER' });
    } catch (error) {
      if (isApiError(error) && error.code === 'INSUFFICIENT_INVENTORY') throw outOfStock(error);
      throw error;
    }
  }
  if (restock.length > 0) await catalog.restockInventory(tx, restock, { reason: 'REVERT_INVENTORY_CHANGE' });
  for (const line of after.lineItems) {
    const stock = lines.get(line.id);
    if (!stock) continue;
    const held = stock.heldBefore + stock.taken - stock.restocked;
    line.restockQuantity = Math.max(0, line.quantity - held);
  }
}

/**
 * Parses `commitSettings`.
 * @param value - the request's `commitSettings`
 */
export function parseCommitSettings(value: unknown): DraftOrderCommitSettings | undefined {
  return value === undefined || value === null
    ? undefined
    : parseInput(commitSettingsSchema, value, 'commitSettings');
}
