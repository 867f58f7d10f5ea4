import { type Caller, isOwner } from '../../auth/caller';
import type { Clock } from '../../clock';
import type { PlatformDeps } from '../../context';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { EventActor } from '../../outbox/append-event';
import { endMemberSessions } from './end-member-sessions';
import { assertMayChangeMember } from './member-access';
import { actorOf, memberUpdated } from './member-events';
import { memberNotFound } from './member-reads';
import { findMember, type MemberRecord } from './member-record';
import { type MemberWire, toMemberWire } from './member-wire';
import { getPrivacySettings } from './privacy-settings';

/** The staff actions on a member (business-rules 4B). */
export type MemberAction = 'approve' | 'block' | 'mute' | 'unmute' | 'disconnect';

/** Who acts, for the refusals that depend on it and for the event. */
export interface ActingCaller {
  /** The acting member, if a member acts (blocking or disconnecting oneself is refused). */
  memberId?: string;
  /** True for the owner or an API key: only they may approve, mute or unmute the owner. */
  actsForOwner: boolean;
  actor: EventActor | undefined;
}

const disconnected = (member: MemberRecord) =>
  ApiError.precondition(
    'MEMBER_DISCONNECTED',
    'The member was disconnected (status OFFLINE); disconnection is final',
    { memberId: member.id },
  );

/**
 * Refuses an action the member's state or role forbids (business-rules 118–121; 428 per rule X2):
 * - approve (PENDING → APPROVED, or unblock BLOCKED → APPROVED): not for a disconnected member;
 * - block: not oneself (`MEMBER_SELF_BLOCK_FORBIDDEN`), not the owner (`OWNER_MEMBER_BLOCK_FORBIDDEN`), not a
 *   disconnected member;
 * - disconnect: not oneself, not the owner ([INFERRED] like block: the site must keep its owner);
 * - mute / unmute: always allowed;
 * then, for what is left, only the owner or an API key acts on the owner (403, see `assertMayChangeMember`): the
 * rules above apply to everyone and say more, so they answer first.
 * @param action - the action
 * @param member - the member it acts on
 * @param acting - who acts
 * @throws ApiError 428 with the refusal's code and `data.memberId`; 403 `PERMISSION_DENIED` for a contributor on
 *   the owner
 */
export function assertActionAllowed(action: MemberAction, member: MemberRecord, acting: ActingCaller): void {
  const self = acting.memberId === member.id;
  const owner = member.role === 'OWNER';
  const data = { memberId: member.id };
  if (action === 'approve' && member.status === 'OFFLINE') throw disconnected(member);
  if (action === 'block') {
    if (self)
      throw ApiError.precondition('MEMBER_SELF_BLOCK_FORBIDDEN', 'Members cannot block themselves', data);
    if (owner)
      throw ApiError.precondition('OWNER_MEMBER_BLOCK_FORBIDDEN', 'The site owner cannot be blocked', data);
    if (member.status === 'OFFLINE') throw disconnected(member);
  }
  if (action === 'disconnect') {
    if (self) {
      throw ApiError.precondition(
        'MEMBER_SELF_DISCONNECT_FORBIDDEN',
        'Members cannot disconnect themselves',
        data,
      );
    }
    if (owner) {
      throw ApiError.precondition(
        'OWNER_MEMBER_DISCONNECT_FORBIDDEN',
        'The site owner cannot be disconnected',
        data,
      );
    }
  }
  assertMayChangeMember(acting.actsForOwner, member);
}

const NEXT: Record<MemberAction, { status?: MemberRecord['status']; activityStatus?: 'ACTIVE' | 'MUTED' }> = {
  approve: { status: 'APPROVED' },
  block: { status: 'BLOCKED' },
  disconnect: { status: 'OFFLINE' },
  mute: { activityStatus: 'MUTED' },
  unmute: { activityStatus: 'ACTIVE' },
};

