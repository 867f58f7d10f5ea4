import { randomUUID } from 'node:crypto';
import type { MemberRole } from '../../auth/caller';
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';

/** Member statuses of the members v1 API (business-rules 114). */
export type MemberStatus = 'PENDING' | 'APPROVED' | 'BLOCKED' | 'OFFLINE';

/** The identity profile as stored (the wire `identityProfile` without `privacyStatus`). */
export type IdentityProfile = Record<string, unknown> & { nickname?: string | null; privacyStatus?: string };

/** An identity joined with the member it signs in as. */
export interface IdentityRecord {
  id: string;
  loginEmail: string;
  passwordHash: string | null;
  passwordResetRequired: boolean;
  emailVerified: boolean;
  profile: IdentityProfile;
  revision: number;
  createdAt: Date;
  updatedAt: Date;
  role: MemberRole;
  status: MemberStatus;
  slug: string;
  nickname: string | null;
  privacyStatus: 'PRIVATE' | 'PUBLIC';
  activityStatus: 'ACTIVE' | 'MUTED';
  lastLoginAt: Date | null;
}

interface IdentityRow {
  id: string;
  login_email: string;
  password_hash: string | null;
  password_reset_required: boolean;
  email_verified: boolean;
  profile: IdentityProfile;
  revision: number;
  created_at: Date;
  updated_at: Date;
  role: MemberRole;
  status: MemberStatus;
  slug: string;
  nickname: string | null;
  privacy_status: 'PRIVATE' | 'PUBLIC';
  activity_status: 'ACTIVE' | 'MUTED';
  last_login_at: Date | null;
}

const SELECT = `select i.*, m.role, m.status, m.slug, m.nickname, m.privacy_status, m.activity_status, m.last_login_at
  from identities i join members m on m.id = i.id`;

/**
 * Login emails are case-insensitive: stored and compared trimmed and lower-cased.
 * @param email - as typed
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Finds an identity by login email.
 * @param db - database or transaction
 * @param email - the login email (any case)
 */
export async function findIdentityByEmail(db: Queryable, email: string): Promise<IdentityRecord | undefined> {
  const rows = await db.query<IdentityRow>(`${SELECT} where i.login_email = $1`, [normalizeEmail(email)]);
  return rows[0] && toRecord(rows[0]);
}

/**
 * Finds an identity by id (= member id).
 * @param db - database or transaction
 * @param id - the identity id
 */
export async function findIdentityById(db: Queryable, id: string): Promise<IdentityRecord | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const rows = await db.query<IdentityRow>(`${SELECT} where i.id = $1`, [id]);
  return rows[0] && toRecord(rows[0]);
}

/** What a new identity starts with. */
export interface NewIdentity {
  email: string;
  passwordHash: string | null;
  emailVerified: boolean;
  profile: IdentityProfile;
  status: MemberStatus;
  role?: MemberRole;
}

/**
 * Creates an identity and its member in one go (registration, sign-on, seeding). The slug comes from the nickname,
 * else the email's local part, made unique with `-1`, `-2`… (business-rules 129).
 * @param tx - a transaction
 * @param clock - the clock
 * @param input - the new identity
 * @throws the database's unique violation when the email is taken concurrently
 */
export async function createIdentity(
  tx: Queryable,
  clock: Clock,
  input: NewIdentity,
): Promise<IdentityRecord> {
  const id = randomUUID();
  const now = clock.now();
  const email = normalizeEmail(input.email);
  const nickname =
    typeof input.profile.nickname === 'string' && input.profile.nickname.trim()
      ? input.profile.nickname.trim()
      : null;
  const privacy = input.profile.privacyStatus === 'PUBLIC' ? 'PUBLIC' : 'PRIVATE';
  const { privacyStatus: _ignored, ...profile } = input.profile;
  await tx.query(
    `insert into identities (id, login_email, password_hash, email_verified, profile, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $6)`,
    [id, email, input.passwordHash, input.emailVerified, JSON.stringify(profile), now],
  );
  const base = nickname ?? email.split('@')[0] ?? 'member';
  // Two members created at once with the same nickname both find the same free slug; on PostgreSQL the second
  // insert then waits for the first and conflicts. The loser takes the next free slug instead of failing (the
  // caller would report a unique violation as a taken email). Each attempt's select sees the winner once it has
  // committed (READ COMMITTED), so this ends; the bound only guards against a bug.
  for (let attempt = 0; ; attempt++) {
    const slug = await uniqueSlug(tx, base);
    const inserted = await tx.query(
      `insert into members (id, contact_id, role, status, slug, nickname, privacy_status, created_at, updated_at)
       values ($1, $1, $2, $3, $4, $5, $6, $7, $7)
       ${attempt < MAX_SLUG_ATTEMPTS ? 'on conflict (slug) do nothing' : ''} returning id`,
      [id, input.role ?? 'MEMBER', input.status, slug, nickname, privacy, now],
    );
    if (inserted.length) break;
  }
  return (await findIdentityById(tx, id))!;
}

