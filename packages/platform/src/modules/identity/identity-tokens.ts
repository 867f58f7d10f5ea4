import { randomUUID } from 'node:crypto';
import { createOpaqueToken, hashToken } from '../../auth/opaque-token';
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import { identityErrors } from './identity-errors';

/** The one-time secrets of the identity flows. */
export type IdentityTokenKind = 'session' | 'state' | 'recovery' | 'activation' | 'verification';

/** How long each kind lives, in seconds. */
export const IDENTITY_TOKEN_TTL: Record<IdentityTokenKind, number> = {
  // Session tokens are single-use and short-lived (business-rules 152).
  session: 10 * 60,
  state: 30 * 60,
  // Set-password links are valid 3 hours (business-rules 147).
  recovery: 3 * 60 * 60,
  activation: 72 * 60 * 60,
  verification: 30 * 60,
};

const PREFIX: Record<IdentityTokenKind, string> = {
  session: 'bzs',
  state: 'bzt',
  recovery: 'bzp',
  activation: 'bza',
  verification: 'bzv',
};

const LABEL: Record<IdentityTokenKind, string> = {
  session: 'session token',
  state: 'state token',
  recovery: 'recovery token',
  activation: 'activation token',
  verification: 'verification',
};

/** A stored one-time token. */
export interface IdentityToken {
  id: string;
  kind: IdentityTokenKind;
  identityId: string;
  codeHash: string | null;
  attempts: number;
  data: Record<string, unknown>;
  expiresAt: Date;
  usedAt: Date | null;
}

interface TokenRow {
  id: string;
  kind: IdentityTokenKind;
  identity_id: string;
  code_hash: string | null;
  attempts: number;
  data: Record<string, unknown>;
  expires_at: Date;
  used_at: Date | null;
}

/**
 * Issues a one-time token for an identity.
 * @param tx - database or transaction
 * @param clock - the clock
 * @param input - kind, identity, optional code (stored hashed) and data
 * @returns the secret (handed to the caller or mailed) and the token id
 */
export async function issueIdentityToken(
  tx: Queryable,
  clock: Clock,
  input: { kind: IdentityTokenKind; identityId: string; code?: string; data?: Record<string, unknown> },
): Promise<{ token: string; id: string }> {
  const token = createOpaqueToken(PREFIX[input.kind]);
  const id = randomUUID();
  const now = clock.now();
  await tx.query(
    `insert into identity_tokens (token_hash, id, kind, identity_id, code_hash, data, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      hashToken(token),
      id,
      input.kind,
      input.identityId,
      input.code ? hashToken(input.code) : null,
      JSON.stringify(input.data ?? {}),
      now,
      new Date(now.getTime() + IDENTITY_TOKEN_TTL[input.kind] * 1000),
    ],
  );
  return { token, id };
}

/** A presented secret, or only its hash (the redirect session keeps the hash of a session token, never the token). */
export type TokenRef = string | { hash: string };

const hashOf = (token: TokenRef) => (typeof token === 'string' ? hashToken(token) : token.hash);

/**
 * Reads a token that must still be usable, without consuming it.
 * @param db - database or transaction
 * @param clock - the clock
 * @param kind - the expected kind
 * @param token - the presented secret
 * @throws ApiError 400 unknown, 428 expired, 429 already used
 */
export async function readIdentityToken(
  db: Queryable,
  clock: Clock,
  kind: IdentityTokenKind,
  token: TokenRef,
): Promise<IdentityToken> {
  const rows = await db.query<TokenRow>('select * from identity_tokens where token_hash = $1 and kind = $2', [
    hashOf(token),
    kind,
  ]);
  const row = rows[0];
  if (!row) throw identityErrors.tokenInvalid(LABEL[kind]);
  if (row.used_at) throw identityErrors.tokenUsed(LABEL[kind]);
  if (row.expires_at.getTime() <= clock.now().getTime()) throw identityErrors.tokenExpired(LABEL[kind]);
  return toToken(row);
}

/**
 * Consumes a token atomically: of two concurrent uses, exactly one succeeds.
 * @param tx - database or transaction
 * @param clock - the clock
 * @param kind - the expected kind
 * @param token - the presented secret
 * @throws ApiError 400 unknown, 428 expired, 429 already used (business-rules 147: reuse → 429)
 */
export async function consumeIdentityToken(
  tx: Queryable,
  clock: Clock,
  kind: IdentityTokenKind,
  token: TokenRef,
): Promise<IdentityToken> {
  const now = clock.now();
  const rows = await tx.query<TokenRow>(
    `update identity_tokens set used_at = $3
     where token_hash = $1 and kind = $2 and used_at is null and expires_at > $3 returning *`,
    [hashOf(token), kind, now],
  );
  if (rows[0]) return toToken(rows[0]);
  await readIdentityToken(tx, clock, kind, token);
  throw identityErrors.tokenUsed(LABEL[kind]);
}

/**
 * Replaces the code of a state token and restarts its lifetime (resend invalidates the previous code, rule 145).
 * @param tx - database or transaction
 * @param clock - the clock
 * @param id - the token id
 * @param code - the new code
 */
export async function replaceTokenCode(tx: Queryable, clock: Clock, id: string, code: string): Promise<void> {
  const now = clock.now();
  await tx.query(
    'update identity_tokens set code_hash = $2, attempts = 0, expires_at = $3 where id = $1 and used_at is null',
    [id, hashToken(code), new Date(now.getTime() + IDENTITY_TOKEN_TTL.state * 1000)],
  );
}

/**
 * Counts a wrong code; after `maxAttempts` the token is spent.
 * @param db - database
 * @param clock - the clock
 * @param id - the token id
 * @param maxAttempts - attempts allowed
 * @returns the attempts left
 */
export async function countFailedAttempt(
  db: Queryable,
  clock: Clock,
  id: string,
  maxAttempts: number,
): Promise<number> {
  const rows = await db.query<{ attempts: number }>(
    `update identity_tokens set attempts = attempts + 1,
       used_at = case when attempts + 1 >= $2 then $3 else used_at end
     where id = $1 returning attempts`,
    [id, maxAttempts, clock.now()],
  );
  return Math.max(0, maxAttempts - (rows[0]?.attempts ?? maxAttempts));
}

/**
 * Spends every unused token of a kind for an identity (a new recovery link voids the older ones).
 * @param tx - database or transaction
 * @param clock - the clock
 * @param identityId - the identity
 * @param kind - the kind
 */
export async function voidIdentityTokens(
  tx: Queryable,
  clock: Clock,
  identityId: string,
  kind: IdentityTokenKind,
): Promise<void> {
  await tx.query(
    'update identity_tokens set used_at = $3 where identity_id = $1 and kind = $2 and used_at is null',
    [identityId, kind, clock.now()],
  );
}

function toToken(row: TokenRow): IdentityToken {
  return {
    id: row.id,
    kind: row.kind,
    identityId: row.identity_id,
    codeHash: row.code_hash,
    attempts: row.attempts,
    data: row.data,
    expiresAt: row.expires_at,
    usedAt: row.used_at,
  };
}
