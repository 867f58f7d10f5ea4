import type { Caller } from '../../auth/caller';
import type { PlatformDeps } from '../../context';
import { ApiError, isApiError } from '../../http/api-error';
import { runQuery } from '../../query';
import { assertFieldsetAllowed, canSee, listedSql, viewerOf } from './member-access';
import {
  normalizeStatusNames,
  publicMemberFields,
  searchCondition,
  staffMemberFields,
} from './member-fields';
import { findMember, MEMBER_COLUMNS, MEMBER_FROM, type MemberRow, toMemberRecord } from './member-record';
import { fieldsetLevel, type MemberWire, toMemberWire } from './member-wire';
import type { Fieldset, SearchInput } from './schema';

/** Largest page of list and query; also their default (business-rules 134). */
export const MAX_MEMBERS_PAGE = 100;

/**
 * `GET /members/my`: the caller's own member, with any fieldset (business-rules 132–133).
 * @param deps - platform dependencies
 * @param caller - the caller
 * @param fieldsets - requested fieldsets
 * @throws ApiError 404 `NOT_FOUND` when the caller is not a member (a visitor, an API key)
 */
export async function getMyMember(
  deps: PlatformDeps,
  caller: Caller,
  fieldsets: Fieldset[] | undefined,
): Promise<MemberWire> {
  const member =
    caller.kind === 'member' && caller.memberId ? await findMember(deps.db, caller.memberId) : undefined;
  if (!member) throw ApiError.notFound('NOT_FOUND', 'The caller is not a logged-in member');
  return toMemberWire(member, fieldsetLevel(fieldsets));
}

/**
 * `GET /members/{id}`: a member the caller may see. Members the caller may not see are "not found", so a private
 * member's existence is not revealed.
 * @param deps - platform dependencies
 * @param caller - the caller
 * @param id - the member id
 * @param fieldsets - requested fieldsets
 * @throws ApiError 404 `MEMBER_NOT_FOUND`; 403 for EXTENDED/FULL of another member without staff rights
 */
export async function getMember(
  deps: PlatformDeps,
  caller: Caller,
  id: string,
  fieldsets: Fieldset[] | undefined,
): Promise<MemberWire> {
  const viewer = await viewerOf(deps.db, caller);
  const fieldset = fieldsetLevel(fieldsets);
  assertFieldsetAllowed(viewer, fieldset, id === viewer.memberId);
  const member = await findMember(deps.db, id);
  if (!member || !canSee(viewer, member)) throw memberNotFound(id);
  return toMemberWire(member, fieldset);
}

/**
 * The 404 of a member id that names no (visible) member.
 * @param id - the member id
 */
export function memberNotFound(id: string): ApiError {
  return ApiError.notFound('MEMBER_NOT_FOUND', `No member with id ${id}`, { memberId: id });
}

/** A page of members with its paging metadata. */
export interface MembersPage {
  members: MemberWire[];
  metadata: Record<string, unknown>;
}

/**
 * `POST /members/query` (offset or cursor paging, filter, sort, search) and `GET /members` (offset paging and
 * `sorting` only). Non-staff callers see only public, approved members (member-access.ts `listedSql`), with the
 * PUBLIC fieldset; staff do not see disconnected (OFFLINE) members unless the filter asks for a status — as the dashboard
 * hides them (business-rules 121).
 * @param deps - platform dependencies
 * @param caller - the caller
 * @param request - the query object, fieldsets, search, and which call this is
 * @throws ApiError 400 for a bad query, 403 for a fieldset or a community the caller may not see
 */
export async function findMembers(
  deps: PlatformDeps,
  caller: Caller,
  request: {
    query: Record<string, unknown>;
    fieldsets?: Fieldset[];
    search?: SearchInput;
    call: 'list' | 'query';
  },
): Promise<MembersPage> {
  const viewer = await viewerOf(deps.db, caller);
  const fieldset = fieldsetLevel(request.fieldsets);
  assertFieldsetAllowed(viewer, fieldset);
  const visible = listedSql(viewer);
  const search = searchCondition(request.search, viewer.staff, '$1');
  const baseParams: unknown[] = search ? [search.value] : [];
  const query = { ...request.query, filter: normalizeStatusNames(request.query.filter) };
  const run = () =>
    runQuery<MemberRow>(deps.db, {
      from: MEMBER_FROM,
      select: MEMBER_COLUMNS,
      fieldMap: viewer.staff ? staffMemberFields : publicMemberFields,
      query,
      baseWhere: ({ filterFields }) =>
        [
          visible,
          viewer.staff && !filterFields.has('status') ? `m.status <> 'OFFLINE'` : 'TRUE',
          search ? search.sql : 'TRUE',
        ].join(' AND '),
      baseParams,
      defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }],
      maxLimit: MAX_MEMBERS_PAGE,
      defaultLimit: MAX_MEMBERS_PAGE,
      paging: request.call === 'list' ? 'offset' : 'both',
      path: request.call === 'list' ? 'request' : 'query',
    });
  const page = request.call === 'list' ? await withTopLevelFields(run) : await run();
  const metadata: Record<string, unknown> =
    'total' in page.metadata ? { ...page.metadata, tooManyToCount: false } : { ...page.metadata };
  return { members: page.rows.map((row) => toMemberWire(toMemberRecord(row), fieldset)), metadata };
}

// GET /members has its paging and sorting at the top level of the request: report `paging.limit`, not
// `request.paging.limit`.
async function withTopLevelFields<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isApiError(error) && error.violations) {
      throw ApiError.invalid(
        error.violations.map((v) => ({ ...v, field: v.field.replace(/^request\.?/, '') || 'request' })),
      );
    }
    throw error;
  }
}

/**
 * Turns the `sorting` of a flattened GET query (`sorting.fieldName=a&sorting.order=ASC`, repeated for several
 * sorts) into the array form; JSON (`.r`) requests already have it.
 * @param sorting - the decoded `sorting` parameter
 */
export function sortingList(sorting: unknown): unknown {
  if (sorting === null || typeof sorting !== 'object' || Array.isArray(sorting)) return sorting;
  const { fieldName, order } = sorting as { fieldName?: unknown; order?: unknown };
  if (!Array.isArray(fieldName)) return [sorting];
  return fieldName.map((name, i) => ({
    fieldName: name,
    ...(Array.isArray(order) && order[i] !== undefined ? { order: order[i] } : {}),
  }));
}
