import type { QueryResult } from '@bazaar/sdk';

/**
 * One page of a query, as plain data: unlike a `QueryResult` (which has methods), it survives `dehydrate` for
 * server rendering and structural sharing. Fetch other pages with a new query (`skip`, `skipTo`).
 */
export interface QueryPage<TItem> {
  items: TItem[];
  /** Total matching items (offset paging, when the server could count them). */
  totalCount: number | undefined;
  /** The page size asked for. */
  pageSize: number;
  /** Cursors (cursor paging). */
  cursors: { next?: string; prev?: string };
  hasNext: boolean;
  hasPrev: boolean;
}

/**
 * Turns a query result into a plain page.
 *
 * @param result - the SDK's query result
 * @returns the page
 */
export function toQueryPage<TItem>(result: QueryResult<TItem>): QueryPage<TItem> {
  return {
    items: result.items,
    totalCount: result.totalCount,
    pageSize: result.pageSize,
    cursors: result.cursors,
    hasNext: result.hasNext(),
    hasPrev: result.hasPrev(),
  };
}
