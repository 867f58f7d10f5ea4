/** Who a session belongs to: nobody yet, an anonymous visitor, or a logged-in member (spec §6). */
export type TokenRole = 'none' | 'visitor' | 'member';

/** The token roles by name, for code ported from the official `TokenRole` enum. */
export const TokenRole = { NONE: 'none', VISITOR: 'visitor', MEMBER: 'member' } as const;

/** A short-lived access token; `expiresAt` is in epoch seconds. */
export interface AccessToken {
  value: string;
  expiresAt: number;
}

/** A long-lived refresh token and the role it grants. */
export interface RefreshToken {
  value: string;
  role: TokenRole;
}

/** The session's tokens. */
export interface Tokens {
  accessToken: AccessToken;
  refreshToken: RefreshToken;
}

/** Where an OAuth strategy keeps its tokens. */
export interface TokenStorage {
  /** @returns the stored tokens, or `EMPTY_TOKENS` */
  getTokens(): Tokens;
  /** @param tokens - the tokens to keep */
  setTokens(tokens: Tokens): void;
  /**
   * Optional, for storages shared with other writers (web storage is shared by the tabs of a browser): calls the
   * listener when one of them changes the tokens, never for this storage's own `setTokens`. The strategy turns each
   * call into a session event, so a tab follows a sign-in or sign-out made in another.
   *
   * @param listener - called with the tokens before and after the change
   */
  onExternalChange?(listener: (previous: Tokens, next: Tokens) => void): void;
}

/** No session at all (role `none`). */
export const EMPTY_TOKENS: Tokens = Object.freeze({
  accessToken: Object.freeze({ value: '', expiresAt: 0 }),
  refreshToken: Object.freeze({ value: '', role: 'none' as const }),
});

/**
 * Checks that an unknown value (e.g. parsed from a cookie) has the shape of Tokens.
 *
 * @param value - the value
 * @returns whether it can be used as Tokens
 */
export function isTokens(value: unknown): value is Tokens {
  const tokens = value as Tokens | null;
  return (
    typeof tokens?.accessToken?.value === 'string' &&
    typeof tokens.accessToken.expiresAt === 'number' &&
    typeof tokens.refreshToken?.value === 'string' &&
    ['none', 'visitor', 'member'].includes(tokens.refreshToken.role)
  );
}

/**
 * Creates in-memory token storage, the default of `OAuthStrategy`.
 *
 * @param tokens - tokens to start with (default: none); the storage keeps them from then on
 * @returns the storage
 * @example
 * OAuthStrategy({ clientId, tokenStorage: createMemoryTokenStorage(savedTokens) })
 */
export function createMemoryTokenStorage(tokens: Tokens = EMPTY_TOKENS): TokenStorage {
  return {
    getTokens: () => tokens,
    setTokens: (next) => {
      tokens = next;
    },
  };
}
