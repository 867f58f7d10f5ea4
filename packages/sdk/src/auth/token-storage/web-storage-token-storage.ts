import { EMPTY_TOKENS, isTokens, type TokenStorage, type Tokens } from '../tokens';

/** The part of the Web Storage API the adapter uses (localStorage, sessionStorage, or a test double). */
export type WebStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The part of a `storage` event the adapter reads. */
export type StorageEventLike = Pick<StorageEvent, 'key' | 'oldValue' | 'newValue' | 'storageArea'>;

/** Where `storage` events arrive: a window, or a test double. */
export interface StorageEventSource {
  addEventListener(type: 'storage', listener: (event: StorageEventLike) => void): void;
}

/** Options of {@link createWebStorageTokenStorage}. */
export interface WebStorageTokenStorageOptions {
  /** Where to keep the tokens (default: `localStorage`). */
  storage?: WebStorageLike;
  /** The storage key (default `bazaar.tokens`). */
  key?: string;
  /** Where other tabs' writes are announced as `storage` events (default: `window`, where there is one). */
  events?: StorageEventSource;
}

/**
 * Keeps tokens in `localStorage` (or `sessionStorage`), so a visitor keeps their cart across reloads and every tab
 * of the browser shares one session. Unreadable entries count as no session. When another tab signs in, signs out
 * or starts a visitor session, the strategy hears of it (`onExternalChange`) and emits the session event.
 *
 * @param options - storage, key and where `storage` events arrive
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
  // The entry as this tab last saw it: a `clear()` in another tab says only that everything went, not what.
  let seen: string | null = null;
  const parse = (entry: string | null): Tokens => {
    try {
      const tokens = JSON.parse(entry ?? 'null');
      return isTokens(tokens) ? tokens : EMPTY_TOKENS;
    } catch {
      return EMPTY_TOKENS;
    }
  };
  return {
    getTokens(): Tokens {
      seen = storage.getItem(key);
      return parse(seen);
    },
    setTokens(tokens) {
      if (tokens.refreshToken.value || tokens.accessToken.value) {
        seen = JSON.stringify(tokens);
        storage.setItem(key, seen);
      } else {
        seen = null;
        storage.removeItem(key);
      }
    },
    onExternalChange(listener) {
      const events = options.events ?? (globalThis as { window?: StorageEventSource }).window;
      // Browsers fire `storage` in the other documents sharing the storage, never in the writer's: each event is
      // another tab's write, in order, with the entry before and after it (`key` null: the storage was cleared).
      events?.addEventListener('storage', (event) => {
        if (event.storageArea !== storage || (event.key !== null && event.key !== key)) return;
        const previous = event.key === null ? seen : event.oldValue;
        seen = event.newValue;
        listener(parse(previous), parse(seen));
      });
    },
  };
}
