import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s256Challenge } from '../modules/oauth/pkce';
import { decodeClaims, type JsonClient, jsonClient } from '../test-support/http';
import { createFormBrowser, createTestPlatform, type TestPlatform } from '../testing';

const REDIRECT_URI = 'https://app.test/callback';
const VERIFIER = 'pkce-verifier-'.padEnd(50, 'x');

let platform: TestPlatform;
let http: JsonClient;
beforeAll(async () => {
  platform = await createTestPlatform();
  http = jsonClient(platform);
});
afterAll(() => platform.close());

const browser = () =>
  createFormBrowser((url, init) => Promise.resolve(platform.app.request(url, init)), 'http://localhost');

async function authUrl(
  options: {
    responseMode?: string;
    prompt?: string;
    sessionToken?: string;
    token?: string;
    redirectUri?: string | null;
  } = {},
) {
  const token = options.token ?? (await platform.seed.visitorTokens()).accessToken;
  const res = await http.post(
    '/_api/redirects-api/v1/redirect-session',
    {
      auth: {
        authRequest: {
          clientId: platform.clientId,
          ...(options.redirectUri === null ? {} : { redirectUri: options.redirectUri ?? REDIRECT_URI }),
          codeChallenge: s256Challenge(VERIFIER),
          codeChallengeMethod: 'S256',
          responseMode: options.responseMode ?? 'fragment',
          responseType: 'code',
          scope: 'offline_access',
          state: 'the-state',
          ...(options.sessionToken ? { sessionToken: options.sessionToken } : {}),
        },
        prompt: options.prompt ?? 'login',
      },
    },
    { authorization: token },
  );
  expect(res.status).toBe(200);
  return res.body.redirectSession.fullUrl as string;
}

function paramsOf(
  location: string | undefined,
  mode: 'fragment' | 'query' = 'fragment',
): Record<string, string> {
  const url = new URL(location ?? 'about:blank');
  expect(`${url.origin}${url.pathname}`).toBe(REDIRECT_URI);
  return Object.fromEntries(new URLSearchParams(mode === 'fragment' ? url.hash.slice(1) : url.search));
}

const exchange = (code: string) =>
  http.post('/oauth2/token', {
    clientId: platform.clientId,
    grantType: 'authorization_code',
    redirectUri: REDIRECT_URI,
    code,
    codeVerifier: VERIFIER,
  });

describe('hosted login (GET|POST /oauth2/authorize, prompt=login)', () => {
  it('shows a login form with a CSRF token and an HttpOnly SameSite=Lax cookie, not frameable', async () => {
    const page = await browser().get(await authUrl());
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('set-cookie')).toMatch(/bazaar_csrf=.*HttpOnly.*SameSite=Lax/);
    expect(page.forms[0]?.fields.csrf).toMatch(/^[\w-]{40,}$/);
  });

  it('signs in and returns to the redirect URI with code and state in the fragment, exchangeable with PKCE', async () => {
    const member = await platform.seed.member({ password: 'hosted-pw' });
    const visitor = await platform.seed.visitorTokens();
    const b = browser();
    const page = await b.get(await authUrl({ token: visitor.accessToken }));
    const done = await b.submit(page, { email: member.email, password: 'hosted-pw' }, 'login');
    expect(done.status).toBe(303);
    const { code, state } = paramsOf(done.location);
    expect(state).toBe('the-state');
    const tokens = await exchange(code!);
    expect(tokens.status).toBe(200);
    // The visitor who started the login travels to the member token (cart carry-over).
    expect(decodeClaims(tokens.body.access_token)).toMatchObject({
      role: 'member',
      sub: member.id,
      vid: visitor.visitorId,
    });
  });

  it('shows the error and keeps the form on a wrong password', async () => {
    const member = await platform.seed.member({ password: 'hosted-pw' });
    const b = browser();
    const page = await b.get(await authUrl());
    const again = await b.submit(page, { email: member.email, password: 'nope' }, 'login');
    expect(again.status).toBe(400);
    expect(again.html).toContain('Wrong email or password.');
    expect(again.forms.some((form) => form.fields.action === 'login')).toBe(true);
  });

  it('refuses a form without the CSRF token of its cookie', async () => {
    const member = await platform.seed.member({ password: 'hosted-pw' });
    const b = browser();
    const page = await b.get(await authUrl());
    const forged = await b.submit(
      page,
      { email: member.email, password: 'hosted-pw', csrf: 'forged' },
      'login',
    );
    expect(forged.status).toBe(403);
    expect(forged.location).toBeUndefined();
  });

  it('signs up with an email code and then returns the code in the query when asked', async () => {
    const b = browser();
    const url = await authUrl({ responseMode: 'query' });
    const signup = await b.get(`${url}&screen=signup`);
    const verify = await b.submit(
      signup,
      { email: 'hosted-new@example.com', password: 'new-pw-1', nickname: 'New' },
      'signup',
    );
    expect(verify.html).toContain('Check your email');
    const done = await b.submit(
      verify,
      { code: await platform.mail.latestCode('hosted-new@example.com') },
      'verify',
    );
    expect(done.status).toBe(303);
    const { code, state } = paramsOf(done.location, 'query');
    expect(state).toBe('the-state');
    expect((await exchange(code!)).status).toBe(200);
  });

  it('answers access_denied when the member cancels', async () => {
    const page = await browser().get(`${await authUrl()}&cancel=1`);
    expect(paramsOf(page.location)).toMatchObject({ error: 'access_denied', state: 'the-state' });
  });
});

