import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { hashToken } from './auth/opaque-token';
import { devConfig, runCli } from './cli';
import { loadConfig } from './config';
import { openDatabase } from './db/open-database';

// Always PGlite in a temporary directory: the CLI would otherwise migrate the shared server's public schema.
const dir = mkdtempSync(join(tmpdir(), 'bazaar-cli-'));
const env = { BAZAAR_DATA_DIR: join(dir, 'data') };
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

function captureOutput(): string[] {
  const lines: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...args) => void lines.push(args.join(' ')));
  return lines;
}

describe('bazaar CLI', () => {
  it('migrates, seeds and creates an API key that is stored hashed', async () => {
    let out = captureOutput();
    expect(await runCli(['migrate'], env)).toBe(0);
    expect(out.join('\n')).toMatch(/Applied 0001_core/);
    out = captureOutput();
    expect(await runCli(['seed'], env)).toBe(0);
    expect(out.join('\n')).toContain('owner@bazaar.test / bazaar-owner');
    expect(out.join('\n')).toMatch(/Demo coupons:\n {2}WELCOME10 /);
    expect(out.join('\n')).toContain('4242 4242 4242 4242');
    out = captureOutput();
    expect(await runCli(['create-api-key', '--name', 'deploy bot'], env)).toBe(0);
    const key = out.join('\n').match(/bzk_[\w-]+/)?.[0];
    expect(key).toBeDefined();
    const db = await openDatabase({ dataDir: env.BAZAAR_DATA_DIR });
    try {
      const rows = await db.query<{ name: string }>('select name from api_keys where key_hash = $1', [
        hashToken(key!),
      ]);
      expect(rows).toEqual([{ name: 'deploy bot' }]);
      expect(await db.query('select 1 from members')).toHaveLength(2);
    } finally {
      await db.close();
    }
  });

  it('rotates signing keys and retires the previous ones', async () => {
    expect(await runCli(['keys', 'rotate'], env)).toBe(0);
    expect(await runCli(['keys', 'rotate'], env)).toBe(0);
    let out = captureOutput();
    expect(await runCli(['keys', 'list'], env)).toBe(0);
    expect(out).toHaveLength(2);
    expect(out[0]).toMatch(/ {2}current$/);
    out = captureOutput();
    expect(await runCli(['keys', 'retire'], env)).toBe(0);
    expect(out.join('\n')).toMatch(/^Retired /);
    out = captureOutput();
    expect(await runCli(['keys', 'list'], env)).toBe(0);
    expect(out).toHaveLength(1);
  });

  it('exempts loopback from the visitor throttle under dev only, unless the environment says otherwise', () => {
    expect(devConfig({}).visitorThrottle.exemptAddresses).toEqual(['127.0.0.1', '::1']);
    expect(loadConfig({}).visitorThrottle.exemptAddresses).toEqual([]);
    expect(devConfig({ BAZAAR_VISITOR_THROTTLE_EXEMPT: 'none' }).visitorThrottle.exemptAddresses).toEqual([]);
    expect(devConfig({}).emailVerification).toBe(false);
  });

  it('exempts loopback from the cart-write throttle under dev only, unless the environment says otherwise', () => {
    expect(devConfig({}).cartThrottle).toEqual({
      windowSeconds: 60,
      maxPerSession: 600,
      exemptAddresses: ['127.0.0.1', '::1'],
    });
    expect(loadConfig({}).cartThrottle.exemptAddresses).toEqual([]);
    expect(devConfig({ BAZAAR_CART_THROTTLE_EXEMPT: 'none' }).cartThrottle.exemptAddresses).toEqual([]);
    expect(devConfig({}).orderMailThrottle).toEqual(loadConfig({}).orderMailThrottle);
  });

  it('explains its commands and refuses unknown ones', async () => {
    const out = captureOutput();
    expect(await runCli(['help'], env)).toBe(0);
    expect(out.join('\n')).toContain('create-api-key');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await runCli(['frobnicate'], env)).toBe(1);
  });
});
