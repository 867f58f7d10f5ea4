import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCli } from '../../cli';
import { openDatabase } from '../../db/open-database';
import { appendEvent } from '../../outbox/append-event';
import { type RecordingReceiver, startRecordingReceiver } from './recording-receiver';

// Always PGlite in a temporary directory: the CLI would otherwise work on the shared server's public schema.
const dir = mkdtempSync(join(tmpdir(), 'bazaar-webhooks-cli-'));
const env = { BAZAAR_DATA_DIR: join(dir, 'data') };
let receiver: RecordingReceiver;
beforeAll(async () => {
  receiver = await startRecordingReceiver();
});
afterAll(async () => {
  await receiver.close();
  rmSync(dir, { recursive: true, force: true });
});
afterEach(() => vi.restoreAllMocks());

async function run(...args: string[]): Promise<{ code: number; out: string }> {
  const lines: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...parts) => void lines.push(parts.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...parts) => void lines.push(parts.join(' ')));
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  const code = await runCli(['webhooks', ...args], env);
  vi.restoreAllMocks();
  return { code, out: lines.join('\n') };
}

describe('bazaar webhooks', () => {
  it('adds and lists a subscription, delivers to it, shows and redelivers deliveries', async () => {
    const added = await run('add', receiver.url, '--event', 'wix.members.v1.member_created');
    expect(added.code).toBe(0);
    const webhookId = added.out.match(/Webhook ([\w-]+)/)?.[1];
    expect((await run('list')).out).toContain(`${webhookId}  wix.members.v1.member_created`);

    const db = await openDatabase({ dataDir: env.BAZAAR_DATA_DIR });
    await db.transaction((tx) =>
      appendEvent(tx, {
        type: 'wix.members.v1.member_created',
        entityFqdn: 'wix.members.v1.member',
        entityId: 'm-cli',
        slug: 'created',
        payload: { createdEvent: { entity: { id: 'm-cli' } } },
      }),
    );
    await db.close();
    expect((await run('dispatch')).out).toContain('Delivered 1');
    expect(receiver.received.map((webhook) => webhook.event.payload.entityId)).toEqual(['m-cli']);

    const deliveries = await run('deliveries', '--status', 'delivered');
    expect(deliveries.out).toMatch(
      /DELIVERED .* 1 attempt\(s\) {2}wix\.members\.v1\.member_created {2}m-cli/,
    );
    const deliveryId = deliveries.out.split(' ')[0]!;
    expect((await run('redeliver', deliveryId)).out).toContain('is PENDING again');
    await run('dispatch');
    expect(receiver.received).toHaveLength(2);

    expect((await run('remove', webhookId!)).code).toBe(0);
    expect((await run('list')).out).toContain('No webhooks');
  });

  it('prints the public key as PEM or base64, and a new one after rotate-key', async () => {
    const pem = (await run('public-key')).out;
    expect(pem).toMatch(/-----BEGIN PUBLIC KEY-----/);
    const base64 = (await run('public-key', '--base64')).out.trim();
    expect(pem).toContain(Buffer.from(base64, 'base64').toString('utf8').trim());
    const rotated = (await run('rotate-key')).out;
    expect(rotated).toMatch(/-----BEGIN PUBLIC KEY-----/);
    expect((await run('public-key')).out).not.toEqual(pem);
  });

  it('keeps the replaced key published for --overlap-hours after rotate-key, until retire-keys drops it', async () => {
    const replacedKid = (await run('public-key')).out.match(/key (\S+) \(RS256\)/)?.[1];
    const started = Date.now();
    const rotated = await run('rotate-key', '--overlap-hours', '2');
    const until = rotated.out.match(
      new RegExp(`replaced key ${replacedKid} stays published .* until (\\S+)\\.`),
    )?.[1];
    const expiry = Date.parse(until!);
    expect(expiry).toBeGreaterThanOrEqual(started + 2 * 3600_000);
    expect(expiry).toBeLessThanOrEqual(Date.now() + 2 * 3600_000);

    const retired = await run('retire-keys');
    expect(retired.out).toContain(`Retired ${replacedKid}`);
    expect((await run('retire-keys')).out).toContain('No replaced keys to retire.');
    expect(await run('rotate-key', '--overlap-hours', 'soon')).toMatchObject({
      code: 1,
      out: expect.stringContaining('--overlap-hours'),
    });
  });

  it('explains mistakes instead of failing', async () => {
    expect(await run('add', 'ftp://example.com')).toMatchObject({
      code: 1,
      out: expect.stringContaining('url'),
    });
    expect(await run('remove', 'nope')).toMatchObject({ code: 1, out: expect.stringContaining('not an id') });
    expect(await run('remove', '00000000-0000-4000-8000-000000000000')).toMatchObject({
      code: 1,
      out: expect.stringContaining('No webhook'),
    });
    expect(await run('frobnicate')).toMatchObject({
      code: 1,
      out: expect.stringContaining('Usage: bazaar webhooks'),
    });
  });
});
