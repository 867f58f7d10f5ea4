import type { EstimateCurrentCartTotalsOptions } from '@bazaar/sdk';
import { useQuery } from '@tanstack/react-query';
import { type CartClient, requireModule } from '../client-types';
import { useBazaarClient } from '../provider/bazaar-provider';
import { cartQueries } from './cart-queries';

// Every page shows the cart (the header's count); the hooks that change it are in cart-mutation-hooks.ts, so the
// optimistic-update code is bundled only with the pages that change the cart.

/**
 * The provider's client, checked to have the `currentCart` module.
 *
 * @param hook - the hook asking, for the error message
 * @returns the client
 * @throws Error - when the client has no `currentCart` module
 */
export const useCartClient = (hook: string) =>
  requireModule<CartClient>(useBazaarClient(), 'currentCart', hook);

/**
 * The current cart (`null` before anything was added), including changes in flight.
 *
 * @returns the query
 * @example
 * const { data: cart, isPending } = useCurrentCart();
 */
export const useCurrentCart = () => useQuery(cartQueries.currentCart(useCartClient('useCurrentCart')));

/**
 * Estimated totals of the current cart (`null` without a cart), refreshed after every cart change.
 *
 * @param options - what to estimate
 * @returns the query
 */
export const useEstimateCartTotals = (options?: EstimateCurrentCartTotalsOptions) =>
  useQuery(cartQueries.estimateTotals(useCartClient('useEstimateCartTotals'), options));
