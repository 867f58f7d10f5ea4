import type { LoginResult } from '@bazaar/sdk';
import type { SessionClient } from '../client-types';

/**
 * A login completion for Node (no window for the default silent login): asks the platform for a code with
 * `prompt=none` and the session token, follows the authorize redirect itself and exchanges the code — the public
 * SDK calls a browser's hidden iframe would make.
 *
 * @param client - the session client
 * @param redirectUri - an allowed redirect URI of the OAuth app
 * @returns the `complete` option of the login factories
 */
export function completeByRedirect(client: SessionClient, redirectUri: string) {
  return async (result: LoginResult): Promise<void> => {
    if (result.loginState !== 'SUCCESS') throw new Error(`cannot complete ${result.loginState}`);
    const oauthData = await client.auth.generateOAuthData(redirectUri);
    const { authUrl } = await client.auth.getAuthUrl(oauthData, {
      prompt: 'none',
      sessionToken: result.data.sessionToken,
    });
    const answer = await fetch(authUrl, { redirect: 'manual' });
    const { code, state } = client.auth.parseFromUrl(answer.headers.get('location') ?? authUrl);
    client.auth.setTokens(await client.auth.getMemberTokens(code, state, oauthData));
  };
}
