import type { Invoke } from '../../http/create-invoker';
import { redirects } from '../../modules/redirects/redirects';
import type { CreateRedirectSessionResponse } from '../../modules/redirects/redirects-types';
import { EMPTY_TOKENS, type Tokens } from '../tokens';
import { createCodeChallenge, createCodeVerifier } from './pkce';
import type { Session } from './session';
import type { TokenGrants } from './token-grants';

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

/** What `parseFromUrl` reads from the redirect back. */
export interface ParsedRedirect {
  code: string | null;
  state: string | null;
  error?: string;
  errorDescription?: string | null;
}

/** The hosted-page flows of an OAuth strategy. */
export type RedirectFlow = ReturnType<typeof createRedirectFlow>;

/**
 * Creates the redirect flows (spec §2, §5, §7): PKCE sign-in through the hosted login page, and logout.
 *
 * @param clientId - the OAuth app's client id
 * @param invoke - the strategy's own pipeline (authorised as the current visitor)
 * @param grants - the token endpoint
 * @param session - the session whose tokens logout clears
 * @returns the flow functions
 */
export function createRedirectFlow(clientId: string, invoke: Invoke, grants: TokenGrants, session: Session) {
  const createRedirectSession = (options: object) =>
    invoke<CreateRedirectSessionResponse>(redirects.createRedirectSession, [options]);

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

  function parseFromUrl(url?: string, responseMode: 'fragment' | 'query' = 'fragment'): ParsedRedirect {
    const parsed = new URL(url ?? (globalThis as { location?: { href: string } }).location?.href ?? '');
    const params = responseMode === 'query' ? parsed.searchParams : new URLSearchParams(parsed.hash.slice(1));
    const error = params.get('error');
    return {
      code: params.get('code'),
      state: params.get('state'),
      ...(error && { error, errorDescription: params.get('error_description') }),
    };
  }

  async function getMemberTokens(
    code: string | null | undefined,
    state: string | null | undefined,
    oauthData: Pick<OAuthData, 'state' | 'codeVerifier'> & { redirectUri?: string },
  ): Promise<Tokens> {
    if (!code || !state) throw new Error('Missing code or _state');
    if (state !== oauthData.state) throw new Error('Invalid _state');
    return grants.authorizationCode(code, oauthData.codeVerifier, oauthData.redirectUri);
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
      session.setTokens(EMPTY_TOKENS);
    }
  }

  return { generateOAuthData, getAuthUrl, parseFromUrl, getMemberTokens, logout };
}