describe('direct login (prompt=none with a session token)', () => {
  it('answers at once with a code, posted to the parent window for web_message', async () => {
    const member = await platform.seed.member({ password: 'direct-pw' });
    const login = await http.post('/_api/iam/authentication/v2/login', {
      loginId: { email: member.email },
      password: 'direct-pw',
    });
    const page = await browser().get(
      await authUrl({ prompt: 'none', responseMode: 'web_message', sessionToken: login.body.sessionToken }),
    );
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain('frame-ancestors https://app.test');
    const nonce = /script-src 'nonce-([^']+)'/.exec(page.headers.get('content-security-policy') ?? '')?.[1];
    expect(page.html).toContain(`nonce="${nonce}"`);
    const message = JSON.parse(/var m=(\{[^;]*\});/.exec(page.html)?.[1] ?? '{}');
    expect(message.state).toBe('the-state');
    expect((await exchange(message.code)).status).toBe(200);
  });

  // The official client's direct login (getMemberTokensForDirectLogin) sends no redirect URI at all.
  it('accepts web_message without a redirect URI and posts the code to the app origins', async () => {
    const member = await platform.seed.member({ password: 'direct-pw' });
    const login = await http.post('/_api/iam/authentication/v2/login', {
      loginId: { email: member.email },
      password: 'direct-pw',
    });
    const url = await authUrl({
      prompt: 'none',
      responseMode: 'web_message',
      sessionToken: login.body.sessionToken,
      redirectUri: null,
    });
    const page = await browser().get(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain('frame-ancestors https://app.test');
    expect(page.html).toContain('["https://app.test"].forEach');
    const message = JSON.parse(/var m=(\{[^;]*\});/.exec(page.html)?.[1] ?? '{}');
    const res = await http.post('/oauth2/token', {
      clientId: platform.clientId,
      grantType: 'authorization_code',
      code: message.code,
      codeVerifier: VERIFIER,
    });
    expect(res.status).toBe(200);
  });

  it('requires a redirect URI for the fragment and query modes', async () => {
    const res = await http.post(
      '/_api/redirects-api/v1/redirect-session',
      {
        auth: {
          authRequest: {
            clientId: platform.clientId,
            codeChallenge: s256Challenge(VERIFIER),
            responseMode: 'fragment',
            state: 'the-state',
          },
        },
      },
      { authorization: (await platform.seed.visitorTokens()).accessToken },
    );
    expect(res.status).toBe(400);
    expect(res.body.details.validationError.fieldViolations).toMatchObject([
      { field: 'auth.authRequest.redirectUri', violatedRule: 'REQUIRED_FIELD' },
    ]);
  });

  it('answers login_required for a session token that was already used', async () => {
    const member = await platform.seed.member({ password: 'direct-pw' });
    const login = await http.post('/_api/iam/authentication/v2/login', {
      loginId: { email: member.email },
      password: 'direct-pw',
    });
    await browser().get(await authUrl({ prompt: 'none', sessionToken: login.body.sessionToken }));
    const again = await browser().get(
      await authUrl({ prompt: 'none', sessionToken: login.body.sessionToken }),
    );
    expect(paramsOf(again.location)).toMatchObject({ error: 'login_required' });
  });
});

describe('silent login (prompt=none without a session token)', () => {
  it('uses the hosted sign-in of the browser, and asks for a login once it has logged out', async () => {
    const member = await platform.seed.member({ password: 'silent-pw' });
    const b = browser();
    const page = await b.get(await authUrl());
    await b.submit(page, { email: member.email, password: 'silent-pw' }, 'login');
    const silent = await b.get(await authUrl({ prompt: 'none' }));
    expect(paramsOf(silent.location).code).toMatch(/^bzc_/);
    await b.get('/hosted/logout');
    const after = await b.get(await authUrl({ prompt: 'none' }));
    expect(paramsOf(after.location)).toMatchObject({ error: 'login_required' });
  });
});

describe('authorize requests that cannot be trusted', () => {
  it('shows an error page instead of redirecting to an unknown redirect URI', async () => {
    const query = new URLSearchParams({
      client_id: platform.clientId,
      redirect_uri: 'https://evil.test/steal',
      response_type: 'code',
      state: 's',
      code_challenge: s256Challenge(VERIFIER),
      code_challenge_method: 'S256',
    });
    const page = await browser().get(`/oauth2/authorize?${query}`);
    expect(page.status).toBe(400);
    expect(page.location).toBeUndefined();
  });

  it('sends invalid_request back when PKCE is missing', async () => {
    const query = new URLSearchParams({
      client_id: platform.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      state: 's',
    });
    const page = await browser().get(`/oauth2/authorize?${query}`);
    expect(paramsOf(page.location)).toMatchObject({ error: 'invalid_request', state: 's' });
  });
});
