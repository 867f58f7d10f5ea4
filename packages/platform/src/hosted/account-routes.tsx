import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { PlatformDeps, PlatformEnv } from '../context';
import { isApiError } from '../http/api-error';
import { clientAddress } from '../http/client-address';
import { publicOrigin } from '../http/public-url';
import { readIdentityToken } from '../modules/identity/identity-tokens';
import { recover, sendRecoveryEmail } from '../modules/identity/recovery';
import { passwordSchema } from '../modules/identity/schema';
import { revokeSession } from '../modules/oauth/sessions';
import { findRedirectSession } from '../modules/redirects/service';
import { accountPageUrl, rememberAccountLinkSignIn } from './account-link-sign-in';
import { browserSessionId, endBrowserSession, readBrowserSession } from './browser-session';
import { Field, Form, Layout, Message } from './components';
import type { Csrf } from './csrf';
import { renderPage } from './render-page';
import { handleSignInPost, readForm, renderSignIn, type SignInContext } from './sign-in-flow';
import { MessagePage } from './sign-in-pages';

/** The hosted sign-in page (the `login` redirect target). */
export const LOGIN_PAGE_PATH = '/hosted/login';

/**
 * Hosted account pages: the `login` redirect target (`/hosted/login`), logout (`/hosted/logout`), and password
 * recovery (`/hosted/forgot-password`, `/hosted/reset-password` — the link mailed by send-email).
 * @param deps - platform dependencies
 * @param csrf - CSRF helper
 */
