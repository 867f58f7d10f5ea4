import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeClaims, type JsonClient, jsonClient } from '../../test-support/http';
import { createTestPlatform, type TestPlatform } from '../../testing';

const AUTH = '/_api/iam/authentication';

let platform: TestPlatform;
let http: JsonClient;
beforeAll(async () => {
  platform = await createTestPlatform();
  http = jsonClient(platform);
});
afterAll(() => platform.close());

describe('POST /v2/sign-on', () => {
  it('creates a member for a server holding an API key, whose session token buys member tokens', async () => {
    const { key } = await platform.seed.apiKey();
    const visitor = await platform.seed.visitorTokens();
    const auth = { authorization: `${visitor.accessToken},${key}` };
    const res = await http.post(
      `${AUTH}/v2/sign-on`,
      { loginId: { email: 'sso@example.com' }, profile: { nickname: 'Sso' }, verifyEmail: true },
      auth,
    );
    expect(res.status).toBe(200);
    expect(res.body.identity).toMatchObject({
      email: { address: 'sso@example.com', isVerified: true },
      identityProfile: { nickname: 'Sso' },
    });
    const tokens = await http.post(
      '/oauth2/token',
      {
        grant_type: 'authorized_client',
        member_id: res.body.identity.id,
        session_token: res.body.sessionToken,
      },
      auth,
    );
    expect(tokens.status).toBe(200);
    expect(decodeClaims(tokens.body.access_token)).toMatchObject({
      role: 'member',
      sub: res.body.identity.id,
    });
    expect(tokens.body.refresh_token).toMatch(/^bzr_/);
  });

  it('updates the profile of an existing member instead of creating another', async () => {
    const { key } = await platform.seed.apiKey();
    const member = await platform.seed.member();
    const res = await http.post(
      `${AUTH}/v2/sign-on`,
      { loginId: { email: member.email }, profile: { firstName: 'Zed' } },
      { authorization: key },
    );
    expect(res.body.identity).toMatchObject({ id: member.id, identityProfile: { firstName: 'Zed' } });
  });

  it('is an elevated call: 403 for visitors and plain members, 401 for a revoked key', async () => {
    const visitor = await platform.seed.visitorTokens();
    const member = await platform.seed.member();
    const memberTokens = await platform.seed.memberTokens(member.id);
    const body = { loginId: { email: 'x@example.com' } };
    expect((await http.post(`${AUTH}/v2/sign-on`, body, { authorization: visitor.accessToken })).status).toBe(
      403,
    );
    expect(
      (await http.post(`${AUTH}/v2/sign-on`, body, { authorization: memberTokens.accessToken })).status,
    ).toBe(403);
    const { id, key } = await platform.seed.apiKey();
    await platform.db.query('update api_keys set revoked_at = now() where id = $1', [id]);
    expect((await http.post(`${AUTH}/v2/sign-on`, body, { authorization: key })).status).toBe(401);
  });
});

describe('GET /v1/logout', () => {
  it('ends the member session: the access token is refused at once', async () => {
    const member = await platform.seed.member();
    const { accessToken } = await platform.seed.memberTokens(member.id);
    const change = () =>
      http.post(`${AUTH}/v2/change-password`, { newPassword: 'new-pw' }, { authorization: accessToken });
    expect((await change()).status).toBe(200);
    expect((await http.get(`${AUTH}/v1/logout`, { authorization: accessToken })).status).toBe(200);
    const after = await change();
    expect(after.status).toBe(401);
    expect(after.body.details.applicationError.description).toBe('The member session has ended');
  });

  it('redirects to an allowed post-logout URI and refuses others', async () => {
    const ok = await platform.request(
      `${AUTH}/v1/logout?postLogoutRedirectUri=${encodeURIComponent('https://app.test/bye')}&clientId=${platform.clientId}`,
    );
    expect(ok.status).toBe(302);
    expect(ok.headers.get('location')).toBe('https://app.test/bye');
    expect(ok.headers.get('x-wix-request-id')).toBeTruthy();
    const bad = await platform.request(
      `${AUTH}/v1/logout?postLogoutRedirectUri=${encodeURIComponent('https://evil.test/')}&clientId=${platform.clientId}`,
    );
    expect(bad.status).toBe(400);
  });
});

