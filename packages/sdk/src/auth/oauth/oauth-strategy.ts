import { BazaarError } from '../../errors/bazaar-error';
import { createInvoker } from '../../http/create-invoker';
import { OPTIONS } from '../../modules/common-args';
import { lazyMethods } from '../../util/lazy-methods';
import { DEFAULT_BASE_URL, type Transport } from '../auth-strategy';
import {
  type AccessToken,
  createMemoryTokenStorage,
  EMPTY_TOKENS,
  type RefreshToken,
  type TokenStorage,
  type Tokens,
} from '../tokens';
import { parseFromUrl } from './parse-from-url';
import type { Session, SessionEvent, SessionListener } from './session';
import type { SignInFlows } from './sign-in-flows';
import type { WindowLike } from './silent-login';
import type { TokenGrant } from './token-grants';

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

/**
 * Visitor and member sessions with OAuth 2 (spec §4, §5, §7): anonymous visitor tokens on first use, single-flight
 * renewal, PKCE sign-in through the hosted login page, direct login/register/verification/recovery, silent login,
 * logout, and session events — also for sessions another tab stores in shared token storage
 * (`createWebStorageTokenStorage`), so every tab follows a sign-in or sign-out made in one.
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
export function OAuthStrategy(options: OAuthStrategyOptions): OAuthStrategyInstance {
  const { now = Date.now, clientId } = options;
  let transport: Transport = { baseUrl: options.baseUrl ?? DEFAULT_BASE_URL, fetch: options.fetch };
  const storage = options.tokenStorage ?? createMemoryTokenStorage(options.tokens);
  // Grants go through the request pipeline without an auth strategy (http/create-invoker.ts): the transport last
  // attached and its headers, the timeout, and the official token errors.
  const grant: TokenGrant = async (body, role, keep, headers) => {
    // The client's own headers go along, like the official `tokenRequestOptions.headers`.
    // The transport has no `auth`: createClient attaches its transport without it.
    // The token endpoint's descriptor, written here (a module-level constant costs bytes up front; grants are few,
    // so one per grant is no cost): the body is the request (a spread argument, the `args` the storefront tables
    // share), sent as it is, no key renamed.
    const json: Record<string, any> = await createInvoker(transport)(
      { method: 'POST', path: '/oauth2/token', args: OPTIONS },
      [body, { headers }],
    );
    return {
      // endpoints.md §1: expiresAt = floor(now / 1000) + expires_in (a number or a numeric string).
      accessToken: {
        value: json.access_token,
        expiresAt: Math.floor(now() / 1000) + +json.expires_in,
      },
      refreshToken: keep ?? { value: json.refresh_token, role },
    };
  };
  // A new access token for a refresh token, which is kept (refresh tokens are not rotated, rule 158).
  const refresh = (refreshToken: RefreshToken) =>
    grant(
      { clientId, refreshToken: refreshToken.value, grantType: 'refresh_token' },
      refreshToken.role,
      refreshToken,
    );
  const listeners = new Set<SessionListener>();
  let renewal: Promise<Tokens> | undefined;

  const getTokens = () => storage.getTokens();
  // Spec §4: a token has expired once `expiresAt` is before the current second.
  const isValid = (token?: AccessToken) => token?.value && !(token.expiresAt < Math.floor(now() / 1000));
  const authorization = (tokens: Tokens) => ({ Authorization: tokens.accessToken.value });
  const emit = (event: SessionEvent) =>
    listeners.forEach((listener) => {
      listener(event);
    });

  // Announces a new session: a new refresh token or role (clearing an empty session again is no change: both have
  // the value '').
  function announce(previous: Tokens, next: Tokens) {
    const { role, value } = next.refreshToken;
    if (value !== previous.refreshToken.value || role !== previous.refreshToken.role) {
      emit(
        role === 'none'
          ? { type: 'logged-out' }
          : { type: role === 'member' ? 'member-logged-in' : 'visitor-session-started', tokens: next },
      );
    }
  }

  // Stores tokens, then announces a lost member session and any new session.
  function store(next: Tokens, lost?: BazaarError) {
    const previous = getTokens();
    storage.setTokens(next);
    if (lost) emit({ type: 'member-session-lost', error: lost });
    announce(previous, next);
  }

  // Another tab sharing the storage signed in or out, or started a visitor session: this one follows at once.
  storage.onExternalChange?.(announce);

  // Valid tokens as they are; else renewed with their refresh token; else (none, or the refresh failed) a new
  // visitor's. With `keep`, they are stored (with the error of a failed member refresh).
  async function obtain(tokens?: Partial<Tokens>, keep?: boolean): Promise<Tokens> {
    const refreshToken = tokens?.refreshToken;
    let next: Tokens | undefined;
    let lost: BazaarError | undefined;
    if (refreshToken?.value) {
      if (isValid(tokens!.accessToken)) return tokens as Tokens;
      try {
        next = await refresh(refreshToken);
      } catch (error) {
        // business-rules 157: a failed refresh falls back to a new visitor — but never silently for a member.
        if (refreshToken.role === 'member') lost = BazaarError.from(error);
      }
    }
    next ??= await grant({ clientId, grantType: 'anonymous' }, 'visitor');
    if (keep) {
      // While the token request ran, a sign-in or a logout may have stored another session (here, or in another tab
      // sharing the storage): storing `next` would undo it — a member signed out a moment after signing in. The
      // stored session wins, renewed in turn if its own access token needs it.
      // (`keep` comes with the stored tokens, so `refreshToken` is there, its value '' without a session.)
      const current = getTokens();
      if (current.refreshToken.value !== refreshToken!.value) return obtain(current, true);
      store(next, lost);
    }
    return next;
  }

  const strategy: OAuthStrategyInstance = {
    getTokens,
    setTokens: (tokens) => store(tokens),
    getAuthHeaders: async () => ({
      headers:
        (strategy.getHeldAuthHeaders() as { Authorization: string } | undefined) ??
        authorization(
          // biome-ignore lint/suspicious/noAssignInExpressions: one renewal, shared by every call waiting for it
          await (renewal ??= obtain(getTokens(), true).finally(() => {
            renewal = undefined;
          })),
        ),
    }),
    // `tokens` is a local given by its default (callers pass nothing): one expression, fewer bytes minified.
    getHeldAuthHeaders: (tokens = getTokens()) =>
      isValid(tokens.accessToken) ? authorization(tokens) : undefined,
    generateVisitorTokens: (tokens) => obtain(tokens),
    renewToken: refresh,
    // An arrow, not a method (fewer bytes minified).
    onSessionChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    loggedIn: () => getTokens().refreshToken.role === 'member',
    getActiveToken: () => getTokens().accessToken.value,
    attach(clientTransport) {
      // Explicit options win over the client's, so a strategy can talk to another host than its client.
      transport = {
        ...clientTransport,
        baseUrl: options.baseUrl ?? clientTransport.baseUrl,
        fetch: options.fetch ?? clientTransport.fetch,
      };
    },
    parseFromUrl,
    // The sign-in flows live in their own module, loaded on first use (in one chunk with fetchWithAuth:
    // client/auth.ts): a page that only needs a visitor session (most storefront pages) never downloads PKCE,
    // login, register or silent-login code. Their names are one string, split: shorter than an array of names
    // (oauth-strategy.test.ts checks them against the flows), and written here rather than as a module-level constant,
    // which costs bytes up front.
    ...lazyMethods<SignInFlows>(
      (
        'generateOAuthData,getAuthUrl,getMemberTokens,logout,login,register,processVerification,sendPasswordResetEmail,' +
        'getMemberTokensForDirectLogin,complete,getMemberTokensForExternalLogin'
      ).split(',') as Array<keyof SignInFlows>,
      // Loaded as createClient loads fetchWithAuth, `(await import(…)).name(…)`: gzip stores the repeat once.
      async () =>
        (await import('../../client/auth')).signIn(
          options,
          grant,
          strategy,
          // The strategy's own calls (redirect sessions, login…) go through the same pipeline, authorised as the
          // visitor; built per call (sign-in calls are few), so it always uses the transport last attached.
          () => createInvoker({ ...transport, auth: strategy }),
          EMPTY_TOKENS,
        ),
    ),
  };
  return strategy;
}

/** The object `OAuthStrategy` returns: its session, `attach`, `parseFromUrl` and the sign-in flows. */
export type OAuthStrategyInstance = Session & {
  /** Called by `createClient`: token and identity calls use the client's transport unless options set their own. */
  attach(transport: Transport): void;
  parseFromUrl: typeof parseFromUrl;
} & SignInFlows;
