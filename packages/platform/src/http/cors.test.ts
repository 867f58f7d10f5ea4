import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../testing';

// The API's CORS policy (app.ts): the platform's own origin and the origins of the OAuth apps' redirect URIs.
let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform({ config: { publicUrl: 'https://shop.test' } });
});
afterAll(() => platform.close());

const preflight = (origin: string) =>
  platform.request('/ecom/v1/carts/current', {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization,content-type',
    },
  });

describe('CORS', () => {
  it("lets an OAuth app's origin call the API, preflight included", async () => {
    const res = await preflight('https://app.test');
    expect(res.headers.get('access-control-allow-origin')).toBe('https://app.test');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(res.headers.get('vary')?.toLowerCase()).toContain('origin');
  });

  it("lets the platform's own origin through", async () => {
    const res = await platform.request('/oauth2/jwks', { headers: { origin: 'https://shop.test' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('https://shop.test');
  });

  it('gives any other origin no CORS grant (the browser hides the answer)', async () => {
    for (const origin of [
      'https://evil.test',
      'https://app.test.evil.test',
      'http://app.test',
      'null',
      '*',
    ]) {
      const res = await preflight(origin);
      expect(res.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });

  it('follows the OAuth apps: an app created later brings its origin', async () => {
    expect((await preflight('http://localhost:5999')).headers.get('access-control-allow-origin')).toBeNull();
    await platform.seed.oauthApp({ name: 'Later app', redirectUris: ['http://localhost:5999/callback'] });
    expect((await preflight('http://localhost:5999')).headers.get('access-control-allow-origin')).toBe(
      'http://localhost:5999',
    );
  });
});

describe('CORS without an Origin header', () => {
  it('grants nothing and still says the answer varies by Origin', async () => {
    const res = await platform.request('/oauth2/jwks');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('vary')?.toLowerCase()).toContain('origin');
  });
});