describe('POST /v2/{factorType}/verify', () => {
  it('verifies the EMAIL factor like /v1/auth/verify and refuses factors the platform lacks', async () => {
    const reg = await http.post(`${AUTH}/v2/register`, {
      loginId: { email: 'mfa@example.com' },
      password: 'secret-1',
    });
    const code = await platform.mail.latestCode('mfa@example.com');
    const sms = await http.post(`${AUTH}/v2/SMS/verify`, {
      stateToken: reg.body.stateToken,
      factorType: 'SMS',
    });
    expect(sms.status).toBe(428);
    const unknown = await http.post(`${AUTH}/v2/FAX/verify`, { stateToken: reg.body.stateToken });
    expect(unknown.body.details.validationError.fieldViolations[0]).toMatchObject({
      field: 'factorType',
      violatedRule: 'INVALID_ENUM_VALUE',
    });
    const res = await http.post(`${AUTH}/v2/EMAIL/verify`, {
      stateToken: reg.body.stateToken,
      factorType: 'SMS',
      emailData: { verificationCode: code },
    });
    expect(res.body.state).toBe('SUCCESS');
  });
});

describe('GET /v1/callback', () => {
  // The session token of a password login, as a site's own sign-in form gets it.
  async function sessionTokenOfLogin(): Promise<string> {
    const member = await platform.seed.member({ password: 'pw-1234' });
    const login = await http.post(`${AUTH}/v2/login`, {
      loginId: { email: member.email },
      password: 'pw-1234',
    });
    return login.body.sessionToken;
  }

  it('redeems a session token once and signs the browser in', async () => {
    const sessionToken = await sessionTokenOfLogin();
    const url = `${AUTH}/v1/callback?sessionToken=${sessionToken}`;
    const res = await platform.request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/bazaar_session=bzb_.*HttpOnly.*SameSite=Lax/);
    expect((await platform.request(url)).status).toBe(429);
  });

  it('checks the state before spending the session token: a state naming no pending sign-in leaves it usable', async () => {
    const sessionToken = await sessionTokenOfLogin();
    const url = `${AUTH}/v1/callback?sessionToken=${sessionToken}`;
    const wrongState = await http.get(`${url}&state=00000000-0000-4000-8000-000000000000`);
    expect(wrongState.status).toBe(400);
    expect(wrongState.body.details.validationError.fieldViolations[0].field).toBe('state');
    expect(wrongState.headers.get('set-cookie')).toBeNull();
    expect((await platform.request(url)).status).toBe(200);
  });

  it('refuses a session token older than 10 minutes (business-rules 152)', async () => {
    const sessionToken = await sessionTokenOfLogin();
    platform.clock.advance({ minutes: 10, seconds: 1 });
    const res = await http.get(`${AUTH}/v1/callback?sessionToken=${sessionToken}`);
    expect(res.status).toBe(428);
    expect(res.body.details.applicationError.code).toBe('TOKEN_EXPIRED');
  });
});

describe('POST /v1/start', () => {
  // A member with a session who starts a verification of their own email.
  async function startOwn() {
    const member = await platform.seed.member();
    const { accessToken } = await platform.seed.memberTokens(member.id);
    const started = await http.post(
      '/_api/iam/verification/v1/start',
      { identityId: member.id, target: 'EMAIL' },
      { authorization: accessToken },
    );
    return { member, accessToken, started };
  }

  it('lets a member start a verification of their own email, not of someone else', async () => {
    const { member, accessToken, started } = await startOwn();
    const other = await platform.seed.member();
    expect(started.body.verificationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await platform.mail.latestCode(member.email)).toMatch(/^\d{6}$/);
    const foreign = await http.post(
      '/_api/iam/verification/v1/Start',
      { identityId: other.id },
      { authorization: accessToken },
    );
    expect(foreign.status).toBe(403);
  });

  it('answers a verification id that verify-during-authentication does not take (business-rules 146)', async () => {
    const { member, started } = await startOwn();
    const res = await http.post('/_api/iam/verification/v1/auth/verify', {
      code: await platform.mail.latestCode(member.email),
      stateToken: started.body.verificationId,
    });
    expect(res.status).toBe(400);
    expect(res.body.details.applicationError.code).toBe('INVALID_TOKEN');
  });
});
