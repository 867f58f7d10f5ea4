import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailThrottleConfig } from '../../config';
import { type JsonClient, jsonClient } from '../../test-support/http';
import { createFormBrowser, createTestPlatform, type TestPlatform } from '../../testing';

const SEND = '/_api/iam/recovery/v1/send-email';
const REGISTER = '/_api/iam/authentication/v2/register';
const LOGIN = '/_api/iam/authentication/v2/login';
const VERIFY = '/_api/iam/verification/v1/auth/verify';
const RESEND = '/_api/iam/verification/v1/auth/resend';
const START = '/_api/iam/verification/v1/start';

// Small limits so each test reaches them in a few requests; trustProxy lets a test pick its client address.
async function platformWith(mailThrottle: Partial<MailThrottleConfig>): Promise<TestPlatform> {
  return createTestPlatform({
    config: {
      trustProxy: true,
      mailThrottle: { windowSeconds: 600, maxPerEmail: 3, maxPerAddress: 100, ...mailThrottle },
    },
  });
}

const from = (ip: string) => ({ 'x-forwarded-for': ip });

function expectThrottled(
  res: { status: number; body: any; headers: Headers },
  retryAfterSeconds: number,
): void {
  expect(res.status).toBe(429);
  expect(res.body.details.applicationError).toMatchObject({
    code: 'THROTTLED_FEATURE',
    data: { retryAfterSeconds },
  });
  expect(res.headers.get('retry-after')).toBe(String(retryAfterSeconds));
}

describe('mail throttling per recipient email', () => {
  let platform: TestPlatform;
  let http: JsonClient;
  beforeAll(async () => {
    platform = await platformWith({ maxPerEmail: 3 });
    http = jsonClient(platform);
  });
  afterAll(() => platform.close());

  it('refuses reset links past the limit with 429 and mails nothing, then lets them through as the window slides', async () => {
    const member = await platform.seed.member();
    const sent = async () => (await platform.mail.list({ to: member.email })).length;
    for (const seconds of [0, 300, 100]) {
      platform.clock.advance({ seconds });
      expect((await http.post(SEND, { email: member.email }, from('198.51.100.1'))).status).toBe(200);
    }
    expect(await sent()).toBe(3);
    // Another client address does not help: the limit is the recipient's.
    platform.clock.advance({ seconds: 100 });
    expectThrottled(await http.post(SEND, { email: member.email.toUpperCase() }, from('198.51.100.2')), 100);
    expect(await sent()).toBe(3);
    // The first mail leaves the window: one more goes out, then the second one (sent at +300 s) must leave.
    platform.clock.advance({ seconds: 100 });
    expect((await http.post(SEND, { email: member.email }, from('198.51.100.1'))).status).toBe(200);
    expect(await sent()).toBe(4);
    expectThrottled(await http.post(SEND, { email: member.email }, from('198.51.100.1')), 300);
    expect(await sent()).toBe(4);
  });

  it('counts parallel requests against each other: of 10 at once, only the limit mail', async () => {
    const member = await platform.seed.member();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => http.post(SEND, { email: member.email }, from('198.51.100.9'))),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([...Array(3).fill(200), ...Array(7).fill(429)]);
    expect(await platform.mail.list({ to: member.email })).toHaveLength(3);
  });

  it('leaves other recipients alone', async () => {
    const [victim, other] = [await platform.seed.member(), await platform.seed.member()];
    for (let i = 0; i < 3; i++) await http.post(SEND, { email: victim.email }, from('198.51.100.3'));
    expect((await http.post(SEND, { email: victim.email }, from('198.51.100.3'))).status).toBe(429);
    expect((await http.post(SEND, { email: other.email }, from('198.51.100.3'))).status).toBe(200);
    expect(await platform.mail.list({ to: other.email })).toHaveLength(1);
  });

  it('throttles an unknown email like a member’s, so a 429 does not tell who is a member', async () => {
    for (let i = 0; i < 3; i++)
      expect((await http.post(SEND, { email: 'ghost@example.com' }, from('198.51.100.4'))).status).toBe(200);
    expect((await http.post(SEND, { email: 'ghost@example.com' }, from('198.51.100.4'))).status).toBe(429);
  });

  it('does not count requests refused for their input', async () => {
    const member = await platform.seed.member();
    for (let i = 0; i < 5; i++) {
      const res = await http.post(
        SEND,
        { email: member.email, redirect: { url: 'https://evil.test/', clientId: platform.clientId } },
        from('198.51.100.5'),
      );
      expect(res.status).toBe(400);
    }
    // The full allowance is left: three mails, then the limit.
    for (let i = 0; i < 3; i++)
      expect((await http.post(SEND, { email: member.email }, from('198.51.100.5'))).status).toBe(200);
    expect((await http.post(SEND, { email: member.email }, from('198.51.100.5'))).status).toBe(429);
    expect(await platform.mail.list({ to: member.email })).toHaveLength(3);
  });

  it('throttles verification codes mailed by logins of an unverified member', async () => {
    await platform.seed.member({ email: 'una@example.com', password: 'right-pw', emailVerified: false });
    const login = () => http.post(LOGIN, { loginId: { email: 'una@example.com' }, password: 'right-pw' });
    for (let i = 0; i < 3; i++) expect((await login()).body.state).toBe('REQUIRE_EMAIL_VERIFICATION');
    expectThrottled(await login(), 600);
    expect(await platform.mail.list({ to: 'una@example.com' })).toHaveLength(3);
  });

  it('throttles resent codes and keeps the last code working', async () => {
    const reg = await http.post(REGISTER, { loginId: { email: 'ria@example.com' }, password: 'secret-1' });
    for (let i = 0; i < 2; i++)
      expect((await http.post(RESEND, { stateToken: reg.body.stateToken })).status).toBe(200);
    const code = await platform.mail.latestCode('ria@example.com');
    expectThrottled(await http.post(RESEND, { stateToken: reg.body.stateToken }), 600);
    expect(await platform.mail.list({ to: 'ria@example.com' })).toHaveLength(3);
    const ok = await http.post(VERIFY, { code, stateToken: reg.body.stateToken });
    expect(ok.body.state).toBe('SUCCESS');
  });

  it('throttles a member starting verifications of their own email, not staff', async () => {
    const member = await platform.seed.member();
    const { accessToken } = await platform.seed.memberTokens(member.id);
    const start = (authorization: string) =>
      http.post(START, { identityId: member.id, target: 'EMAIL' }, { authorization });
    for (let i = 0; i < 3; i++) expect((await start(accessToken)).status).toBe(200);
    expect((await start(accessToken)).status).toBe(429);
    const { key } = await platform.seed.apiKey();
    expect((await start(key)).status).toBe(200);
    expect(await platform.mail.list({ to: member.email })).toHaveLength(4);
  });

  it('shows the hosted forgot-password form again with the throttling message', async () => {
    const member = await platform.seed.member();
    const b = createFormBrowser(
      (url, init) => Promise.resolve(platform.app.request(url, init)),
      'http://localhost',
    );
    for (let i = 0; i < 3; i++) await http.post(SEND, { email: member.email });
    const page = await b.submit(await b.get('/hosted/forgot-password'), { email: member.email });
    expect(page.status).toBe(429);
    expect(page.html).toContain('Too many emails were requested');
    expect(await platform.mail.list({ to: member.email })).toHaveLength(3);
  });
});

