import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContractPlatform, startContractPlatform } from './support/contract-platform';

/**
 * Bad input to every identity endpoint, sent with plain fetch over HTTP, must come back as a 4xx in the wire
 * format of errors.md §1/§7 — never a 500, never HTML, always with `x-wix-request-id`.
 */

type Auth = 'none' | 'visitor' | 'member' | 'apiKey';

interface Endpoint {
  path: string;
  auth: Auth;
  /** A body whose first required field has the wrong type. */
  wrongTypes: Record<string, unknown>;
  /** The field reported when the body is empty. */
  missing: string;
  /**
   * The violations travel in `applicationError.data.fieldViolations` instead of a validation error: login, whose
   * every failure the official client reads as an application error (business-rules 142).
   */
  asApplicationError?: true;
}

const BODY_LIMIT = 4096;

const ENDPOINTS: Endpoint[] = [
  { path: '/oauth2/token', auth: 'none', wrongTypes: { grantType: 7 }, missing: 'grantType' },
  { path: '/oauth2/token-info', auth: 'none', wrongTypes: { token: [] }, missing: 'token' },
  {
    path: '/_api/redirects-api/v1/redirect-session',
    auth: 'visitor',
    wrongTypes: { auth: 'login' },
    missing: 'intent',
  },
  {
    path: '/_api/iam/authentication/v2/register',
    auth: 'visitor',
    wrongTypes: { loginId: 'a@b.co', password: 'abcd' },
    missing: 'loginId',
  },
  {
    path: '/_api/iam/authentication/v2/login',
    auth: 'visitor',
    wrongTypes: { loginId: { email: 5 } },
    missing: 'loginId',
    asApplicationError: true,
  },
  {
    path: '/_api/iam/authentication/v2/change-password',
    auth: 'member',
    wrongTypes: { newPassword: 12345 },
    missing: 'newPassword',
  },
  {
    path: '/_api/iam/authentication/v2/sign-on',
    auth: 'apiKey',
    wrongTypes: { loginId: { email: true } },
    missing: 'loginId',
  },
  {
    path: '/_api/iam/authentication/v2/EMAIL/verify',
    auth: 'visitor',
    wrongTypes: { stateToken: 1 },
    missing: 'stateToken',
  },
  {
    path: '/_api/iam/recovery/v1/send-email',
    auth: 'visitor',
    wrongTypes: { email: { x: 1 } },
    missing: 'email',
  },
  {
    path: '/_api/iam/recovery/v1/activation-email',
    auth: 'apiKey',
    wrongTypes: { identityId: 42 },
    missing: 'identityId',
  },
  {
    path: '/_api/iam/recovery/v1/recover',
    auth: 'visitor',
    wrongTypes: { recoveryToken: 1, password: 'abcd' },
    missing: 'password',
  },
  {
    path: '/_api/iam/verification/v1/start',
    auth: 'member',
    wrongTypes: { identityId: false },
    missing: 'identityId',
  },
  {
    path: '/_api/iam/verification/v1/auth/verify',
    auth: 'visitor',
    wrongTypes: { code: 123456, stateToken: 'x' },
    missing: 'code',
  },
  {
    path: '/_api/iam/verification/v1/auth/resend',
    auth: 'visitor',
    wrongTypes: { stateToken: null },
    missing: 'stateToken',
  },
];

let server: ContractPlatform;
const credentials: Record<Auth, string | undefined> = {
  none: undefined,
  visitor: undefined,
  member: undefined,
  apiKey: undefined,
};

beforeAll(async () => {
  server = await startContractPlatform({ config: { bodyLimitBytes: BODY_LIMIT } });
  const { seed } = server.platform;
  credentials.visitor = (await seed.visitorTokens()).accessToken;
  credentials.member = (await seed.memberTokens((await seed.member()).id)).accessToken;
  credentials.apiKey = (await seed.apiKey()).key;
});
afterAll(() => server.close());

async function post(endpoint: Endpoint, body: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const credential = credentials[endpoint.auth];
  if (credential) headers.authorization = credential;
  const res = await fetch(`${server.baseUrl}${endpoint.path}`, { method: 'POST', headers, body });
  return expectWireError(res);
}

