import type { PlatformDeps } from '../context';
import { findOAuthApp, isAllowedRedirectUri, originsOf } from '../modules/oauth/oauth-apps';
import { findRedirectSession } from '../modules/redirects/service';

/** An authorization request of the hosted login (`/oauth2/authorize`), after validation. */
export interface AuthorizeRequest {
  clientId: string;
  /** Empty only for `web_message`, where the answer is posted to the framing page instead. */
  redirectUri: string;
  /** Origins a `web_message` answer may be posted to: the redirect URI's, or every allowed one of the app. */
  messageOrigins: string[];
  responseMode: 'query' | 'fragment' | 'web_message';
  scope: string;
  state: string;
  codeChallenge: string;
  codeChallengeMethod: string;
  prompt: string;
  /** Hash of the session token of a direct login (`prompt=none`), from the redirect session. */
  sessionTokenHash?: string;
  /** The visitor who created the redirect session (kept on the authorization code). */
  visitorId?: string;
}

/** The outcome of reading an authorization request. */
export type ResolvedAuthorizeRequest =
  | { kind: 'ok'; request: AuthorizeRequest }
  /** The client or redirect URI cannot be trusted: show an error page, never redirect (RFC 6749 §4.1.2.1). */
  | { kind: 'fatal'; message: string }
  /** The redirect URI is trusted but the request is bad: send the error back to the client. */
  | { kind: 'error'; request: AuthorizeRequest; error: string; description: string };

const pick = (params: URLSearchParams, snake: string, camel: string) =>
  params.get(snake) ?? params.get(camel) ?? undefined;

/**
 * Reads an authorization request from the authorize URL. With `redirect_session_id` (what the redirect-session
 * API hands out) the stored request is authoritative; otherwise the OAuth parameters of the URL are used.
 * Default response mode: fragment (spec §2).
 * @param deps - platform dependencies
 * @param params - the URL's query parameters
 */
export async function resolveAuthorizeRequest(
  deps: PlatformDeps,
  params: URLSearchParams,
): Promise<ResolvedAuthorizeRequest> {
  let source: Record<string, unknown>;
  let visitorId: string | undefined;
  const redirectSessionId = params.get('redirect_session_id');
  if (redirectSessionId) {
    const session = await findRedirectSession(deps.db, deps.clock.now(), redirectSessionId);
    if (session?.target !== 'auth') {
      return {
        kind: 'fatal',
        message: 'This sign-in link has expired. Go back to the site and sign in again.',
      };
    }
    source = session.params;
    visitorId = session.caller.visitorId;
  } else {
    source = {
      clientId: pick(params, 'client_id', 'clientId'),
      redirectUri: pick(params, 'redirect_uri', 'redirectUri'),
      responseType: pick(params, 'response_type', 'responseType'),
      responseMode: pick(params, 'response_mode', 'responseMode'),
      scope: params.get('scope') ?? '',
      state: params.get('state') ?? '',
      codeChallenge: pick(params, 'code_challenge', 'codeChallenge'),
      codeChallengeMethod: pick(params, 'code_challenge_method', 'codeChallengeMethod'),
      prompt: params.get('prompt') ?? 'login',
    };
  }
  const clientId = source.clientId;
  const redirectUri = typeof source.redirectUri === 'string' ? source.redirectUri : '';
  const app = await findOAuthApp(deps.db, clientId);
  if (!app) return { kind: 'fatal', message: 'Unknown application (client id).' };
  const mode = source.responseMode;
  const webMessage = mode === 'web_message';
  if (!(webMessage && redirectUri === '') && !isAllowedRedirectUri(app, redirectUri)) {
    return {
      kind: 'fatal',
      message: 'This application may not send you to that address (redirect URI not allowed).',
    };
  }
  const request: AuthorizeRequest = {
    clientId: app.id,
    redirectUri,
    messageOrigins: redirectUri ? [new URL(redirectUri).origin] : originsOf(app.allowedRedirectUris),
    responseMode: mode === 'query' || mode === 'web_message' ? mode : 'fragment',
    scope: typeof source.scope === 'string' ? source.scope : '',
    state: typeof source.state === 'string' ? source.state : '',
    codeChallenge: typeof source.codeChallenge === 'string' ? source.codeChallenge : '',
    codeChallengeMethod: typeof source.codeChallengeMethod === 'string' ? source.codeChallengeMethod : 'S256',
    prompt: typeof source.prompt === 'string' ? source.prompt : 'login',
    ...(typeof source.sessionTokenHash === 'string' ? { sessionTokenHash: source.sessionTokenHash } : {}),
    ...(visitorId ? { visitorId } : {}),
  };
  if ((source.responseType ?? 'code') !== 'code') {
    return {
      kind: 'error',
      request,
      error: 'unsupported_response_type',
      description: 'Only response_type=code is supported',
    };
  }
  // PKCE with S256 is mandatory (spec §5, §9).
  if (!/^[\w-]{43,128}$/.test(request.codeChallenge) || request.codeChallengeMethod !== 'S256') {
    return {
      kind: 'error',
      request,
      error: 'invalid_request',
      description: 'A code_challenge with code_challenge_method=S256 is required',
    };
  }
  return { kind: 'ok', request };
}
