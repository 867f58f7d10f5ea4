/** @bazaar/sdk — a zero-dependency client for the store platform's REST API. */

export { ApiKeyStrategy, type ApiKeyStrategyOptions } from './auth/api-key-strategy';
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
  type ClientOptions,
  createClient,
  type FetchWithAuth,
  type ModuleBinder,
  type ModuleContext,
  type ModuleDefinition,
} from './client/create-client';
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
export type { CallOptions } from './http/create-invoker';
export type { RetryOptions } from './http/retry';
export type { FetchLike } from './http/send-request';
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
export type * from './modules/products/product-types';
export { products } from './modules/products/products';
export type * from './modules/products/products-types';
export { redirects } from './modules/redirects/redirects';
export type * from './modules/redirects/redirects-types';
export { defineQuery, type QueryShape } from './query/define-query';
export type { Filter } from './query/filter';
export {
  createQueryBuilder,
  type QueryBuilder,
  type QuerySource,
  type WireQuery,
} from './query/query-builder';
export type { PagingMetadata, QueryResult } from './query/query-result';
