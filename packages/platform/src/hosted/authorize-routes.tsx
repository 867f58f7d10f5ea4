import { type Context, Hono } from 'hono';
import type { PlatformDeps, PlatformEnv } from '../context';
import { isApiError } from '../http/api-error';
import { redeemSessionToken } from '../modules/identity/session-token';
import { type AuthorizeRequest, resolveAuthorizeRequest } from './authorize-request';
import { respondWithCode, respondWithError } from './authorize-response';
import { readBrowserSession } from './browser-session';
import type { Csrf } from './csrf';
import { renderPage } from './render-page';
import { handleSignInPost, renderSignIn, type SignInContext } from './sign-in-flow';
import { MessagePage } from './sign-in-pages';

/**
 * The hosted login of the OAuth flow, `GET|POST /oauth2/authorize` (the `fullUrl` of an `auth` redirect session):
 * - with the session token of a direct login (`prompt=none`, business-rules 151) it answers at once with a code;
 * - `prompt=none` otherwise answers from the browser's hosted sign-in, or with `login_required`;
 * - `prompt=login` shows the login / sign-up forms, and answers with a code once the member is signed in.
 * @param deps - platform dependencies
 * @param csrf - CSRF helper
 */
export function createAuthorizeRoutes(deps: PlatformDeps, csrf: Csrf): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();

  app.get('/oauth2/authorize', async (c) => {
    const url = new URL(c.req.url);
    const resolved = await resolveAuthorizeRequest(deps, url.searchParams);
    if (resolved.kind === 'fatal')
      return renderPage(c, <MessagePage title="Cannot sign in" text={resolved.message} error />, {
        status: 400,
      });
    if (resolved.kind === 'error')
      return respondWithError(c, resolved.request, resolved.error, resolved.description);
    const request = resolved.request;
    if (url.searchParams.get('cancel'))
      return respondWithError(c, request, 'access_denied', 'The member cancelled the sign-in');
    if (request.sessionTokenHash) {
      try {
        const member = await deps.db.transaction((tx) =>
          redeemSessionToken(tx, deps, { hash: request.sessionTokenHash! }),
        );
        return respondWithCode(c, deps, request, member);
      } catch (error) {
        if (!isApiError(error)) throw error;
        return respondWithError(c, request, 'login_required', error.description);
      }
    }
    const signedIn = await readBrowserSession(c, deps);
    if (request.prompt === 'none') {
      return signedIn
        ? respondWithCode(c, deps, request, { memberId: signedIn })
        : respondWithError(c, request, 'login_required', 'The member is not signed in');
    }
    const screen = url.searchParams.get('screen') === 'signup' ? 'signup' : 'login';
    return renderSignIn(c, csrf, signInContext(c, request), screen);
  });

  app.post('/oauth2/authorize', async (c) => {
    const resolved = await resolveAuthorizeRequest(deps, new URL(c.req.url).searchParams);
    if (resolved.kind === 'fatal')
      return renderPage(c, <MessagePage title="Cannot sign in" text={resolved.message} error />, {
        status: 400,
      });
    if (resolved.kind === 'error')
      return respondWithError(c, resolved.request, resolved.error, resolved.description, 303);
    return handleSignInPost(c, deps, csrf, signInContext(c, resolved.request));
  });

  function signInContext(c: Context, request: AuthorizeRequest): SignInContext {
    const url = new URL(c.req.url);
    url.searchParams.delete('screen');
    url.searchParams.delete('cancel');
    const action = `${url.pathname}?${url.searchParams}`;
    const withParam = (key: string) => `${action}&${key}=1`;
    return {
      action,
      links: {
        login: action,
        signup: `${action}&screen=signup`,
        forgot: '/hosted/forgot-password',
        cancel: withParam('cancel'),
      },
      visitorId: request.visitorId,
      onSignedIn: (member) => respondWithCode(c, deps, request, member, 303),
    };
  }

  return app;
}
