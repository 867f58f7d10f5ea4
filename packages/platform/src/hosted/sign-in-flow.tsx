import type { Context } from 'hono';
import { z } from 'zod';
import type { PlatformDeps } from '../context';
import { type ApiError, isApiError } from '../http/api-error';
import { clientAddress } from '../http/client-address';
import { readFormData } from '../http/read-form-data';
import type { StateMachineResponse } from '../modules/identity/identity-wire';
import { login } from '../modules/identity/login';
import { register } from '../modules/identity/registration';
import { passwordSchema } from '../modules/identity/schema';
import { redeemSessionToken } from '../modules/identity/session-token';
import { resendDuringAuthentication, verifyDuringAuthentication } from '../modules/identity/verification';
import { startBrowserSession } from './browser-session';
import type { Csrf } from './csrf';
import { renderPage } from './render-page';
import { LoginPage, MessagePage, type SignInLinks, SignupPage, VerifyPage } from './sign-in-pages';

/** Where a sign-in form lives and what happens once the member is signed in. */
export interface SignInContext {
  /** The URL the forms post to (path and query). */
  action: string;
  links: SignInLinks;
  /** The visitor the sign-in started from (kept with the session for cart carry-over). */
  visitorId?: string | undefined;
  /** Answers once a member is signed in (issue a code, go to the post-flow URL…). */
  onSignedIn(member: {
    memberId: string;
    visitorId?: string | undefined;
    /** The browser's hosted sign-in (browser-session.ts), when the continuation may tie something to it. */
    browserSession?: string | undefined;
  }): Promise<Response>;
}

/**
 * Renders the login or sign-up screen.
 * @param c - the request context
 * @param csrf - CSRF helper
 * @param context - form URL and links
 * @param screen - which form
 */
export async function renderSignIn(
  c: Context,
  csrf: Csrf,
  context: SignInContext,
  screen: 'login' | 'signup',
): Promise<Response> {
  const props = { action: context.action, csrf: await csrf.token(c), links: context.links };
  return renderPage(c, screen === 'signup' ? <SignupPage {...props} /> : <LoginPage {...props} />);
}

/**
 * Handles a posted sign-in form: `login`, `signup`, `verify` (email code) or `resend`. The identity services do the
 * work (same rules, throttling and mail as the API); a SUCCESS redeems the session token at once, starts the
 * browser session and hands over to `onSignedIn`. Failures re-render the form with the server's message.
 * @param c - the request context
 * @param deps - platform dependencies
 * @param csrf - CSRF helper
 * @param context - form URL, links and the continuation
 */
export async function handleSignInPost(
  c: Context,
  deps: PlatformDeps,
  csrf: Csrf,
  context: SignInContext,
): Promise<Response> {
  const form = await readForm(c);
  const token = await csrf.token(c);
  const base = { action: context.action, csrf: token, links: context.links };
  if (!(await csrf.verify(c, form.csrf))) {
    return renderPage(c, <LoginPage {...base} error="The form expired. Please try again." />, {
      status: 403,
    });
  }
  const email = form.email?.trim() ?? '';
  const action = form.action ?? 'login';
  const address = clientAddress(c, deps.config.trustProxy);
  try {
    let result: StateMachineResponse;
    // Hosted forms are the platform's own UI: they pass the local captcha check and rely on login throttling.
    const captchaTokens = deps.config.captcha ? [{ Recaptcha: deps.config.captchaToken }] : undefined;
    switch (action) {
      case 'signup': {
        const checked = z
          .object({ email: z.email(), password: passwordSchema })
          .safeParse({ email, password: form.password });
        if (!checked.success) {
          const text =
            checked.error.issues[0]?.path[0] === 'email'
              ? 'Enter a valid email address.'
              : 'The password must be 4 to 100 characters (letters, digits, symbols).';
          return renderPage(c, <SignupPage {...base} email={email} nickname={form.nickname} error={text} />, {
            status: 400,
          });
        }
        const nickname = form.nickname?.trim();
        result = await register(
          deps,
          { email, password: checked.data.password, profile: nickname ? { nickname } : {}, captchaTokens },
          { visitorId: context.visitorId, address },
        );
        break;
      }
      case 'verify':
        result = await verifyDuringAuthentication(
          deps,
          {
            code: (form.code ?? '').trim(),
            stateToken: form.stateToken ?? '',
          },
          address,
        );
        break;
      case 'resend':
        result = await resendDuringAuthentication(deps, { stateToken: form.stateToken ?? '' }, address);
        return renderPage(
          c,
          <VerifyPage
            {...base}
            stateToken={form.stateToken ?? ''}
            email={result.identity.email.address}
            notice="We sent a new code."
          />,
        );
      default:
        result = await login(
          deps,
          { email, password: form.password, captchaTokens },
          { address, visitorId: context.visitorId },
        );
    }
    if (result.state === 'REQUIRE_EMAIL_VERIFICATION') {
      return renderPage(
        c,
        <VerifyPage {...base} stateToken={result.stateToken ?? ''} email={result.identity.email.address} />,
      );
    }
    if (result.state === 'REQUIRE_OWNER_APPROVAL') {
      return renderPage(
        c,
        <MessagePage
          title="Almost there"
          text="Your account is waiting for the owner's approval. You can sign in once it is approved."
        />,
      );
    }
    const member = await deps.db.transaction((tx) => redeemSessionToken(tx, deps, result.sessionToken!));
    const browserSession = await startBrowserSession(c, deps, member.memberId);
    return context.onSignedIn({
      memberId: member.memberId,
      visitorId: member.visitorId ?? context.visitorId,
      browserSession,
    });
  } catch (error) {
    if (!isApiError(error)) throw error;
    const text = friendlyMessage(error);
    const status = error.status;
    if (action === 'verify' || action === 'resend') {
      return renderPage(c, <VerifyPage {...base} stateToken={form.stateToken ?? ''} error={text} />, {
        status,
      });
    }
    if (action === 'signup') {
      return renderPage(c, <SignupPage {...base} email={email} nickname={form.nickname} error={text} />, {
        status,
      });
    }
    return renderPage(c, <LoginPage {...base} email={email} error={text} />, { status });
  }
}

/**
 * Reads a posted form as strings (files and repeated fields are ignored).
 * @param c - the request context
 */
export async function readForm(c: Context): Promise<Record<string, string | undefined>> {
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('application/x-www-form-urlencoded') && !type.includes('multipart/form-data')) return {};
  const body = await readFormData(c);
  return Object.fromEntries(Object.entries(body).filter(([, value]) => typeof value === 'string')) as Record<
    string,
    string
  >;
}

function friendlyMessage(error: ApiError): string {
  switch (error.code) {
    case '-19976':
    case 'MEMBER_NOT_FOUND':
      return 'Wrong email or password.';
    case '-19995':
      return 'An account with this email already exists. Sign in instead.';
    case '-19973':
      return 'You need to set a new password first: use "Forgot password?".';
    default:
      return error.description;
  }
}
