import type { MemberRole } from '../../auth/caller';
import type { Queryable } from '../../db/database';
import type { IdentityProfile, MemberStatus } from '../identity/identity-store';
import { isUuid } from '../oauth/sessions';

/** An image of the member profile (entities.md Member `Image`). */
export interface MemberImage {
  id?: string;
  url?: string;
  height?: number;
  width?: number;
  offsetX?: number | null;
  offsetY?: number | null;
}

/** `members.profile`: the display fields beyond the nickname. */
export interface MemberDisplay {
  photo?: MemberImage;
  cover?: MemberImage;
  title?: string;
}

/** A member with its identity, as the members API reads it. */
export interface MemberRecord {
  id: string;
  contactId: string;
  role: MemberRole;
  status: MemberStatus;
  slug: string;
  nickname: string | null;
  privacyStatus: 'PRIVATE' | 'PUBLIC';
  activityStatus: 'ACTIVE' | 'MUTED';
  createdAt: Date;
  updatedAt: Date;
  lastLoginAt: Date | null;
  display: MemberDisplay;
  loginEmail: string;
  emailVerified: boolean;
  /** The identity profile, where the contact data lives (member-contact.ts). */
  identityProfile: IdentityProfile;
}

/** A row of {@link MEMBER_COLUMNS}. */
export interface MemberRow {
  id: string;
  contact_id: string;
  role: MemberRole;
  status: MemberStatus;
  slug: string;
  nickname: string | null;
  privacy_status: 'PRIVATE' | 'PUBLIC';
  activity_status: 'ACTIVE' | 'MUTED';
  created_at: Date;
  updated_at: Date;
  last_login_at: Date | null;
  display: MemberDisplay;
  login_email: string;
  email_verified: boolean;
  identity_profile: IdentityProfile;
}

/** The FROM clause of member reads: one row per member (`m` = members, `i` = identities). */
export const MEMBER_FROM = 'members m join identities i on i.id = m.id';

/** The SELECT list of member reads. */
export const MEMBER_COLUMNS = `m.id, m.contact_id, m.role, m.status, m.slug, m.nickname, m.privacy_status,
  m.activity_status, m.created_at, m.updated_at, m.last_login_at, m.profile as display, i.login_email,
  i.email_verified, i.profile as identity_profile`;

/**
 * Finds a member by id.
 * @param db - database or transaction
 * @param id - the member id (anything: a non-GUID finds nothing)
 * @param options - `forUpdate` locks the member row until the transaction ends (transitions read, then write)
 */
export async function findMember(
  db: Queryable,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<MemberRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const rows = await db.query<MemberRow>(
    `select ${MEMBER_COLUMNS} from ${MEMBER_FROM} where m.id = $1${options.forUpdate ? ' for update of m' : ''}`,
    [id],
  );
  return rows[0] && toMemberRecord(rows[0]);
}

/**
 * Maps a row of {@link MEMBER_COLUMNS}.
 * @param row - the row
 */
export function toMemberRecord(row: MemberRow): MemberRecord {
  return {
    id: row.id,
    contactId: row.contact_id,
    role: row.role,
    status: row.status,
    slug: row.slug,
    nickname: row.nickname,
    privacyStatus: row.privacy_status,
    activityStatus: row.activity_status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    lastLoginAt: row.last_login_at,
    display: row.display ?? {},
    loginEmail: row.login_email,
    emailVerified: row.email_verified,
    identityProfile: row.identity_profile ?? {},
  };
}
