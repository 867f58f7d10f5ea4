import type { OrderWithFulfillmentsResponse } from '@bazaar/sdk';
import { useQuery } from '@tanstack/react-query';
import { useModuleClient } from '../modules/use-module-client';
import type { QueryHookOptions } from '../options-types';
import { fulfillmentQueries } from './fulfillment-queries';

/**
 * An order's fulfillments with their tracking info (`orderFulfillments.listFulfillmentsForSingleOrder`): staff see
 * every order's, a member their own orders', the buying visitor its order's. Someone else's order is the server's
 * 404 `ORDER_NOT_FOUND`.
 *
 * @param orderId - the order's id (the query waits while it is empty)
 * @param options - `useQuery` options
 * @returns the query; `data.orderWithFulfillments.fulfillments` (each with `lineItems` and `trackingInfo`)
 * @example
 * const { data } = useOrderFulfillments(orderId);
 * const tracking = data?.orderWithFulfillments.fulfillments.map((f) => f.trackingInfo);
 */
export const useOrderFulfillments = (
  orderId: string,
  options?: QueryHookOptions<OrderWithFulfillmentsResponse>,
) =>
  useQuery({
    ...fulfillmentQueries.queryOptions.listFulfillmentsForSingleOrder(
      useModuleClient(fulfillmentQueries),
      orderId,
    ),
    ...options,
    enabled: !!orderId && options?.enabled !== false,
  });
