import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { storeNewKey } from './signing-keys';

/** A stored signing key as `bazaar keys list` shows it. */
export interface StoredKeyInfo {
  kid: string;
  createdAt: string;
  /** The newest key signs new tokens; the others only verify tokens signed before the rotation. */
  current: boolean;
}

/**
 * Lists the stored signing keys, newest (current) first.
 * @param db - database
 */
export async function listSigningKeys(db: Database): Promise<StoredKeyInfo[]> {
  const rows = await db.query<{ kid: string; created_at: Date | string }>(
    'select kid, created_at from signing_keys order by created_at desc, kid',
  );
  return rows.map((row, index) => ({
    kid: row.kid,
    createdAt: new Date(row.created_at).toISOString(),
    current: index === 0,
  }));
}

/**
 * Rotates: a new key becomes the current one. The previous keys stay in the JWKS and keep verifying the tokens
 * they signed (access tokens live 4 hours) until {@link retireSigningKeys} removes them. Every instance picks the
 * new key up within a minute (auth/signing-keys.ts `KEY_RING_TTL_MS`).
 * @param db - database
 * @param clock - time source
 * @returns the new key id
 */
export function rotateSigningKey(db: Database, clock: Clock): Promise<string> {
  return storeNewKey(db, clock);
}

/**
 * Retires the previous keys: deletes every stored key but the newest `keep`. Tokens they signed are refused from
 * then on (within a minute on running instances).
 * @param db - database
 * @param keep - how many of the newest keys to keep (at least 1)
 * @returns the retired key ids
 */
export async function retireSigningKeys(db: Database, keep = 1): Promise<string[]> {
  const keys = await listSigningKeys(db);
  const retired = keys.slice(Math.max(1, keep)).map((key) => key.kid);
  if (retired.length > 0) await db.query('delete from signing_keys where kid = any($1::text[])', [retired]);
  return retired;
}
