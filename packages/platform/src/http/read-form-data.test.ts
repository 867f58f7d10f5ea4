import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { PlatformEnv } from '../context';
import { createErrorHandler } from './error-handler';
import { readFormData } from './read-form-data';

const app = new Hono<PlatformEnv>();
app.post('/form', async (c) => c.json(await readFormData(c)));
app.onError(createErrorHandler({ info: () => {}, error: () => {} }));

describe('readFormData', () => {
  it('parses a URL-encoded form', async () => {
    const res = await app.request('/form', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.test&x=1',
    });
    expect(await res.json()).toEqual({ email: 'a@b.test', x: '1' });
  });

  it('answers 400, not 500, for a multipart body without a boundary', async () => {
    const res = await app.request('/form', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data' },
      body: '{"a":1}',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).details.validationError.fieldViolations[0]).toMatchObject({
      field: 'body',
      violatedRule: 'FORMAT',
    });
  });
});
