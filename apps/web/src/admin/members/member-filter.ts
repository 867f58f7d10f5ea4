import type { Filter, Member, QueryBuilder } from '@bazaar/sdk';

/** What the members table is narrowed by. */
export interface MemberTableFilters {
  /** The start of a login email. */
  email: string;
  status: string;
}

/** How many members a page of the table shows. */
export const MEMBERS_PAGE_SIZE = 20;

/**
 * The filter of the table's state, as the bulk "by filter" calls take it, so a bulk action reaches exactly the
 * members the table lists (every page of them).
 *
 * @param filters - the table's filters
 * @returns the filter (empty: every member)
 * @example
 * toMemberFilter({ email: 'ada', status: 'PENDING' }); // { $and: [{ loginEmail: { $startsWith: 'ada' } }, …] }
 */
export function toMemberFilter(filters: MemberTableFilters): Filter {
  const and: Record<string, unknown>[] = [];
  if (filters.email.trim()) and.push({ loginEmail: { $startsWith: filters.email.trim() } });
  // A bare value is $eq, as the query builder writes it: list and bulk calls then send the same filter.
  if (filters.status) and.push({ status: filters.status });
  return (and.length > 1 ? { $and: and } : (and[0] ?? {})) as Filter;
}

/**
 * The same filter on a members query, plus sort and the page.
 *
 * @param filters - the table's filters
 * @param page - the page, from 1
 * @returns a function narrowing the query builder
 */
export function memberQuery(filters: MemberTableFilters, page: number) {
  return (query: QueryBuilder<Member>) => {
    let next = query;
    if (filters.email.trim()) next = next.startsWith('loginEmail', filters.email.trim());
    if (filters.status) next = next.eq('status', filters.status);
    return next
      .descending('createdDate')
      .limit(MEMBERS_PAGE_SIZE)
      .skip((page - 1) * MEMBERS_PAGE_SIZE);
  };
}

/**
 * A filter selecting members by id (bulk approve and block by selection go through the filter calls).
 *
 * @param memberIds - the selected members
 * @returns the filter
 */
export function selectionFilter(memberIds: string[]): Filter {
  return { _id: { $in: memberIds } } as Filter;
}
