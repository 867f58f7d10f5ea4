import { endpoint } from '../endpoint';
import { lazyCalls } from '../lazy-calls';
import type { fulfillmentWrites } from './fulfillment-writes';
import type { OrderWithFulfillments, OrderWithFulfillmentsResponse } from './fulfillments-types';

// `@wix/ecom` `orderFulfillments`: public paths under /ecom/v1/fulfillments
// (node_modules/@wix/auto_sdk_ecom_order-fulfillments).
const PATH = '/ecom/v1/fulfillments';

/** The staff-only calls (fulfillment-writes.ts), loaded on first use: a buyer's client never makes them. */
const WRITE_NAMES: ReadonlyArray<keyof typeof fulfillmentWrites> = [
  'createFulfillment',
  'updateFulfillment',
  'deleteFulfillment',
  'bulkCreateFulfillments',
];

// The argument checks of the reads are in fulfillments-rules.ts, by endpoint key: loaded with the failure path, not
// up front (argument-rules.ts).

/**
 * Order fulfillments (`@wix/ecom` `orderFulfillments`): shipments of an order's line items with their tracking
 * info. Reads: staff, and the order's buyer (a member sees the tracking of their own orders); writes need an
 * elevated client (`ApiKeyStrategy`) or a staff member. Each change moves the order's `fulfillmentStatus`.
 *
 * @example
 * const client = createClient({ auth: ApiKeyStrategy({ apiKey }), modules: { orderFulfillments } });
 * const { fulfillmentId } = await client.orderFulfillments.createFulfillment(orderId, {
 *   lineItems: [{ _id: lineItemId, quantity: 1 }],
 *   trackingInfo: { trackingNumber: '1Z999', shippingProvider: 'ups' },
 * });
 */
export const orderFulfillments = {
  /** One order's fulfillments (404 `ORDER_NOT_FOUND`, also for someone else's order). Returns `{ orderWithFulfillments }`. */
  listFulfillmentsForSingleOrder: endpoint<(orderId: string) => Promise<OrderWithFulfillmentsResponse>>({
    method: 'GET',
    path: `${PATH}/orders/{orderId}`,
    args: ['orderId'],
    response: { timestamps: ['orderWithFulfillments.fulfillments.createdDate'] },
  }),
  /** Several orders' fulfillments (unknown or foreign orders are left out). Returns `{ ordersWithFulfillments }`. */
  listFulfillmentsForMultipleOrders: endpoint<
    (orderIds: string[]) => Promise<{ ordersWithFulfillments: OrderWithFulfillments[] }>
  >({
    method: 'POST',
    path: `${PATH}/list-by-ids`,
    args: ['orderIds'],
    idempotent: true,
    response: { timestamps: ['ordersWithFulfillments.fulfillments.createdDate'] },
  }),
  ...lazyCalls(WRITE_NAMES, () => import('./fulfillment-writes').then((m) => m.fulfillmentWrites)),
};
