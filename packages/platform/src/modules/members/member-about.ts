import { randomUUID } from 'node:crypto';
import { type Caller, isOwner } from '../../auth/caller';
import type { Clock } from '../../clock';
import type { PlatformDeps } from '../../context';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { appendEvent, type EventActor } from '../../outbox/append-event';
import { defineFieldMap, field, runQuery } from '../../query';
import { assertMayChangeMember, assertSelfOrStaff, canSee, listedSql, viewerOf } from './member-access';
import { actorOf } from './member-events';
import { memberNotFound } from './member-reads';
import { findMember } from './member-record';

/**
 * A member's "About" section (`@wix/members` `membersAbout`, public paths `/members/v2/abouts…`): one rich-content
 * document per member, with a revision for optimistic locking. The member or staff write it; who may read it
 * follows who may see the member, and queries list it as member lists list the member (member-access.ts).
 */
export interface MemberAboutWire {
  id: string;
  /** int64 as a string, incremented by every update. */
  revision: string;
  memberId: string;
  content: Record<string, unknown>;
}

interface AboutRow {
  id: string;
  member_id: string;
  content: Record<string, unknown>;
  revision: number;
  created_at: Date;
  updated_at: Date;
}

const FQDN = 'wix.members.about.v2.member_about';

const aboutFields = defineFieldMap({
  id: field.uuid('a.id', { sortable: true }),
  memberId: field.uuid('a.member_id', { sortable: true }),
  _id: field.alias('id'),
});

// The document's own metadata carries its timestamps (the official client converts them to Dates).
function toWire(row: AboutRow): MemberAboutWire {
  const metadata = (row.content.metadata as Record<string, unknown> | undefined) ?? {};
  return {
    id: row.id,
    revision: String(row.revision),
    memberId: row.member_id,
    content: {
      ...row.content,
      metadata: {
        ...metadata,
        createdTimestamp: row.created_at.toISOString(),
        updatedTimestamp: row.updated_at.toISOString(),
      },
    },
  };
}

// What is stored of a document: its timestamps are the row's, and metadata left empty without them is none (a
// client sending back what it read sends `metadata` with the two timestamps only).
function withoutTimestamps(content: Record<string, unknown>): Record<string, unknown> {
  const { metadata, ...body } = content as { metadata?: Record<string, unknown> };
  if (!metadata) return content;
  const { createdTimestamp: _c, updatedTimestamp: _u, ...rest } = metadata;
  return Object.keys(rest).length ? { ...body, metadata: rest } : body;
}

async function findAbout(db: Queryable, where: 'id' | 'member_id', id: string, lock = false) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const rows = await db.query<AboutRow>(
    `select * from member_abouts where ${where} = $1${lock ? ' for update' : ''}`,
    [id],
  );
  return rows[0];
}

async function aboutEvent(
  tx: Queryable,
  clock: Clock,
  slug: 'created' | 'updated' | 'deleted',
  row: AboutRow,
  actor: EventActor | undefined,
): Promise<void> {
  const entity = toWire(row);
  const body =
    slug === 'created'
      ? { createdEvent: { entity } }
      : slug === 'updated'
        ? { updatedEvent: { currentEntity: entity } }
        : { deletedEvent: { deletedEntity: entity } };
  await appendEvent(
    tx,
    {
      type: `${FQDN}_${slug}`,
      entityFqdn: FQDN,
      entityId: row.id,
      slug,
      payload: body,
      ...(actor ? { actor } : {}),
    },
    clock,
  );
}

/**
 * Refuses a contributor writing the site owner's "About" (part of the owner's profile, see
 * `assertMayChangeMember`); the member is looked up only when the caller is neither them nor acting for the owner.
 * @throws ApiError 403 `PERMISSION_DENIED`
 */
async function assertMayChangeAboutOf(tx: Queryable, caller: Caller, memberId: string): Promise<void> {
  if (isOwner(caller) || caller.memberId === memberId) return;
  const member = await findMember(tx, memberId);
  if (member) assertMayChangeMember(false, member);
}

const aboutNotFound = (id: string) =>
  ApiError.notFound('MEMBER_ABOUT_NOT_FOUND', `No "About" section with id ${id}`, { id });

/**
 * `POST /members/v2/abouts`: creates the "About" section of a member — the caller's own when `memberId` is left
 * out; staff may name any member.
 * @param deps - platform dependencies
 * @param caller - the caller
 * @param input - member id and content
 * @throws ApiError 403 (another member's, or a contributor naming the owner), 404 `MEMBER_NOT_FOUND`, 409
 *   `MEMBER_ABOUT_ALREADY_EXISTS`
 */
export async function createMemberAbout(
  deps: PlatformDeps,
  caller: Caller,
  input: { memberId?: string | null; content: Record<string, unknown> },
): Promise<MemberAboutWire> {
  const memberId = input.memberId ?? caller.memberId;
  if (!memberId) throw ApiError.invalidField('memberAbout.memberId', 'is required', 'REQUIRED_FIELD');
  assertSelfOrStaff(caller, memberId);
  return deps.db.transaction(async (tx) => {
    const member = await findMember(tx, memberId, { forUpdate: true });
    if (!member) throw memberNotFound(memberId);
    assertMayChangeMember(isOwner(caller), member);
    if (await findAbout(tx, 'member_id', memberId)) {
      throw ApiError.conflict('MEMBER_ABOUT_ALREADY_EXISTS', 'This member already has an "About" section', {
        memberId,
      });
    }
    const now = deps.clock.now();
    const rows = await tx.query<AboutRow>(
      `insert into member_abouts (id, member_id, content, created_at, updated_at) values ($1, $2, $3, $4, $4)
       returning *`,
      [randomUUID(), memberId, JSON.stringify(withoutTimestamps(input.content)), now],
    );
    await aboutEvent(tx, deps.clock, 'created', rows[0]!, actorOf(caller));
    return toWire(rows[0]!);
  });
}

