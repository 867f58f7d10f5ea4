import { orderFulfillments } from '@bazaar/sdk';
import type { ClientWith } from '../client-types';
import { createModuleQueries } from '../modules/create-module-queries';

/**
 * Query and mutation factories of the `orderFulfillments` module (keys `['bazaar', 'orderFulfillments', fn, args]`):
 * the list reads for the buyer's own orders (tracking) and staff, and the staff calls (`createFulfillment`,
 * `updateFulfillment`, `deleteFulfillment`, `bulkCreateFulfillments`) as mutations.
 *
 * @example
 * await queryClient.prefetchQuery(fulfillmentQueries.queryOptions.listFulfillmentsForSingleOrder(client, orderId));
 * queryClient.invalidateQueries({ queryKey: fulfillmentQueries.key() }); // after a fulfillment changed
 */
export const fulfillmentQueries = createModuleQueries('orderFulfillments', orderFulfillments);

/** A client with the `orderFulfillments` module. */
export type FulfillmentsClient = ClientWith<{ orderFulfillments: typeof orderFulfillments }>;
