import type { LoginResult } from '@bazaar/sdk';
import type { SessionClient } from '../client-types';
import { defaultOAuthDataStorage, OAUTH_DATA_KEY, type OAuthDataStorage } from './login-callback';

/** Options of {@link completeLoginByRedirect}. */
export interface CompleteLoginByRedirectOptions {
  /** Your callback page (an allowed redirect URI of the OAuth app), where `handleLoginCallback` runs. */
  redirectUri: string;
  /** Where to keep the sign-in data (default `sessionStorage`). */
  storage?: OAuthDataStorage;
  /** Where to return afterwards (default: the current `location.href`). */
  originalUri?: string;
  /** Sends the browser to a URL (default `location.assign`). */
  navigate?: (url: string) => unknown;
}

/**
 * A `complete` option for `useLogin`, `useRegister` and `useProcessVerification` that finishes a SUCCESS with a
 * full-page redirect instead of the default hidden iframe: the authorize URL (`prompt=none` with the session token)
 * answers at once with a code to `redirectUri`, where `handleLoginCallback` stores the member tokens. Works where
 * iframes cannot (blocked third-party cookies, no `web_message` support) and needs no `window` but `location`.
 *
 * @param client - a client with an OAuthStrategy
 * @param options - the callback page, storage, return URL and navigation
 * @returns the completion
 * @example
 * const login = useLogin({ complete: completeLoginByRedirect(client, { redirectUri: `${origin}/callback` }) });
 */
export function completeLoginByRedirect(client: SessionClient, options: CompleteLoginByRedirectOptions) {
  return async (result: LoginResult): Promise<void> => {
    if (result.loginState !== 'SUCCESS') return;
    const location = (globalThis as { location?: { href: string; assign(url: string): void } }).location;
    const oauthData = await client.auth.generateOAuthData(
      options.redirectUri,
      options.originalUri ?? location?.href ?? '',
    );
    (options.storage ?? defaultOAuthDataStorage()).setItem(OAUTH_DATA_KEY, JSON.stringify(oauthData));
    const { authUrl } = await client.auth.getAuthUrl(oauthData, {
      prompt: 'none',
      sessionToken: result.data.sessionToken,
    });
    const navigate = options.navigate ?? ((url: string) => location?.assign(url));
    await navigate(authUrl);
  };
}