/**
 * `PATCH /members/v2/abouts/{memberAbout.id}`: replaces the content; the revision must be the current one. The
 * content it already has changes nothing: same revision and timestamps, no `member_about_updated`.
 * @param deps - platform dependencies
 * @param caller - the caller (the member or staff)
 * @param input - id, revision, content
 * @throws ApiError 404 `MEMBER_ABOUT_NOT_FOUND`, 403, 409 `INVALID_REVISION`
 */
export async function updateMemberAbout(
  deps: PlatformDeps,
  caller: Caller,
  input: { id: string; revision: string | number; content: Record<string, unknown> },
): Promise<MemberAboutWire> {
  return deps.db.transaction(async (tx) => {
    const about = await findAbout(tx, 'id', input.id, true);
    if (!about) throw aboutNotFound(input.id);
    assertSelfOrStaff(caller, about.member_id);
    await assertMayChangeAboutOf(tx, caller, about.member_id);
    if (Number(input.revision) !== about.revision) {
      throw ApiError.conflict('INVALID_REVISION', 'The "About" section was changed since this revision', {
        revision: String(input.revision),
      });
    }
    // The content it already has is no change (jsonb equality ignores key order): the revision counts changes of
    // the content, and an event for nothing would make subscribers re-sync for nothing.
    const rows = await tx.query<AboutRow>(
      `update member_abouts set content = $2, revision = revision + 1, updated_at = $3
       where id = $1 and $2::jsonb <> $4::jsonb returning *`,
      [
        about.id,
        JSON.stringify(withoutTimestamps(input.content)),
        deps.clock.now(),
        JSON.stringify(withoutTimestamps(about.content)),
      ],
    );
    if (!rows[0]) return toWire(about);
    await aboutEvent(tx, deps.clock, 'updated', rows[0], actorOf(caller));
    return toWire(rows[0]);
  });
}

/**
 * `DELETE /members/v2/abouts/{id}`.
 * @param deps - platform dependencies
 * @param caller - the caller (the member or staff)
 * @param id - the "About" id
 * @throws ApiError 404, 403
 */
export async function deleteMemberAbout(deps: PlatformDeps, caller: Caller, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const about = await findAbout(tx, 'id', id, true);
    if (!about) throw aboutNotFound(id);
    assertSelfOrStaff(caller, about.member_id);
    await assertMayChangeAboutOf(tx, caller, about.member_id);
    await tx.query('delete from member_abouts where id = $1', [id]);
    await aboutEvent(tx, deps.clock, 'deleted', about, actorOf(caller));
  });
}

/**
 * Records `member_about_deleted` for a member about to be deleted (the row goes with the member).
 * @param tx - the transaction deleting the member
 * @param clock - the clock
 * @param memberId - the member
 * @param actor - who deletes
 */
export async function aboutDeletedWithMember(
  tx: Queryable,
  clock: Clock,
  memberId: string,
  actor: EventActor | undefined,
): Promise<void> {
  const about = await findAbout(tx, 'member_id', memberId);
  if (about) await aboutEvent(tx, clock, 'deleted', about, actor);
}

/**
 * `GET /members/v2/abouts/{id}`: an "About" section of a member the caller may see.
 * @param deps - platform dependencies
 * @param caller - the caller
 * @param id - the "About" id
 * @throws ApiError 404 `MEMBER_ABOUT_NOT_FOUND` (also for members the caller may not see)
 */
export async function getMemberAbout(
  deps: PlatformDeps,
  caller: Caller,
  id: string,
): Promise<MemberAboutWire> {
  const viewer = await viewerOf(deps.db, caller);
  const about = await findAbout(deps.db, 'id', id);
  const member = about && (await findMember(deps.db, about.member_id));
  if (!about || !member || !canSee(viewer, member)) throw aboutNotFound(id);
  return toWire(about);
}

/**
 * `GET /members/v2/abouts/my`: the caller's own "About" section, if any (`{}` otherwise).
 * @param deps - platform dependencies
 * @param caller - the calling member
 */
export async function getMyMemberAbout(
  deps: PlatformDeps,
  caller: Caller & { memberId: string },
): Promise<MemberAboutWire | undefined> {
  const about = await findAbout(deps.db, 'member_id', caller.memberId);
  return about && toWire(about);
}

/**
 * `POST /members/v2/abouts/query` (cursor paging, filter and sort on `id`, `memberId`): the sections of the members
 * that member lists show the caller: to non-staff, those of public and approved members only, so a private
 * caller's own section is left out too (they read it by id or as their own; member-access.ts `listedSql`).
 * @param deps - platform dependencies
 * @param caller - the caller
 * @param query - the request's query
 * @throws ApiError 400 for a bad query
 */
export async function queryMemberAbouts(
  deps: PlatformDeps,
  caller: Caller,
  query: Record<string, unknown>,
): Promise<{ memberAbouts: MemberAboutWire[]; metadata: Record<string, unknown> }> {
  const viewer = await viewerOf(deps.db, caller);
  const page = await runQuery<AboutRow>(deps.db, {
    from: 'member_abouts a join members m on m.id = a.member_id',
    select: 'a.*',
    fieldMap: aboutFields,
    query,
    baseWhere: listedSql(viewer),
    baseParams: [],
    defaultSort: [{ fieldName: 'id', order: 'ASC' }],
    maxLimit: 100,
    defaultLimit: 50,
    paging: 'cursor',
    path: 'query',
  });
  return { memberAbouts: page.rows.map(toWire), metadata: { ...page.metadata } };
}
