import type { QueryBuilder } from './query-builder';

/** Paging metadata as the platform returns it (offset: `total`; cursor: `cursors`). */
export interface PagingMetadata {
  count?: number;
  offset?: number;
  total?: number;
  tooManyToCount?: boolean;
  cursors?: { next?: string | null; prev?: string | null };
  hasNext?: boolean;
}

/**
 * One page of query results. `for await (const item of result)` walks the items of this page and every following
 * page; `result.pages()` walks the pages.
 */
export interface QueryResult<TItem> extends AsyncIterable<TItem> {
  /** The items of this page. */
  items: TItem[];
  /** Items on this page. */
  length: number;
  /** The page size asked for. */
  pageSize: number;
  /** Total matching items (offset paging, when the server could count them). */
  totalCount: number | undefined;
  /**
   * The page number, from 0 (offset paging, as the official results: `floor(offset / limit)`); `undefined` for
   * cursor paging or a limit of 0.
   */
  currentPage: number | undefined;
  /** Pages of `pageSize` the total makes (offset paging, when the server could count; not for a limit of 0). */
  totalPages: number | undefined;
  /** Cursors (cursor paging). */
  cursors: { next?: string; prev?: string };
  /** The query that produced this page. */
  query: QueryBuilder<TItem>;
  /** @returns whether a next page exists */
  hasNext(): boolean;
  /** @returns whether a previous page exists */
  hasPrev(): boolean;
  /** @returns the next page @throws Error - when there is none */
  next(): Promise<QueryResult<TItem>>;
  /** @returns the previous page @throws Error - when there is none */
  prev(): Promise<QueryResult<TItem>>;
  /** @returns this page and every following page, fetched one at a time */
  pages(): AsyncIterable<QueryResult<TItem>>;
}
