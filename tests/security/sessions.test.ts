/**
 * Sessions and secrets, across modules. Covered next to the code and not repeated here: PKCE, single-use and
 * 60-second authorization codes, exact redirect URIs (modules/oauth/routes.test.ts, hosted/authorize.test.ts), refresh
 * refused after logout (modules/oauth/routes.test.ts), login throttling (modules/identity/login.test.ts), key
 * rotation (auth/key-rotation.test.ts), CORS (http/cors.test.ts).
 */
import { createFormBrowser, createTestPlatform, type TestPlatform } from '@bazaar/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPlatform } from './support/platform-call';

let platform: TestPlatform;
let secure: TestPlatform;
beforeAll(async () => {
  [platform, secure] = await Promise.all([
    createTestPlatform({ config: { emailVerification: false } }),
    createTestPlatform({ config: { publicUrl: 'https://shop.test' } }),
  ]);
});
afterAll(async () => {
  await platform?.close();
  await secure?.close();
});

const refresh = (refreshToken: string) =>
  callPlatform(platform, undefined, 'POST', '/oauth2/token', {
    grantType: 'refresh_token',
    refreshToken,
    clientId: platform.clientId,
  });

describe('refresh tokens', () => {
  it('stop working when the member logs out, is blocked, or changes the password elsewhere', async () => {
    const owner = await platform.seed.owner();
    const staff = (await platform.seed.memberTokens(owner.id)).accessToken;
    const cases: Array<[string, (member: { id: string }, token: string) => Promise<unknown>]> = [
      ['logout', (_, token) => callPlatform(platform, token, 'GET', '/iam/authentication/v1/logout')],
      [
        'block',
        (member) => callPlatform(platform, staff, 'POST', `/members/v1/members/${member.id}/block`, {}),
      ],
      [
        'password change in another session',
        async (member) => {
          const other = await platform.seed.memberTokens(member.id);
          const res = await callPlatform(
            platform,
            other.accessToken,
            'POST',
            '/iam/authentication/v2/change-password',
            {
              newPassword: 'a-new-password',
            },
          );
          expect(res.status).toBe(200);
          // The session that changed the password goes on.
          expect((await refresh(other.refreshToken)).status).toBe(200);
        },
      ],
    ];
    for (const [event, end] of cases) {
      const member = await platform.seed.member();
      const tokens = await platform.seed.memberTokens(member.id);
      expect((await refresh(tokens.refreshToken)).status, `before ${event}`).toBe(200);
      await end(member, tokens.accessToken);
      const after = await refresh(tokens.refreshToken);
      expect([after.status, after.body.error], `after ${event}`).toEqual([400, 'invalid_grant']);
      const me = await callPlatform(platform, tokens.accessToken, 'GET', '/members/v1/members/my');
      expect(me.status, `access token after ${event}`).toBe(401);
    }
  });
});

describe('hosted pages', () => {
  const browserOf = (target: TestPlatform) =>
    createFormBrowser((url, init) => Promise.resolve(target.app.request(url, init)), 'http://localhost');

  it('set HttpOnly SameSite cookies, Secure on an https public URL (omitted only for http development)', async () => {
    const cookiesOf = async (target: TestPlatform) =>
      (await browserOf(target).get('/hosted/forgot-password')).headers.get('set-cookie') ?? '';
    const dev = await cookiesOf(platform);
    expect(dev).toMatch(/HttpOnly/i);
    expect(dev).toMatch(/SameSite=Lax/i);
    expect(dev).not.toMatch(/Secure/i);
    const production = await cookiesOf(secure);
    for (const flag of [/HttpOnly/i, /SameSite=Lax/i, /Secure/i]) expect(production).toMatch(flag);
  });

  // The sign-in and checkout forms behind an authorize request: hosted/authorize.test.ts and
  // hosted/checkout-pages.test.ts ("refuses a form without the CSRF token…").
  it('refuse every form post without the CSRF token of its cookie', async () => {
    for (const path of ['/hosted/login', '/hosted/forgot-password', '/hosted/reset-password']) {
      const res = await platform.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'email=a%40b.test&password=whatever&action=login',
      });
      expect(res.status, path).toBe(403);
    }
    const browser = browserOf(platform);
    const page = await browser.get('/hosted/forgot-password');
    expect(page.forms[0]?.fields.csrf).toBeTruthy();
    const forged = await browser.submit(page, { email: 'a@b.test', csrf: 'forged' });
    expect(forged.status).toBe(403);
    const real = await browser.submit(page, { email: 'a@b.test' });
    expect(real.status).toBeLessThan(400);
  });
});

