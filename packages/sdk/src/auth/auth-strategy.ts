import type { ModuleContext } from '../client/create-client';
import type { RetryOptions } from '../http/retry';
import type { FetchLike } from '../http/send-request';

/** Where and how requests go: shared by a client and the strategy attached to it. */
export interface Transport {
  /** Scheme and host of the API, e.g. `https://www.wixapis.com` or `http://localhost:4000`. */
  baseUrl: string;
  /** The fetch to use (default: the global `fetch`, looked up at call time). */
  fetch?: FetchLike;
  /** Extra headers for every request. */
  headers?: Record<string, string>;
  /** Per-attempt timeout in ms (default 30000; 0 disables it). */
  timeoutMs?: number;
  /** Retries of idempotent requests (a count or options; default 2). */
  retries?: number | RetryOptions;
}

/** Supplies the headers that authorise a request. */
export interface AuthStrategy {
  /**
   * Returns the authorisation headers for the next request (renewing tokens first when needed).
   *
   * @returns `{ headers }`, e.g. `{ headers: { Authorization: '<access token>' } }`
   */
  getAuthHeaders(): Promise<{ headers: Record<string, string> }>;
  /**
   * The headers `getAuthHeaders()` would give, when they are at hand without waiting (a held token that has not
   * expired); undefined otherwise, and the pipeline then awaits `getAuthHeaders()`. Optional: it spares every call
   * with a fresh token a promise and its hops (bench/results/cart-get.md).
   *
   * @returns the headers (the pipeline sends them as they are or copies them; it never adds to them), or undefined
   */
  getHeldAuthHeaders?(): Record<string, string> | undefined;
  /**
   * Called by `createClient` so the strategy's own requests (tokens, login, redirects) use the client's transport.
   *
   * @param transport - the client's base URL, fetch, headers, timeout and retries
   */
  attach?(transport: Transport): void;
  /**
   * Called by `createClient` once the modules are bound, so a strategy can add client-wide members: `AppStrategy`
   * adds `client.webhooks` even when no module has event definitions.
   *
   * @param context - the binder context, with the client being built and its options
   */
  bindClient?(context: ModuleContext): void;
  /**
   * Verifies a signed webhook token (events.md §2); only strategies that can, such as `AppStrategy({ publicKey })`,
   * implement it. `client.webhooks` uses it when `createClient` got no `webhooks` option.
   *
   * @param token - the compact JWS
   * @returns the verified claims as `decoded`, and `valid: true` (failures throw)
   */
  decodeJWT?(token: string): Promise<{ decoded: Record<string, unknown>; valid: boolean }>;
}

/** The default API host (endpoints.md §0). */
export const DEFAULT_BASE_URL = 'https://www.wixapis.com';
