import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VisitorThrottleConfig } from '../../config';
import { type JsonClient, jsonClient } from '../../test-support/http';
import { createTestPlatform, type TestPlatform } from '../../testing';

// Small limits so each test reaches them in a few requests; trustProxy lets a test pick its client address.
async function platformWith(visitorThrottle: Partial<VisitorThrottleConfig>): Promise<TestPlatform> {
  return createTestPlatform({
    config: {
      trustProxy: true,
      visitorThrottle: { windowSeconds: 600, maxPerAddress: 3, exemptAddresses: [], ...visitorThrottle },
    },
  });
}

const from = (ip: string) => ({ 'x-forwarded-for': ip });

function newVisitor(http: JsonClient, clientId: string, ip: string) {
  return http.post('/oauth2/token', { clientId, grantType: 'anonymous' }, from(ip));
}

async function countRows(platform: TestPlatform): Promise<{ visitors: number; sessions: number }> {
  const [row] = await platform.db.query<{ visitors: number; sessions: number }>(
    `select (select count(*) from visitors)::int as visitors,
            (select count(*) from oauth_sessions where role = 'visitor')::int as sessions`,
  );
  return row!;
}

function expectThrottled(res: { status: number; body: any; headers: Headers }, retryAfterSeconds: number) {
  expect(res.status).toBe(429);
  expect(res.body.details.applicationError).toMatchObject({
    code: 'THROTTLED_FEATURE',
    data: { retryAfterSeconds },
  });
  expect(res.body.error).toBe('invalid_request');
  expect(res.headers.get('retry-after')).toBe(String(retryAfterSeconds));
}

describe('new visitor sessions per client address', () => {
  let platform: TestPlatform;
  let http: JsonClient;
  beforeAll(async () => {
    platform = await platformWith({ maxPerAddress: 3 });
    http = jsonClient(platform);
  });
  afterAll(() => platform.close());

  it('refuses a burst past the limit with 429 and Retry-After, creating no visitor or session', async () => {
    for (const seconds of [0, 200, 100]) {
      platform.clock.advance({ seconds });
      expect((await newVisitor(http, platform.clientId, '198.51.100.1')).status).toBe(200);
    }
    const before = await countRows(platform);
    platform.clock.advance({ seconds: 100 });
    expectThrottled(await newVisitor(http, platform.clientId, '198.51.100.1'), 200);
    expectThrottled(await newVisitor(http, platform.clientId, '::ffff:198.51.100.1'), 200);
    expect(await countRows(platform)).toEqual(before);
    // Another address is not affected.
    expect((await newVisitor(http, platform.clientId, '198.51.100.2')).status).toBe(200);
  });

  it('lets new visitors through again as the window slides', async () => {
    for (let i = 0; i < 3; i++) await newVisitor(http, platform.clientId, '198.51.100.3');
    expect((await newVisitor(http, platform.clientId, '198.51.100.3')).status).toBe(429);
    platform.clock.advance({ seconds: 600 });
    expect((await newVisitor(http, platform.clientId, '198.51.100.3')).status).toBe(200);
  });

  it('counts parallel grants against each other: of 10 at once, only the limit start a session', async () => {
    const before = await countRows(platform);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => newVisitor(http, platform.clientId, '198.51.100.4')),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([...Array(3).fill(200), ...Array(7).fill(429)]);
    const after = await countRows(platform);
    expect(after.visitors - before.visitors).toBe(3);
    expect(after.sessions - before.sessions).toBe(3);
  });

  it('never throttles refreshing an existing session, even from a throttled address', async () => {
    const first = await newVisitor(http, platform.clientId, '198.51.100.5');
    for (let i = 0; i < 2; i++) await newVisitor(http, platform.clientId, '198.51.100.5');
    expect((await newVisitor(http, platform.clientId, '198.51.100.5')).status).toBe(429);
    for (let i = 0; i < 10; i++) {
      const res = await http.post(
        '/oauth2/token',
        { refreshToken: first.body.refresh_token, grantType: 'refresh_token' },
        from('198.51.100.5'),
      );
      expect(res.status).toBe(200);
    }
    // Refreshes counted nothing: after the window, the full allowance is back.
    platform.clock.advance({ seconds: 600 });
    for (let i = 0; i < 3; i++)
      expect((await newVisitor(http, platform.clientId, '198.51.100.5')).status).toBe(200);
  });

  it('does not count grants refused for an unknown client', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await newVisitor(http, '00000000-0000-4000-8000-000000000000', '198.51.100.6');
      expect(res.status).toBe(400);
    }
    for (let i = 0; i < 3; i++)
      expect((await newVisitor(http, platform.clientId, '198.51.100.6')).status).toBe(200);
  });
});

describe('visitor throttle configuration', () => {
  it('counts loopback like any address unless it is configured as exempt', async () => {
    const platform = await createTestPlatform({
      config: { visitorThrottle: { windowSeconds: 600, maxPerAddress: 2, exemptAddresses: [] } },
    });
    const server = await platform.listen();
    try {
      const grant = () =>
        fetch(`${server.baseUrl}/oauth2/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ clientId: platform.clientId, grantType: 'anonymous' }),
        });
      expect((await grant()).status).toBe(200);
      expect((await grant()).status).toBe(200);
      const refused = await grant();
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('600');
    } finally {
      await platform.close();
    }
  });

  it('never counts an exempt address, and counts the others', async () => {
    const platform = await platformWith({ maxPerAddress: 2, exemptAddresses: ['203.0.113.7'] });
    const http = jsonClient(platform);
    try {
      for (let i = 0; i < 5; i++)
        expect((await newVisitor(http, platform.clientId, '203.0.113.7')).status).toBe(200);
      for (let i = 0; i < 2; i++) await newVisitor(http, platform.clientId, '203.0.113.8');
      expect((await newVisitor(http, platform.clientId, '203.0.113.8')).status).toBe(429);
    } finally {
      await platform.close();
    }
  });

  it('turns the limit off with 0', async () => {
    const platform = await platformWith({ maxPerAddress: 0 });
    const http = jsonClient(platform);
    try {
      for (let i = 0; i < 5; i++)
        expect((await newVisitor(http, platform.clientId, '203.0.113.9')).status).toBe(200);
      const [row] = await platform.db.query<{ n: number }>(
        "select count(*)::int as n from throttle_events where kind = 'visitor'",
      );
      expect(row!.n).toBe(0);
    } finally {
      await platform.close();
    }
  });
});
