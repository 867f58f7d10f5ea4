import type {
  AuthStrategy,
  BoundModule,
  currentCart,
  FetchWithAuth,
  ModuleDefinition,
  OAuthStrategyInstance,
  redirects,
} from '@bazaar/sdk';

/** Any `createClient` result, whatever its modules and auth strategy. */
export interface AnyBazaarClient {
  auth: AuthStrategy;
  fetchWithAuth: FetchWithAuth;
}

/**
 * A client that has (at least) these modules bound, e.g. `ClientWith<{ currentCart: typeof currentCart }>`.
 * Factories ask for the smallest client they need, so any app client with more modules fits.
 */
export type ClientWith<TModules extends Record<string, ModuleDefinition>> = AnyBazaarClient & {
  [K in keyof TModules]: BoundModule<TModules[K]>;
};

/** A client whose auth is an `OAuthStrategy` (visitor and member sessions). */
export type SessionClient = AnyBazaarClient & { auth: OAuthStrategyInstance };

/** A client with the `currentCart` module. */
export type CartClient = ClientWith<{ currentCart: typeof currentCart }>;

/** A client with the `currentCart` and `redirects` modules (hosted checkout). */
export type CheckoutClient = ClientWith<{ currentCart: typeof currentCart; redirects: typeof redirects }>;

/**
 * Checks that a client has a module bound, so a missing module fails with a sentence instead of
 * "cannot read properties of undefined".
 *
 * @param client - the client
 * @param moduleName - the module's name on the client (`'currentCart'`)
 * @param user - who needs it, for the message (`'useCurrentCart'`)
 * @returns the client, typed as having the module
 * @throws Error - when the module is not bound
 */
export function requireModule<TClient>(client: unknown, moduleName: string, user: string): TClient {
  if (!(client as Record<string, unknown> | null)?.[moduleName]) {
    throw new Error(
      `${user} needs the ${moduleName} module: createClient({ modules: { ${moduleName}, … } })`,
    );
  }
  return client as TClient;
}

/**
 * Checks that a client's auth is an OAuth strategy (session hooks need visitor/member sessions).
 *
 * @param client - the client
 * @param user - who needs it, for the message
 * @returns the client, typed as a session client
 * @throws Error - when the client uses another strategy (e.g. `ApiKeyStrategy`)
 */
export function requireSession(client: unknown, user: string): SessionClient {
  const auth = (client as { auth?: Partial<OAuthStrategyInstance> } | null)?.auth;
  if (typeof auth?.onSessionChange !== 'function' || typeof auth.getTokens !== 'function') {
    throw new Error(`${user} needs a client created with auth: OAuthStrategy({ clientId })`);
  }
  return client as SessionClient;
}
