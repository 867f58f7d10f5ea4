import { lazyOrderEvents } from '../../events/ecom/lazy-order-events';
import { OPTIONS } from '../common-args';
import { endpoint } from '../endpoint';
import { lazyCalls } from '../lazy-calls';
import { orderPaths } from './order-paths';
import type { AggregateOrdersOptions, Order, OrderSearch, SearchOrdersResponse } from './order-types';
import type { orderWrites } from './order-writes';

// endpoints.md rows 25–38: public paths on www.wixapis.com; conversions of transforms.md §5 (wire names).
const PATH = '/ecom/v1/orders';
const ORDER = orderPaths('order.');

type OrderWrites = ReturnType<typeof orderWrites>;

/** The staff-only calls (order-writes.ts), loaded on first use: a storefront never makes them. */
export const WRITE_NAMES: ReadonlyArray<keyof OrderWrites> = [
  'createOrder',
  'updateOrder',
  'bulkUpdateOrders',
  'commitDeltas',
  'updateOrderLineItem',
  'addActivity',
  'addActivities',
  'updateActivity',
  'deleteActivity',
  'cancelOrder',
  'updateOrderStatus',
  'bulkUpdateOrderTags',
];

// The argument checks of these endpoints are in orders-rules.ts, by endpoint key: loaded with the failure path, not up
// front (argument-rules.ts). An endpoint added here gets its checks there.

/**
 * Orders (`@wix/ecom` `orders`, the order calls) with the order events mixed in (`onOrderCreated`, …). Reads: staff
 * see every order, members their own, the buying visitor its order by id. Everything else needs an elevated client
 * (`ApiKeyStrategy`) or a staff member. `getOrder`, `createOrder` and `updateOrder` return the order; the others
 * return the whole answer, like the official functions.
 *
 * @example
 * const client = createClient({ auth: ApiKeyStrategy({ apiKey }), modules: { orders } });
 * const order = await client.orders.createOrder({ channelInfo: { type: 'WEB' }, lineItems, priceSummary });
 * const { orders: page } = await client.orders.searchOrders({ filter: { paymentStatus: 'PAID' } });
 * await client.orders.cancelOrder(order._id!, { restockAllItems: true });
 */
export const orders = {
  /** An order by id, any status (404 `ORDER_NOT_FOUND`, also for someone else's order). Returns the order. */
  getOrder: endpoint<(_id: string) => Promise<Order>>({
    method: 'GET',
    path: `${PATH}/{id}`,
    args: ['_id'],
    unwrap: 'order',
    response: ORDER,
  }),
  /**
   * A page of orders (cursor paging, newest first, 100 by default; never INITIALIZED orders, PENDING/REJECTED only
   * when the filter names `status`). Returns `{ orders, metadata }`.
   */
  searchOrders: endpoint<(search?: OrderSearch) => Promise<SearchOrdersResponse>>({
    method: 'POST',
    path: `${PATH}/search`,
    args: ['search'],
    idempotent: true,
    request: { floats: ['search.sort.origin.{latitude,longitude}'] }, // FL-req-5
    response: orderPaths('orders.'),
  }),
  /** Aggregations over the orders a filter selects (VALUE, RANGE, SCALAR, DATE_HISTOGRAM, NESTED). */
  aggregateOrders: endpoint<
    (options: AggregateOrdersOptions) => Promise<{ aggregates: Record<string, any> }>
  >({
    method: 'POST',
    path: `${PATH}/aggregate`,
    args: OPTIONS,
    idempotent: true,
  }),
  ...lazyCalls<OrderWrites>(WRITE_NAMES, () =>
    import('./order-writes').then((module) => module.orderWrites(orderPaths)),
  ),
  // The order events (`onOrderCreated`, …): their conversion paths load with the webhook runtime.
  ...lazyOrderEvents,
};
