import type { Fulfillment, Order } from '@bazaar/sdk';
import { fulfillLineDrafts } from './fulfillment-lines';

/**
 * Why no units of an order can be fulfilled, or nothing when some can. Canceled and rejected orders take no new
 * fulfillments (the platform answers 428); an order with nothing shippable and no shipping info (digital only) is
 * fulfilled from the start (business-rules 126), so a shipment of it would mean nothing.
 *
 * @param order - the order
 * @param fulfillments - its fulfillments
 * @returns the reason, or undefined
 * @example
 * fulfillBlocker({ status: 'CANCELED' }, []); // 'A canceled order cannot be fulfilled.'
 */
export function fulfillBlocker(order: Order, fulfillments: readonly Fulfillment[]): string | undefined {
  if (order.status === 'CANCELED') return 'A canceled order cannot be fulfilled.';
  if (order.status === 'REJECTED') return 'A rejected order cannot be fulfilled.';
  const shippable = order.lineItems?.some((line) => line.physicalProperties?.shippable);
  if (!shippable && !order.shippingInfo) return 'Nothing to ship: the order is digital only.';
  if (fulfillLineDrafts(order, fulfillments).every((line) => line.left === 0))
    return 'Every item is fulfilled.';
  return undefined;
}
