import { type EventDescriptor, isEventDefinition, orders } from '@bazaar/sdk';
import type { ClientWith } from '../client-types';
import { createModuleQueries } from '../modules/create-module-queries';

type WithoutEvents<TModule> = {
  // Complete or lazy event definitions (both have `kind: 'event'`).
  [K in keyof TModule as TModule[K] extends Pick<EventDescriptor, 'kind'> ? never : K]: TModule[K];
};

// `orders` mixes the order events in (`onOrderCreated`, …) for webhook receivers: they register handlers, they are
// not calls, so they get no factories.
const orderCalls = Object.fromEntries(
  Object.entries(orders).filter(([, entry]) => !isEventDefinition(entry)),
) as WithoutEvents<typeof orders>;

/**
 * Query and mutation factories of the `orders` module (keys `['bazaar', 'orders', fn, args]`): `getOrder` and
 * `searchOrders` for the buyer's own orders (members see theirs, the buying visitor its order by id), and the staff
 * calls (`updateOrder`, `cancelOrder`, …) as mutations.
 *
 * @example
 * await queryClient.prefetchQuery(orderQueries.queryOptions.getOrder(client, orderId));
 * queryClient.invalidateQueries({ queryKey: orderQueries.key() }); // after an order was placed
 */
export const orderQueries = createModuleQueries('orders', orderCalls);

/** A client with (at least) the order calls of the `orders` module. */
export type OrdersClient = ClientWith<{ orders: typeof orderCalls }>;
