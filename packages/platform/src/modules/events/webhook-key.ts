import { createPrivateKey, createPublicKey, generateKeyPair, type KeyObject, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { keyId } from '../../auth/signing-keys';
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';

/** A key that signed webhooks before a rotation: published until it expires, so deliveries it signed still verify. */
export interface PreviousWebhookKey {
  kid: string;
  publicKeyPem: string;
  createdDate: string;
  /** When it stops being published (`rotate-key --overlap-hours`, default 24 hours after the rotation). */
  expiresDate: string;
}

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
  /** Keys replaced by rotations, newest first (expired ones may still be listed: see {@link toPublicKeyInfo}). */
  previousKeys: PreviousWebhookKey[];
}

interface StoredKey {
  kid: string;
  appId: string;
  instanceId: string;
  privateKeyPem: string;
  publicKeyPem: string;
  createdDate: string;
  /** Only their public halves are kept: a replaced key never signs again. */
  previousKeys?: PreviousWebhookKey[];
}

/** How long a replaced key stays published by default: webhook tokens live minutes, receivers refetch daily. */
export const DEFAULT_WEBHOOK_KEY_OVERLAP_SECONDS = 24 * 60 * 60;

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
    previousKeys: stored.previousKeys ?? [],
  };
}

async function loadOrCreate(db: Queryable, clock: Clock): Promise<WebhookKey> {
  return toKey(await readOrCreate(db, clock));
}

async function readOrCreate(db: Queryable, clock: Clock): Promise<StoredKey> {
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
  return rows[0]!.value;
}

async function store(db: Queryable, clock: Clock, stored: StoredKey): Promise<WebhookKey> {
  await db.query('update platform_settings set value = $2, updated_at = $3 where key = $1', [
    SETTING,
    JSON.stringify(stored),
    clock.now(),
  ]);
  const key = Promise.resolve(toKey(stored));
  cache.set(db, { key, at: Date.now() });
  return key;
}

const unexpired = (keys: PreviousWebhookKey[] | undefined, now: Date) =>
  (keys ?? []).filter((key) => new Date(key.expiresDate) > now);

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
 * Replaces the signing key (same app and instance ids), like `bazaar keys rotate` does for access tokens: the
 * replaced key's public half stays published with the new one for `overlapSeconds`, so a receiver that picks the key
 * by `kid` from the published set still verifies deliveries signed before the rotation. Events delivered after it
 * are signed with the new key (tokens are signed per attempt).
 * @param db - the database
 * @param clock - the clock
 * @param overlapSeconds - how long the replaced key stays published (0: not at all)
 * @returns the new key
 */
export async function rotateWebhookKey(
  db: Queryable,
  clock: Clock,
  overlapSeconds = DEFAULT_WEBHOOK_KEY_OVERLAP_SECONDS,
): Promise<WebhookKey> {
  const current = await readOrCreate(db, clock);
  const now = clock.now();
  const replaced: PreviousWebhookKey = {
    kid: current.kid,
    publicKeyPem: current.publicKeyPem,
    createdDate: current.createdDate,
    expiresDate: new Date(now.getTime() + overlapSeconds * 1000).toISOString(),
  };
  return store(db, clock, {
    ...(await newStoredKey(clock, current)),
    previousKeys: unexpired([replaced, ...(current.previousKeys ?? [])], now),
  });
}

/**
 * Stops publishing the replaced keys at once (`bazaar webhooks retire-keys`, like `bazaar keys retire`): after a
 * leak, deliveries signed with them must stop verifying now rather than when the overlap ends.
 * @param db - the database
 * @param clock - the clock
 * @returns the retired key ids
 */
export async function retireWebhookKeys(db: Queryable, clock: Clock): Promise<string[]> {
  const current = await readOrCreate(db, clock);
  const retired = (current.previousKeys ?? []).map((key) => key.kid);
  if (retired.length > 0) await store(db, clock, { ...current, previousKeys: [] });
  return retired;
}

/** A published key: its PEM `PUBLIC KEY`, id and algorithm. */
interface PublishedKey {
  publicKey: string;
  kid: string;
  algorithm: 'RS256';
  createdDate: string;
}

/**
 * What owners give receivers (`GET /bazaar/v1/webhooks/public-key`, `bazaar webhooks public-key`): the current key
 * (top-level fields, what `AppStrategy({ publicKey })` takes) and the replaced keys still inside their overlap, with
 * their expiry. A receiver given the whole answer picks the key whose `kid` is in the token's header.
 * @param key - the signing key
 * @param now - the current time (replaced keys past their expiry are left out)
 */
export function toPublicKeyInfo(
  key: WebhookKey,
  now: Date,
): PublishedKey & {
  appId: string;
  instanceId: string;
  previousKeys: Array<PublishedKey & { expiresDate: string }>;
} {
  return {
    publicKey: key.publicKeyPem,
    kid: key.kid,
    algorithm: 'RS256',
    appId: key.appId,
    instanceId: key.instanceId,
    createdDate: key.createdDate,
    previousKeys: unexpired(key.previousKeys, now).map((previous) => ({
      publicKey: previous.publicKeyPem,
      kid: previous.kid,
      algorithm: 'RS256',
      createdDate: previous.createdDate,
      expiresDate: previous.expiresDate,
    })),
  };
}
