/**
 * What a committed edit did to the line items, in the shape of the official `DraftOrderChangesApplied.changes[]`
 * (`OrderChange`: `lineItemAdded` / `lineItemRemoved` as `ManagedLineItem {id, name, quantity}`, `lineItemChanged` as
 * `LineItemChanges {id, name, quantity {originalQuantity, newQuantity, diff, deltaType}, price {originalPrice,
 * newPrice}}`), for the order's history (the `DRAFT_ORDER_CHANGES_APPLIED` activity).
 */
import type { RecordedDiscount } from './edit-discounts';
import type { Order, OrderLineItem } from './order-types';

const managed = (line: OrderLineItem, quantity: number) => ({
  id: line.id,
  name: line.productName,
  quantity,
});

/**
 * The line-item changes between the order before and after an edit: changed and removed lines in the order's
 * order, then the added ones.
 * @param before - the order before the edit
 * @param after - the edited order
 */
export function lineItemChangesOf(before: Order, after: Order): Record<string, unknown>[] {
  const afterById = new Map(after.lineItems.map((line) => [line.id, line]));
  const beforeIds = new Set(before.lineItems.map((line) => line.id));
  const changes: Record<string, unknown>[] = [];
  for (const was of before.lineItems) {
    const now = afterById.get(was.id);
    if (!now) {
      changes.push({ lineItemRemoved: managed(was, was.quantity) });
      continue;
    }
    const quantityChanged = now.quantity !== was.quantity;
    const priceChanged = now.price.amount !== was.price.amount;
    if (!quantityChanged && !priceChanged) continue;
    changes.push({
      lineItemChanged: {
        id: now.id,
        name: now.productName,
        ...(quantityChanged && {
          quantity: {
            originalQuantity: was.quantity,
            newQuantity: now.quantity,
            diff: Math.abs(now.quantity - was.quantity),
            deltaType: now.quantity > was.quantity ? 'QUANTITY_INCREASED' : 'QUANTITY_DECREASED',
          },
        }),
        ...(priceChanged && { price: { originalPrice: was.price, newPrice: now.price } }),
      },
    });
  }
  for (const line of after.lineItems) {
    if (!beforeIds.has(line.id)) changes.push({ lineItemAdded: managed(line, line.quantity) });
  }
  return changes;
}

/**
 * The `discountRemoved` changes (`ManagedDiscount {id, name, totalAmount}`) of discounts an edit made stop applying.
 * @param removed - the order's recorded discounts that no longer apply
 */
export function discountsRemovedOf(removed: readonly RecordedDiscount[]): Record<string, unknown>[] {
  return removed.map((discount) => {
    const { coupon, discountRule } = discount;
    const name = coupon?.name ?? coupon?.code ?? discountRule?.name?.original ?? 'Discount';
    const id = coupon?.id ?? discountRule?.id;
    return {
      discountRemoved: {
        ...(id && { id }),
        name: { original: name, translated: name },
        totalAmount: (coupon ?? discountRule ?? discount.merchantDiscount)?.amount,
      },
    };
  });
}
