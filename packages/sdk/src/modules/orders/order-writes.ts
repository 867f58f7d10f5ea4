import type { CallOptions } from '../../http/create-invoker';
import { type EndpointDescriptor, endpoint } from '../endpoint';
import { reshaped } from '../reshaped';
import type { orderPaths as OrderPaths } from './order-paths';
import type {
  ActivityIdentifiers,
  BulkOrdersResponse,
  BulkUpdateOrderTagsOptions,
  CancelOrderOptions,
  CommitDeltasOptions,
  CreateOrderOptions,
  MaskedOrder,
  Order,
  OrderLineItem,
  OrderResponse,
  OrderStatus,
  PublicActivity,
} from './order-types';

// The order calls that need an elevated client or a staff member: orders.ts loads them on their first call
// (modules/lazy-calls.ts), so a storefront's initial bundle carries only their names. The order paths are passed in
// rather than imported: an import would move order-paths.ts into a chunk of its own that the initial load then
// fetches separately.

const PATH = '/ecom/v1/orders';
const BY_ID = { _id: 'string!' };

/**
 * The staff-only order calls, in the order orders.ts lists their names.
 *
 * @param orderPaths - `orderPaths` of order-paths.ts, from orders.ts
 * @returns the module entries
 */
export function orderWrites(orderPaths: typeof OrderPaths) {
  const ORDER = orderPaths('order.');
  // FL-req-6 / 7: an order in a request has the float fields of an order in a response.
  const orderRequestFloats = (prefix: string) => ({ floats: orderPaths(prefix).floats });

  const updateOrderEndpoint: EndpointDescriptor = {
    method: 'PATCH',
    path: `${PATH}/{order.id}`,
    args: ['...request'],
    params: { 'order._id': 'string!' },
    unwrap: 'order',
    request: { ...orderRequestFloats('order.'), fieldMasks: ['fieldMask'] },
    response: ORDER,
  };

  const updateLineItemEndpoint: EndpointDescriptor = {
    method: 'PATCH',
    path: `${PATH}/{id}/line-item/{lineItem.id}`,
    args: ['...request'],
    params: { _id: 'string!', 'lineItem._id': 'string!' },
    request: {
      floats: [
        'lineItem.image.focalPoint.x',
        'lineItem.image.focalPoint.y',
        'lineItem.physicalProperties.weight',
      ],
      fieldMasks: ['fieldMask'],
    },
    response: ORDER,
  };

  const updateActivityEndpoint: EndpointDescriptor = {
    method: 'PATCH',
    path: `${PATH}/{id}/activities/{activityId}`,
    args: ['...request'],
    params: { _id: 'string!', activityId: 'string!', activity: 'object!' },
    response: ORDER,
  };

  return {
    /** Creates an order (staff). Returns the order, with its number and statuses. */
    createOrder: endpoint<(order: Order, options?: CreateOrderOptions) => Promise<Order>>({
      method: 'POST',
      path: PATH,
      args: ['order', '...options'],
      params: { order: 'object!', 'order.lineItems': 'object[]' },
      unwrap: 'order',
      request: orderRequestFloats('order.'),
      response: ORDER,
    }),
    /**
     * Updates the updatable fields of an order (buyer email, language, weight unit, billing/recipient/shipping
     * address and contact, archived, seen). `null` clears a field. Returns the order.
     */
    updateOrder: reshaped<
      (
        _id: string,
        order: Order,
        options?: { fieldMask?: string[] },
        callOptions?: CallOptions,
      ) => Promise<Order>
    >(
      updateOrderEndpoint,
      (_id: string, order: Order, options?: { fieldMask?: string[] }) => ({
        order: { ...order, _id },
        ...options,
      }),
      3,
    ),
    /** Updates up to 100 orders; failures are reported per item. Returns `{ results, bulkActionMetadata }`. */
    bulkUpdateOrders: endpoint<
      (orders: MaskedOrder[], options?: { returnEntity?: boolean }) => Promise<BulkOrdersResponse>
    >({
      method: 'POST',
      path: '/ecom/v1/bulk/orders/update',
      args: ['orders', '...options'],
      params: { orders: 'object[]!' },
      request: { ...orderRequestFloats('orders.order.'), fieldMasks: ['orders.fieldMask'] },
      response: orderPaths('results.item.'),
    }),
    /** Applies draft changes (shipping, billing, recipient info, line items) with a reason. Returns `{ order }`. */
    commitDeltas: endpoint<(_id: string, options?: CommitDeltasOptions) => Promise<OrderResponse>>({
      method: 'POST',
      path: `${PATH}/{id}/commit-deltas`,
      args: ['_id', '...options'],
      params: BY_ID,
      response: ORDER,
    }),
    /** Updates a line item's descriptive fields (deprecated call). Returns `{ order }`. */
    updateOrderLineItem: reshaped<
      (
        identifiers: { _id: string; lineItemId: string },
        lineItem: Partial<OrderLineItem>,
        callOptions?: CallOptions,
      ) => Promise<OrderResponse>
    >(
      updateLineItemEndpoint,
      (identifiers: { _id: string; lineItemId: string }, lineItem: Partial<OrderLineItem>) => ({
        _id: identifiers?._id,
        lineItem: { ...lineItem, _id: identifiers?.lineItemId },
      }),
      2,
    ),
    /** Adds a merchant comment. Returns `{ order, activityId }`. */
    addActivity: endpoint<
      (_id: string, activity: PublicActivity) => Promise<OrderResponse & { activityId: string }>
    >({
      method: 'POST',
      path: `${PATH}/{id}/activities`,
      args: ['_id', 'activity'],
      params: { ...BY_ID, activity: 'object!' },
      response: ORDER,
    }),
    /** Adds up to 300 merchant comments. Returns `{ order, activityIds }`. */
    addActivities: endpoint<
      (
        orderId: string,
        options?: { orderActivities?: PublicActivity[] },
      ) => Promise<OrderResponse & { activityIds: string[] }>
    >({
      method: 'POST',
      path: `${PATH}/{orderId}/activities/add`,
      args: ['orderId', '...options'],
      params: { orderId: 'string!' },
      response: ORDER,
    }),
    /** Edits a merchant comment (428 `ACTIVITY_NOT_EDITABLE` for automatic ones). Returns `{ order }`. */
    updateActivity: reshaped<
      (
        identifiers: ActivityIdentifiers,
        activity: PublicActivity,
        callOptions?: CallOptions,
      ) => Promise<OrderResponse>
    >(
      updateActivityEndpoint,
      (identifiers: ActivityIdentifiers, activity: PublicActivity) => ({ ...identifiers, activity }),
      2,
    ),
    /** Deletes a merchant comment (428 `ACTIVITY_NOT_EDITABLE` for automatic ones). Returns `{ order }`. */
    deleteActivity: endpoint<(identifiers: ActivityIdentifiers) => Promise<OrderResponse>>({
      method: 'DELETE',
      path: `${PATH}/{id}/activities/{activityId}`,
      args: ['...identifiers'],
      params: { _id: 'string!', activityId: 'string!' },
      response: ORDER,
    }),
    /**
     * Cancels an order (428 `ORDER_ALREADY_CANCELED`, `ORDER_IS_PENDING`, `ORDER_IS_REJECTED`,
     * `ORDER_HAS_AUTHORIZED_TRANSACTION`); optionally emails the buyer and restocks. Returns `{ order }`.
     */
    cancelOrder: endpoint<(_id: string, options?: CancelOrderOptions) => Promise<OrderResponse>>({
      method: 'POST',
      path: `${PATH}/{id}/cancel`,
      args: ['_id', '...options'],
      params: BY_ID,
      response: ORDER,
    }),
    /**
     * Moves an order to another status (428 `STATUS_NOT_SUPPORTED`, `UNSUPPORTED_TRANSITION`, `STATUS_ALREADY_SET`).
     * Returns `{ order }`.
     */
    updateOrderStatus: endpoint<(orderId: string, status: OrderStatus) => Promise<OrderResponse>>({
      method: 'POST',
      path: `${PATH}/{orderId}/update-status`,
      args: ['orderId', 'status'],
      params: { orderId: 'string!', status: 'string!' },
      response: ORDER,
    }),
    /** Assigns and removes tags on up to 100 orders. Returns `{ results, bulkActionMetadata }`. */
    bulkUpdateOrderTags: endpoint<
      (orderIds: string[], options?: BulkUpdateOrderTagsOptions) => Promise<BulkOrdersResponse>
    >({
      method: 'POST',
      path: '/ecom/v1/bulk/orders/update-tags',
      args: ['orderIds', '...options'],
      params: { orderIds: 'string[]!' },
      // Setting tags twice leaves the same tags.
      idempotent: true,
    }),
  };
}
