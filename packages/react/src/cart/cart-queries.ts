import {
  type Cart,
  currentCart,
  type EstimateCurrentCartTotalsOptions,
  type EstimateTotalsResponse,
  isApplicationError,
} from '@bazaar/sdk';
import { type QueryKey, queryOptions } from '@tanstack/react-query';
import type { CartClient } from '../client-types';
import { createModuleQueries } from '../modules/create-module-queries';
import type { BazaarQueryOptions } from '../options-types';
import { getCartSync } from './cart-sync';

/** The generic factories of the `currentCart` module (keys `['bazaar', 'currentCart', fn, args]`). */
export const currentCartQueries = createModuleQueries('currentCart', currentCart);

// business-rules 3: before anything was added there is no cart — a state, not an error.
async function orEmpty<TResult>(call: () => Promise<TResult>): Promise<TResult | null> {
  try {
    return await call();
  } catch (error) {
    if (isApplicationError(error) && error.code === 'OWNED_CART_NOT_FOUND') return null;
    throw error;
  }
}

/** Query factories of the current cart. */
export const cartQueries = {
  /**
   * The current cart, `null` while the visitor has none (404 `OWNED_CART_NOT_FOUND`); other errors are the SDK's
   * typed errors. The cached value includes the optimistic changes of cart mutations in flight.
   *
   * @param client - a client with the `currentCart` module
   * @returns the query options
   * @example
   * await queryClient.prefetchQuery(cartQueries.currentCart(client)); // on the server
   * const { data: cart } = useQuery(cartQueries.currentCart(useBazaarClient()));
   */
  currentCart(client: CartClient): BazaarQueryOptions<Cart | null> {
    const { queryKey } = currentCartQueries.queryOptions.getCurrentCart(client);
    return queryOptions({
      queryKey: queryKey as QueryKey,
      queryFn: ({ client: queryClient, signal }) =>
        getCartSync(queryClient).read(() => orEmpty(() => client.currentCart.getCurrentCart({ signal }))),
    });
  },

  /**
   * Estimated totals (tax, shipping, discounts) of the current cart, `null` while there is no cart. Refreshed after
   * every cart mutation, and computed after the changes queued before it reached the server.
   *
   * @param client - a client with the `currentCart` module
   * @param options - what to estimate (shipping address, which components…)
   * @returns the query options
   */
  estimateTotals(
    client: CartClient,
    options?: EstimateCurrentCartTotalsOptions,
  ): BazaarQueryOptions<EstimateTotalsResponse | null> {
    const { queryKey } = currentCartQueries.queryOptions.estimateCurrentCartTotals(client, options);
    return queryOptions({
      queryKey: queryKey as QueryKey,
      queryFn: ({ client: queryClient, signal }) =>
        getCartSync(queryClient).after(() =>
          orEmpty(() => client.currentCart.estimateCurrentCartTotals(options, { signal })),
        ),
    });
  },
};
