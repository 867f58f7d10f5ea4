import type { CallbackParams, Cart, ChannelType, LineItemQuantityUpdate } from '@bazaar/sdk';
import type { CartClient, CheckoutClient } from '../client-types';
import type { BazaarMutationOptions } from '../options-types';
import { bazaarKeyPrefix } from '../query-keys';
import { getCartSync } from './cart-sync';
import {
  type AddToCartVariables,
  addToCartChange,
  couponChange,
  couponRemovalChange,
  quantityChange,
  removalChange,
} from './optimistic-cart';

/** Variables of `useCheckoutRedirect`. */
export interface CheckoutRedirectVariables {
  /** Where the hosted checkout returns: `thankYouPageUrl` (gets `orderId`), `postFlowUrl`, `cartPageUrl`… */
  callbacks?: CallbackParams;
  /** The sales channel (default `WEB`). */
  channelType?: ChannelType;
}

const key = (fn: string) => [...bazaarKeyPrefix('currentCart', fn)];

/**
 * Mutation factories of the current cart. Each shows its change in the cached cart at once, sends it in turn with
 * the other cart requests, and settles on the server's cart (see `CartSync`); a failed change is taken back and its
 * typed SDK error reaches the UI unchanged. Each resolves to the server's cart.
 */
export const cartMutations = {
  /**
   * Adds catalog (or custom) line items: an item already in the cart shows its quantity raised, a new one a pending
   * line (`isPendingLineItem`) with its `previews` entry.
   *
   * @param client - a client with the `currentCart` module
   * @returns the mutation options
   * @example
   * const addToCart = useMutation(cartMutations.addToCart(client));
   * addToCart.mutate({ lineItems: [{ catalogReference, quantity: 1 }], previews: [{ productName: { original: name } }] });
   */
  addToCart(client: CartClient): BazaarMutationOptions<Cart | null, AddToCartVariables> {
    return {
      mutationKey: key('addToCurrentCart'),
      mutationFn: (variables, { client: queryClient }) => {
        const { previews: _shownOnly, ...options } = variables;
        return getCartSync(queryClient)
          .mutate(
            addToCartChange(variables),
            () => client.currentCart.addToCurrentCart(options),
            (response) => response.cart,
          )
          .then((response) => response.cart ?? null);
      },
    };
  },

  /**
   * Sets line quantities (absolute, so repeated clicks settle on the last one).
   *
   * @param client - a client with the `currentCart` module
   * @returns the mutation options; variables `[{ _id, quantity }]`
   */
  updateCartItemQuantity(client: CartClient): BazaarMutationOptions<Cart | null, LineItemQuantityUpdate[]> {
    return {
      mutationKey: key('updateCurrentCartLineItemQuantity'),
      mutationFn: (updates, { client: queryClient }) =>
        getCartSync(queryClient)
          .mutate(
            quantityChange(updates),
            () => client.currentCart.updateCurrentCartLineItemQuantity(updates),
            (response) => response.cart,
          )
          .then((response) => response.cart ?? null),
    };
  },

  /**
   * Removes lines.
   *
   * @param client - a client with the `currentCart` module
   * @returns the mutation options; variables: the line ids
   */
  removeCartItems(client: CartClient): BazaarMutationOptions<Cart | null, string[]> {
    return {
      mutationKey: key('removeLineItemsFromCurrentCart'),
      mutationFn: (lineItemIds, { client: queryClient }) =>
        getCartSync(queryClient)
          .mutate(
            removalChange(lineItemIds),
            () => client.currentCart.removeLineItemsFromCurrentCart(lineItemIds),
            (response) => response.cart,
          )
          .then((response) => response.cart ?? null),
    };
  },

  /**
   * Applies a coupon (`updateCurrentCart({ couponCode })`), replacing any other; an unknown or expired code fails
   * with the server's `ApplicationError` (`ERROR_COUPON_DOES_NOT_EXIST`, …).
   *
   * @param client - a client with the `currentCart` module
   * @returns the mutation options; variables: the code
   */
  applyCoupon(client: CartClient): BazaarMutationOptions<Cart | null, string> {
    return {
      mutationKey: key('updateCurrentCart'),
      mutationFn: (couponCode, { client: queryClient }) =>
        getCartSync(queryClient).mutate(
          couponChange(couponCode),
          () => client.currentCart.updateCurrentCart({ couponCode }),
          (cart) => cart,
        ),
    };
  },

  /**
   * Removes the applied coupon.
   *
   * @param client - a client with the `currentCart` module
   * @returns the mutation options; no variables
   */
  removeCoupon(client: CartClient): BazaarMutationOptions<Cart | null, void> {
    return {
      mutationKey: key('removeCouponFromCurrentCart'),
      mutationFn: (_variables, { client: queryClient }) =>
        getCartSync(queryClient)
          .mutate(
            couponRemovalChange(),
            () => client.currentCart.removeCouponFromCurrentCart(),
            (response) => response.cart,
          )
          .then((response) => response.cart ?? null),
    };
  },

  /**
   * Creates (or refreshes) the checkout of the current cart — after every cart change queued before it — and a
   * redirect session to the hosted checkout. Resolves to the URL to send the browser to.
   *
   * @param client - a client with the `currentCart` and `redirects` modules
   * @returns the mutation options
   * @example
   * const checkout = useCheckoutRedirect();
   * checkout.mutate({ callbacks: { thankYouPageUrl: `${origin}/thank-you` } }, { onSuccess: (url) => location.assign(url) });
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: `void` lets callers write `mutate()` without variables (TanStack).
  checkoutRedirect(client: CheckoutClient): BazaarMutationOptions<string, CheckoutRedirectVariables | void> {
    return {
      mutationKey: key('createCheckoutFromCurrentCart'),
      mutationFn: async (variables, { client: queryClient }) => {
        const { checkoutId } = await getCartSync(queryClient).after(() =>
          client.currentCart.createCheckoutFromCurrentCart({ channelType: variables?.channelType ?? 'WEB' }),
        );
        const { redirectSession } = await client.redirects.createRedirectSession({
          ecomCheckout: { checkoutId },
          ...(variables?.callbacks && { callbacks: variables.callbacks }),
        });
        return redirectSession.fullUrl;
      },
    };
  },
};
