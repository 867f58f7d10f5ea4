import { type Caller, isOwner } from '../../auth/caller';
import type { PlatformDeps } from '../../context';
import type { Queryable } from '../../db/database';
import { ApiError, isApiError } from '../../http/api-error';
import { compileFilter } from '../../query';
import { type JobHandler, registerJobHandler } from '../jobs/job-handlers';
import { jobRunnerFor } from '../jobs/job-runner';
import { enqueueJob, type JobItemFailure } from '../jobs/job-store';
import { assertContentAssignee, assertDeletable, isDeletable, removeMember } from './member-deletion';
import { actorOf } from './member-events';
import { normalizeStatusNames, searchCondition, staffMemberFields } from './member-fields';
import { findMember, MEMBER_FROM, type MemberRecord } from './member-record';
import { applyMemberAction, type MemberAction } from './member-transitions';
import type { SearchInput } from './schema';

/** The job kinds of the members bulk calls. */
export const MEMBER_JOB_KINDS = {
  delete: 'members.bulkDeleteByFilter',
  approve: 'members.bulkApproveByFilter',
  block: 'members.bulkBlockByFilter',
} as const;

/** A bulk action by filter. */
export type BulkMemberAction = keyof typeof MEMBER_JOB_KINDS;

/** What a members bulk job stores. */
interface BulkPayload {
  filter: Record<string, unknown>;
  search?: SearchInput;
  contentAssigneeId?: string | null;
  /** The staff member who asked (blocking oneself is refused per item). */
  actingMemberId?: string;
  /**
   * True when the owner or an API key asked: only they may approve the owner. Kept with the job because the
   * caller is gone when it runs; a job stored without it is treated as a contributor's (refuse rather than allow).
   */
  actsForOwner?: boolean;
}

/** Where a members bulk job resumes: after this member id (members are walked in id order). */
interface BulkState {
  after?: string;
}

/** Members per step: a short transaction, and progress the back office can show. */
const CHUNK = 50;

/**
 * The condition selecting a bulk job's members (the same rules as a staff query: disconnected members only when
 * the filter asks for a status), with its parameters after `$1` (the resume point).
 * @throws ApiError 400 for a bad filter or search (checked again when the job is enqueued)
 */
function selection(payload: BulkPayload): { where: string; params: unknown[] } {
  const search = searchCondition(payload.search, true, '$2');
  const base = search ? [search.value] : [];
  const filter = compileFilter(normalizeStatusNames(payload.filter), staffMemberFields, {
    path: 'filter',
    paramOffset: 1 + base.length,
  });
  const parts = [
    filter.sql,
    filter.fields.has('status') ? 'TRUE' : `m.status <> 'OFFLINE'`,
    search?.sql ?? 'TRUE',
  ];
  return { where: parts.join(' AND '), params: [...base, ...filter.params] };
}

function bulkHandler(action: BulkMemberAction): JobHandler<BulkPayload, BulkState> {
  return async ({ deps, tx, job }) => {
    const { where, params } = selection(job.payload);
    const after = job.state?.after ?? null;
    const remaining = `${where} and ($1::uuid is null or m.id > $1::uuid)`;
    const total =
      job.state === undefined
        ? (
            await tx.query<{ n: number }>(
              `select count(*)::int as n from ${MEMBER_FROM} where ${remaining}`,
              [null, ...params],
            )
          )[0]?.n
        : undefined;
    const ids = await tx.query<{ id: string }>(
      `select m.id from ${MEMBER_FROM} where ${remaining} order by m.id limit ${CHUNK}`,
      [after, ...params],
    );
    let succeeded = 0;
    const failures: JobItemFailure[] = [];
    for (const { id } of ids) {
      try {
        await processOne(tx, deps, action, id, job.payload, job.createdBy ?? undefined);
        succeeded += 1;
      } catch (error) {
        if (!isApiError(error)) throw error;
        failures.push({
          id,
          code: error.violations?.[0]?.ruleName ?? error.code,
          description: error.description,
        });
      }
    }
    return {
      state: { after: ids.at(-1)?.id ?? after ?? undefined },
      done: ids.length < CHUNK,
      ...(total !== undefined ? { total } : {}),
      succeeded,
      failures,
    };
  };
}

