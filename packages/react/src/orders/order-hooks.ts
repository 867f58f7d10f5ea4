import type { Order, OrderSearch, SearchOrdersResponse } from '@bazaar/sdk';
import { useQuery } from '@tanstack/react-query';
import { useModuleClient } from '../modules/use-module-client';
import type { QueryHookOptions } from '../options-types';
import { orderQueries } from './order-queries';

/** How many orders {@link useMyOrders} asks for unless told otherwise. */
export const MY_ORDERS_PAGE_SIZE = 20;

const DEFAULT_SEARCH: OrderSearch = { cursorPaging: { limit: MY_ORDERS_PAGE_SIZE } };

/**
 * The signed-in member's orders, newest first (`orders.searchOrders`: a member sees only their own). A visitor gets
 * the server's 403: enable it only for members (`{ enabled: useSession().loggedIn }`).
 *
 * @param search - filter, sort and cursor paging (default: the newest {@link MY_ORDERS_PAGE_SIZE})
 * @param options - `useQuery` options
 * @returns the query; `data` is `{ orders, metadata }` (`metadata.cursors.next` for the next page)
 * @example
 * const { loggedIn } = useSession();
 * const { data } = useMyOrders(undefined, { enabled: loggedIn }); // data.orders
 */
export const useMyOrders = (
  search: OrderSearch = DEFAULT_SEARCH,
  options?: QueryHookOptions<SearchOrdersResponse>,
) =>
  useQuery({
    ...orderQueries.queryOptions.searchOrders(useModuleClient(orderQueries), search),
    ...options,
  });

/**
 * An order by id (`orders.getOrder`): one of the member's own, or the order the visitor just placed (the thank-you
 * page). Someone else's order is the server's 404 `ORDER_NOT_FOUND`.
 *
 * @param orderId - the order's id (the query waits while it is empty)
 * @param options - `useQuery` options
 * @returns the query; `data` is the order
 * @example
 * const { data: order } = useOrder(params.get('orderId') ?? '');
 */
export const useOrder = (orderId: string, options?: QueryHookOptions<Order>) =>
  useQuery({
    ...orderQueries.queryOptions.getOrder(useModuleClient(orderQueries), orderId),
    ...options,
    enabled: !!orderId && options?.enabled !== false,
  });
