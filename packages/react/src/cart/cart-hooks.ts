import type { EstimateCurrentCartTotalsOptions } from '@bazaar/sdk';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type CartClient, type CheckoutClient, requireModule } from '../client-types';
import { useBazaarClient } from '../provider/bazaar-provider';
import { cartMutations } from './cart-mutations';
import { cartQueries } from './cart-queries';

const useCartClient = (hook: string) => requireModule<CartClient>(useBazaarClient(), 'currentCart', hook);

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

/**
 * Adds items, shown at once (raised quantity, or a pending line). See `cartMutations.addToCart`.
 *
 * @returns the mutation
 */
export const useAddToCart = () => useMutation(cartMutations.addToCart(useCartClient('useAddToCart')));

/**
 * Sets line quantities, shown at once.
 *
 * @returns the mutation; variables `[{ _id, quantity }]`
 */
export const useUpdateCartItemQuantity = () =>
  useMutation(cartMutations.updateCartItemQuantity(useCartClient('useUpdateCartItemQuantity')));

/**
 * Removes lines, shown at once.
 *
 * @returns the mutation; variables: line ids
 */
export const useRemoveCartItems = () =>
  useMutation(cartMutations.removeCartItems(useCartClient('useRemoveCartItems')));

/**
 * Applies a coupon code.
 *
 * @returns the mutation; variables: the code
 */
export const useApplyCoupon = () => useMutation(cartMutations.applyCoupon(useCartClient('useApplyCoupon')));

/**
 * Removes the coupon.
 *
 * @returns the mutation
 */
export const useRemoveCoupon = () =>
  useMutation(cartMutations.removeCoupon(useCartClient('useRemoveCoupon')));

/**
 * Creates the checkout and its hosted-checkout redirect; resolves to the URL.
 *
 * @returns the mutation
 */
export const useCheckoutRedirect = () =>
  useMutation(
    cartMutations.checkoutRedirect(
      requireModule<CheckoutClient>(useCartClient('useCheckoutRedirect'), 'redirects', 'useCheckoutRedirect'),
    ),
  );
