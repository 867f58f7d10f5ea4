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
  /** The public key for a key id, or undefined. */
  find(kid: string): Promise<KeyObject | undefined>;
  /** The public keys as a JWKS document (`GET /oauth2/jwks`). */
  jwks(): Promise<{ keys: PublicJwk[] }>;
}

interface StoredKey {
  kid: string;
  private_key_pem: string;
  public_jwk: PublicJwk;
}

/**
 * Creates the key ring. A configured key (`BAZAAR_SIGNING_KEY`) is used and never stored. Otherwise the newest key
 * of `signing_keys` is used, and one is generated when the table is empty — kept in the database so every
 * instance on one PostgreSQL signs with, and accepts, the same keys.
 * @param options - database, clock and the configured PEM private key if any
 */
export function createSigningKeys(options: {
  db: Database;
  clock: Clock;
  privateKeyPem?: string | undefined;
}): SigningKeys {
  const publicKeys = new Map<string, KeyObject>();
  const jwks = new Map<string, PublicJwk>();
  let currentKey: Promise<SigningKey> | undefined;
  let lastReload = 0;

  const remember = (kid: string, publicKey: KeyObject) => {
    publicKeys.set(kid, publicKey);
    jwks.set(kid, toPublicJwk(kid, publicKey));
  };

  const loadStored = async (): Promise<StoredKey[]> => {
    const rows = await options.db.query<StoredKey>(
      'select kid, private_key_pem, public_jwk from signing_keys order by created_at desc, kid',
    );
    for (const row of rows) remember(row.kid, createPublicKey(row.private_key_pem));
    return rows;
  };

  const resolveCurrent = async (): Promise<SigningKey> => {
    if (options.privateKeyPem) {
      const privateKey = createPrivateKey(options.privateKeyPem);
      const publicKey = createPublicKey(privateKey);
      const kid = keyId(publicKey);
      remember(kid, publicKey);
      await loadStored();
      return { kid, privateKey };
    }
    let rows = await loadStored();
    if (rows.length === 0) {
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const publicKey = createPublicKey(privateKey);
      const kid = keyId(publicKey);
      await options.db.query(
        `insert into signing_keys (kid, private_key_pem, public_jwk, created_at) values ($1, $2, $3, $4)
         on conflict (kid) do nothing`,
        [
          kid,
          privateKey.export({ type: 'pkcs8', format: 'pem' }),
          toPublicJwk(kid, publicKey),
          options.clock.now(),
        ],
      );
      rows = await loadStored();
    }
    const newest = rows[0]!;
    return { kid: newest.kid, privateKey: createPrivateKey(newest.private_key_pem) };
  };

  const current = () => {
    currentKey ??= resolveCurrent().catch((error) => {
      currentKey = undefined;
      throw error;
    });
    return currentKey;
  };

  return {
    current,
    async find(kid) {
      await current();
      // An unknown kid may be a key another instance just generated; re-read at most every few seconds so forged
      // kids cannot turn every request into a database query.
      if (!publicKeys.has(kid) && Date.now() - lastReload > 5000) {
        lastReload = Date.now();
        await loadStored();
      }
      return publicKeys.get(kid);
    },
    async jwks() {
      await current();
      return { keys: [...jwks.values()] };
    },
  };
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
