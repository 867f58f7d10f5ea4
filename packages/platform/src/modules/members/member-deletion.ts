import type { Caller } from '../../auth/caller';
import type { Clock } from '../../clock';
import type { PlatformDeps } from '../../context';
import type { Queryable } from '../../db/database';
import { ApiError, isApiError } from '../../http/api-error';
import type { EventActor } from '../../outbox/append-event';
import { aboutDeletedWithMember } from './member-about';
import { actorOf, memberDeleted } from './member-events';
import { memberNotFound } from './member-reads';
import { findMember, type MemberRecord } from './member-record';

/**
 * False for owners and contributors, whom no deletion removes (see {@link assertDeletable}).
 * @param member - the member
 */
export function isDeletable(member: Pick<MemberRecord, 'role'>): boolean {
  return member.role !== 'OWNER' && member.role !== 'CONTRIBUTOR';
}

/**
 * Refuses to delete an owner or a contributor: the site would lose its staff (MEM `DeleteMemberValidationErrors`,
 * a validation error with `ruleName: OWNER_OR_CONTRIBUTOR_MEMBER_DELETE_FORBIDDEN`).
 * @param member - the member to delete
 * @param field - the request field naming the member
 * @throws ApiError 400
 */
export function assertDeletable(member: Pick<MemberRecord, 'id' | 'role'>, field: string): void {
  if (!isDeletable(member)) {
    throw ApiError.invalid([
      {
        field,
        description: 'names an owner or a contributor, who cannot be deleted',
        violatedRule: 'OTHER',
        ruleName: 'OWNER_OR_CONTRIBUTOR_MEMBER_DELETE_FORBIDDEN',
        data: { memberId: member.id },
      },
    ]);
  }
}

/**
 * Deletes a locked member inside a transaction: records `member_deleted`, then removes the identity — its member,
 * sessions, refresh tokens, browser sessions and "About" go with it, so the member is logged out everywhere and
 * `GET` answers 404 (business-rules 122). This platform keeps no member-authored content, so there is nothing to
 * hand to a content assignee.
 * @param tx - the transaction
 * @param clock - the clock
 * @param member - the member
 * @param actor - who deletes
 */
export async function removeMember(
  tx: Queryable,
  clock: Clock,
  member: MemberRecord,
  actor: EventActor | undefined,
): Promise<void> {
  await aboutDeletedWithMember(tx, clock, member.id, actor);
  await memberDeleted(tx, clock, member, actor);
  await tx.query('delete from identities where id = $1', [member.id]);
}

/**
 * Checks a content assignee: an existing member other than the ones being deleted.
 * @param db - database or transaction
 * @param id - the assignee id, if any
 * @param deleted - ids being deleted
 * @throws ApiError 400 for an unknown assignee or one being deleted
 */
export async function assertContentAssignee(
  db: Queryable,
  id: string | null | undefined,
  deleted: readonly string[] = [],
): Promise<void> {
  if (!id) return;
  if (deleted.includes(id) || !(await findMember(db, id))) {
    throw ApiError.invalidField('contentAssigneeId', 'must name another existing member', 'VALIDATION', {
      memberId: id,
    });
  }
}

/**
 * `DELETE /members/{id}` (staff).
 * @param deps - platform dependencies
 * @param caller - the caller
 * @param id - the member id
 * @throws ApiError 404 `MEMBER_NOT_FOUND`, 400 for an owner or contributor
 */
export async function deleteMember(deps: PlatformDeps, caller: Caller, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const member = await findMember(tx, id, { forUpdate: true });
    if (!member) throw memberNotFound(id);
    assertDeletable(member, 'id');
    await removeMember(tx, deps.clock, member, actorOf(caller));
  });
}

/**
 * `DELETE /members/my?contentAssigneeId=`: the caller deletes their own member and is logged out.
 * @param deps - platform dependencies
 * @param caller - the calling member
 * @param contentAssigneeId - who receives the member's content (checked, see {@link removeMember})
 * @throws ApiError 400 for an owner or contributor, or a bad assignee
 */
export async function deleteMyMember(
  deps: PlatformDeps,
  caller: Caller & { memberId: string },
  contentAssigneeId: string | null | undefined,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const member = await findMember(tx, caller.memberId, { forUpdate: true });
    if (!member) throw ApiError.notFound('NOT_FOUND', 'The caller is not a member');
    assertDeletable(member, 'member');
    await assertContentAssignee(tx, contentAssigneeId, [member.id]);
    await removeMember(tx, deps.clock, member, actorOf(caller));
  });
}

/** One item of a bulk answer (entities.md "bulk"). */
export interface BulkMemberResult {
  itemMetadata: {
    id: string;
    originalIndex: number;
    success: boolean;
    error?: { code: string; description: string; data: Record<string, unknown> };
  };
}

/**
 * `POST /members/bulk/delete {memberIds}` (staff): deletes each member on its own, so one refusal does not stop
 * the others; answers per item, in request order, with the totals.
 * @param deps - platform dependencies
 * @param caller - the caller
 * @param memberIds - 1–100 ids
 */
export async function bulkDeleteMembers(
  deps: PlatformDeps,
  caller: Caller,
  memberIds: readonly string[],
): Promise<{ results: BulkMemberResult[]; bulkActionMetadata: Record<string, number> }> {
  const results: BulkMemberResult[] = [];
  for (const [originalIndex, id] of memberIds.entries()) {
    try {
      await deleteMember(deps, caller, id);
      results.push({ itemMetadata: { id, originalIndex, success: true } });
    } catch (error) {
      if (!isApiError(error)) throw error;
      const code = error.violations?.[0]?.ruleName ?? error.code;
      results.push({
        itemMetadata: {
          id,
          originalIndex,
          success: false,
          error: { code, description: error.description, data: { ...error.data, memberId: id } },
        },
      });
    }
  }
  const totalFailures = results.filter((r) => !r.itemMetadata.success).length;
  return {
    results,
    bulkActionMetadata: {
      totalSuccesses: results.length - totalFailures,
      totalFailures,
      undetailedFailures: 0,
    },
  };
}
