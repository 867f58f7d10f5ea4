import { type Context, Hono } from 'hono';
import { getCaller } from '../../auth/caller';
import { currentMember, requireMember, requireStaff } from '../../auth/guards';
import type { PlatformDeps, PlatformEnv } from '../../context';
import { resolveAuthorizeRequest } from '../../hosted/authorize-request';
import { respondWithCode } from '../../hosted/authorize-response';
import { endBrowserSession, startBrowserSession } from '../../hosted/browser-session';
import { ApiError } from '../../http/api-error';
import { clientAddress } from '../../http/client-address';
import { publicOrigin } from '../../http/public-url';
import { readBody } from '../../http/read-body';
import { readQuery } from '../../http/read-query';
import { parseInput } from '../../http/validate';
import { assertAllowedCallback } from '../oauth/oauth-apps';
import { revokeSession } from '../oauth/sessions';
import { identityErrors } from './identity-errors';
import { changePassword, login } from './login';
import { recover, sendActivationEmail, sendRecoveryEmail } from './recovery';
import { register, signOn } from './registration';
import * as schema from './schema';
import { redeemSessionToken } from './session-token';
import { resendDuringAuthentication, startVerification, verifyDuringAuthentication } from './verification';

/**
 * The identity endpoints (endpoints.md "Authentication", "Recovery and verification"), mounted at the public
 * paths the official client uses for `www.wixapis.com` and at their aliases.
 * @param deps - platform dependencies
 */
export function createIdentityRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();
  const authentication = createAuthenticationRoutes(deps);
  app.route('/_api/iam/authentication', authentication);
  app.route('/iam/authentication', authentication);
  const recovery = createRecoveryRoutes(deps);
  app.route('/_api/iam/recovery', recovery);
  app.route('/_iam/recovery', recovery);
  app.route('/iam/recovery', recovery);
  const verification = createVerificationRoutes(deps);
  app.route('/_api/iam/verification', verification);
  app.route('/iam/verification', verification);
  return app;
}

function createAuthenticationRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();

  app.post('/v2/register', async (c) => {
    const input = parseInput(schema.registerSchema, await readBody(c));
    const result = await register(
      deps,
      {
        email: input.loginId.email,
        password: input.password,
        profile: input.profile ?? {},
        captchaTokens: input.captchaTokens,
      },
      { visitorId: getCaller(c).visitorId, address: clientAddress(c, deps.config.trustProxy) },
    );
    return c.json(result);
  });

  app.post('/v2/login', async (c) => {
    const input = await readLoginInput(c);
    const result = await login(
      deps,
      {
        email: input.loginId.email,
        password: input.password ?? undefined,
        captchaTokens: input.captchaTokens,
      },
      { address: clientAddress(c, deps.config.trustProxy), visitorId: getCaller(c).visitorId },
    );
    return c.json(result);
  });

  app.post('/v2/change-password', requireMember(), async (c) => {
    const input = parseInput(schema.changePasswordSchema, await readBody(c));
    const member = currentMember(c);
    await changePassword(deps, member.memberId, input.newPassword, member.sessionId);
    return c.json({});
  });

  // Elevated: a trusted server signs a member on (API key, or staff).
  app.post('/v2/sign-on', requireStaff(), async (c) => {
    const input = parseInput(schema.signOnSchema, await readBody(c));
    const result = await signOn(deps, {
      email: input.loginId.email,
      profile: input.profile ?? {},
      verifyEmail: input.verifyEmail ?? false,
    });
    return c.json(result);
  });

  // Email is the only factor this platform can verify; it works like POST /v1/auth/verify.
  app.post('/v2/:factorType/verify', async (c) => {
    const body = await readBody(c);
    const input = parseInput(schema.factorVerifySchema, { ...body, factorType: c.req.param('factorType') });
    if (input.factorType !== 'EMAIL') {
      throw ApiError.precondition(
        'FACTOR_NOT_SUPPORTED',
        `The ${input.factorType} factor is not available on this platform`,
      );
    }
    const code = input.emailData?.verificationCode ?? input.emailData?.code;
    if (!code) throw ApiError.invalidField('emailData.verificationCode', 'is required', 'REQUIRED_FIELD');
    return c.json(
      await verifyDuringAuthentication(
        deps,
        { code, stateToken: input.stateToken },
        clientAddress(c, deps.config.trustProxy),
      ),
    );
  });

  // Ends the caller's token session and the hosted sign-in; redirects when asked (business-rules 160).
  app.get('/v1/logout', async (c) => {
    const input = parseInput(schema.logoutSchema, readQuery(c));
    const caller = getCaller(c);
    let redirectTo: string | undefined;
    if (input.postLogoutRedirectUri) {
      await assertAllowedCallback(
        deps.db,
        input.clientId ?? caller.clientId,
        input.postLogoutRedirectUri,
        'postLogoutRedirectUri',
      );
      redirectTo = input.postLogoutRedirectUri;
    }
    if (caller.sessionId) await revokeSession(deps.db, deps.clock, caller.sessionId);
    await endBrowserSession(c, deps);
    return redirectTo ? c.redirect(redirectTo, 302) : c.json({});
  });

  // Completes a login with its session token: signs the browser in, and when `state` names a pending `auth`
  // redirect session, answers it with an authorization code like the hosted login would.
  app.get('/v1/callback', async (c) => {
    const input = parseInput(schema.callbackSchema, readQuery(c));
    // The state is checked before the single-use session token is spent, so a wrong state costs no new login.
    const resolved =
      input.state &&
      (await resolveAuthorizeRequest(deps, new URLSearchParams({ redirect_session_id: input.state })));
    if (resolved && resolved.kind !== 'ok')
      throw ApiError.invalidField('state', 'does not name a pending sign-in', 'OTHER');
    const member = await deps.db.transaction((tx) => redeemSessionToken(tx, deps, input.sessionToken));
    await startBrowserSession(c, deps, member.memberId);
    return resolved ? respondWithCode(c, deps, resolved.request, member) : c.json({});
  });

  return app;
}