/** Slug choices a new member makes before a conflict is raised (see createIdentity). */
const MAX_SLUG_ATTEMPTS = 20;

/**
 * Replaces the password and clears a pending reset.
 * @param db - database or transaction
 * @param clock - the clock
 * @param id - the identity
 * @param passwordHash - the new hash
 */
export async function setPasswordHash(
  db: Queryable,
  clock: Clock,
  id: string,
  passwordHash: string,
): Promise<void> {
  await db.query(
    `update identities set password_hash = $2, password_reset_required = false, revision = revision + 1, updated_at = $3
     where id = $1`,
    [id, passwordHash, clock.now()],
  );
}

/**
 * Marks the login email verified.
 * @param db - database or transaction
 * @param clock - the clock
 * @param id - the identity
 */
export async function markEmailVerified(db: Queryable, clock: Clock, id: string): Promise<void> {
  await db.query(
    `update identities set email_verified = true, revision = revision + 1, updated_at = $2
     where id = $1 and not email_verified`,
    [id, clock.now()],
  );
}

/**
 * Merges profile fields into an identity (sign-on updates an existing member's profile).
 * @param db - database or transaction
 * @param clock - the clock
 * @param id - the identity
 * @param profile - fields to set
 */
export async function mergeProfile(
  db: Queryable,
  clock: Clock,
  id: string,
  profile: IdentityProfile,
): Promise<void> {
  const { privacyStatus: _ignored, ...fields } = profile;
  if (Object.keys(fields).length === 0) return;
  await db.query(
    `update identities set profile = profile || $2::jsonb, revision = revision + 1, updated_at = $3 where id = $1`,
    [id, JSON.stringify(fields), clock.now()],
  );
}

/**
 * Records a successful sign-in (`members.last_login_at`).
 * @param db - database or transaction
 * @param clock - the clock
 * @param id - the member
 */
export async function recordLogin(db: Queryable, clock: Clock, id: string): Promise<void> {
  await db.query('update members set last_login_at = $2 where id = $1', [id, clock.now()]);
}

/**
 * A slug not used by any member: the base normalised (lower case, non-alphanumerics → `-`), then `-1`, `-2`…
 * @param db - database or transaction
 * @param base - nickname or email local part
 */
export async function uniqueSlug(db: Queryable, base: string): Promise<string> {
  const root =
    base
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 200) || 'member';
  const rows = await db.query<{ slug: string }>(`select slug from members where slug = $1 or slug like $2`, [
    root,
    `${root.replace(/[\\%_]/g, '\\$&')}-%`,
  ]);
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(root)) return root;
  for (let n = 1; ; n++) {
    if (!taken.has(`${root}-${n}`)) return `${root}-${n}`;
  }
}

function toRecord(row: IdentityRow): IdentityRecord {
  return {
    id: row.id,
    loginEmail: row.login_email,
    passwordHash: row.password_hash,
    passwordResetRequired: row.password_reset_required,
    emailVerified: row.email_verified,
    profile: row.profile,
    revision: row.revision,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    role: row.role,
    status: row.status,
    slug: row.slug,
    nickname: row.nickname,
    privacyStatus: row.privacy_status,
    activityStatus: row.activity_status,
    lastLoginAt: row.last_login_at,
  };
}