/**
 * Applies an action to a locked member inside a transaction: checks it, changes the status or activity status
 * (nothing when already there — a repeated call succeeds without an event), ends the sessions of a blocked or
 * disconnected member, and records `member_updated`.
 * @param tx - the transaction (the member row must be locked: `findMember(tx, id, { forUpdate: true })`)
 * @param clock - the clock
 * @param member - the member before
 * @param action - the action
 * @param acting - who acts
 * @returns the member after
 * @throws ApiError 428 when the action is refused
 */
export async function applyMemberAction(
  tx: Queryable,
  clock: Clock,
  member: MemberRecord,
  action: MemberAction,
  acting: ActingCaller,
): Promise<MemberRecord> {
  assertActionAllowed(action, member, acting);
  const next = NEXT[action];
  const status = next.status ?? member.status;
  const activityStatus = next.activityStatus ?? member.activityStatus;
  if (status === member.status && activityStatus === member.activityStatus) return member;
  await tx.query('update members set status = $2, activity_status = $3, updated_at = $4 where id = $1', [
    member.id,
    status,
    activityStatus,
    clock.now(),
  ]);
  if (status === 'BLOCKED' || status === 'OFFLINE') await endMemberSessions(tx, clock, member.id);
  const after = (await findMember(tx, member.id))!;
  await memberUpdated(tx, clock, member, after, acting.actor);
  return after;
}

/**
 * `POST /members/{id}/approve|block|mute|unmute|disconnect` → the member (FULL: only staff call these).
 * @param deps - platform dependencies
 * @param caller - the (staff) caller
 * @param id - the member id
 * @param action - the action
 * @throws ApiError 404 `MEMBER_NOT_FOUND`, 428 when refused, 403 for a contributor on the owner
 */
export async function changeMember(
  deps: PlatformDeps,
  caller: Caller,
  id: string,
  action: MemberAction,
): Promise<MemberWire> {
  return deps.db.transaction(async (tx) => {
    const member = await findMember(tx, id, { forUpdate: true });
    if (!member) throw memberNotFound(id);
    const after = await applyMemberAction(tx, deps.clock, member, action, {
      ...(caller.memberId ? { memberId: caller.memberId } : {}),
      actsForOwner: isOwner(caller),
      actor: actorOf(caller),
    });
    return toMemberWire(after, 'FULL');
  });
}

/**
 * `POST /members/join-community` and `/leave-community`: the caller's privacy becomes PUBLIC or PRIVATE
 * (business-rules 124). Joining is impossible when the site lets no one be public (`COMMUNITY_JOIN_IMPOSSIBLE`).
 * @param deps - platform dependencies
 * @param caller - the calling member
 * @param join - true to join, false to leave
 * @returns the caller's member (FULL: it is their own record)
 * @throws ApiError 428 `COMMUNITY_JOIN_IMPOSSIBLE`
 */
export async function setCommunityMembership(
  deps: PlatformDeps,
  caller: Caller & { memberId: string },
  join: boolean,
): Promise<MemberWire> {
  return deps.db.transaction(async (tx) => {
    const member = await findMember(tx, caller.memberId, { forUpdate: true });
    if (!member) throw ApiError.notFound('NOT_FOUND', 'The caller is not a member');
    if (join && (await getPrivacySettings(tx)).publicMemberCandidates === 'NO_ONE') {
      throw ApiError.precondition(
        'COMMUNITY_JOIN_IMPOSSIBLE',
        'Member profiles are private on this site; joining the community is not possible',
      );
    }
    const privacy = join ? 'PUBLIC' : 'PRIVATE';
    if (member.privacyStatus === privacy) return toMemberWire(member, 'FULL');
    await tx.query('update members set privacy_status = $2, updated_at = $3 where id = $1', [
      member.id,
      privacy,
      deps.clock.now(),
    ]);
    const after = (await findMember(tx, member.id))!;
    await memberUpdated(tx, deps.clock, member, after, actorOf(caller));
    return toMemberWire(after, 'FULL');
  });
}
