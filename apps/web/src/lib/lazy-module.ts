import { lazyCalls } from '@bazaar/sdk';

/**
 * A module for `createClient` whose code is downloaded on the first call of one of its functions: the client has
 * `client.orders.getOrder` from the start, but the orders module (its descriptors, and the order events mixed into
 * it) stays out of the initial JavaScript. The SDK's `lazyCalls`: calls go through the client's own pipeline
 * (auth, retries, conversions), exactly as if the module had been bound directly.
 *
 * @example
 * const client = createClient({
 *   auth,
 *   modules: { orders: lazyModule(['getOrder'], () => import('./order-calls').then((m) => m.orders)) },
 * });
 */
export const lazyModule = lazyCalls;
