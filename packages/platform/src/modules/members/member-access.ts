import { type Caller, isStaff } from '../../auth/caller';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { MemberRecord } from './member-record';
import { getPrivacySettings } from './privacy-settings';
import type { Fieldset } from './schema';

/**
 * Who may see which member, and how much of it (business-rules 132, 136; spec §6):
 * - staff (owners, contributors, API keys) see every member with any fieldset;
 * - a member reads their own record by id with any fieldset;
 * - everyone else sees only members who are in the community (privacy PUBLIC) and APPROVED, with the PUBLIC
 *   fieldset; other members are silently left out of lists and are "not found" when asked for by id. Lists and
 *   queries leave a private caller out too: "Private members aren't returned … if a site visitor or site member
 *   identity calls this method" (MEM listMembers; business-rules 132 — the caller's own record is read by id);
 * - when the site's community is private (`VISIBLE_TO_MEMBERS_ONLY`) visitors see no one (403), and when no one
 *   may be public (`NO_ONE`) non-staff callers see only themselves, by id.
 */
export interface MemberViewer {
  staff: boolean;
  /** The caller's own member id, when the caller is a member. */
  memberId?: string;
  /** Whether public members are visible to this (non-staff) caller at all. */
  publicVisible: boolean;
}

/**
 * Works out what the caller may see.
 * @param db - database
 * @param caller - the caller
 * @throws ApiError 403 for a visitor when the community is visible to members only
 */
export async function viewerOf(db: Queryable, caller: Caller): Promise<MemberViewer> {
  const memberId = caller.kind === 'member' ? caller.memberId : undefined;
  if (isStaff(caller)) return { staff: true, ...(memberId ? { memberId } : {}), publicVisible: true };
  const settings = await getPrivacySettings(db);
  if (settings.publicMemberVisibility === 'VISIBLE_TO_MEMBERS_ONLY' && caller.kind !== 'member') {
    throw ApiError.forbidden('Member profiles are visible to logged-in members only on this site');
  }
  return {
    staff: false,
    ...(memberId ? { memberId } : {}),
    publicVisible: settings.publicMemberCandidates !== 'NO_ONE',
  };
}

/**
 * Refuses a fieldset the caller may not read: EXTENDED and FULL of anyone but oneself need staff.
 * @param viewer - the caller's view
 * @param fieldset - the widest requested fieldset
 * @param ownRecordOnly - true when the call can only return the caller's own record
 * @throws ApiError 403
 */
export function assertFieldsetAllowed(viewer: MemberViewer, fieldset: Fieldset, ownRecordOnly = false): void {
  if (viewer.staff || fieldset === 'PUBLIC' || ownRecordOnly) return;
  throw ApiError.forbidden(
    `The ${fieldset} fieldset of other members needs an owner, a contributor or an API key`,
  );
}

/**
 * True when the caller may see the member at all.
 * @param viewer - the caller's view
 * @param member - the member
 */
export function canSee(viewer: MemberViewer, member: MemberRecord): boolean {
  if (viewer.staff || member.id === viewer.memberId) return true;
  return viewer.publicVisible && member.privacyStatus === 'PUBLIC' && member.status === 'APPROVED';
}

/**
 * The SQL condition of the members a list or query shows the caller (`members m`): all of them to staff, else the
 * public, approved members — never a private caller's own record (see {@link MemberViewer}).
 * @param viewer - the caller's view
 */
export function listedSql(viewer: MemberViewer): string {
  if (viewer.staff) return 'TRUE';
  return viewer.publicVisible ? `(m.privacy_status = 'PUBLIC' AND m.status = 'APPROVED')` : 'FALSE';
}

/**
 * Refuses a call on another member's record unless the caller is staff (update, slug, contact deletes).
 * @param caller - the caller
 * @param memberId - the member the call acts on
 * @throws ApiError 401/403
 */
export function assertSelfOrStaff(caller: Caller, memberId: string): void {
  if (caller.kind === 'anonymous')
    throw ApiError.unauthenticated(caller.authError ?? 'Missing authorization');
  if (isStaff(caller) || (caller.kind === 'member' && caller.memberId === memberId)) return;
  throw ApiError.forbidden('Only the member themselves, an owner, a contributor or an API key may do this');
}

/**
 * Refuses a change to the site owner's record by staff who do not act for the owner — contributors may manage
 * members but not the person above them (profile, slug, contact lists, approve, mute / unmute, bulk jobs). The
 * owner and API keys (which act for the site, like its owner: `isOwner`) pass; so does anyone on any other
 * member. Blocking, disconnecting and deleting the owner are refused to everyone, by their own rules.
 * @param actsForOwner - true when the caller is the owner or an API key (`isOwner(caller)`; a bulk job keeps it)
 * @param member - the member the change is for
 * @throws ApiError 403 `PERMISSION_DENIED` with `data.memberId`
 */
export function assertMayChangeMember(
  actsForOwner: boolean,
  member: Pick<MemberRecord, 'id' | 'role'>,
): void {
  if (member.role !== 'OWNER' || actsForOwner) return;
  throw ApiError.forbidden("Only the site owner or an API key may change the owner's member record", {
    memberId: member.id,
  });
}
