import { randomUUID } from 'node:crypto';
import { createOpaqueToken, hashToken } from '../../auth/opaque-token';
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';

/** An API key as listed (the secret itself is shown once, at creation). */
export interface ApiKeyInfo {
  id: string;
  name: string;
  /** The first characters of the key, to recognise it. */
  keyPrefix: string;
  createdBy: string | null;
  createdDate: string;
  revokedDate: string | null;
}

interface ApiKeyRow {
  id: string;
  name: string;
  key_prefix: string;
  created_by: string | null;
  created_at: Date;
  revoked_at: Date | null;
}

/**
 * Creates an API key (elevated server-side access). Only its hash is stored.
 * @param db - database or transaction
 * @param clock - the clock
 * @param input - a name, and the member creating it (none from the command line)
 * @returns the listed key and the secret, which cannot be read again
 */
export async function createApiKey(
  db: Queryable,
  clock: Clock,
  input: { name: string; createdBy?: string | null },
): Promise<{ apiKey: ApiKeyInfo; key: string }> {
  const key = createOpaqueToken('bzk');
  const rows = await db.query<ApiKeyRow>(
    `insert into api_keys (id, name, key_hash, key_prefix, created_by, created_at)
     values ($1, $2, $3, $4, $5, $6) returning *`,
    [randomUUID(), input.name, hashToken(key), key.slice(0, 10), input.createdBy ?? null, clock.now()],
  );
  return { apiKey: toInfo(rows[0]!), key };
}

/**
 * Finds the active key matching a secret.
 * @param db - database
 * @param key - the presented secret
 */
export async function findApiKey(db: Queryable, key: string): Promise<{ id: string } | undefined> {
  const rows = await db.query<{ id: string }>(
    'select id from api_keys where key_hash = $1 and revoked_at is null',
    [hashToken(key)],
  );
  return rows[0];
}

/**
 * Lists every key, newest first, without secrets.
 * @param db - database
 */
export async function listApiKeys(db: Queryable): Promise<ApiKeyInfo[]> {
  const rows = await db.query<ApiKeyRow>('select * from api_keys order by created_at desc, id');
  return rows.map(toInfo);
}

/**
 * Revokes a key; calls made with it are refused from then on.
 * @param db - database
 * @param clock - the clock
 * @param id - the key id
 * @throws ApiError 404 `API_KEY_NOT_FOUND`
 */
export async function revokeApiKey(db: Queryable, clock: Clock, id: string): Promise<void> {
  const rows = await db.query(
    'update api_keys set revoked_at = coalesce(revoked_at, $2) where id = $1 returning id',
    [id, clock.now()],
  );
  if (rows.length === 0) throw ApiError.notFound('API_KEY_NOT_FOUND', 'No API key with this id', { id });
}

function toInfo(row: ApiKeyRow): ApiKeyInfo {
  return {
    id: row.id,
    name: row.name,
    keyPrefix: row.key_prefix,
    createdBy: row.created_by,
    createdDate: row.created_at.toISOString(),
    revokedDate: row.revoked_at ? row.revoked_at.toISOString() : null,
  };
}
