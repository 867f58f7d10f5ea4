import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformEnv } from '../context';
import { startServer } from '../server';
import { createTestPlatform, type TestPlatform } from '../testing';
import { corsForBrowsers } from './cors-for-browsers';
import { REQUEST_ID_HEADER, requestId } from './request-id';

// Over real HTTP: on Node the request id and `Vary: Origin` are written on the Node response, not on the answer
// (node-outgoing.ts), so every kind of answer must still carry them, and an answer's own Vary must keep Origin.
const dir = mkdtempSync(join(tmpdir(), 'bazaar-headers-'));
mkdirSync(join(dir, 'assets'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
writeFileSync(join(dir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);

let platform: TestPlatform;
let baseUrl: string;
beforeAll(async () => {
  platform = await createTestPlatform({ config: { webDir: dir, publicUrl: 'https://shop.test' } });
  baseUrl = (await platform.listen()).baseUrl;
});
afterAll(async () => {
  await platform.close();
  rmSync(dir, { recursive: true, force: true });
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const varyOf = (res: Response) =>
  (res.headers.get('vary') ?? '')
    .split(',')
    .map((field) => field.trim().toLowerCase())
    .filter(Boolean)
    .sort();

describe('request id and Vary over HTTP', () => {
  it('carries a fresh request id and Vary: Origin on a JSON answer', async () => {
    const first = await fetch(`${baseUrl}/bazaar/v1/health`);
    const second = await fetch(`${baseUrl}/bazaar/v1/health`);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ status: 'ok' });
    expect(first.headers.get(REQUEST_ID_HEADER)).toMatch(UUID);
    expect(second.headers.get(REQUEST_ID_HEADER)).not.toBe(first.headers.get(REQUEST_ID_HEADER));
    expect(varyOf(first)).toEqual(['origin']);
    expect(first.headers.get('content-type')).toContain('application/json');
  });

  it('carries them on an error answer', async () => {
    const res = await fetch(`${baseUrl}/ecom/v1/carts/current`);
    expect(res.status).toBe(401);
    expect(res.headers.get(REQUEST_ID_HEADER)).toMatch(UUID);
    expect(varyOf(res)).toEqual(['origin']);
  });

  it('carries them on the wire-format 404', async () => {
    const res = await fetch(`${baseUrl}/ecom/v1/no-such-call`);
    expect(res.status).toBe(404);
    expect(res.headers.get(REQUEST_ID_HEADER)).toMatch(UUID);
    expect(varyOf(res)).toEqual(['origin']);
  });

  it('carries the request id on a preflight, with the CORS grant', async () => {
    const res = await fetch(`${baseUrl}/ecom/v1/carts/current`, {
      method: 'OPTIONS',
      headers: { origin: 'https://shop.test', 'access-control-request-method': 'POST' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get(REQUEST_ID_HEADER)).toMatch(UUID);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://shop.test');
    expect(varyOf(res)).toContain('origin');
  });

  it('exposes the request id to a browser on an allowed origin', async () => {
    const res = await fetch(`${baseUrl}/bazaar/v1/health`, { headers: { origin: 'https://shop.test' } });
    expect(res.headers.get(REQUEST_ID_HEADER)).toMatch(UUID);
    expect(res.headers.get('access-control-expose-headers')?.toLowerCase()).toContain(REQUEST_ID_HEADER);
    expect(varyOf(res)).toEqual(['origin']);
  });

  it("merges a compressed file's Vary: Accept-Encoding with Vary: Origin", async () => {
    for (const origin of [undefined, 'https://shop.test']) {
      const res = await fetch(`${baseUrl}/assets/index-abc123.js`, {
        headers: { 'accept-encoding': 'gzip', ...(origin && { origin }) },
      });
      expect(res.status, origin).toBe(200);
      expect(res.headers.get('content-encoding'), origin).toBe('gzip');
      expect(res.headers.get(REQUEST_ID_HEADER), origin).toMatch(UUID);
      expect(varyOf(res), origin).toEqual(['accept-encoding', 'origin']);
    }
  });

  it('carries them on a streamed answer and on a redirect with immutable headers', async () => {
    const app = new Hono<PlatformEnv>();
    app.use(requestId());
    app.use(corsForBrowsers(cors({ origin: () => null })));
    app.get('/stream', (c) =>
      c.body(
        new ReadableStream({
          async pull(controller) {
            controller.enqueue(new TextEncoder().encode('one,'));
            await new Promise((resolve) => setTimeout(resolve, 5));
            controller.enqueue(new TextEncoder().encode('two'));
            controller.close();
          },
        }),
        200,
        { 'Content-Type': 'text/plain' },
      ),
    );
    app.get('/moved', () => Response.redirect('https://elsewhere.test/', 302));
    const server = await startServer(app);
    try {
      const streamed = await fetch(`${server.baseUrl}/stream`);
      expect(await streamed.text()).toBe('one,two');
      expect(streamed.headers.get(REQUEST_ID_HEADER)).toMatch(UUID);
      expect(varyOf(streamed)).toEqual(['origin']);
      const moved = await fetch(`${server.baseUrl}/moved`, { redirect: 'manual' });
      expect(moved.status).toBe(302);
      expect(moved.headers.get('location')).toBe('https://elsewhere.test/');
      expect(moved.headers.get(REQUEST_ID_HEADER)).toMatch(UUID);
      expect(varyOf(moved)).toEqual(['origin']);
    } finally {
      await server.close();
    }
  });
});
