import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JsonClient, jsonClient } from '../../test-support/http';
import { createTestPlatform, type TestPlatform } from '../../testing';

const LOGIN = '/_api/iam/authentication/v2/login';
const CHANGE_PASSWORD = '/_api/iam/authentication/v2/change-password';

let platform: TestPlatform;
let http: JsonClient;
beforeAll(async () => {
  platform = await createTestPlatform({
    config: { loginThrottle: { windowSeconds: 600, maxFailuresPerAccount: 3, maxFailuresPerAddress: 100 } },
  });
  http = jsonClient(platform);
});
afterAll(() => platform.close());

const login = (email: string, password?: string, headers: Record<string, string> = {}) =>
  http.post(LOGIN, { loginId: { email }, ...(password === undefined ? {} : { password }) }, headers);

describe('POST /v2/login', () => {
  it('answers SUCCESS with a single-use session token for the right password, any email case', async () => {
    const member = await platform.seed.member({ email: 'kim@example.com', password: 'right-pw' });
    const res = await login('KIM@example.com', 'right-pw');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      state: 'SUCCESS',
      identity: { id: member.id, status: { name: 'ACTIVE' } },
    });
    expect(res.body.sessionToken).toMatch(/^bzs_/);
  });

  it('answers -19976 for a wrong or missing password, always as an application error', async () => {
    await platform.seed.member({ email: 'lou@example.com', password: 'right-pw' });
    for (const password of ['wrong-pw', '', undefined]) {
      const res = await login('lou@example.com', password);
      expect(res.status).toBe(400);
      expect(res.body.details.applicationError.code).toBe('-19976');
      expect(res.body.details.validationError).toBeUndefined();
    }
  });

  it('answers an unknown or malformed email with an application error (the client maps it to invalidEmail)', async () => {
    for (const email of ['nobody@example.com', 'not an email']) {
      const res = await login(email, 'whatever');
      expect(res.status).toBe(404);
      expect(res.body.details.applicationError.code).toBe('MEMBER_NOT_FOUND');
    }
  });

  // The official client reads applicationError.code of every login failure: a validation error made it throw a
  // TypeError instead of returning FAILURE (business-rules 142).
  it('answers input it cannot read with application errors, never validation errors', async () => {
    const member = await platform.seed.member({ email: 'ivy@example.com', password: 'right-pw' });
    const cases: Array<[unknown, number, string, string]> = [
      [{}, 400, 'INVALID_ARGUMENT', 'loginId'],
      [{ loginId: { email: 5 }, password: 'x' }, 400, 'INVALID_ARGUMENT', 'loginId.email'],
      ['not json', 400, 'INVALID_ARGUMENT', 'body'],
      [{ loginId: { email: member.email }, password: 'x'.repeat(1001) }, 400, '-19976', 'password'],
    ];
    for (const [body, status, code, field] of cases) {
      const res = await http.post(LOGIN, body);
      expect(res.status).toBe(status);
      expect(res.body.details.validationError).toBeUndefined();
      expect(res.body.details.applicationError).toMatchObject({
        code,
        data: { fieldViolations: [expect.objectContaining({ field })] },
      });
    }
    expect((await login(member.email, 'right-pw')).body.state).toBe('SUCCESS');
  });

  it('answers -19973 when the member has no password yet', async () => {
    const { key } = await platform.seed.apiKey();
    await http.post(
      '/_api/iam/authentication/v2/sign-on',
      { loginId: { email: 'max@example.com' } },
      { authorization: key },
    );
    const res = await login('max@example.com', 'anything');
    expect(res.body.details.applicationError.code).toBe('-19973');
  });

  it('asks an unverified member for a code while the site verifies emails', async () => {
    await platform.seed.member({ email: 'ned@example.com', password: 'right-pw', emailVerified: false });
    const res = await login('ned@example.com', 'right-pw');
    expect(res.body.state).toBe('REQUIRE_EMAIL_VERIFICATION');
    expect(await platform.mail.latestCode('ned@example.com')).toMatch(/^\d{6}$/);
  });

  it('refuses blocked and disconnected members with 403 (business-rules 140)', async () => {
    await platform.seed.member({ email: 'oz@example.com', password: 'right-pw', status: 'BLOCKED' });
    await platform.seed.member({ email: 'oli@example.com', password: 'right-pw', status: 'OFFLINE' });
    for (const email of ['oz@example.com', 'oli@example.com']) {
      const res = await login(email, 'right-pw');
      expect(res.status).toBe(403);
      expect(res.body.details.applicationError.code).toBe('PERMISSION_DENIED');
      expect(res.body.sessionToken).toBeUndefined();
    }
  });

  it('throttles an account after repeated failures until the window has passed', async () => {
    await platform.seed.member({ email: 'pat@example.com', password: 'right-pw' });
    for (let i = 0; i < 3; i++) expect((await login('pat@example.com', 'wrong')).status).toBe(400);
    const blocked = await login('pat@example.com', 'right-pw');
    expect(blocked.status).toBe(429);
    expect(blocked.body.details.applicationError).toMatchObject({
      code: 'THROTTLED_FEATURE',
      data: { retryAfterSeconds: 600 },
    });
    expect(blocked.headers.get('retry-after')).toBe('600');
    platform.clock.advance({ seconds: 601 });
    expect((await login('pat@example.com', 'right-pw')).body.state).toBe('SUCCESS');
  });

  it('counts parallel guesses against each other: of 12 at once, only the limit get an answer', async () => {
    await platform.seed.member({ email: 'par@example.com', password: 'right-pw' });
    const answers = await Promise.all(Array.from({ length: 12 }, () => login('par@example.com', 'wrong')));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([...Array(3).fill(400), ...Array(9).fill(429)]);
  });

  it('does not count a login that only recovery can help as a failure', async () => {
    const { key } = await platform.seed.apiKey();
    await http.post(
      '/_api/iam/authentication/v2/sign-on',
      { loginId: { email: 'rex@example.com' } },
      { authorization: key },
    );
    for (let i = 0; i < 5; i++) {
      expect((await login('rex@example.com', 'anything')).body.details.applicationError.code).toBe('-19973');
    }
  });

  it('throttles one client address trying many accounts', async () => {
    const trusting = await createTestPlatform({
      config: {
        trustProxy: true,
        loginThrottle: { windowSeconds: 600, maxFailuresPerAccount: 100, maxFailuresPerAddress: 4 },
      },
    });
    try {
      const client = jsonClient(trusting);
      const from = (ip: string) => ({ 'x-forwarded-for': ip });
      for (let i = 0; i < 4; i++)
        await client.post(
          LOGIN,
          { loginId: { email: `u${i}@example.com` }, password: 'x' },
          from('198.51.100.7'),
        );
      expect(
        (
          await client.post(
            LOGIN,
            { loginId: { email: 'u9@example.com' }, password: 'x' },
            from('198.51.100.7'),
          )
        ).status,
      ).toBe(429);
      expect(
        (
          await client.post(
            LOGIN,
            { loginId: { email: 'u9@example.com' }, password: 'x' },
            from('198.51.100.8'),
          )
        ).status,
      ).toBe(404);
    } finally {
      await trusting.close();
    }
  });
});

describe('POST /v2/change-password', () => {
  it('changes the calling member password and keeps the session', async () => {
    const member = await platform.seed.member({ password: 'old-pw' });
    const { accessToken } = await platform.seed.memberTokens(member.id);
    const res = await http.post(CHANGE_PASSWORD, { newPassword: 'new-pw' }, { authorization: accessToken });
    expect(res).toMatchObject({ status: 200, body: {} });
    expect((await login(member.email, 'old-pw')).status).toBe(400);
    expect((await login(member.email, 'new-pw')).body.state).toBe('SUCCESS');
    expect(
      (
        await http.post(
          CHANGE_PASSWORD,
          { newPassword: 'newer-pw' },
          { authorization: `Bearer ${accessToken}` },
        )
      ).status,
    ).toBe(200);
  });

  it('needs a member: 401 without a token, 403 for a visitor', async () => {
    const visitor = await platform.seed.visitorTokens();
    expect((await http.post(CHANGE_PASSWORD, { newPassword: 'new-pw' })).status).toBe(401);
    expect(
      (await http.post(CHANGE_PASSWORD, { newPassword: 'new-pw' }, { authorization: visitor.accessToken }))
        .status,
    ).toBe(403);
  });
});
