import type {
  BulkCreateFulfillmentResponse,
  BulkCreateOrderWithFulfillments,
  Order,
  OrderWithFulfillments,
} from '@bazaar/sdk';
import { fulfillBlocker } from './fulfillability';
import { fulfillLineDrafts } from './fulfillment-lines';

/** What happened, or will happen, to one selected order in "Mark as fulfilled" for several orders. */
export interface BulkFulfillOutcome {
  orderId: string;
  number: string;
  /** Whether it was (or will be) fulfilled. */
  fulfilled: boolean;
  /** Why not, in words; empty when fulfilled. */
  reason: string;
}

/** The bulk call to make, and the orders left out of it with their reason. */
export interface BulkFulfillPlan {
  /** One shipment per fulfillable order: every unit it has left. */
  ordersWithFulfillments: BulkCreateOrderWithFulfillments[];
  /** Orders that cannot be fulfilled, never sent. */
  skipped: BulkFulfillOutcome[];
}

/**
 * Plans "Mark as fulfilled" for the selected orders: each fulfillable one gets a single shipment of every unit not yet
 * fulfilled (with the shared carrier, if given); the others are reported with the reason the order page gives.
 *
 * @param orders - the selected orders
 * @param lists - their fulfillments (`listFulfillmentsForMultipleOrders`)
 * @param carrier - the shipping provider all shipments travel with ('' for none)
 * @returns the plan
 */
export function planBulkFulfillment(
  orders: readonly Order[],
  lists: readonly OrderWithFulfillments[],
  carrier: string,
): BulkFulfillPlan {
  const plan: BulkFulfillPlan = { ordersWithFulfillments: [], skipped: [] };
  const shippingProvider = carrier.trim();
  for (const order of orders) {
    const orderId = order._id ?? '';
    const fulfillments = lists.find((list) => list.orderId === orderId)?.fulfillments ?? [];
    const reason = fulfillBlocker(order, fulfillments);
    if (reason) {
      plan.skipped.push({ orderId, number: String(order.number ?? ''), fulfilled: false, reason });
      continue;
    }
    const lineItems = fulfillLineDrafts(order, fulfillments)
      .filter((line) => line.left > 0)
      .map((line) => ({ _id: line.lineItemId, quantity: line.left }));
    plan.ordersWithFulfillments.push({
      orderId,
      fulfillments: [{ lineItems, ...(shippingProvider && { trackingInfo: { shippingProvider } }) }],
    });
  }
  return plan;
}

/**
 * Every selected order's outcome, in the selection's order: the ones the plan skipped and the bulk call's per-order
 * results (an order refused by the platform, e.g. canceled meanwhile, with the platform's reason).
 *
 * @param orders - the selected orders
 * @param plan - the plan the call was made from
 * @param response - the bulk call's answer (none when nothing was sent)
 * @returns one outcome per selected order
 */
export function bulkFulfillmentOutcomes(
  orders: readonly Order[],
  plan: BulkFulfillPlan,
  response: BulkCreateFulfillmentResponse | undefined,
): BulkFulfillOutcome[] {
  return orders.map((order) => {
    const orderId = order._id ?? '';
    const number = String(order.number ?? '');
    const skipped = plan.skipped.find((outcome) => outcome.orderId === orderId);
    if (skipped) return skipped;
    const index = plan.ordersWithFulfillments.findIndex((entry) => entry.orderId === orderId);
    const result = response?.results.find((candidate) => candidate.itemMetadata.originalIndex === index);
    if (result?.itemMetadata.success) return { orderId, number, fulfilled: true, reason: '' };
    const reason = result?.itemMetadata.error?.description ?? 'The platform gave no result for this order.';
    return { orderId, number, fulfilled: false, reason };
  });
}
