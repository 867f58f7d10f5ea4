import type { OAuthStrategyInstance, TokenRole, Tokens } from '@bazaar/sdk';

/** What `useSession` returns. */
export interface SessionSnapshot {
  /** Whether a member is logged in (refresh token role `member`, spec §4). */
  loggedIn: boolean;
  /** `none` before the first call, `visitor` for an anonymous session, `member` after login. */
  role: TokenRole;
  /** The held tokens. */
  tokens: Tokens;
}

/** A subscribable view of an OAuth strategy's session, for `useSyncExternalStore`. */
export interface SessionStore {
  /**
   * @param listener - called after every session event (`onSessionChange`)
   * @returns the unsubscribe function
   */
  subscribe(listener: () => void): () => void;
  /** @returns the current snapshot — the same object until a token changes (a requirement of React's store API) */
  getSnapshot(): SessionSnapshot;
}

const stores = new WeakMap<object, SessionStore>();

/**
 * The session store of an OAuth strategy (one per strategy, created on first use). Works on the server too: with
 * `createCookieTokenStorage({ cookie })` the snapshot is the request's session.
 *
 * @param auth - the client's `OAuthStrategy`
 * @returns the store
 */
export function getSessionStore(auth: OAuthStrategyInstance): SessionStore {
  let store = stores.get(auth);
  if (!store) {
    let last: SessionSnapshot | undefined;
    store = {
      subscribe: (listener) => {
        const unsubscribe = auth.onSessionChange(() => listener());
        return () => {
          unsubscribe();
        };
      },
      getSnapshot() {
        // Storages may hand out a new object per read (cookies are parsed): compare values, not identity.
        const tokens = auth.getTokens();
        const same =
          last &&
          last.tokens.accessToken.value === tokens.accessToken.value &&
          last.tokens.accessToken.expiresAt === tokens.accessToken.expiresAt &&
          last.tokens.refreshToken.value === tokens.refreshToken.value &&
          last.role === tokens.refreshToken.role;
        if (!same) {
          const role = tokens.refreshToken.role;
          last = { loggedIn: role === 'member', role, tokens };
        }
        return last as SessionSnapshot;
      },
    };
    stores.set(auth, store);
  }
  return store;
}