/**
 * The body of `POST /v2/login`, whose input problems are answered as application errors (business-rules 142).
 * @param c - the request context
 * @throws ApiError 400 `-19976` when only the password is malformed, else `INVALID_ARGUMENT` (never a validation error)
 */
async function readLoginInput(c: Context<PlatformEnv>) {
  try {
    return parseInput(schema.loginSchema, await readBody(c));
  } catch (error) {
    if (error instanceof ApiError && error.violations)
      throw identityErrors.invalidLoginRequest(error.description, error.violations);
    throw error;
  }
}

function createRecoveryRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();
  app.post('/v1/send-email', async (c) => {
    const input = parseInput(schema.sendRecoveryEmailSchema, await readBody(c));
    await sendRecoveryEmail(
      deps,
      { email: input.email, language: input.language ?? undefined, redirect: input.redirect },
      publicOrigin(c, deps.config),
      clientAddress(c, deps.config.trustProxy),
    );
    return c.json({});
  });
  app.post('/v1/activation-email', requireStaff(), async (c) => {
    const input = parseInput(schema.activationEmailSchema, await readBody(c));
    await sendActivationEmail(deps, input, publicOrigin(c, deps.config));
    return c.json({});
  });
  app.post('/v1/recover', async (c) => {
    const input = parseInput(schema.recoverSchema, await readBody(c));
    const { returnUrl: _internal, ...result } = await recover(
      deps,
      input,
      clientAddress(c, deps.config.trustProxy),
    );
    return c.json(result);
  });
  return app;
}

function createVerificationRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();
  // `/v1/Start` is the spec's spelling, `/v1/start` the installed client's (endpoints.md §3).
  for (const path of ['/v1/start', '/v1/Start']) {
    app.post(path, async (c) => {
      const input = parseInput(schema.startVerificationSchema, await readBody(c));
      return c.json(
        await startVerification(deps, getCaller(c), input, clientAddress(c, deps.config.trustProxy)),
      );
    });
  }
  app.post('/v1/auth/verify', async (c) => {
    const input = parseInput(schema.verifyDuringAuthenticationSchema, await readBody(c));
    return c.json(await verifyDuringAuthentication(deps, input, clientAddress(c, deps.config.trustProxy)));
  });
  app.post('/v1/auth/resend', async (c) => {
    const input = parseInput(schema.resendDuringAuthenticationSchema, await readBody(c));
    return c.json(await resendDuringAuthentication(deps, input, clientAddress(c, deps.config.trustProxy)));
  });
  return app;
}
