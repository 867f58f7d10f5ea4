import { randomUUID } from 'node:crypto';
import type { MemberRole } from '../../auth/caller';
import { createOpaqueToken, hashToken } from '../../auth/opaque-token';
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';

/** A token session: what a refresh token stands for, and what every access token names in its `sid`. */
export interface OAuthSession {
  id: string;
  clientId: string | null;
  role: 'visitor' | 'member';
  visitorId: string | null;
  memberId: string | null;
  revoked: boolean;
}

interface SessionRow {
  id: string;
  client_id: string | null;
  role: 'visitor' | 'member';
  visitor_id: string | null;
  member_id: string | null;
  revoked_at: Date | null;
}

/**
 * Opens a token session. Refresh tokens are opaque and stored hashed; they are not rotated (the official client
 * keeps its first refresh token, business-rules 158).
 * @param db - database or transaction
 * @param clock - the clock
 * @param input - who the session is for, and whether a refresh token is handed out (`offline_access`)
 * @returns the session id and the refresh token, if any
 */
export async function createSession(
  db: Queryable,
  clock: Clock,
  input: {
    role: 'visitor' | 'member';
    clientId: string | null;
    visitorId?: string | null;
    memberId?: string | null;
    withRefreshToken: boolean;
  },
): Promise<{ id: string; refreshToken: string | null }> {
  const id = randomUUID();
  const refreshToken = input.withRefreshToken ? createOpaqueToken('bzr') : null;
  const now = clock.now();
  await db.query(
    `insert into oauth_sessions (id, client_id, refresh_token_hash, role, visitor_id, member_id, created_at, last_used_at)
     values ($1, $2, $3, $4, $5, $6, $7, $7)`,
    [
      id,
      input.clientId,
      refreshToken ? hashToken(refreshToken) : null,
      input.role,
      input.visitorId ?? null,
      input.memberId ?? null,
      now,
    ],
  );
  return { id, refreshToken };
}

/**
 * Finds the session of a refresh token and marks it used.
 * @param db - database
 * @param clock - the clock
 * @param refreshToken - the presented refresh token
 */
export async function touchRefreshToken(
  db: Queryable,
  clock: Clock,
  refreshToken: string,
): Promise<OAuthSession | undefined> {
  const rows = await db.query<SessionRow>(
    `update oauth_sessions set last_used_at = $2 where refresh_token_hash = $1
     returning id, client_id, role, visitor_id, member_id, revoked_at`,
    [hashToken(refreshToken), clock.now()],
  );
  const row = rows[0];
  return row && toSession(row);
}

/**
 * The role of the member behind an active session, or undefined when the session was revoked or the member can no
 * longer sign in (blocked, offline, deleted).
 * @param db - database
 * @param sessionId - `sid` of the access token
 * @param memberId - `sub` of the access token
 */
export async function findActiveMemberSession(
  db: Queryable,
  sessionId: string,
  memberId: string,
): Promise<{ role: MemberRole } | undefined> {
  if (!isUuid(sessionId) || !isUuid(memberId)) return undefined;
  const rows = await db.query<{ role: MemberRole }>(
    `select m.role from oauth_sessions s join members m on m.id = s.member_id
     where s.id = $1 and s.member_id = $2 and s.revoked_at is null and m.status = 'APPROVED'`,
    [sessionId, memberId],
  );
  return rows[0];
}

/**
 * Ends one session: its refresh token stops working, and member access tokens naming it are refused.
 * @param db - database
 * @param clock - the clock
 * @param sessionId - the session
 */
export async function revokeSession(db: Queryable, clock: Clock, sessionId: string): Promise<void> {
  if (!isUuid(sessionId)) return;
  await db.query('update oauth_sessions set revoked_at = coalesce(revoked_at, $2) where id = $1', [
    sessionId,
    clock.now(),
  ]);
}

/**
 * Ends every session of a member (password recovery, blocking, deletion), or every other one (password change).
 * @param db - database
 * @param clock - the clock
 * @param memberId - the member
 * @param exceptSessionId - a session to keep (the one changing the password)
 */
export async function revokeMemberSessions(
  db: Queryable,
  clock: Clock,
  memberId: string,
  exceptSessionId?: string,
): Promise<void> {
  await db.query(
    `update oauth_sessions set revoked_at = $2
     where member_id = $1 and revoked_at is null and ($3::uuid is null or id <> $3::uuid)`,
    [memberId, clock.now(), exceptSessionId && isUuid(exceptSessionId) ? exceptSessionId : null],
  );
}

/**
 * True for a canonical UUID (ids from tokens are checked before they reach a uuid column).
 * @param value - the candidate
 */
export function isUuid(value: unknown): value is string {
  return (
    typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
  );
}

function toSession(row: SessionRow): OAuthSession {
  return {
    id: row.id,
    clientId: row.client_id,
    role: row.role,
    visitorId: row.visitor_id,
    memberId: row.member_id,
    revoked: row.revoked_at !== null,
  };
}
