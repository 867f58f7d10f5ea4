import type { Caller } from '../../auth/caller';
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import { appendEvent, type EventActor } from '../../outbox/append-event';
import type { MemberRecord } from './member-record';
import { type MemberWire, toMemberWire } from './member-wire';

/** Entity name of member events (events.md "Members"). */
export const MEMBER_FQDN = 'wix.members.v1.member';

/**
 * Who caused an event, from the caller (events.md §1 `identity`).
 * @param caller - the caller of the request
 */
export function actorOf(caller: Caller): EventActor | undefined {
  if (caller.kind === 'member' && caller.memberId)
    return { identityType: 'MEMBER', memberId: caller.memberId };
  if (caller.kind === 'apiKey' && caller.apiKeyId) return { identityType: 'APP', appId: caller.apiKeyId };
  if (caller.kind === 'visitor' && caller.visitorId)
    return { identityType: 'ANONYMOUS_VISITOR', anonymousVisitorId: caller.visitorId };
  return undefined;
}

/**
 * `wix.members.v1.member_created` with the FULL member.
 * @param tx - the transaction that created the member
 * @param clock - the clock
 * @param member - the new member
 * @param actor - who created it
 */
export async function memberCreated(
  tx: Queryable,
  clock: Clock,
  member: MemberRecord,
  actor: EventActor | undefined,
): Promise<void> {
  await appendEvent(
    tx,
    {
      type: `${MEMBER_FQDN}_created`,
      entityFqdn: MEMBER_FQDN,
      entityId: member.id,
      slug: 'created',
      payload: { createdEvent: { entity: toMemberWire(member, 'FULL') } },
      ...(actor ? { actor } : {}),
    },
    clock,
  );
}

/**
 * `wix.members.v1.member_updated` with the FULL member after the change and, as `modifiedFields`, the previous
 * value of every top-level field that changed (events.md §4 `updatedEvent`). Nothing is recorded when nothing
 * changed (an approve of an approved member).
 * @param tx - the transaction of the change
 * @param clock - the clock
 * @param before - the member before
 * @param after - the member after
 * @param actor - who changed it
 */
export async function memberUpdated(
  tx: Queryable,
  clock: Clock,
  before: MemberRecord,
  after: MemberRecord,
  actor: EventActor | undefined,
): Promise<void> {
  const previous = toMemberWire(before, 'FULL');
  const current = toMemberWire(after, 'FULL');
  const modifiedFields: Record<string, unknown> = {};
  for (const key of Object.keys({ ...previous, ...current }) as Array<keyof MemberWire>) {
    if (key === 'updatedDate') continue;
    if (JSON.stringify(previous[key]) !== JSON.stringify(current[key]))
      modifiedFields[key] = previous[key] ?? null;
  }
  if (Object.keys(modifiedFields).length === 0) return;
  await appendEvent(
    tx,
    {
      type: `${MEMBER_FQDN}_updated`,
      entityFqdn: MEMBER_FQDN,
      entityId: after.id,
      slug: 'updated',
      payload: { updatedEvent: { currentEntity: current, modifiedFields } },
      ...(actor ? { actor } : {}),
    },
    clock,
  );
}

/**
 * `wix.members.v1.member_deleted` with the deleted member.
 * @param tx - the transaction of the deletion
 * @param clock - the clock
 * @param member - the member as it was
 * @param actor - who deleted it
 */
export async function memberDeleted(
  tx: Queryable,
  clock: Clock,
  member: MemberRecord,
  actor: EventActor | undefined,
): Promise<void> {
  await appendEvent(
    tx,
    {
      type: `${MEMBER_FQDN}_deleted`,
      entityFqdn: MEMBER_FQDN,
      entityId: member.id,
      slug: 'deleted',
      payload: { deletedEvent: { deletedEntity: toMemberWire(member, 'FULL') } },
      ...(actor ? { actor } : {}),
    },
    clock,
  );
}