export function createAccountRoutes(deps: PlatformDeps, csrf: Csrf): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();

  const loginContext = async (c: Context): Promise<SignInContext> => {
    const url = new URL(c.req.url);
    url.searchParams.delete('screen');
    const session = await findRedirectSession(
      deps.db,
      deps.clock.now(),
      url.searchParams.get('redirect_session_id') ?? undefined,
    );
    const postFlowUrl = session?.target === 'login' ? session.callbacks.postFlowUrl : undefined;
    const action = `${url.pathname}?${url.searchParams}`;
    return {
      action,
      links: { login: action, signup: `${action}&screen=signup`, forgot: '/hosted/forgot-password' },
      visitorId: session?.caller.visitorId,
      onSignedIn: async ({ browserSession }) => {
        // Signing in from the hosted account page (its link carries the account's redirect session): back to it,
        // which shows the member to this browser's sign-in.
        if (session?.target === 'membersAccount') {
          if (browserSession) await rememberAccountLinkSignIn(deps.db, session.id, browserSession);
          return c.redirect(accountPageUrl(session.id), 303);
        }
        return postFlowUrl
          ? c.redirect(postFlowUrl, 303)
          : renderPage(
              c,
              <MessagePage title="Signed in" text="You are signed in. You can close this window." />,
            );
      },
    };
  };

  app.get(LOGIN_PAGE_PATH, async (c) => {
    const context = await loginContext(c);
    const signedIn = await readBrowserSession(c, deps);
    // Already signed in on this browser: nothing to ask, go straight on.
    if (signedIn) return context.onSignedIn({ memberId: signedIn, browserSession: browserSessionId(c) });
    return renderSignIn(c, csrf, context, c.req.query('screen') === 'signup' ? 'signup' : 'login');
  });
  app.post(LOGIN_PAGE_PATH, async (c) => handleSignInPost(c, deps, csrf, await loginContext(c)));

  // The `logout` target: ends the token session that created the redirect session and the hosted sign-in, then
  // returns to the post-flow URL (checked against the client's domains when the session was created).
  app.get('/hosted/logout', async (c) => {
    const session = await findRedirectSession(deps.db, deps.clock.now(), c.req.query('redirect_session_id'));
    if (session?.target === 'logout' && session.caller.sessionId)
      await revokeSession(deps.db, deps.clock, session.caller.sessionId);
    await endBrowserSession(c, deps);
    const postFlowUrl = session?.target === 'logout' ? session.callbacks.postFlowUrl : undefined;
    if (postFlowUrl) return c.redirect(postFlowUrl, 302);
    return renderPage(c, <MessagePage title="Signed out" text="You are signed out." />);
  });

  app.get('/hosted/forgot-password', async (c) =>
    renderPage(c, <ForgotPasswordPage csrf={await csrf.token(c)} />),
  );
  app.post('/hosted/forgot-password', async (c) => {
    const form = await readForm(c);
    const token = await csrf.token(c);
    if (!(await csrf.verify(c, form.csrf)))
      return renderPage(c, <ForgotPasswordPage csrf={token} error="The form expired. Please try again." />, {
        status: 403,
      });
    const email = z.email().safeParse(form.email?.trim());
    if (!email.success)
      return renderPage(c, <ForgotPasswordPage csrf={token} error="Enter a valid email address." />, {
        status: 400,
      });
    try {
      await sendRecoveryEmail(
        deps,
        { email: email.data },
        publicOrigin(c, deps.config),
        clientAddress(c, deps.config.trustProxy),
      );
    } catch (error) {
      // Throttled: the form again, with the server's "try again later".
      if (!isApiError(error)) throw error;
      return renderPage(c, <ForgotPasswordPage csrf={token} error={error.description} />, {
        status: error.status,
      });
    }
    return renderPage(
      c,
      <MessagePage
        title="Check your email"
        text="If an account exists for this address, we sent it a link to choose a new password."
      />,
    );
  });

  app.get('/hosted/reset-password', async (c) => {
    const token = c.req.query('token') ?? '';
    try {
      await readIdentityToken(
        deps.db,
        deps.clock,
        token.startsWith('bza_') ? 'activation' : 'recovery',
        token,
      );
    } catch (error) {
      if (!isApiError(error)) throw error;
      return renderPage(
        c,
        <MessagePage
          title="Link not valid"
          text={`${error.description}. Ask for a new link.`}
          error
          link={{ href: '/hosted/forgot-password', label: 'Send a new link' }}
        />,
        { status: error.status },
      );
    }
    return renderPage(c, <ResetPasswordPage csrf={await csrf.token(c)} token={token} />);
  });
  app.post('/hosted/reset-password', async (c) => {
    const form = await readForm(c);
    const csrfToken = await csrf.token(c);
    const token = form.token ?? '';
    if (!(await csrf.verify(c, form.csrf)))
      return renderPage(
        c,
        <ResetPasswordPage csrf={csrfToken} token={token} error="The form expired. Please try again." />,
        { status: 403 },
      );
    const password = passwordSchema.safeParse(form.password);
    if (!password.success || form.password !== form.confirm) {
      const text = password.success
        ? 'The two passwords differ.'
        : 'The password must be 4 to 100 characters (letters, digits, symbols).';
      return renderPage(c, <ResetPasswordPage csrf={csrfToken} token={token} error={text} />, {
        status: 400,
      });
    }
    try {
      const result = await recover(
        deps,
        { recoveryToken: token, password: password.data },
        clientAddress(c, deps.config.trustProxy),
      );
      const link = result.returnUrl ? { href: result.returnUrl, label: 'Continue' } : undefined;
      return renderPage(
        c,
        <MessagePage
          title="Password changed"
          text="Your new password is set. You can sign in with it now."
          link={link}
        />,
      );
    } catch (error) {
      if (!isApiError(error)) throw error;
      return renderPage(c, <ResetPasswordPage csrf={csrfToken} token={token} error={error.description} />, {
        status: error.status,
      });
    }
  });

  return app;
}

function ForgotPasswordPage(props: { csrf: string; error?: string }) {
  return (
    <Layout title="Forgot your password?">
      <p>Enter your email and we will send you a link to choose a new password.</p>
      <Message kind="error" text={props.error} />
      <Form action="/hosted/forgot-password" csrf={props.csrf}>
        <Field name="email" label="Email" type="email" autoComplete="email" />
        <button type="submit">Send the link</button>
      </Form>
    </Layout>
  );
}

function ResetPasswordPage(props: { csrf: string; token: string; error?: string | undefined }) {
  return (
    <Layout title="Choose a new password">
      <Message kind="error" text={props.error} />
      <Form action="/hosted/reset-password" csrf={props.csrf} hidden={{ token: props.token }}>
        <Field name="password" label="New password" type="password" autoComplete="new-password" />
        <Field name="confirm" label="Repeat the password" type="password" autoComplete="new-password" />
        <button type="submit">Set password</button>
      </Form>
    </Layout>
  );
}
