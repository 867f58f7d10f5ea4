import type { Context } from 'hono';
import type { PlatformDeps } from '../context';
import { issueAuthorizationCode } from '../modules/oauth/authorization-codes';
import type { AuthorizeRequest } from './authorize-request';
import { Layout } from './components';
import { createNonce, renderPage } from './render-page';

/**
 * Issues an authorization code for a signed-in member and sends it back to the client: in the fragment (default)
 * or the query of the redirect URI, or posted to the opener/parent window for `web_message` (spec §2,
 * business-rules 151).
 * @param c - the request context
 * @param deps - platform dependencies
 * @param request - the validated authorization request
 * @param member - the member and the visitor the login started from
 * @param status - 302 after a GET, 303 after a form POST
 */
export async function respondWithCode(
  c: Context,
  deps: PlatformDeps,
  request: AuthorizeRequest,
  member: { memberId: string; visitorId?: string | undefined },
  status: 302 | 303 = 302,
): Promise<Response> {
  const code = await issueAuthorizationCode(deps.db, deps.clock, {
    clientId: request.clientId,
    redirectUri: request.redirectUri,
    codeChallenge: request.codeChallenge,
    codeChallengeMethod: request.codeChallengeMethod,
    scope: request.scope,
    memberId: member.memberId,
    visitorId: member.visitorId ?? request.visitorId ?? null,
  });
  return respond(c, request, { code, state: request.state }, status);
}

/**
 * Sends an OAuth error back to the client (`error`, `error_description`, `state`).
 * @param c - the request context
 * @param request - the validated authorization request
 * @param error - RFC 6749 error code (`login_required`, `access_denied`…)
 * @param description - human text
 * @param status - 302 after a GET, 303 after a form POST
 */
export function respondWithError(
  c: Context,
  request: AuthorizeRequest,
  error: string,
  description: string,
  status: 302 | 303 = 302,
): Response {
  return respond(c, request, { error, error_description: description, state: request.state }, status);
}

function respond(
  c: Context,
  request: AuthorizeRequest,
  values: Record<string, string>,
  status: 302 | 303,
): Response {
  const params = new URLSearchParams(Object.entries(values).filter(([, value]) => value !== ''));
  if (request.responseMode === 'web_message') return webMessagePage(c, request, Object.fromEntries(params));
  const url = new URL(request.redirectUri);
  if (request.responseMode === 'query') {
    for (const [key, value] of params) url.searchParams.set(key, value);
  } else {
    url.hash = params.toString();
  }
  c.header('Cache-Control', 'no-store');
  return c.redirect(url.toString(), status);
}

// The official client loads the authorize URL in a hidden iframe and waits for a message whose `state` matches
// (sdk iframeUtils addPostMessageListener). A popup posts to its opener instead.
// Without a redirect URI (the official direct login sends none) the message goes to each allowed origin of the app:
// the browser delivers it only to the one actually framing the page, and the code is useless without the PKCE
// verifier the client kept.
function webMessagePage(c: Context, request: AuthorizeRequest, message: Record<string, string>): Response {
  const origins = request.messageOrigins;
  const nonce = createNonce();
  const payload = JSON.stringify(message).replace(/</g, '\\u003c');
  const targets = JSON.stringify(origins).replace(/</g, '\\u003c');
  const script = `(function(){var m=${payload};var t=window.opener||(window.parent!==window?window.parent:null);if(t){${targets}.forEach(function(o){t.postMessage(m,o)});if(window.opener)window.close();}})();`;
  return renderPage(
    c,
    <Layout title={message.error ? 'Sign-in failed' : 'Signed in'}>
      <p className="muted">You can close this window.</p>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the payload is JSON with `<` escaped, run under a CSP nonce */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />
    </Layout>,
    { scriptNonce: nonce, frameAncestors: origins },
  );
}
