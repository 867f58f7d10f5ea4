import type { BazaarError } from '../../errors/bazaar-error';
import type { RefreshToken, Tokens } from '../tokens';

/**
 * What happened to the session; delivered to `onSessionChange` listeners after the tokens were stored — by this
 * strategy, or by another tab sharing its token storage (`TokenStorage.onExternalChange`).
 */
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

/**
 * The session of an OAuth strategy (oauth-strategy.ts, which keeps it): its tokens, their renewal and its events.
 * Spec §4 "Session": it starts with no tokens; a visitor token is created anonymously when none exists or when a
 * refresh fails; an access token is renewed when missing or expired, comparing `expiresAt` with the current time in
 * seconds. Renewal is single-flight: however many calls run at once, one token request is made.
 */
export interface Session {
  getTokens(): Tokens;
  /** Stores tokens and announces the change to `onSessionChange` listeners. */
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
  /**
   * @param tokens - tokens to keep while their access token is valid, or to renew with their refresh token
   * @returns valid tokens (the given ones, renewed ones, or a new visitor's), without storing them
   */
  generateVisitorTokens(tokens?: Partial<Tokens>): Promise<Tokens>;
  /** A new access token for the refresh token (kept: refresh tokens are not rotated, rule 158). */
  renewToken(refreshToken: RefreshToken): Promise<Tokens>;
  /**
   * @param listener - called, synchronously, with every session event from now on
   * @returns the unsubscription
   */
  onSessionChange(listener: SessionListener): () => void;
  /** @returns whether the session belongs to a logged-in member (refresh token role `member`) */
  loggedIn(): boolean;
  /** @returns the current access token value, without renewing it */
  getActiveToken(): string;
}
