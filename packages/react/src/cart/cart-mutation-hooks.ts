import { useMutation } from '@tanstack/react-query';
import { type CheckoutClient, requireModule } from '../client-types';
import { useCartClient } from './cart-hooks';
import { cartMutations } from './cart-mutations';

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
