import type { OrderActivity } from '@bazaar/sdk';

interface DraftOrderChangesApplied {
  reason?: string | null;
  changes?: { lineItemAdded?: { name?: { original?: string }; quantity?: number } }[];
}

/**
 * What a `DRAFT_ORDER_CHANGES_APPLIED` activity tells staff: the reason given with the edit and the products it
 * added ("Buyer called · Added Linen Shirt × 2"), from its `draftOrderChangesApplied` content.
 *
 * @param activity - an order activity
 * @returns the text, or undefined for other activities and edits with nothing to say
 * @example
 * draftChangesText(order.activities.at(-1)); // 'Buyer called · Added Linen Shirt × 2'
 */
export function draftChangesText(activity: OrderActivity): string | undefined {
  const applied = activity.draftOrderChangesApplied as DraftOrderChangesApplied | undefined;
  if (activity.activityType !== 'DRAFT_ORDER_CHANGES_APPLIED' || !applied) return undefined;
  const added = (applied.changes ?? []).flatMap((change) =>
    change.lineItemAdded
      ? [
          `Added ${change.lineItemAdded.name?.original ?? 'a product'} × ${change.lineItemAdded.quantity ?? 1}`,
        ]
      : [],
  );
  const parts = [applied.reason?.trim(), ...added].filter(Boolean);
  return parts.length ? parts.join(' · ') : undefined;
}
