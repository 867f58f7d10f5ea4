import { createFormBrowser } from '@bazaar/platform/testing';
import {
  ApiKeyStrategy,
  authentication,
  createClient,
  OAuthStrategy,
  recovery,
  verification,
} from '@bazaar/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENTS } from './support/clients';
import { type ContractPlatform, startContractPlatform } from './support/contract-platform';
import type { ClientFactory, IdentityClient } from './support/identity-client';
import { claimsOf } from './support/jwt';
import { rewriteGlobalFetch } from './support/rewrite-fetch';

const REDIRECT_URI = 'https://app.test/callback';
let emails = 0;
const newEmail = () => `contract-${Date.now().toString(36)}-${++emails}@example.com`;

/** Starts a platform over HTTP for a describe block and points the global fetch at it. */
function usePlatform(config: Parameters<typeof startContractPlatform>[0] = {}) {
  const context = {} as {
    server: ContractPlatform;
    original: typeof fetch;
    client(factory: ClientFactory): IdentityClient;
  };
  let restore = () => {};
  beforeAll(async () => {
    context.server = await startContractPlatform(config);
    const swap = rewriteGlobalFetch(context.server.baseUrl);
    restore = swap.restore;
    context.original = swap.original;
    context.client = (factory) =>
      factory.create(context.server.baseUrl, context.server.platform.clientId, swap.original);
  });
  afterAll(async () => {
    restore();
    await context.server?.close();
  });
  return context;
}

