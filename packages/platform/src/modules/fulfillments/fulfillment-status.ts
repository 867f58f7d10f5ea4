/**
 * The order's `fulfillmentStatus`, derived from its fulfillments (business-rules 58, 126): FULFILLED when every unit
 * of every line is in a fulfillment, PARTIALLY_FULFILLED when some are, NOT_FULFILLED when none are. An order with
 * nothing to ship and no shipping info (digital only) is FULFILLED whatever its fulfillments, as at creation.
 */
import type { FulfillmentStatus, Order } from '../orders/order-types';
import type { Fulfillment } from './fulfillment-types';

/**
 * Units fulfilled per order line id.
 * @param fulfillments - the order's fulfillments
 */
export function fulfilledQuantities(fulfillments: readonly Fulfillment[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const fulfillment of fulfillments) {
    for (const line of fulfillment.lineItems) units.set(line.id, (units.get(line.id) ?? 0) + line.quantity);
  }
  return units;
}

/**
 * The fulfillment status an order has with these fulfillments.
 * @param order - the order (its current lines)
 * @param fulfillments - its fulfillments
 */
export function fulfillmentStatusOf(order: Order, fulfillments: readonly Fulfillment[]): FulfillmentStatus {
  const shippable = order.lineItems.some((item) => item.physicalProperties?.shippable);
  if (!shippable && !order.shippingInfo) return 'FULFILLED';
  const fulfilled = fulfilledQuantities(fulfillments);
  if (fulfilled.size === 0) return 'NOT_FULFILLED';
  const complete = order.lineItems.every((item) => (fulfilled.get(item.id) ?? 0) >= item.quantity);
  return complete ? 'FULFILLED' : 'PARTIALLY_FULFILLED';
}