describe('secrets', () => {
  it('never appear in answers or logs: passwords, their hashes, refresh tokens, API keys, signing keys', async () => {
    const answers: string[] = [];
    const call = async (auth: string | undefined, method: string, path: string, body?: unknown) => {
      const res = await callPlatform(platform, auth, method, path, body);
      answers.push(JSON.stringify(res.body));
      return res;
    };
    const password = 'Correct-Horse-Battery-9';
    const email = 'secret-keeper@security.test';
    const visitor = await call(undefined, 'POST', '/oauth2/token', {
      grantType: 'anonymous',
      clientId: platform.clientId,
    });
    const registered = await call(visitor.body.access_token, 'POST', '/iam/authentication/v2/register', {
      loginId: { email },
      password,
      profile: { nickname: 'Keeper' },
    });
    expect(registered.body.state).toBe('SUCCESS');
    await call(undefined, 'POST', '/iam/authentication/v2/login', {
      loginId: { email },
      password: 'wrong-password',
    });
    await call(undefined, 'POST', '/iam/authentication/v2/login', { loginId: { email }, password });
    await call(undefined, 'POST', '/iam/recovery/v1/send-email', { email });
    const owner = await platform.seed.owner();
    const staff = (await platform.seed.memberTokens(owner.id)).accessToken;
    const created = await callPlatform(platform, staff, 'POST', '/bazaar/v1/api-keys', {
      name: 'secret test',
    });
    const apiKey: string = created.body.key;
    expect(apiKey).toBeTruthy();
    const memberId: string = registered.body.identity.id;
    const member = await platform.seed.memberTokens(memberId);
    await call(member.accessToken, 'POST', '/iam/authentication/v2/change-password', {
      newPassword: `${password}-2`,
    });
    await call(member.accessToken, 'GET', '/members/v1/members/my?fieldsets=FULL');
    await call(staff, 'GET', `/members/v1/members/${memberId}?fieldsets=FULL`);
    await call(apiKey, 'POST', '/members/v1/members/query', { query: {}, fieldsets: ['FULL'] });
    await call(apiKey, 'GET', '/bazaar/v1/api-keys');
    await call(apiKey, 'GET', '/bazaar/v1/oauth-apps');
    await call(undefined, 'GET', '/oauth2/jwks');
    await call(undefined, 'POST', '/oauth2/token-info', { token: member.accessToken });
    await call(apiKey, 'GET', '/bazaar/v1/mail');
    await call(apiKey, 'POST', '/bazaar/v1/webhooks', { eventType: 'nope', url: 'https://hooks.test/x' });

    const stored = await platform.db.query<{ secret: string }>(
      `select password_hash as secret from identities where password_hash is not null
       union all select refresh_token_hash from oauth_sessions where refresh_token_hash is not null
       union all select key_hash from api_keys
       union all select private_key_pem from signing_keys`,
    );
    const secrets = [
      password,
      `${password}-2`,
      apiKey,
      member.refreshToken,
      ...stored.map((row) => row.secret),
      ...stored.map((row) => row.secret.split('$').at(-1) ?? row.secret).filter((part) => part.length >= 16),
      '-----BEGIN PRIVATE KEY-----',
    ];
    const text = answers.join('\n');
    const logs = platform.logs.join('\n');
    for (const secret of secrets) {
      expect(text.includes(secret), `an answer shows ${secret.slice(0, 12)}…`).toBe(false);
      expect(logs.includes(secret), `the log shows ${secret.slice(0, 12)}…`).toBe(false);
    }
    // The one exception by design: the API key is shown once, in the answer that creates it.
    expect(JSON.stringify(created.body)).toContain(apiKey);
  });
});