async function expectWireError(res: Response) {
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(res.headers.get('x-wix-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  expect(res.headers.get('content-type')).toContain('application/json');
  const body = await res.json();
  expect(typeof body.message).toBe('string');
  const details = body.details.validationError ?? body.details.applicationError;
  expect(details).toBeDefined();
  if (body.details.validationError) {
    for (const violation of body.details.validationError.fieldViolations) {
      expect(violation).toEqual({
        field: expect.any(String),
        description: expect.any(String),
        violatedRule: expect.any(String),
        data: expect.any(Object),
      });
    }
  } else {
    expect(body.details.applicationError).toEqual({
      code: expect.any(String),
      description: expect.any(String),
      data: expect.any(Object),
    });
  }
  return { status: res.status, body };
}

/** The field violations of an answer to bad input, wherever the endpoint puts them. */
function violationsOf(endpoint: Endpoint, body: any): Array<{ field: string; violatedRule: string }> {
  if (!endpoint.asApplicationError) return body.details.validationError.fieldViolations;
  expect(body.details.validationError).toBeUndefined();
  return body.details.applicationError.data.fieldViolations;
}

describe.each(ENDPOINTS)('POST $path with bad input', (endpoint) => {
  it('answers malformed JSON with a FORMAT violation on the body', async () => {
    const { status, body } = await post(endpoint, '{"loginId": ');
    expect(status).toBe(400);
    expect(violationsOf(endpoint, body)[0]).toMatchObject({
      field: 'body',
      violatedRule: 'FORMAT',
    });
  });

  it('answers wrong types with field violations', async () => {
    const { status, body } = await post(endpoint, JSON.stringify(endpoint.wrongTypes));
    expect(status).toBe(400);
    expect(violationsOf(endpoint, body).length).toBeGreaterThan(0);
  });

  it('names a missing required field', async () => {
    const { status, body } = await post(endpoint, '{}');
    expect(status).toBe(400);
    const fields = violationsOf(endpoint, body).map((v) => v.field);
    expect(fields).toContain(endpoint.missing);
  });

  it('refuses an oversized body with 413', async () => {
    const { status, body } = await post(endpoint, JSON.stringify({ padding: 'x'.repeat(BODY_LIMIT) }));
    expect(status).toBe(413);
    expect(body.details.applicationError.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('GET identity endpoints with bad input', () => {
  it('answers a callback without session token with REQUIRED_FIELD', async () => {
    const { body } = await expectWireError(
      await fetch(`${server.baseUrl}/_api/iam/authentication/v1/callback?state=x`),
    );
    expect(body.details.validationError.fieldViolations[0]).toMatchObject({
      field: 'sessionToken',
      violatedRule: 'REQUIRED_FIELD',
    });
  });

  it('answers a `.r` parameter that is not base64url JSON', async () => {
    const { body } = await expectWireError(
      await fetch(`${server.baseUrl}/_api/iam/authentication/v1/logout?.r=%25%25`),
    );
    expect(body.details.validationError.fieldViolations[0].field).toBe('.r');
  });

  it('answers a logout redirect to a foreign site', async () => {
    const query = new URLSearchParams({
      postLogoutRedirectUri: 'https://evil.test/',
      clientId: server.platform.clientId,
    });
    const { status } = await expectWireError(
      await fetch(`${server.baseUrl}/_api/iam/authentication/v1/logout?${query}`, { redirect: 'manual' }),
    );
    expect(status).toBe(400);
  });
});

describe('unknown paths and methods', () => {
  it('answers 404 in the wire format', async () => {
    for (const [method, path] of [
      ['GET', '/no/such/thing'],
      ['DELETE', '/_api/iam/authentication/v2/login'],
    ] as const) {
      const { status, body } = await expectWireError(await fetch(`${server.baseUrl}${path}`, { method }));
      expect(status).toBe(404);
      expect(body.details.applicationError.code).toBe('NOT_FOUND');
    }
  });
});

describe('authorization', () => {
  it('answers a forged token with 401 and a visitor on an owner-level call with 403', async () => {
    const forged = await fetch(`${server.baseUrl}/_api/iam/authentication/v2/change-password`, {
      method: 'POST',
      headers: {
        authorization: `${credentials.member!.slice(0, -6)}AAAAAA`,
        'content-type': 'application/json',
      },
      body: '{"newPassword":"abcd"}',
    });
    expect((await expectWireError(forged)).status).toBe(401);
    const visitor = await fetch(`${server.baseUrl}/bazaar/v1/api-keys`, {
      headers: { authorization: credentials.visitor! },
    });
    expect((await expectWireError(visitor)).status).toBe(403);
  });
});
