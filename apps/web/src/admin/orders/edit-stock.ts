import type { CommitDeltasOptions, Order } from '@bazaar/sdk';
import { STORES_APP_ID } from '../../lib/catalog-reference';
import type { OrderEditDraft } from './order-deltas';

type InventoryUpdate = NonNullable<
  NonNullable<CommitDeltasOptions['commitSettings']>['inventoryUpdates']
>[number];

/** What an edit does to the store's stock: units taken and units put back. */
export interface EditStockEffect {
  /** Units of store products the edit takes out of stock (added lines, raised quantities). */
  taken: number;
  /** Units the edit would put back (lowered quantities, removed lines) — what those lines still hold. */
  restockable: number;
}

const isStoresLine = (line: NonNullable<Order['lineItems']>[number]) =>
  line.catalogReference?.appId === STORES_APP_ID;

/** The order's store lines with their quantity before and in the draft (0 when removed). */
function storeLineChanges(order: Order, draft: OrderEditDraft) {
  return (order.lineItems ?? []).filter(isStoresLine).flatMap((line) => {
    const edited = draft.lines.find((candidate) => candidate.id === line._id);
    if (!edited) return [];
    const before = line.quantity ?? 0;
    const quantity = Number(edited.quantity.trim());
    const after = edited.removed ? 0 : Number.isInteger(quantity) && quantity > 0 ? quantity : before;
    // Units the line took and still holds (cancel and refund bookkeeping: quantity − restockQuantity).
    const held = Math.max(0, before - (line.restockQuantity ?? 0));
    return [{ id: line._id ?? '', before, after, held }];
  });
}

/**
 * The stock effect of an edit, as the platform applies it: added store products and raised quantities take units,
 * lowered and removed lines put back what they still hold.
 *
 * @param order - the order as it is
 * @param draft - the edit form's state
 * @returns units taken and units that go back
 * @example
 * editStockEffect(order, draft); // { taken: 2, restockable: 1 }
 */
export function editStockEffect(order: Order, draft: OrderEditDraft): EditStockEffect {
  let taken = draft.added.reduce((sum, line) => sum + line.quantity, 0);
  let restockable = 0;
  for (const line of storeLineChanges(order, draft)) {
    if (line.after > line.before) taken += line.after - line.before;
    else restockable += Math.min(line.before - line.after, line.held);
  }
  return { taken, restockable };
}

/**
 * A new line item id (a version 4 GUID). `crypto.randomUUID` exists only on secure pages; a back office opened over
 * plain http on a local network still has `getRandomValues`.
 *
 * @returns the id
 */
export function newLineItemId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The `commitSettings.inventoryUpdates` of an edit that keeps removed units out of stock: only the units the edit
 * takes (raised store lines, added lines by the ids given to them) — nothing goes back.
 *
 * @param order - the order as it is
 * @param draft - the edit form's state
 * @param addedIds - the line ids the added lines get, in order
 * @returns the updates (possibly empty: then the edit moves no stock)
 */
export function takeOnlyInventoryUpdates(
  order: Order,
  draft: OrderEditDraft,
  addedIds: readonly string[],
): InventoryUpdate[] {
  const raised = storeLineChanges(order, draft)
    .filter((line) => line.after > line.before)
    .map((line) => ({
      actionType: 'DECREASE' as const,
      lineItemId: line.id,
      quantityChange: line.after - line.before,
    }));
  const added = draft.added.map((line, index) => ({
    actionType: 'DECREASE' as const,
    lineItemId: addedIds[index] ?? '',
    quantityChange: line.quantity,
  }));
  return [...raised, ...added];
}

const units = (count: number) => `${count} ${count === 1 ? 'unit' : 'units'}`;

/**
 * How the edit form tells the stock effect: "Stock: takes 2 units, puts 1 unit back".
 *
 * @param effect - the effect ({@link editStockEffect})
 * @param restock - whether lowered and removed lines put their units back
 * @returns the text, or undefined when the edit moves no stock
 */
export function describeStockEffect(effect: EditStockEffect, restock: boolean): string | undefined {
  const parts = [
    effect.taken ? `takes ${units(effect.taken)}` : '',
    effect.restockable
      ? restock
        ? `puts ${units(effect.restockable)} back`
        : `keeps ${units(effect.restockable)} out`
      : '',
  ].filter(Boolean);
  return parts.length ? `Stock: ${parts.join(', ')}` : undefined;
}
