import { createPrivateKey, createPublicKey, generateKeyPair, type KeyObject, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { keyId } from '../../auth/signing-keys';
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';

/** The app identity webhooks are signed as: its RS256 key, app id and instance (site) id. */
export interface WebhookKey {
  /** Key id (`kid` header of every webhook token). */
  kid: string;
  /** The app the events are for (`aud` claim), given to receivers with the public key. */
  appId: string;
  /** The site's instance id (`instanceId` of every event, events.md §1). */
  instanceId: string;
  privateKey: KeyObject;
  /** The public key as a PEM `PUBLIC KEY` (SPKI): what `AppStrategy({ publicKey })` takes. */
  publicKeyPem: string;
  createdDate: string;
}

interface StoredKey {
  kid: string;
  appId: string;
  instanceId: string;
  privateKeyPem: string;
  publicKeyPem: string;
  createdDate: string;
}

const SETTING = 'webhooks.signing-key';
// Re-read now and then so a key rotated by another process (`bazaar webhooks rotate-key`) is picked up.
const CACHE_MS = 30_000;
const cache = new WeakMap<Queryable, { key: Promise<WebhookKey>; at: number }>();

const generate = promisify(generateKeyPair);

async function newStoredKey(
  clock: Clock,
  identity?: Pick<StoredKey, 'appId' | 'instanceId'>,
): Promise<StoredKey> {
  const { privateKey } = await generate('rsa', { modulusLength: 2048 });
  const publicKey = createPublicKey(privateKey);
  return {
    kid: keyId(publicKey),
    appId: identity?.appId ?? randomUUID(),
    instanceId: identity?.instanceId ?? randomUUID(),
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }) as string,
    createdDate: clock.now().toISOString(),
  };
}

function toKey(stored: StoredKey): WebhookKey {
  return {
    kid: stored.kid,
    appId: stored.appId,
    instanceId: stored.instanceId,
    privateKey: createPrivateKey(stored.privateKeyPem),
    publicKeyPem: stored.publicKeyPem,
    createdDate: stored.createdDate,
  };
}

async function loadOrCreate(db: Queryable, clock: Clock): Promise<WebhookKey> {
  const read = () =>
    db.query<{ value: StoredKey }>('select value from platform_settings where key = $1', [SETTING]);
  let rows = await read();
  if (rows.length === 0) {
    // Processes starting together on one PostgreSQL may both generate a key; the first insert wins for all.
    await db.query(
      `insert into platform_settings (key, value, updated_at) values ($1, $2, $3) on conflict (key) do nothing`,
      [SETTING, JSON.stringify(await newStoredKey(clock)), clock.now()],
    );
    rows = await read();
  }
  return toKey(rows[0]!.value);
}

/**
 * The webhook signing key: a dedicated RS256 key (not the access-token key, so a webhook token can never pass as an
 * access token), generated on first use and kept in the database so every process on one PostgreSQL signs with it.
 * Cached per database for a few seconds.
 * @param db - the database
 * @param clock - the clock (creation time of a new key)
 */
export function getWebhookKey(db: Queryable, clock: Clock): Promise<WebhookKey> {
  const cached = cache.get(db);
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.key;
  const key = loadOrCreate(db, clock);
  cache.set(db, { key, at: Date.now() });
  key.catch(() => cache.delete(db));
  return key;
}

/**
 * Replaces the signing key (same app and instance ids). Receivers need the new public key: events signed before
 * the rotation and delivered after it are signed again with the new key (tokens are signed per attempt).
 * @param db - the database
 * @param clock - the clock
 * @returns the new key
 */
export async function rotateWebhookKey(db: Queryable, clock: Clock): Promise<WebhookKey> {
  const current = await loadOrCreate(db, clock);
  const stored = await newStoredKey(clock, current);
  await db.query('update platform_settings set value = $2, updated_at = $3 where key = $1', [
    SETTING,
    JSON.stringify(stored),
    clock.now(),
  ]);
  const key = Promise.resolve(toKey(stored));
  cache.set(db, { key, at: Date.now() });
  return key;
}

/**
 * What owners give receivers (`GET /bazaar/v1/webhooks/public-key`, `bazaar webhooks public-key`).
 * @param key - the signing key
 */
export function toPublicKeyInfo(key: WebhookKey): {
  publicKey: string;
  kid: string;
  algorithm: 'RS256';
  appId: string;
  instanceId: string;
  createdDate: string;
} {
  return {
    publicKey: key.publicKeyPem,
    kid: key.kid,
    algorithm: 'RS256',
    appId: key.appId,
    instanceId: key.instanceId,
    createdDate: key.createdDate,
  };
}
