import { ApiError } from '../../http/api-error';
import { defineFieldMap, escapeLike, field } from '../../query';
import type { MemberStatus } from '../identity/identity-store';
import type { SearchInput } from './schema';

/**
 * The fields of member queries (business-rules 135), over `members m join identities i`. Staff may filter and sort
 * on everything; other callers only on what the PUBLIC fieldset shows them — otherwise a filter such as
 * `{loginEmail: "…"}` would reveal the email of a public member one guess at a time.
 */
const STATUSES = ['UNKNOWN', 'PENDING', 'APPROVED', 'BLOCKED', 'OFFLINE'];
const PRIVACY_OPERATORS = ['$eq', '$ne', '$in', '$nin', '$exists', '$hasSome'] as const;

const publicFields = {
  id: field.uuid('m.id', { sortable: true }),
  contactId: field.uuid('m.contact_id'),
  // Sorted by a folded key (0403_member_nickname_sort.sql, 0404_member_nickname_sort_letters.sql); filters and
  // search still compare the nickname itself.
  'profile.nickname': field.string('m.nickname', { sortable: true, sortSql: 'm.nickname_sort' }),
  'profile.slug': field.string('m.slug'),
  status: field.enum('m.status', STATUSES),
  privacyStatus: field.enum('m.privacy_status', ['UNKNOWN', 'PUBLIC', 'PRIVATE'], {
    operators: [...PRIVACY_OPERATORS],
  }),
  createdDate: field.date('m.created_at', { sortable: true }),
  updatedDate: field.date('m.updated_at', { sortable: true }),
  // listMembers' `sorting[].fieldName` is not renamed by the official client (endpoints.md §0).
  _createdDate: field.alias('createdDate'),
  _updatedDate: field.alias('updatedDate'),
  _id: field.alias('id'),
};

/** Fields for non-staff callers. */
export const publicMemberFields = defineFieldMap(publicFields);

/** Fields for staff. */
export const staffMemberFields = defineFieldMap({
  ...publicFields,
  loginEmail: field.string('i.login_email'),
  'contact.firstName': field.string(`(i.profile->>'firstName')`, { sortable: true }),
  'contact.lastName': field.string(`(i.profile->>'lastName')`, { sortable: true }),
  activityStatus: field.enum('m.activity_status', ['UNKNOWN', 'ACTIVE', 'MUTED']),
  lastLoginDate: field.date('m.last_login_at', { sortable: true }),
});

/**
 * The newer site-member status names and what they are in the members v1 API (business-rules 115). Filters may use
 * either; the API answers with the v1 names.
 */
export const SITE_MEMBER_STATUS: Readonly<Record<string, MemberStatus | 'UNKNOWN'>> = {
  APPLICANT: 'PENDING',
  ACTIVE: 'APPROVED',
  INACTIVE: 'PENDING',
  BLOCKED: 'BLOCKED',
  OFFLINE_ONLY: 'OFFLINE',
  UNDEFINED_STATUS: 'UNKNOWN',
};

const toV1 = (value: unknown) =>
  typeof value === 'string' && value in SITE_MEMBER_STATUS ? SITE_MEMBER_STATUS[value] : value;

function statusCondition(condition: unknown): unknown {
  if (condition === null || typeof condition !== 'object') return toV1(condition);
  if (Array.isArray(condition)) return condition.map(toV1);
  return Object.fromEntries(
    Object.entries(condition).map(([op, value]) => [
      op,
      Array.isArray(value) ? value.map(toV1) : toV1(value),
    ]),
  );
}

/**
 * Rewrites `status` conditions that use the newer names (`ACTIVE`, `APPLICANT`…) to the v1 names, at any depth.
 * Anything malformed is left for the filter compiler to reject.
 * @param filter - the request's filter
 */
export function normalizeStatusNames(filter: unknown): unknown {
  if (filter === null || typeof filter !== 'object' || Array.isArray(filter)) return filter;
  return Object.fromEntries(
    Object.entries(filter).map(([key, value]) => {
      if (key === 'status') return [key, statusCondition(value)];
      if ((key === '$and' || key === '$or') && Array.isArray(value))
        return [key, value.map(normalizeStatusNames)];
      if (key === '$not') return [key, normalizeStatusNames(value)];
      return [key, value];
    }),
  );
}

const SEARCH_SQL: Record<string, string> = {
  loginEmail: 'i.login_email',
  'contact.firstName': `(i.profile->>'firstName')`,
  'contact.lastName': `(i.profile->>'lastName')`,
  'profile.title': `(m.profile->>'title')`,
  'profile.nickname': 'm.nickname',
  'profile.slug': 'm.slug',
};
const PUBLIC_SEARCH_FIELDS = ['profile.title', 'profile.nickname', 'profile.slug'];

/**
 * The condition of a plain-text search: the expression appears (case-insensitively) in any of the fields, which
 * default to `profile.nickname` (business-rules 135).
 * @param search - the request's search
 * @param staff - whether the caller may search private fields
 * @param param - the placeholder that will hold the pattern
 * @returns the SQL and its one parameter, or undefined when there is nothing to search
 * @throws ApiError 400 when a non-staff caller searches a private field
 */
export function searchCondition(
  search: SearchInput,
  staff: boolean,
  param: string,
): { sql: string; value: string } | undefined {
  const expression = search?.expression;
  if (!expression) return undefined;
  const fields = search.fields?.length ? search.fields : ['profile.nickname'];
  fields.forEach((name, i) => {
    if (!staff && !PUBLIC_SEARCH_FIELDS.includes(name)) {
      throw ApiError.invalidField(
        `search.fields[${i}]`,
        'can only be searched by an owner, a contributor or an API key',
        'FIELD_NOT_ALLOWED',
        { allowed: PUBLIC_SEARCH_FIELDS },
      );
    }
  });
  const sql = fields.map((name) => `${SEARCH_SQL[name]} ILIKE ${param}`).join(' OR ');
  return { sql: `(${sql})`, value: `%${escapeLike(expression)}%` };
}
