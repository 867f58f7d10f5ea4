import { BazaarError } from '../../errors/bazaar-error';
import type { AccessToken, RefreshToken, TokenStorage, Tokens } from '../tokens';
import type { TokenGrants } from './token-grants';

/** What happened to the session; delivered to `onSessionChange` listeners after the tokens were stored. */
export type SessionEvent =
  /** A new anonymous visitor session started (first call, or after a failed refresh). */
  | { type: 'visitor-session-started'; tokens: Tokens }
  /** A member session was stored (after login). */
  | { type: 'member-logged-in'; tokens: Tokens }
  /** The member's refresh failed: the client continues as a NEW visitor (spec §4), which the app should show. */
  | { type: 'member-session-lost'; error: BazaarError }
  /** The tokens were cleared (logout). */
  | { type: 'logged-out' };

/** Receives session events. */
export type SessionListener = (event: SessionEvent) => void;

/** The session of one OAuth strategy: its tokens, their renewal and its events. */
export interface Session {
  getTokens(): Tokens;
  setTokens(tokens: Tokens): void;
  /**
   * The strategy's `getAuthHeaders` (auth-strategy.ts): the Authorization header of a valid access token, renewing
   * first when it is missing or expired; concurrent calls share one renewal.
   */
  getAuthHeaders(): Promise<{ headers: { Authorization: string } }>;
  /**
   * The strategy's `getHeldAuthHeaders` (auth-strategy.ts): the Authorization header when the access token is held
   * and unexpired, without renewing or waiting.
   *
   * @returns `{ Authorization: <access token> }`, or undefined when the token is missing or expired
   */
  getHeldAuthHeaders(): Record<string, string> | undefined;
  generateVisitorTokens(tokens?: Partial<Tokens>): Promise<Tokens>;
  renewToken(refreshToken: RefreshToken): Promise<Tokens>;
  onSessionChange(listener: SessionListener): () => void;
  /** @returns whether the session belongs to a logged-in member (refresh token role `member`) */
  loggedIn(): boolean;
  /** @returns the current access token value, without renewing it */
  getActiveToken(): string;
}

/**
 * Creates a session (spec §4 "Session"): it starts with no tokens; a visitor token is created anonymously when none
 * exists or when a refresh fails; an access token is renewed when missing or expired, comparing `expiresAt` with the
 * current time in seconds. Renewal is single-flight: however many calls run at once, one token request is made.
 *
 * @param storage - where tokens live
 * @param grants - the token endpoint
 * @param now - the clock in ms
 * @returns the session
 */
export function createSession(storage: TokenStorage, grants: TokenGrants, now: () => number): Session {
  const listeners = new Set<SessionListener>();
  let renewal: Promise<Tokens> | undefined;

  const isValid = (token: AccessToken | undefined) =>
    !!token?.value && !(token.expiresAt < Math.floor(now() / 1000));

  const emit = (event: SessionEvent) => {
    for (const listener of listeners) listener(event);
  };

  function store(next: Tokens, lost?: BazaarError) {
    const previous = storage.getTokens().refreshToken;
    storage.setTokens(next);
    if (lost) emit({ type: 'member-session-lost', error: lost });
    const { role, value } = next.refreshToken;
    // A new role, or a new refresh token of a session (clearing an empty session again is no change).
    if (role !== previous.role || (role !== 'none' && value !== previous.value)) {
      emit(
        role === 'none'
          ? { type: 'logged-out' }
          : { type: role === 'member' ? 'member-logged-in' : 'visitor-session-started', tokens: next },
      );
    }
  }

  async function obtain(tokens: Partial<Tokens> | undefined): Promise<[Tokens, BazaarError?]> {
    const refreshToken = tokens?.refreshToken;
    if (refreshToken?.value && isValid(tokens!.accessToken)) return [tokens as Tokens];
    let lost: BazaarError | undefined;
    if (refreshToken?.value) {
      try {
        return [await grants.refresh(refreshToken)];
      } catch (error) {
        // business-rules 157: a failed refresh falls back to a new visitor — but never silently for a member.
        if (refreshToken.role === 'member') lost = BazaarError.from(error);
      }
    }
    return [await grants.anonymous(), lost];
  }

  return {
    getTokens: () => storage.getTokens(),
    setTokens: (tokens) => store(tokens),
    async getAuthHeaders() {
      const tokens = storage.getTokens();
      if (isValid(tokens.accessToken)) return { headers: { Authorization: tokens.accessToken.value } };
      renewal ??= obtain(tokens)
        .then(([next, lost]) => {
          store(next, lost);
          return next;
        })
        .finally(() => {
          renewal = undefined;
        });
      return { headers: { Authorization: (await renewal).accessToken.value } };
    },
    getHeldAuthHeaders() {
      const { accessToken } = storage.getTokens();
      return isValid(accessToken) ? { Authorization: accessToken.value } : undefined;
    },
    generateVisitorTokens: async (tokens) => (await obtain(tokens))[0],
    renewToken: grants.refresh,
    onSessionChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    loggedIn: () => storage.getTokens().refreshToken.role === 'member',
    getActiveToken: () => storage.getTokens().accessToken.value,
  };
}
