import type { OrderActivity } from '@bazaar/sdk';

interface ManagedLine {
  name?: { original?: string };
  quantity?: number;
}

interface DraftOrderChangesApplied {
  reason?: string | null;
  changes?: {
    lineItemAdded?: ManagedLine;
    lineItemRemoved?: ManagedLine;
    lineItemChanged?: {
      name?: { original?: string };
      quantity?: { originalQuantity?: number; newQuantity?: number };
      price?: { originalPrice?: { formattedAmount?: string }; newPrice?: { formattedAmount?: string } };
    };
  }[];
}

type Change = NonNullable<DraftOrderChangesApplied['changes']>[number];

const nameOf = (line: { name?: { original?: string } }) => line.name?.original ?? 'a product';

function changeText(change: Change): string[] {
  if (change.lineItemAdded)
    return [`Added ${nameOf(change.lineItemAdded)} × ${change.lineItemAdded.quantity ?? 1}`];
  if (change.lineItemRemoved) {
    return [`Removed ${nameOf(change.lineItemRemoved)} × ${change.lineItemRemoved.quantity ?? 1}`];
  }
  const changed = change.lineItemChanged;
  if (!changed) return [];
  const quantity = changed.quantity
    ? `${changed.quantity.originalQuantity} → ${changed.quantity.newQuantity}`
    : undefined;
  const price = changed.price
    ? `${changed.price.originalPrice?.formattedAmount} → ${changed.price.newPrice?.formattedAmount} each`
    : undefined;
  return [`${nameOf(changed)} ${[quantity, price].filter(Boolean).join(', ')}`];
}

/**
 * What a `DRAFT_ORDER_CHANGES_APPLIED` activity tells staff: the reason given with the edit and what it did to the
 * lines ("Buyer called · Linen Shirt 2 → 3 · Removed Trail Mug × 1 · Added Wool Sock × 2"), from its
 * `draftOrderChangesApplied` content.
 *
 * @param activity - an order activity
 * @returns the text, or undefined for other activities and edits with nothing to say
 * @example
 * draftChangesText(order.activities.at(-1)); // 'Buyer called · Added Linen Shirt × 2'
 */
export function draftChangesText(activity: OrderActivity): string | undefined {
  const applied = activity.draftOrderChangesApplied as DraftOrderChangesApplied | undefined;
  if (activity.activityType !== 'DRAFT_ORDER_CHANGES_APPLIED' || !applied) return undefined;
  const parts = [applied.reason?.trim(), ...(applied.changes ?? []).flatMap(changeText)].filter(Boolean);
  return parts.length ? parts.join(' · ') : undefined;
}