describe('mail throttling per client address', () => {
  let platform: TestPlatform;
  let http: JsonClient;
  beforeAll(async () => {
    platform = await platformWith({ maxPerEmail: 100, maxPerAddress: 3 });
    http = jsonClient(platform);
  });
  afterAll(() => platform.close());

  it('refuses one address registering many emails, registers nothing and mails nothing; other addresses go on', async () => {
    const register = (email: string, ip: string) =>
      http.post(REGISTER, { loginId: { email }, password: 'secret-1' }, from(ip));
    for (let i = 0; i < 3; i++)
      expect((await register(`spray${i}@example.com`, '203.0.113.9')).status).toBe(200);
    expectThrottled(await register('spray9@example.com', '203.0.113.9'), 600);
    expect(await platform.mail.list({ to: 'spray9@example.com' })).toEqual([]);
    // Nothing was registered, so the same email signs up from another address.
    const elsewhere = await register('spray9@example.com', '203.0.113.10');
    expect(elsewhere.body.state).toBe('REQUIRE_EMAIL_VERIFICATION');
    expect(await platform.mail.list({ to: 'spray9@example.com' })).toHaveLength(1);
  });

  it('does not count registrations refused for their input', async () => {
    const register = (email: string, password: string) =>
      http.post(REGISTER, { loginId: { email }, password }, from('203.0.113.11'));
    for (let i = 0; i < 5; i++) expect((await register(`bad${i}@example.com`, 'x')).status).toBe(400);
    // The full allowance is left: three registrations, then the limit.
    for (let i = 0; i < 3; i++)
      expect((await register(`good${i}@example.com`, 'secret-1')).body.state).toBe(
        'REQUIRE_EMAIL_VERIFICATION',
      );
    expect((await register('good9@example.com', 'secret-1')).status).toBe(429);
  });

  it('counts every kind of mail the address caused', async () => {
    const member = await platform.seed.member();
    const ip = from('203.0.113.12');
    expect(
      (await http.post(REGISTER, { loginId: { email: 'mix@example.com' }, password: 'secret-1' }, ip)).status,
    ).toBe(200);
    expect((await http.post(SEND, { email: member.email }, ip)).status).toBe(200);
    expect((await http.post(SEND, { email: 'someone@example.com' }, ip)).status).toBe(200);
    expectThrottled(await http.post(SEND, { email: member.email }, ip), 600);
  });
});

describe('mail throttling turned off', () => {
  it('sends every mail when both limits are 0', async () => {
    const platform = await platformWith({ maxPerEmail: 0, maxPerAddress: 0 });
    try {
      const http = jsonClient(platform);
      const member = await platform.seed.member();
      for (let i = 0; i < 6; i++) expect((await http.post(SEND, { email: member.email })).status).toBe(200);
      expect(await platform.mail.list({ to: member.email })).toHaveLength(6);
    } finally {
      await platform.close();
    }
  });
});
