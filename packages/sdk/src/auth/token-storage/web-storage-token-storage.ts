import { EMPTY_TOKENS, isTokens, type TokenStorage, type Tokens } from '../tokens';

/** The part of the Web Storage API the adapter uses (localStorage, sessionStorage, or a test double). */
export type WebStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Options of {@link createWebStorageTokenStorage}. */
export interface WebStorageTokenStorageOptions {
  /** Where to keep the tokens (default: `localStorage`). */
  storage?: WebStorageLike;
  /** The storage key (default `bazaar.tokens`). */
  key?: string;
}

/**
 * Keeps tokens in `localStorage` (or `sessionStorage`), so a visitor keeps their cart across reloads. Unreadable
 * entries count as no session.
 *
 * @param options - storage and key
 * @returns the token storage
 * @throws Error - when no storage is given and `localStorage` does not exist (e.g. on a server)
 * @example
 * OAuthStrategy({ clientId, tokenStorage: createWebStorageTokenStorage({ storage: sessionStorage }) })
 */
export function createWebStorageTokenStorage(options: WebStorageTokenStorageOptions = {}): TokenStorage {
  const storage = options.storage ?? (globalThis as { localStorage?: WebStorageLike }).localStorage;
  if (!storage)
    throw new Error('createWebStorageTokenStorage: no storage given and no localStorage available');
  const key = options.key ?? 'bazaar.tokens';
  return {
    getTokens(): Tokens {
      try {
        const tokens = JSON.parse(storage.getItem(key) ?? 'null');
        return isTokens(tokens) ? tokens : EMPTY_TOKENS;
      } catch {
        return EMPTY_TOKENS;
      }
    },
    setTokens(tokens) {
      if (tokens.refreshToken.value || tokens.accessToken.value) storage.setItem(key, JSON.stringify(tokens));
      else storage.removeItem(key);
    },
  };
}
