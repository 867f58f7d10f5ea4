import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/seed-demo';
import { createTestPlatform, type TestPlatform } from '../../testing';

// A stand-in for `apps/web/dist`: the page, one hashed asset big enough to compress, and a root file.
const dir = mkdtempSync(join(tmpdir(), 'bazaar-web-'));
const ASSET = `console.log(${JSON.stringify('x'.repeat(4000))});`;
mkdirSync(join(dir, 'assets'));
writeFileSync(
  join(dir, 'index.html'),
  '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(join(dir, 'assets', 'index-abc123.js'), ASSET);
writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
mkdirSync(join(dir, '.vite'));
writeFileSync(join(dir, '.vite', 'manifest.json'), '{}');

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform({ config: { webDir: dir } });
});
afterAll(async () => {
  await platform.close();
  rmSync(dir, { recursive: true, force: true });
});

const configOf = (html: string) => {
  const content = /<meta name="bazaar-config" content="([^"]*)">/.exec(html)?.[1] ?? '';
  return JSON.parse(content.replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
};

describe('web app serving', () => {
  it('answers the app’s routes with index.html carrying the client id and API origin', async () => {
    for (const path of ['/', '/shop?q=mug', '/product-page/enamel-mug', '/account/orders/1', '/callback']) {
      const res = await platform.request(path, { headers: HTML });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(configOf(await res.text())).toEqual({
        clientId: platform.config.webClientId,
        apiBaseUrl: 'http://localhost',
      });
    }
  });

  it('serves hashed assets for a year, compressed as the browser accepts', async () => {
    const br = await platform.request('/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(ASSET);
    const res = await platform.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(ASSET);
    const plain = await platform.request('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(ASSET);
    const icon = await platform.request('/favicon.svg');
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('never shadows API, hosted-page or media paths: they keep the wire-format 404', async () => {
    for (const path of [
      '/members/v1/nothing-here',
      '/_api/nothing/here',
      '/oauth2/nothing',
      '/bazaar/v1/nothing',
      '/ecom/v1/orders',
      '/assets/missing-123.js',
      '/favicon.ico',
    ]) {
      const res = await platform.request(path, { headers: HTML });
      expect(res.status, path).toBe(404);
      expect(await res.json(), path).toMatchObject({ details: { applicationError: { code: 'NOT_FOUND' } } });
    }
    expect((await platform.request('/hosted/nothing', { headers: HTML })).status).toBe(404);
    expect((await platform.request('/media/demo/not-a-key.svg', { headers: HTML })).status).toBe(404);
    const health = await platform.request('/bazaar/v1/health', { headers: HTML });
    expect(await health.json()).toEqual({ status: 'ok' });
  });

  it('answers data requests to app routes with the API’s 404, not the page', async () => {
    const res = await platform.request('/shop', { headers: { accept: 'application/json' } });
    expect(res.status).toBe(404);
  });

  it('serves nothing outside the build directory, nor its hidden files', async () => {
    for (const path of [
      '/.vite/manifest.json',
      '/..%2f..%2fpackage.json',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%5c..%5cindex.html',
    ]) {
      expect((await platform.request(path)).status, path).toBe(404);
    }
  });

  it('serves nothing without a build', async () => {
    const bare = await createTestPlatform();
    try {
      const res = await bare.request('/', { headers: HTML });
      expect(res.status).toBe(404);
    } finally {
      await bare.close();
    }
  });

  it('sends page requests on this machine to the configured public origin', async () => {
    const pinned = await createTestPlatform({ config: { webDir: dir, publicUrl: 'http://localhost:4000' } });
    try {
      const res = await pinned.request('http://127.0.0.1:4000/shop?q=mug', { headers: HTML });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('http://localhost:4000/shop?q=mug');
      const page = await pinned.request('http://localhost:4000/shop', { headers: HTML });
      expect(configOf(await page.text()).apiBaseUrl).toBe('http://localhost:4000');
    } finally {
      await pinned.close();
    }
  });
});

describe('the seeded web app', () => {
  it('accepts sign-ins coming back to the app served on the public URL', async () => {
    const served = await createTestPlatform({ config: { webDir: dir, publicUrl: 'http://localhost:4000' } });
    try {
      await seedDemo(served.deps, { force: true });
      const rows = await served.db.query<{ allowed_redirect_uris: string[] }>(
        'select allowed_redirect_uris from oauth_apps where id = $1',
        [served.config.webClientId],
      );
      expect(rows[0]?.allowed_redirect_uris).toContain('http://localhost:4000/callback');
    } finally {
      await served.close();
    }
  });
});
