import type { CallOptions } from '../../http/create-invoker';
import { type EndpointDescriptor, endpoint } from '../endpoint';
import { reshaped } from '../reshaped';
import type {
  BulkCreateFulfillmentResponse,
  BulkCreateOrderWithFulfillments,
  Fulfillment,
  FulfillmentIdentifiers,
  OrderWithFulfillments,
  OrderWithFulfillmentsResponse,
} from './fulfillments-types';

// The fulfillment calls that need an elevated client or a staff member: fulfillments.ts loads them on their first
// call (modules/lazy-calls.ts), so an app reading tracking carries only their names.

const PATH = '/ecom/v1/fulfillments';
const DATES = (prefix: string) => ({ timestamps: [`${prefix}.fulfillments.createdDate`] });

const updateEndpoint: EndpointDescriptor = {
  method: 'PATCH',
  path: `${PATH}/{fulfillment.id}/orders/{orderId}`,
  args: ['...request'],
  params: { orderId: 'string!', 'fulfillment._id': 'string!' },
  unwrap: 'orderWithFulfillments',
  response: DATES('orderWithFulfillments'),
};

/** The staff-only fulfillment calls, in the order fulfillments.ts lists their names. */
export const fulfillmentWrites = {
  /**
   * Fulfills units of an order's lines (400 for lines not in the order or beyond what is left; 428
   * `ORDER_CANCELED`; 409 `TRACKING_NUMBER_ALREADY_EXISTS`). Returns `{ orderWithFulfillments, fulfillmentId }`.
   */
  createFulfillment: endpoint<
    (
      orderId: string,
      fulfillment: Fulfillment,
    ) => Promise<OrderWithFulfillmentsResponse & { fulfillmentId: string }>
  >({
    method: 'POST',
    path: `${PATH}/orders/{orderId}/create-fulfillment`,
    args: ['orderId', 'fulfillment'],
    params: { orderId: 'string!', fulfillment: 'object!', 'fulfillment.lineItems._id': 'string!' },
    response: DATES('orderWithFulfillments'),
  }),
  /**
   * Changes a fulfillment's tracking info, custom info or progress (`null` removes a field; its line items cannot
   * change). Returns the order's fulfillments, like the official function.
   */
  updateFulfillment: reshaped<
    (
      identifiers: FulfillmentIdentifiers,
      options?: { fulfillment?: Fulfillment },
      callOptions?: CallOptions,
    ) => Promise<OrderWithFulfillments>
  >(
    updateEndpoint,
    (identifiers: FulfillmentIdentifiers, options?: { fulfillment?: Fulfillment }) => ({
      fulfillment: { ...options?.fulfillment, _id: identifiers?.fulfillmentId },
      orderId: identifiers?.orderId,
    }),
    2,
  ),
  /** Deletes a fulfillment: its units count as not fulfilled again. Returns `{ orderWithFulfillments }`. */
  deleteFulfillment: endpoint<
    (identifiers: FulfillmentIdentifiers) => Promise<OrderWithFulfillmentsResponse>
  >({
    method: 'DELETE',
    path: `${PATH}/{fulfillmentId}/orders/{orderId}`,
    args: ['...identifiers'],
    params: { fulfillmentId: 'string!', orderId: 'string!' },
    response: DATES('orderWithFulfillments'),
  }),
  /** Creates fulfillments of several orders, each order on its own. Returns `{ results, bulkActionMetadata }`. */
  bulkCreateFulfillments: endpoint<
    (ordersWithFulfillments: BulkCreateOrderWithFulfillments[]) => Promise<BulkCreateFulfillmentResponse>
  >({
    method: 'POST',
    path: `${PATH}/orders/bulk/create-fulfillments`,
    args: ['ordersWithFulfillments'],
    params: { ordersWithFulfillments: 'object[]!', 'ordersWithFulfillments.orderId': 'string!' },
    response: DATES('results.ordersWithFulfillments'),
  }),
};
