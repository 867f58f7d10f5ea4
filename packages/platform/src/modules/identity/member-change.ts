import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import type { EventActor } from '../../outbox/append-event';
import { memberUpdated } from '../members/member-events';
import { findMember } from '../members/member-record';
import { markEmailVerified } from './identity-store';

/**
 * Runs an identity change (a verified email, a merged profile) and appends members v1 `member_updated` for what it
 * changed on the member: the member as it is afterwards (its whole profile, not only what the identity holds) and
 * the previous value of each changed field; nothing when the member did not change. The member row is locked first,
 * so `before` is the value the change replaced.
 * @param tx - the transaction of the change
 * @param clock - the clock
 * @param memberId - the member (its identity id)
 * @param actor - who caused it
 * @param change - the change
 * @returns what the change returned
 */
export async function withMemberUpdatedEvent<T>(
  tx: Queryable,
  clock: Clock,
  memberId: string,
  actor: EventActor | undefined,
  change: () => Promise<T>,
): Promise<T> {
  const before = await findMember(tx, memberId, { forUpdate: true });
  const result = await change();
  const after = before && (await findMember(tx, memberId));
  if (before && after) await memberUpdated(tx, clock, before, after, actor);
  return result;
}

/**
 * Marks a member's email verified, by the member's own proof (a mailed code or link): `member_updated` when it was
 * not verified yet.
 * @param tx - the transaction
 * @param clock - the clock
 * @param memberId - the member
 */
export function verifyMemberEmail(tx: Queryable, clock: Clock, memberId: string): Promise<void> {
  return withMemberUpdatedEvent(tx, clock, memberId, { identityType: 'MEMBER', memberId }, () =>
    markEmailVerified(tx, clock, memberId),
  );
}