// Each member goes through the single-member rules (business-rules 123): refusals are item failures.
async function processOne(
  tx: Queryable,
  deps: PlatformDeps,
  action: BulkMemberAction,
  id: string,
  payload: BulkPayload,
  actor: Parameters<typeof removeMember>[3],
): Promise<void> {
  const member = await findMember(tx, id, { forUpdate: true });
  if (!member) return;
  if (action === 'delete') {
    assertDeletable(member, 'filter');
    // Checked when the job was asked for; a member who came to match the filter since is still kept.
    if (member.id === payload.contentAssigneeId) throw assigneeDeleted(member.id);
    await removeMember(tx, deps.clock, member, actor);
    return;
  }
  const memberAction: MemberAction = action;
  await applyMemberAction(tx, deps.clock, member, memberAction, {
    ...(payload.actingMemberId ? { memberId: payload.actingMemberId } : {}),
    actsForOwner: payload.actsForOwner === true,
    actor,
  });
}

const assigneeDeleted = (id: string) =>
  ApiError.invalidField(
    'contentAssigneeId',
    'names a member this filter deletes: content must go to a member who stays',
    'VALIDATION',
    { memberId: id },
  );

/**
 * Refuses a content assignee the delete-by-filter would delete: their content would go to no one. Refused rather
 * than left out of the deletion, because the filter says the caller wants them gone — deciding which of the two
 * requests wins is the caller's call. Owners and contributors are never deleted (they fail as items), so they may
 * receive the content of the members a filter matches, as the site owner does by default (business-rules 122).
 * @throws ApiError 400 naming `contentAssigneeId`
 */
async function assertAssigneeStays(db: Queryable, payload: BulkPayload): Promise<void> {
  const id = payload.contentAssigneeId;
  if (!id) return;
  const { where, params } = selection(payload);
  const rows = await db.query<Pick<MemberRecord, 'role'>>(
    `select m.role from ${MEMBER_FROM} where m.id = $1::uuid and ${where}`,
    [id, ...params],
  );
  if (rows.some(isDeletable)) throw assigneeDeleted(id);
}

/** Registers the handlers of the members bulk jobs (called when the members module is mounted). */
export function registerMemberJobHandlers(): void {
  for (const action of Object.keys(MEMBER_JOB_KINDS) as BulkMemberAction[]) {
    registerJobHandler(MEMBER_JOB_KINDS[action], bulkHandler(action));
  }
}

/**
 * `POST /members/bulk/delete-by-filter`, `/approve-by-filter`, `/block-by-filter` (staff): checks the filter, the
 * search and the content assignee now (a bad one is a 400, not a failed job; so is an assignee the delete would
 * delete), records the job and starts it.
 * Approve approves pending members and unblocks blocked ones; block skips the owner and the caller (item
 * failures); delete skips owners and contributors; a contributor's job never touches the owner (approve: item
 * failure `PERMISSION_DENIED`).
 * @param deps - platform dependencies
 * @param caller - the caller
 * @param action - which bulk action
 * @param input - filter, search and content assignee
 * @returns the job id (progress: `GET /bazaar/v1/jobs/{jobId}`)
 * @throws ApiError 400 for a bad filter, search or assignee, or an assignee the filter deletes
 */
export async function startBulkMemberJob(
  deps: PlatformDeps,
  caller: Caller,
  action: BulkMemberAction,
  input: { filter: Record<string, unknown>; search?: SearchInput; contentAssigneeId?: string | null },
): Promise<{ jobId: string }> {
  const payload: BulkPayload = {
    filter: input.filter,
    ...(input.search ? { search: input.search } : {}),
    ...(input.contentAssigneeId ? { contentAssigneeId: input.contentAssigneeId } : {}),
    ...(caller.memberId ? { actingMemberId: caller.memberId } : {}),
    actsForOwner: isOwner(caller),
  };
  selection(payload);
  await assertContentAssignee(deps.db, input.contentAssigneeId);
  if (action === 'delete') await assertAssigneeStays(deps.db, payload);
  const actor = actorOf(caller);
  const { id } = await deps.db.transaction((tx) =>
    enqueueJob(tx, MEMBER_JOB_KINDS[action], payload as unknown as Record<string, unknown>, {
      clock: deps.clock,
      ...(actor ? { createdBy: actor } : {}),
    }),
  );
  jobRunnerFor(deps).kick();
  return { jobId: id };
}
