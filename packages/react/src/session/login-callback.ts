import type { OAuthData } from '@bazaar/sdk';
import type { SessionClient } from '../client-types';

/** Where `useLoginRedirect` keeps the PKCE data until the hosted login page sends the browser back. */
export const OAUTH_DATA_KEY = 'bazaar:oauth-data';

/** The parts of `sessionStorage` the redirect login uses (inject one outside a browser). */
export type OAuthDataStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The browser's `sessionStorage`, looked up when needed (never at import time, so modules load on servers).
 *
 * @returns the storage
 * @throws Error - when there is none (pass `storage`)
 */
export function defaultOAuthDataStorage(): OAuthDataStorage {
  const storage = (globalThis as { sessionStorage?: OAuthDataStorage }).sessionStorage;
  if (!storage) throw new Error('No sessionStorage here: pass `storage` to keep the sign-in data');
  return storage;
}

/** Options of {@link handleLoginCallback}. */
export interface LoginCallbackOptions {
  /** The URL the hosted page sent the browser back to (default `location.href`). */
  url?: string;
  /** Where `useLoginRedirect` stored the sign-in data (default `sessionStorage`). */
  storage?: OAuthDataStorage;
  /** Where the code is: `fragment` (default, like `getAuthUrl`) or `query`. */
  responseMode?: 'fragment' | 'query';
}

/**
 * Finishes a redirect login on the callback page: checks the returned `state` against the stored sign-in data,
 * exchanges the code for member tokens and stores them (session listeners, `useSession` and the cache follow).
 *
 * @param client - a client with an OAuthStrategy
 * @param options - the callback URL, the storage and the response mode
 * @returns where the member was before signing in (`originalUri`, '' when unknown)
 * @throws Error - the hosted page's error (`access_denied: …`), 'No sign-in in progress', 'Invalid _state' or
 *   'Missing code or _state' (spec §5), or the token endpoint's error
 * @example
 * // on /callback
 * const { originalUri } = await handleLoginCallback(client);
 * navigate(originalUri || '/');
 */
export async function handleLoginCallback(
  client: SessionClient,
  options: LoginCallbackOptions = {},
): Promise<{ originalUri: string }> {
  const storage = options.storage ?? defaultOAuthDataStorage();
  const { code, state, error, errorDescription } = client.auth.parseFromUrl(
    options.url,
    options.responseMode,
  );
  if (error) throw new Error(errorDescription ? `${error}: ${errorDescription}` : error);
  const stored = storage.getItem(OAUTH_DATA_KEY);
  if (!stored) throw new Error('No sign-in in progress (the sign-in data is missing)');
  const oauthData = JSON.parse(stored) as OAuthData;
  const tokens = await client.auth.getMemberTokens(code, state, oauthData);
  storage.removeItem(OAUTH_DATA_KEY);
  client.auth.setTokens(tokens);
  return { originalUri: oauthData.originalUri };
}
