import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger, PlatformEnv } from '../context';
import { createTestPlatform, type TestPlatform } from '../testing';
import { ApiError } from './api-error';
import { createErrorHandler, handleNotFound } from './error-handler';
import { requestId } from './request-id';

describe('the error handler', () => {
  const logged: string[] = [];
  const log: Logger = {
    info: () => {},
    error: (message, error) => logged.push(`${message} ${(error as Error).message}`),
  };
  const app = new Hono<PlatformEnv>();
  app.use(requestId());
  app.get('/boom', () => {
    throw new Error('secret internals at /srv/app.ts:42');
  });
  app.get('/conflict', () => {
    throw Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
  });
  app.get('/coded', () => {
    throw ApiError.precondition('ORDER_ALREADY_PAID', 'The order is already paid', { orderId: 'o1' });
  });
  app.onError(createErrorHandler(log));
  app.notFound(handleNotFound);

  it('answers an unexpected error as a system error without internals, and logs it with the request id', async () => {
    const res = await app.request('/boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('secret');
    expect(JSON.parse(text)).toEqual({
      message: 'System error occurred',
      details: { systemError: { errorCode: 'INTERNAL' } },
    });
    const id = res.headers.get('x-wix-request-id');
    expect(logged.some((line) => line.includes(id!) && line.includes('secret internals'))).toBe(true);
  });

  it('maps a unique violation of the database to 409', async () => {
    const res = await app.request('/conflict');
    expect(res.status).toBe(409);
    expect((await res.json()).details.applicationError.code).toBe('ALREADY_EXISTS');
  });

  it('renders application errors with code, description and data', async () => {
    const res = await app.request('/coded');
    expect(res.status).toBe(428);
    expect(await res.json()).toEqual({
      message: 'The order is already paid',
      details: {
        applicationError: {
          code: 'ORDER_ALREADY_PAID',
          description: 'The order is already paid',
          data: { orderId: 'o1' },
        },
      },
    });
  });
});

describe('the platform wire format', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await createTestPlatform({ config: { bodyLimitBytes: 1000 } });
  });
  afterAll(() => platform.close());

  it('sends a request id on every answer and a 404 for unknown paths', async () => {
    const res = await platform.request('/no/such/path', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(res.headers.get('x-wix-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect((await res.json()).details.applicationError.code).toBe('NOT_FOUND');
  });

  it('refuses a body over the limit with 413 before reading it', async () => {
    const res = await platform.request('/oauth2/token', {
      method: 'POST',
      body: JSON.stringify({ clientId: 'x'.repeat(2000) }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).details.applicationError.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a body over the limit over HTTP, with a Content-Length and chunked', async () => {
    const server = await platform.listen();
    try {
      const big = JSON.stringify({ clientId: 'x'.repeat(2000) });
      const sized = await fetch(`${server.baseUrl}/oauth2/token`, { method: 'POST', body: big });
      expect(sized.status).toBe(413);
      const chunked = await fetch(`${server.baseUrl}/oauth2/token`, {
        method: 'POST',
        body: new Blob([big]).stream(),
        duplex: 'half',
      } as RequestInit);
      expect(chunked.status).toBe(413);
      expect((await chunked.json()).details.applicationError.code).toBe('PAYLOAD_TOO_LARGE');
    } finally {
      await server.close();
    }
  });

  it('refuses a JSON body that is not an object', async () => {
    const res = await platform.request('/oauth2/token', { method: 'POST', body: '[1]' });
    expect(res.status).toBe(400);
    expect((await res.json()).details.validationError.fieldViolations[0]).toMatchObject({
      field: 'body',
      violatedRule: 'FORMAT',
    });
  });

  it("allows cross-origin API calls from an OAuth app's origin and exposes the request id", async () => {
    const res = await platform.request('/oauth2/jwks', { headers: { origin: 'https://app.test' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('https://app.test');
    expect(res.headers.get('access-control-expose-headers')).toContain('x-wix-request-id');
  });
});
