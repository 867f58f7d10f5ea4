/** @bazaar/react — React provider, query/mutation factories and hooks for @bazaar/sdk on TanStack Query. */

export { useCurrentCart, useEstimateCartTotals } from './cart/cart-hooks';
export {
  useAddToCart,
  useApplyCoupon,
  useCheckoutRedirect,
  useRemoveCartItems,
  useRemoveCoupon,
  useUpdateCartItemQuantity,
} from './cart/cart-mutation-hooks';
export { type CheckoutRedirectVariables, cartMutations } from './cart/cart-mutations';
export { cartQueries, currentCartQueries } from './cart/cart-queries';
export {
  type CartSync,
  CURRENT_CART_KEY,
  createCartSync,
  ESTIMATE_KEY_PREFIX,
  getCartSync,
} from './cart/cart-sync';
export {
  type AddToCartVariables,
  addToCartChange,
  type CartChange,
  couponChange,
  couponRemovalChange,
  isPendingLineItem,
  isSameCatalogItem,
  type LineItemPreview,
  PENDING_LINE_PREFIX,
  quantityChange,
  removalChange,
} from './cart/optimistic-cart';
export { useCollections } from './catalog/collection-hooks';
export { collectionQueries } from './catalog/collection-queries';
export { useProduct, useProductOptionsAvailability, useProducts } from './catalog/product-hooks';
export { productQueries } from './catalog/product-queries';
export {
  type AnyBazaarClient,
  type CartClient,
  type CheckoutClient,
  type ClientWith,
  requireModule,
  requireSession,
  type SessionClient,
} from './client-types';
export {
  useCurrentMember,
  useDeleteMyMember,
  useJoinCommunity,
  useLeaveCommunity,
  useUpdateCurrentMemberSlug,
  useUpdateMember,
} from './members/member-hooks';
export { type MembersClient, memberMutations, memberQueries } from './members/member-queries';
export { type BuildQuery, createModuleQueries, type ModuleQueries } from './modules/create-module-queries';
export { type QueryPage, toQueryPage } from './modules/query-page';
export { useModuleClient } from './modules/use-module-client';
export type { BazaarMutationOptions, BazaarQueryOptions, QueryHookOptions } from './options-types';
export { useOrderFulfillments } from './orders/fulfillment-hooks';
export { type FulfillmentsClient, fulfillmentQueries } from './orders/fulfillment-queries';
export { MY_ORDERS_PAGE_SIZE, useMyOrders, useOrder } from './orders/order-hooks';
export { type OrdersClient, orderQueries } from './orders/order-queries';
export { BazaarProvider, type BazaarProviderProps, useBazaarClient } from './provider/bazaar-provider';
export { syncQueriesWithSession } from './provider/sync-queries-with-session';
export { BAZAAR_KEY, type BazaarQueryKey, bazaarKey, bazaarKeyPrefix } from './query-keys';
export {
  type CompleteLoginByRedirectOptions,
  completeLoginByRedirect,
} from './session/complete-login-by-redirect';
export {
  defaultOAuthDataStorage,
  handleLoginCallback,
  type LoginCallbackOptions,
  OAUTH_DATA_KEY,
  type OAuthDataStorage,
} from './session/login-callback';
export { useSession } from './session/session-hooks';
export {
  useLogin,
  useLoginRedirect,
  useLogout,
  useProcessVerification,
  useRegister,
  useSendPasswordResetEmail,
} from './session/session-mutation-hooks';
export {
  type CompleteLoginOptions,
  type LoginRedirectVariables,
  type PasswordResetVariables,
  sessionMutations,
} from './session/session-mutations';
export { getSessionStore, type SessionSnapshot, type SessionStore } from './session/session-store';
