import { type AuthStrategy, DEFAULT_BASE_URL, type Transport } from '../auth/auth-strategy';
import type { EventDefinition, EventDescriptor } from '../events/define-event';
import { type CallOptions, createInvoker, type Invoke } from '../http/create-invoker';
import type { RetryOptions } from '../http/retry';
import type { FetchLike } from '../http/send-request';
import type { Endpoint } from '../modules/endpoint';
import type { WebhookVerifyOptions } from '../webhooks/jwt-decoder';
import type { Webhooks } from '../webhooks/webhooks';
import { bindEntry } from './bind-entry';

/** An authorised `fetch` (no conversions): relative URLs are resolved against the client's base URL. */
export type FetchWithAuth = (url: string | URL, init?: RequestInit) => Promise<Response>;

/** What module entries that are functions receive when bound to a client. */
export interface ModuleContext {
  /** Calls an endpoint descriptor through the client's pipeline. */
  invoke: Invoke;
  /** The client's authorised raw fetch. */
  fetchWithAuth: FetchWithAuth;
  /**
   * The client being built (set by `createClient`), for binders that add client-wide members: event definitions
   * add `webhooks` (webhooks/webhooks.ts `webhookRegistry`).
   */
  client?: Record<string, unknown>;
  /** The options `createClient` was given (set by `createClient`). */
  options?: ClientOptions<unknown, AuthStrategy>;
}

/** A module entry that builds its function from the client context (used for query builders). */
export type ModuleBinder<TFn> = (context: ModuleContext) => TFn;

/**
 * A module entry that is data carrying its own binder (event definitions): `createClient` calls `binder`, so code
 * for such entries reaches a bundle only with the entries themselves.
 */
export interface SelfBindingEntry<TFn> {
  binder: ModuleBinder<TFn>;
}

/** A module: plain object of endpoint descriptors and binders. */
export type ModuleDefinition = Record<string, Endpoint<any> | ModuleBinder<any>>;

/**
 * What `createClient` binds: a module, possibly with event definitions mixed in (`{ ...orders, ...orderEvents }`).
 * Kept apart from {@link ModuleDefinition}, which tools that call the module's functions (query factories) take.
 */
export type ClientModule = Record<
  string,
  Endpoint<any> | ModuleBinder<any> | EventDefinition<any> | SelfBindingEntry<any>
>;

/** A function's signature with the per-call options accepted as an extra last argument. */
export type WithCallOptions<TFn> = TFn extends (...args: infer TArgs) => infer TResult
  ? (...args: [...TArgs, callOptions?: CallOptions]) => TResult
  : never;

/**
 * A module once bound to a client: its descriptors became functions, and its event definitions functions that
 * register a handler (`client.orders.onOrderCreated(handler)`) and return its removal.
 */
export type BoundModule<TModule> = {
  [K in keyof TModule]: TModule[K] extends SelfBindingEntry<infer TFn>
    ? TFn
    : TModule[K] extends Endpoint<infer TFn>
      ? WithCallOptions<TFn>
      : TModule[K] extends ModuleBinder<infer TFn>
        ? TFn
        : never;
};

/** Options of {@link createClient}. */
export interface ClientOptions<TModules, TAuth extends AuthStrategy> {
  /** How requests are authorised: `OAuthStrategy(...)`, `ApiKeyStrategy(...)` or your own. */
  auth: TAuth;
  /** The modules to bind, by the name they get on the client (`{ currentCart }`). */
  modules?: TModules;
  /** Scheme and host of the API (default `https://www.wixapis.com`). */
  baseUrl?: string;
  /** The fetch to use (default: the global `fetch`, looked up at call time). */
  fetch?: FetchLike;
  /** Extra headers for every request. */
  headers?: Record<string, string>;
  /** Per-attempt timeout in ms (default 30000; 0 disables it). */
  timeoutMs?: number;
  /** Retries of idempotent requests on network errors, 429 and 503 (default 2). */
  retries?: number | RetryOptions;
  /**
   * How `client.webhooks` verifies events: the app's public key (and clock leeway). Without it, the auth strategy's
   * `decodeJWT` is used (`AppStrategy({ publicKey })`).
   */
  webhooks?: WebhookVerifyOptions;
}

