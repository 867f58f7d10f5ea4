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
    discountRemoved?: { name?: { original?: string } };
    shippingInformationChanged?: {
      originalShippingInfo?: { total?: { formattedAmount?: string }; shippingTitle?: string };
      newShippingInfo?: { total?: { formattedAmount?: string }; shippingTitle?: string };
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
  if (change.discountRemoved)
    return [`${change.discountRemoved.name?.original ?? 'A discount'} no longer applies`];
  const shipping = change.shippingInformationChanged;
  if (shipping) {
    const title = shipping.newShippingInfo?.shippingTitle ?? 'Shipping';
    return [
      `${title} ${shipping.originalShippingInfo?.total?.formattedAmount} → ${shipping.newShippingInfo?.total?.formattedAmount}`,
    ];
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
 * lines, discounts and shipping ("Buyer called · Linen Shirt 2 → 3 · Removed Trail Mug × 1 · Standard $5.00 →
 * $9.00"), from its `draftOrderChangesApplied` content; and the note an edit leaves when it kept a shipping price
 * (the platform's `SHIPPING_PRICE_KEPT` custom activity).
 *
 * @param activity - an order activity
 * @returns the text, or undefined for other activities and edits with nothing to say
 * @example
 * draftChangesText(order.activities.at(-1)); // 'Buyer called · Added Linen Shirt × 2'
 */
export function draftChangesText(activity: OrderActivity): string | undefined {
  const custom = activity.customActivity as
    | { type?: string; additionalData?: Record<string, string> }
    | undefined;
  if (activity.activityType === 'CUSTOM_ACTIVITY' && custom?.type === 'SHIPPING_PRICE_KEPT') {
    const { title = 'The shipping option', price = '' } = custom.additionalData ?? {};
    return `${title} no longer applies to the edited order: its price ${price} was kept`;
  }
  const applied = activity.draftOrderChangesApplied as DraftOrderChangesApplied | undefined;
  if (activity.activityType !== 'DRAFT_ORDER_CHANGES_APPLIED' || !applied) return undefined;
  const parts = [applied.reason?.trim(), ...(applied.changes ?? []).flatMap(changeText)].filter(Boolean);
  return parts.length ? parts.join(' · ') : undefined;
}
