/** @bazaar/sdk — a zero-dependency client for the store platform's REST API. */

export { ApiKeyStrategy, type ApiKeyStrategyOptions } from './auth/api-key-strategy';
export { AppStrategy, type AppStrategyInstance, type AppStrategyOptions } from './auth/app-strategy';
export { type AuthStrategy, DEFAULT_BASE_URL, type Transport } from './auth/auth-strategy';
export type { LoginParams, RegisterParams } from './auth/oauth/direct-login';
export type { LoginErrorCode, LoginResult } from './auth/oauth/login-result';
export { LoginState } from './auth/oauth/login-state';
export {
  OAuthStrategy,
  type OAuthStrategyInstance,
  type OAuthStrategyOptions,
} from './auth/oauth/oauth-strategy';
export type { ParsedRedirect } from './auth/oauth/parse-from-url';
export type { AuthUrl, AuthUrlOptions, OAuthData } from './auth/oauth/redirect-flow';
export type { SessionEvent, SessionListener } from './auth/oauth/session';
export type { AuthorizationMessage, WindowLike } from './auth/oauth/silent-login';
export {
  type CookieTokenStorage,
  type CookieTokenStorageOptions,
  createCookieTokenStorage,
} from './auth/token-storage/cookie-token-storage';
export {
  createWebStorageTokenStorage,
  type StorageEventLike,
  type StorageEventSource,
  type WebStorageLike,
  type WebStorageTokenStorageOptions,
} from './auth/token-storage/web-storage-token-storage';
export {
  type AccessToken,
  createMemoryTokenStorage,
  EMPTY_TOKENS,
  type RefreshToken,
  TokenRole,
  type TokenStorage,
  type Tokens,
} from './auth/tokens';
export {
  type BoundModule,
  type Client,
  type ClientModule,
  type ClientOptions,
  createClient,
  type FetchWithAuth,
  type ModuleBinder,
  type ModuleContext,
  type ModuleDefinition,
} from './client/create-client';
export {
  ambientContext,
  disableContext,
  type EnableContextOptions,
} from './context/ambient-context';
export { type ContextualOptions, contextual } from './context/contextual';
export { fetchWithAuth } from './context/fetch-with-auth';
export {
  ApplicationError,
  BazaarError,
  ConnectionError,
  type ConnectionErrorCode,
  type ErrorDetails,
  type FieldViolation,
  isApplicationError,
  isBazaarError,
  isConnectionError,
  isSystemError,
  isValidationError,
  SystemError,
  ValidationError,
} from './errors/bazaar-error';
export {
  actionEvent,
  createdEvent,
  deletedEvent,
  type EventDefinition,
  type EventDescriptor,
  isEventDefinition,
  legacyEvent,
  mergePaths,
  nestPaths,
  updatedEvent,
} from './events/define-event';
export { abandonedCheckoutEvents } from './events/ecom/abandoned-checkout-events';
export { backInStockNotificationEvents } from './events/ecom/back-in-stock-notification-events';
export { checkoutSettingsEvents } from './events/ecom/checkout-settings-events';
export { checkoutTemplateEvents } from './events/ecom/checkout-template-events';
export { currentCartEvents } from './events/ecom/current-cart-events';
export { discountRuleEvents } from './events/ecom/discount-rule-events';
export { orderEvents } from './events/ecom/order-events';
export { orderFulfillmentEvents } from './events/ecom/order-fulfillment-events';
export { ordersSettingsEvents } from './events/ecom/orders-settings-events';
export { shippingOptionEvents } from './events/ecom/shipping-option-events';
export { shippoConfigurationEvents } from './events/ecom/shippo-configuration-events';
export { subscriptionContractEvents } from './events/ecom/subscription-contract-events';
export { eventFamilies } from './events/event-families';
export type * from './events/event-types';
export {
  type LazyEventDefinition,
  type LazyEventDescriptor,
  type LazyEvents,
  lazyEvents,
} from './events/lazy-events';
export { badgeAssignmentEvents } from './events/members/badge-assignment-events';
export { badgeEvents } from './events/members/badge-events';
export { badgeV2Events } from './events/members/badge-v2-events';
export { memberAboutEvents } from './events/members/member-about-events';
export { memberEvents } from './events/members/member-events';
export { memberReportEvents } from './events/members/member-report-events';
export { abandonedCartEvents } from './events/stores/abandoned-cart-events';
export { customizationV3Events } from './events/stores/customization-v3-events';
export { infoSectionV3Events } from './events/stores/info-section-v3-events';
export { inventoryEvents } from './events/stores/inventory-events';
export { inventoryItemV3Events } from './events/stores/inventory-item-v3-events';
export { productEvents } from './events/stores/product-events';
export { productV3Events } from './events/stores/product-v3-events';
export { ribbonV3Events } from './events/stores/ribbon-v3-events';
export type { CallOptions } from './http/create-invoker';
export type { RetryOptions } from './http/retry';
export type { FetchLike } from './http/send-request';
export { authentication } from './modules/authentication/authentication';
export type * from './modules/authentication/authentication-types';
export type * from './modules/authentication/identity-types';
export { checkout } from './modules/checkout/checkout';
export type * from './modules/checkout/checkout-types';
export { collections } from './modules/collections/collections';
export type * from './modules/collections/collections-types';
export type * from './modules/current-cart/cart-types';
export { currentCart } from './modules/current-cart/current-cart';
export type * from './modules/current-cart/current-cart-types';
export {
  type ConversionPaths,
  type Endpoint,
  type EndpointDescriptor,
  endpoint,
  type HttpMethod,
} from './modules/endpoint';
export { orderFulfillments } from './modules/fulfillments/fulfillments';
export type * from './modules/fulfillments/fulfillments-types';
export { inventory } from './modules/inventory/inventory';
export type * from './modules/inventory/inventory-types';
export { type LazyCalls, lazyCalls } from './modules/lazy-calls';
export { members } from './modules/members/members';
export type * from './modules/members/members-types';
export { orderTransactions } from './modules/order-transactions/order-transactions';
export type * from './modules/orders/order-types';
export { orders } from './modules/orders/orders';
export { paymentsCollector } from './modules/payments-collector/payments-collector';
export type * from './modules/payments-collector/payments-collector-types';
export type * from './modules/products/product-types';
export { products } from './modules/products/products';
export type * from './modules/products/products-types';
export { recovery } from './modules/recovery/recovery';
export type * from './modules/recovery/recovery-types';
export { redirects } from './modules/redirects/redirects';
export type * from './modules/redirects/redirects-types';
export { verification } from './modules/verification/verification';
export type * from './modules/verification/verification-types';
export { defineQuery, type QueryShape } from './query/define-query';
export type { Filter } from './query/filter';
export {
  createQueryBuilder,
  type QueryBuilder,
  type QuerySource,
  type WireQuery,
} from './query/query-builder';
export type { PagingMetadata, QueryResult } from './query/query-result';
export type { JwtDecoder, WebhookVerifyOptions } from './webhooks/jwt-decoder';
export type { ParsedEvent } from './webhooks/parse-event';
export type { WebhookPublicKey, WebhookPublicKeySet } from './webhooks/public-key';
export { isWebhookError, WebhookError, type WebhookErrorCode } from './webhooks/webhook-error';
export type { ProcessOptions, Webhooks } from './webhooks/webhooks';