// Whether any module has event definitions (complete or lazy: events/lazy-events.ts) mixed in (`never` when none has).
type EventEntries<TModules> = {
  [K in keyof TModules]: Extract<TModules[K][keyof TModules[K]], Pick<EventDescriptor, 'kind'>>;
}[keyof TModules];

/** A client: the bound modules plus `auth` and `fetchWithAuth` (and `webhooks` when it verifies webhooks). */
export type Client<TModules, TAuth extends AuthStrategy> = {
  [K in keyof TModules]: BoundModule<TModules[K]>;
} & {
  /** The strategy passed in, e.g. for `client.auth.login(...)`. */
  auth: TAuth;
  /** Authorised raw fetch, without conversions. */
  fetchWithAuth: FetchWithAuth;
} & ([EventEntries<TModules>] extends [never]
    ? TAuth extends { decodeJWT(token: string): unknown }
      ? { webhooks: Webhooks }
      : { webhooks?: Webhooks }
    : {
        /** Verifies signed webhooks and runs the handlers registered through the modules (`orders.onOrderCreated`). */
        webhooks: Webhooks;
      });

/**
 * Creates a client whose module functions are bound to one auth strategy and transport. Method names and argument
 * shapes follow the official modules, so code written for the official client ports by changing imports.
 *
 * @param options - auth strategy, modules, base URL, fetch, headers, timeout, retries
 * `client.webhooks` is there when a module includes event definitions or the strategy verifies webhook tokens
 * (`AppStrategy`): the webhook code comes with them, so a storefront client carries none of it.
 *
 * @returns the client
 * @throws Error - when a module is named `auth`, `fetchWithAuth` or `webhooks`
 * @example
 * const client = createClient({ auth: OAuthStrategy({ clientId }), modules: { currentCart } });
 * const cart = await client.currentCart.getCurrentCart();
 * @example
 * // A webhook receiver: event definitions mixed into the modules are bound to handler registrations.
 * const app = createClient({ auth: AppStrategy({ publicKey }), modules: { orders: { ...orders, ...orderEvents } } });
 * app.orders.onOrderCreated(({ entity }) => fulfil(entity));
 * await app.webhooks.processRequest(request);
 */
export function createClient<TModules extends Record<string, ClientModule>, TAuth extends AuthStrategy>(
  options: ClientOptions<TModules, TAuth>,
): Client<TModules, TAuth> {
  // The `webhooks` option is not transport: the webhook registry reads it from `context.options`.
  const {
    auth,
    modules,
    webhooks: _,
    ...rest
  } = options as ClientOptions<Record<string, ClientModule>, TAuth>;
  const transport: Transport = { ...rest, baseUrl: rest.baseUrl ?? DEFAULT_BASE_URL };
  auth.attach?.(transport);
  // Loaded on first use (fetch-with-auth.ts): the module calls of a page do not need it.
  const fetchWithAuth: FetchWithAuth = async (url, init) =>
    (await import('./auth')).fetchWithAuth(transport, auth, url, init);
  const client: Record<string, any> = { auth, fetchWithAuth };
  const context: ModuleContext = {
    invoke: createInvoker({ ...transport, auth }),
    fetchWithAuth,
    client,
    options,
  };
  // No default for `modules`: a for…in over undefined runs no iteration.
  for (const name in modules) {
    // `webhooks` is reserved even when no binder adds it.
    if (name in client || name === 'webhooks') throw new Error(`createClient: "${name}" is reserved`);
    client[name] = {};
    for (const fn in modules![name]) client[name][fn] = bindEntry(modules![name]![fn]!, context);
  }
  auth.bindClient?.(context);
  return client as Client<TModules, TAuth>;
}
