import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import type { Clock } from '../clock';
import type { Database } from '../db/database';

/** The RS256 key new access tokens are signed with. */
export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
}

/** A public key in the JWKS (RFC 7517). */
export type PublicJwk = JsonWebKey & { kid: string; alg: 'RS256'; use: 'sig' };

/** The platform's signing keys: one current key and every key a valid token may name. */
export interface SigningKeys {
  /** The key new tokens are signed with (created and stored on first use when none is configured). */
  current(): Promise<SigningKey>;
  /** The public key for a key id, or undefined (a retired or unknown key). */
  find(kid: string): Promise<KeyObject | undefined>;
  /** The public keys as a JWKS document (`GET /oauth2/jwks`): the current key and the previous ones not retired. */
  jwks(): Promise<{ keys: PublicJwk[] }>;
  /** Reads the key ring again now (it is re-read by itself every {@link KEY_RING_TTL_MS}). */
  reload(): Promise<void>;
}

/**
 * How long an instance trusts its copy of the key ring (by the platform clock): a rotation or a retirement made by
 * another process (`bazaar keys …`) takes effect everywhere within this time.
 */
export const KEY_RING_TTL_MS = 60_000;

interface StoredKey {
  kid: string;
  private_key_pem: string;
  public_jwk: PublicJwk;
}

interface KeyRing {
  current: SigningKey;
  publicKeys: Map<string, KeyObject>;
  jwks: PublicJwk[];
  loadedAt: number;
}

/**
 * Creates the key ring. A configured key (`BAZAAR_SIGNING_KEY`) is used and never stored. Otherwise the newest key
 * of `signing_keys` is used, and one is generated when the table is empty — kept in the database so every
 * instance on one PostgreSQL signs with, and accepts, the same keys. Older stored keys keep verifying tokens until
 * they are retired (deleted); see auth/key-rotation.ts.
 * @param options - database, clock and the configured PEM private key if any
 */
export function createSigningKeys(options: {
  db: Database;
  clock: Clock;
  privateKeyPem?: string | undefined;
}): SigningKeys {
  let ring: Promise<KeyRing> | undefined;
  // The ring `ring` resolved to, while it is the current one: `find` answers from it without waiting on promises.
  let loadedRing: KeyRing | undefined;
  let lastForcedReload = 0;

  const readStored = () =>
    options.db.query<StoredKey>(
      'select kid, private_key_pem, public_jwk from signing_keys order by created_at desc, kid',
    );

  const load = async (): Promise<KeyRing> => {
    let rows = await readStored();
    let current: SigningKey;
    if (options.privateKeyPem) {
      const privateKey = createPrivateKey(options.privateKeyPem);
      current = { kid: keyId(createPublicKey(privateKey)), privateKey };
    } else {
      if (rows.length === 0) {
        await storeNewKey(options.db, options.clock);
        rows = await readStored();
      }
      const newest = rows[0]!;
      current = { kid: newest.kid, privateKey: createPrivateKey(newest.private_key_pem) };
    }
    const publicKeys = new Map<string, KeyObject>([[current.kid, createPublicKey(current.privateKey)]]);
    for (const row of rows) publicKeys.set(row.kid, createPublicKey(row.private_key_pem));
    const jwks = [...publicKeys].map(([kid, key]) => toPublicJwk(kid, key));
    return { current, publicKeys, jwks, loadedAt: options.clock.now().getTime() };
  };

  const reload = () => {
    loadedRing = undefined;
    const next = load();
    const current: Promise<KeyRing> = next.then(
      (loaded) => {
        if (ring === current) loadedRing = loaded;
        return loaded;
      },
      (error) => {
        ring = undefined;
        throw error;
      },
    );
    ring = current;
    return current;
  };

  const fresh = async (): Promise<KeyRing> => {
    const loaded = await (ring ?? reload());
    if (options.clock.now().getTime() - loaded.loadedAt > KEY_RING_TTL_MS) return reload();
    return loaded;
  };

  return {
    current: async () => (await fresh()).current,
    async find(kid) {
      // Every authenticated request asks: while the ring is fresh, answer without the awaits of fresh().
      const known =
        loadedRing && options.clock.now().getTime() - loadedRing.loadedAt <= KEY_RING_TTL_MS
          ? loadedRing
          : undefined;
      const loaded = known ?? (await fresh());
      const key = loaded.publicKeys.get(kid);
      if (key) return key;
      // An unknown kid may be a key another instance just rotated in; re-read at most every few seconds (real
      // time) so forged kids cannot turn every request into a database query.
      if (Date.now() - lastForcedReload < 5000) return undefined;
      lastForcedReload = Date.now();
      return (await reload()).publicKeys.get(kid);
    },
    jwks: async () => ({ keys: (await fresh()).jwks }),
    reload: async () => void (await reload()),
  };
}

/**
 * Generates an RS256 key and stores it as the newest key of the ring (the next current key).
 * @param db - database
 * @param clock - time source (`created_at` orders the ring)
 * @returns the new key id
 */
export async function storeNewKey(db: Database, clock: Clock): Promise<string> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicKey = createPublicKey(privateKey);
  const kid = keyId(publicKey);
  await db.query(
    `insert into signing_keys (kid, private_key_pem, public_jwk, created_at) values ($1, $2, $3, $4)
     on conflict (kid) do nothing`,
    [kid, privateKey.export({ type: 'pkcs8', format: 'pem' }), toPublicJwk(kid, publicKey), clock.now()],
  );
  return kid;
}

/**
 * Key id: a truncated SHA-256 of the public key (stable for a given key).
 * @param publicKey - RSA public key
 */
export function keyId(publicKey: KeyObject): string {
  const der = publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(der).digest('base64url').slice(0, 16);
}

function toPublicJwk(kid: string, publicKey: KeyObject): PublicJwk {
  const jwk = publicKey.export({ format: 'jwk' });
  return { kty: jwk.kty, n: jwk.n, e: jwk.e, kid, alg: 'RS256', use: 'sig' };
}
