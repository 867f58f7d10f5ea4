import type { CreateRedirectSessionResponse } from '../../modules/redirects/redirects-types';
import type { Tokens } from '../tokens';
import { CREATE_REDIRECT_SESSION } from './identity-endpoints';
import type { OAuthContext } from './oauth-context';
import { createCodeChallenge, createCodeVerifier } from './pkce';

/** PKCE values and state of one sign-in attempt; keep it (e.g. in sessionStorage) until the redirect returns. */
export interface OAuthData {
  redirectUri: string;
  originalUri: string;
  codeVerifier: string;
  codeChallenge: string;
  state: string;
}

/** Options of `getAuthUrl`. */
export interface AuthUrlOptions {
  /** `login` shows the hosted login page; `none` only succeeds with an existing session (default `login`). */
  prompt?: 'login' | 'none';
  /** How the code comes back (default `fragment`). */
  responseMode?: 'fragment' | 'query' | 'web_message';
  /** A session token from a direct login, exchanged without showing a page. */
  sessionToken?: string;
}

/** The URL to send the browser to, and what the redirect session returned with it. */
export interface AuthUrl {
  authUrl: string;
  authorizationEndpoint?: string;
  sessionToken?: string;
}

/** The hosted-page flows of an OAuth strategy. */
export type RedirectFlow = ReturnType<typeof createRedirectFlow>;

/**
 * Creates the redirect flows (spec §2, §5, §7): PKCE sign-in through the hosted login page, and logout.
 * Loaded lazily with the other sign-in flows (see sign-in-flows.ts).
 *
 * @param context - client id, the strategy's own pipeline (authorised as the visitor), token grants and session
 * @returns the flow functions
 */
export function createRedirectFlow({ clientId, invoke, grant, session, emptyTokens }: OAuthContext) {
  const createRedirectSession = (options: object) =>
    invoke<CreateRedirectSessionResponse>(CREATE_REDIRECT_SESSION, [options]);

  async function generateOAuthData(redirectUri: string, originalUri?: string): Promise<OAuthData> {
    const codeVerifier = createCodeVerifier();
    return {
      redirectUri,
      originalUri: originalUri ?? '',
      codeVerifier,
      codeChallenge: await createCodeChallenge(codeVerifier),
      state: createCodeVerifier(),
    };
  }

  async function getAuthUrl(oauthData: OAuthData, options: AuthUrlOptions = {}): Promise<AuthUrl> {
    const { redirectSession } = await createRedirectSession({
      auth: {
        authRequest: {
          redirectUri: oauthData.redirectUri || undefined,
          clientId,
          codeChallenge: oauthData.codeChallenge,
          codeChallengeMethod: 'S256',
          responseMode: options.responseMode ?? 'fragment',
          responseType: 'code',
          scope: 'offline_access',
          state: oauthData.state,
          sessionToken: options.sessionToken,
        },
        prompt: options.prompt ?? 'login',
      },
    });
    return {
      authUrl: redirectSession.fullUrl,
      authorizationEndpoint: redirectSession.urlDetails?.endpoint,
      sessionToken: redirectSession.sessionToken,
    };
  }

  async function getMemberTokens(
    code: string | null | undefined,
    state: string | null | undefined,
    oauthData: Pick<OAuthData, 'state' | 'codeVerifier'> & { redirectUri?: string },
  ): Promise<Tokens> {
    if (!code || !state) throw new Error('Missing code or _state');
    if (state !== oauthData.state) throw new Error('Invalid _state');
    const { redirectUri } = oauthData;
    return grant(
      {
        clientId,
        grantType: 'authorization_code',
        ...(redirectUri && { redirectUri }),
        code,
        codeVerifier: oauthData.codeVerifier,
      },
      'member',
    );
  }

  async function logout(originalUrl?: string): Promise<{ logoutUrl: string }> {
    try {
      const { redirectSession } = await createRedirectSession({
        logout: { clientId },
        callbacks: { postFlowUrl: originalUrl },
      });
      return { logoutUrl: redirectSession.fullUrl };
    } finally {
      // Spec §4: logout clears both tokens — locally, even when the redirect session could not be created.
      session.setTokens(emptyTokens);
    }
  }

  return { generateOAuthData, getAuthUrl, getMemberTokens, logout };
}
