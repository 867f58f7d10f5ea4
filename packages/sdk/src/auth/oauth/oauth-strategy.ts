import { createInvoker } from '../../http/create-invoker';
import { lazyMethods } from '../../util/lazy-methods';
import { DEFAULT_BASE_URL, type Transport } from '../auth-strategy';
import { createMemoryTokenStorage, EMPTY_TOKENS, type TokenStorage, type Tokens } from '../tokens';
import type { OAuthStrategyParts } from './oauth-context';
import { parseFromUrl } from './parse-from-url';
import { createSession } from './session';
import type { SignInFlows } from './sign-in-flows';
import type { WindowLike } from './silent-login';
import { createTokenGrants } from './token-grants';

/** Options of {@link OAuthStrategy}. */
export interface OAuthStrategyOptions {
  /** The OAuth app's client id. */
  clientId: string;
  /** Tokens to start with, kept in memory (use `tokenStorage` to persist them instead). */
  tokens?: Tokens;
  /** Where tokens live: memory (default), `createWebStorageTokenStorage()`, `createCookieTokenStorage()`, or yours. */
  tokenStorage?: TokenStorage;
  /** Base URL for token and identity calls when used without a client (a client passes its own). */
  baseUrl?: string;
  /** Fetch for token and identity calls when used without a client (a client passes its own). */
  fetch?: Transport['fetch'];
  /** The clock in ms (default `Date.now`); inject one to test expiry. */
  now?: () => number;
  /** The window silent login runs in (default `globalThis.window`); inject one to test it outside a browser. */
  window?: WindowLike;
}

// The sign-in flows live in their own module, loaded on first use: a page that only needs a visitor session (most
// storefront pages) never downloads PKCE, login, register or silent-login code.
const FLOW_NAMES = [
  'generateOAuthData',
  'getAuthUrl',
  'getMemberTokens',
  'logout',
  'login',
  'register',
  'processVerification',
  'sendPasswordResetEmail',
  'getMemberTokensForDirectLogin',
  'complete',
  'getMemberTokensForExternalLogin',
] as const satisfies ReadonlyArray<keyof SignInFlows>;

/**
 * Visitor and member sessions with OAuth 2 (spec §4, §5, §7): anonymous visitor tokens on first use, single-flight
 * renewal, PKCE sign-in through the hosted login page, direct login/register/verification/recovery, silent login,
 * logout, and session events.
 *
 * Differences from the official strategy, on purpose: `generateOAuthData` is async (it hashes with WebCrypto);
 * token and identity calls use the client's base URL and fetch; login/register never throw TypeErrors on unexpected
 * error shapes; a failed member refresh emits `member-session-lost` before continuing as a new visitor.
 *
 * @param options - client id, initial tokens or storage, and injectable clock/window
 * @returns the strategy, to pass as `createClient({ auth })` and to call for sign-in flows
 * @example
 * const auth = OAuthStrategy({ clientId, tokenStorage: createWebStorageTokenStorage() });
 * const client = createClient({ auth, modules: { currentCart } });
 * const result = await client.auth.login({ email, password });
 * if (result.loginState === 'SUCCESS') await client.auth.complete(result);
 */
export function OAuthStrategy(options: OAuthStrategyOptions) {
  const { clientId, now = Date.now } = options;
  let transport: Transport = { baseUrl: options.baseUrl ?? DEFAULT_BASE_URL, fetch: options.fetch };

  const grants = createTokenGrants(clientId, () => transport, now);
  const session = createSession(
    options.tokenStorage ?? createMemoryTokenStorage(options.tokens),
    grants,
    now,
  );
  const parts: OAuthStrategyParts = {
    options,
    grants,
    session,
    emptyTokens: EMPTY_TOKENS,
    // The strategy's own calls (redirect sessions, login…) go through the same pipeline, authorised as the visitor;
    // built per call (sign-in calls are few), so it always uses the transport last attached.
    invoke: (descriptor, args) => createInvoker({ ...transport, auth: session })(descriptor, args),
  };

  // The session's methods are the strategy's (its `getAuthHeaders` too).
  return {
    ...session,
    attach(clientTransport: Transport) {
      // Explicit options win over the client's, so a strategy can talk to another host than its client.
      transport = {
        ...clientTransport,
        baseUrl: options.baseUrl ?? clientTransport.baseUrl,
        fetch: options.fetch ?? clientTransport.fetch,
      };
    },
    ...lazyMethods(FLOW_NAMES, () =>
      import('./sign-in-flows').then((module) => module.createSignInFlows(parts)),
    ),
    parseFromUrl,
  };
}

/** The object `OAuthStrategy` returns. */
export type OAuthStrategyInstance = ReturnType<typeof OAuthStrategy>;