describe.each(CLIENTS)('identity contract with the $name client', (factory) => {
  describe('with email verification (the platform default)', () => {
    const ctx = usePlatform();
    const browser = () => createFormBrowser(ctx.original, ctx.server.baseUrl);

    it('gets visitor tokens and renews the access token for the same visitor', async () => {
      const client = ctx.client(factory);
      const visitor = await client.visitorSession();
      expect(visitor.role).toBe('visitor');
      expect(claimsOf(visitor.accessToken)).toMatchObject({ role: 'visitor' });
      const renewed = await client.renew();
      expect(renewed.refreshToken).toBe(visitor.refreshToken);
      expect(claimsOf(renewed.accessToken).sub).toBe(claimsOf(visitor.accessToken).sub);
      expect(client.loggedIn()).toBe(false);
    });

    it('registers, verifies the emailed code, becomes a member and makes a member call', async () => {
      const client = ctx.client(factory);
      const email = newEmail();
      const registered = await client.register(email, 'first-pw');
      expect(registered.loginState).toBe('EMAIL_VERIFICATION_REQUIRED');
      expect(registered.data?.stateToken).toBeTruthy();
      const verified = await client.processVerification(await ctx.server.platform.mail.latestCode(email));
      expect(verified.loginState).toBe('SUCCESS');
      await client.completeLogin(verified.data!.sessionToken!);
      expect(client.loggedIn()).toBe(true);
      expect(claimsOf(client.tokens().accessToken)).toMatchObject({ role: 'member' });
      await client.changePassword('second-pw');
      const again = ctx.client(factory);
      expect((await again.login(email, 'second-pw')).loginState).toBe('SUCCESS');
    });

    it('maps each login and registration failure to its error code', async () => {
      const client = ctx.client(factory);
      const member = await ctx.server.platform.seed.member({ password: 'right-pw' });
      expect(await client.login(member.email, 'wrong-pw')).toMatchObject({
        loginState: 'FAILURE',
        errorCode: 'invalidPassword',
      });
      expect(await client.login('nobody@example.com', 'x-pw')).toMatchObject({
        loginState: 'FAILURE',
        errorCode: 'invalidEmail',
      });
      // A form without an email sends `loginId: {}`: a FAILURE, not the official client's TypeError on a validation
      // error (business-rules 142).
      expect(await client.login(undefined as unknown as string, 'x-pw')).toMatchObject({
        loginState: 'FAILURE',
        errorCode: 'invalidEmail',
      });
      expect(await client.register(member.email, 'other-pw')).toMatchObject({
        loginState: 'FAILURE',
        errorCode: 'emailAlreadyExists',
      });
      expect(await client.register('not-an-email', 'other-pw')).toMatchObject({
        loginState: 'FAILURE',
        errorCode: 'invalidEmail',
      });
      const { key } = await ctx.server.platform.seed.apiKey();
      const passwordless = newEmail();
      await client.elevated(key).signOn(passwordless);
      expect(await client.login(passwordless, 'any-pw')).toMatchObject({
        loginState: 'FAILURE',
        errorCode: 'resetPassword',
      });
    });

    it('rejects a wrong verification code with VERIFICATION_FAILED', async () => {
      const client = ctx.client(factory);
      const email = newEmail();
      await client.register(email, 'first-pw');
      const code = await ctx.server.platform.mail.latestCode(email);
      const wrong = code === '123456' ? '654321' : '123456';
      await expect(client.processVerification(wrong)).rejects.toMatchObject({
        details: { applicationError: { code: 'VERIFICATION_FAILED' } },
      });
    });

    it('recovers a password through the emailed link', async () => {
      const client = ctx.client(factory);
      const member = await ctx.server.platform.seed.member({ password: 'forgotten-pw' });
      await client.sendPasswordResetEmail(member.email, REDIRECT_URI);
      const link = new URL(await ctx.server.platform.mail.latestLink(member.email));
      expect(link.origin).toBe(ctx.server.baseUrl);
      expect(await client.recover(link.searchParams.get('token')!, 'recovered-pw')).toBe('SUCCESS');
      expect((await client.login(member.email, 'recovered-pw')).loginState).toBe('SUCCESS');
      expect((await client.login(member.email, 'forgotten-pw')).errorCode).toBe('invalidPassword');
    });

    it('logs in through the hosted page with PKCE and exchanges the code, then logs out', async () => {
      const client = ctx.client(factory);
      await client.visitorSession();
      const member = await ctx.server.platform.seed.member({ password: 'hosted-pw' });
      const flow = await client.startRedirectLogin(REDIRECT_URI);
      expect(new URL(flow.url).origin).toBe(ctx.server.baseUrl);
      const b = browser();
      const page = await b.get(flow.url);
      expect(page.status).toBe(200);
      const back = await b.submit(page, { email: member.email, password: 'hosted-pw' }, 'login');
      expect(back.status).toBe(303);
      expect(back.location?.startsWith(`${REDIRECT_URI}#`)).toBe(true);
      await flow.finish(back.location!);
      expect(client.loggedIn()).toBe(true);
      const memberTokens = client.tokens();
      expect(claimsOf(memberTokens.accessToken).sub).toBe(member.id);

      const logoutUrl = await client.logout('https://app.test/goodbye');
      expect(client.loggedIn()).toBe(false);
      const out = await b.get(logoutUrl);
      expect(out.status).toBe(302);
      expect(out.location).toBe('https://app.test/goodbye');
      const refresh = await ctx.original(`${ctx.server.baseUrl}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ grantType: 'refresh_token', refreshToken: memberTokens.refreshToken }),
      });
      expect(refresh.status).toBe(400);
    });

    it('ends the member session when the client replays its authorization code', async () => {
      const client = ctx.client(factory);
      await client.visitorSession();
      const member = await ctx.server.platform.seed.member({ password: 'replay-pw' });
      const flow = await client.startRedirectLogin(REDIRECT_URI);
      const b = browser();
      const back = await b.submit(
        await b.get(flow.url),
        { email: member.email, password: 'replay-pw' },
        'login',
      );
      await flow.finish(back.location!);
      expect(client.loggedIn()).toBe(true);
      // Both clients word a refused token request alike (errors.md §4).
      await expect(flow.finish(back.location!)).rejects.toThrow(
        /^Failed to fetch tokens from OAuth API: Bad Request\. request id: .+invalid_grant/,
      );
      await expect(client.renew()).rejects.toThrow(/^Failed to fetch tokens from OAuth API: Bad Request/);
    });

    it('answers logins of blocked, disconnected and pending members as the spec maps them', async () => {
      const client = ctx.client(factory);
      const seed = ctx.server.platform.seed;
      for (const status of ['BLOCKED', 'OFFLINE'] as const) {
        const member = await seed.member({ password: 'status-pw', status });
        expect(await client.login(member.email, 'status-pw')).toMatchObject({
          loginState: 'FAILURE',
          errorCode: 'invalidEmail',
        });
      }
      const pending = await seed.member({ password: 'status-pw', status: 'PENDING' });
      expect(await client.login(pending.email, 'status-pw')).toEqual({
        loginState: 'OWNER_APPROVAL_REQUIRED',
      });
      expect(await client.login(pending.email, 'wrong-pw')).toMatchObject({ errorCode: 'invalidPassword' });
    });

    it('makes elevated calls with an API key: sign-on and member tokens for a server', async () => {
      const client = ctx.client(factory);
      await client.visitorSession();
      const { key } = await ctx.server.platform.seed.apiKey();
      const elevated = client.elevated(key);
      const { memberId, sessionToken } = await elevated.signOn(newEmail());
      expect(memberId).toMatch(/^[0-9a-f-]{36}$/);
      expect(sessionToken).toMatch(/^bzs_/);
      const tokens = await elevated.memberTokensFor(client, memberId);
      expect(tokens.role).toBe('member');
      expect(claimsOf(tokens.accessToken)).toMatchObject({ role: 'member', sub: memberId });
      await client.changePassword('server-set-pw');
    });

    it('refuses elevated calls without a valid API key', async () => {
      const client = ctx.client(factory);
      await expect(client.elevated('bzk_not-a-key').signOn(newEmail())).rejects.toMatchObject({
        details: { applicationError: { code: 'UNAUTHENTICATED' } },
      });
    });
  });

  describe('with captcha required', () => {
    const ctx = usePlatform({
      config: { captcha: true, captchaToken: 'captcha-ok', emailVerification: false },
    });

    it('maps missing and invalid captcha tokens, and accepts a valid one', async () => {
      const client = ctx.client(factory);
      const member = await ctx.server.platform.seed.member({ password: 'right-pw' });
      expect(await client.login(member.email, 'right-pw')).toMatchObject({
        loginState: 'FAILURE',
        errorCode: 'missingCaptchaToken',
      });
      expect(
        await client.login(member.email, 'right-pw', {
          recaptchaToken: 'bad',
          invisibleRecaptchaToken: 'bad',
        }),
      ).toMatchObject({
        errorCode: 'invalidCaptchaToken',
      });
      expect(
        (await client.login(member.email, 'right-pw', { recaptchaToken: 'captcha-ok' })).loginState,
      ).toBe('SUCCESS');
      expect(await client.register(newEmail(), 'new-pw')).toMatchObject({ errorCode: 'missingCaptchaToken' });
      expect(await client.register(newEmail(), 'new-pw', { invisibleRecaptchaToken: 'nope' })).toMatchObject({
        errorCode: 'invalidCaptchaToken',
      });
    });
  });

  describe('with owner approval', () => {
    const ctx = usePlatform({ config: { ownerApproval: true, emailVerification: false } });

    it('reports OWNER_APPROVAL_REQUIRED until the owner approves', async () => {
      const client = ctx.client(factory);
      const email = newEmail();
      expect((await client.register(email, 'new-pw')).loginState).toBe('OWNER_APPROVAL_REQUIRED');
      expect((await client.login(email, 'new-pw')).loginState).toBe('OWNER_APPROVAL_REQUIRED');
    });
  });
});

// The identity modules' own calls (endpoints.md rows 3–15), some of which the installed official package no longer
// has (`verify`, `loginCallback`, `resendDuringAuthentication`): our SDK's descriptors against the real routes.
describe('the @bazaar/sdk identity modules against the platform', () => {
  const ctx = usePlatform();
  const sdk = (auth: Parameters<typeof createClient>[0]['auth']) =>
    createClient({
      auth,
      baseUrl: ctx.server.baseUrl,
      fetch: ctx.original,
      modules: { authentication, recovery, verification },
    });
  const visitor = () => sdk(OAuthStrategy({ clientId: ctx.server.platform.clientId }));

  it('registers, resends the code, verifies the EMAIL factor and completes with loginCallback', async () => {
    const client = visitor();
    const email = newEmail();
    const registered = await client.authentication.registerV2({ email }, { password: 'module-pw' });
    expect(registered).toMatchObject({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: expect.any(String) });
    const first = await ctx.server.platform.mail.latestCode(email);
    const resent = await client.verification.resendDuringAuthentication(registered.stateToken!);
    expect(resent.state).toBe('REQUIRE_EMAIL_VERIFICATION');
    const code = await ctx.server.platform.mail.latestCode(email);
    if (code !== first) {
      await expect(
        client.verification.verifyDuringAuthentication(first, { stateToken: registered.stateToken! }),
      ).rejects.toMatchObject({ code: 'VERIFICATION_FAILED' });
    }
    const verified = await client.authentication.verify('EMAIL', {
      stateToken: registered.stateToken!,
      emailData: { verificationCode: code },
    });
    expect(verified).toMatchObject({ state: 'SUCCESS', sessionToken: expect.stringMatching(/^bzs_/) });
    expect(verified.identity?._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await client.authentication.loginCallback({ sessionToken: verified.sessionToken! })).toEqual({});
    const login = await client.authentication.loginV2({ email }, { password: 'module-pw' });
    expect(login.state).toBe('SUCCESS');
    expect(login.identity?._createdDate).toBeInstanceOf(Date);
  });

  it('signs a member on, mails an activation link and starts a verification with an API key', async () => {
    const { key } = await ctx.server.platform.seed.apiKey();
    const elevated = sdk(ApiKeyStrategy({ apiKey: key }));
    const email = newEmail();
    const { identity } = await elevated.authentication.signOn({ email });
    await elevated.recovery.sendActivationEmail(identity!._id!);
    expect(await ctx.server.platform.mail.latestLink(email)).toMatch(/^http/);
    const { verificationId } = await elevated.verification.start({
      identityId: identity!._id!,
      target: 'EMAIL',
    });
    expect(verificationId).toBeTruthy();
    expect(await ctx.server.platform.mail.latestCode(email)).toMatch(/^\d{6}$/);
  });

  it('ends the member’s session with logout', async () => {
    const member = await ctx.server.platform.seed.member();
    const { accessToken, refreshToken } = await ctx.server.platform.seed.memberTokens(member.id);
    const tokens = {
      accessToken: { value: accessToken, expiresAt: Math.floor(Date.now() / 1000) + 3600 },
      refreshToken: { value: refreshToken, role: 'member' as const },
    };
    const client = sdk(OAuthStrategy({ clientId: ctx.server.platform.clientId, tokens }));
    expect(await client.authentication.logout()).toEqual({});
    const refresh = await ctx.original(`${ctx.server.baseUrl}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grantType: 'refresh_token', refreshToken }),
    });
    expect(refresh.status).toBe(400);
  });
});
