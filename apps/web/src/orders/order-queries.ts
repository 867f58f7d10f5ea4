import { type AnyBazaarClient, bazaarKey, toQueryPage, useBazaarClient } from '@bazaar/react';
import type { CallOptions, QueryBuilder } from '@bazaar/sdk';
import { useQuery } from '@tanstack/react-query';
import type { OrderSummary } from './order-types';

// TODO(orders): the orders SDK module is written on the orders branch. Once it is merged and bound in
// `lib/bazaar-client.ts`, these become one line each over its factories, with the same keys:
//   export const orderQueries = createModuleQueries('orders', orders);
//   export const useOrder = (id) => useQuery(orderQueries.queryOptions.getOrder(useModuleClient(orderQueries), id));
//   export const useMyOrders = () => useQuery(orderQueries.queryOptions.searchOrders(useModuleClient(orderQueries),
//     (q) => q.descending('_createdDate').limit(20)));
// Until then they look the functions up on the client by their official names and say when they are missing.

interface OrdersFunctions {
  getOrder?: (id: string, options?: CallOptions) => Promise<OrderSummary>;
  searchOrders?: (extra?: object) => QueryBuilder<OrderSummary>;
}

const ordersOf = (client: AnyBazaarClient) => (client as { orders?: OrdersFunctions }).orders;

/** How many orders the account lists. */
export const MY_ORDERS_LIMIT = 20;

/**
 * An order by id (`orders.getOrder`), for the thank-you page and the account's order page. `available` is false
 * while the client has no orders module, and the query does not run.
 *
 * @param orderId - the order's id
 * @returns the query, with `available`
 */
export function useOrder(orderId: string) {
  const getOrder = ordersOf(useBazaarClient())?.getOrder;
  const query = useQuery({
    queryKey: bazaarKey('orders', 'getOrder', [orderId]),
    queryFn: ({ signal }) => getOrder!(orderId, { signal }),
    enabled: !!getOrder && !!orderId,
  });
  return { available: !!getOrder, ...query };
}

/**
 * The signed-in member's orders, newest first (`orders.searchOrders`, cursor paging), as a plain page. `available`
 * is false while the client has no orders module.
 *
 * @returns the query, with `available`
 */
export function useMyOrders() {
  const searchOrders = ordersOf(useBazaarClient())?.searchOrders;
  const build = (query: QueryBuilder<OrderSummary>) =>
    query.descending('_createdDate').limit(MY_ORDERS_LIMIT);
  const query = useQuery({
    queryKey: bazaarKey('orders', 'searchOrders', [searchOrders ? build(searchOrders()).query : null]),
    queryFn: async ({ signal }) => toQueryPage(await build(searchOrders!()).find({ signal })),
    enabled: !!searchOrders,
  });
  return { available: !!searchOrders, ...query };
}
