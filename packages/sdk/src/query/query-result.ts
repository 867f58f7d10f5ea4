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

/** What a query result is built from. */
export interface QueryResultInit<TItem> {
  items: TItem[];
  metadata: PagingMetadata | undefined;
  query: QueryBuilder<TItem>;
  paging: 'offset' | 'cursor';
  offset: number;
  limit: number;
  fetchNext(): Promise<QueryResult<TItem>>;
  fetchPrev(): Promise<QueryResult<TItem>>;
}

/**
 * Builds a page: offset paging has a next page while `offset + limit < total` (business-rules 188; when the server
 * could not count, while pages come back full); cursor paging has one while `cursors.next` is set (rule 189).
 *
 * @param init - items, metadata, paging position and page fetchers
 * @returns the page
 */
export function createQueryResult<TItem>(init: QueryResultInit<TItem>): QueryResult<TItem> {
  const { items, metadata, offset, limit } = init;
  const cursors = { next: metadata?.cursors?.next ?? undefined, prev: metadata?.cursors?.prev ?? undefined };
  const totalCount = metadata?.tooManyToCount ? undefined : metadata?.total;
  const offsetPaging = init.paging === 'offset';
  const result: QueryResult<TItem> = {
    items,
    length: items.length,
    pageSize: limit,
    totalCount,
    cursors,
    query: init.query,
    hasNext: () =>
      offsetPaging
        ? limit > 0 && (totalCount === undefined ? items.length >= limit : offset + limit < totalCount)
        : !!cursors.next,
    hasPrev: () => (offsetPaging ? offset > 0 : !!cursors.prev),
    async next() {
      if (!result.hasNext()) throw new Error('No next page to fetch');
      return init.fetchNext();
    },
    async prev() {
      if (!result.hasPrev()) throw new Error('No previous page to fetch');
      return init.fetchPrev();
    },
    async *pages() {
      let page: QueryResult<TItem> = result;
      yield page;
      while (page.hasNext()) {
        page = await page.next();
        yield page;
      }
    },
    async *[Symbol.asyncIterator]() {
      for await (const page of result.pages()) yield* page.items;
    },
  };
  return result;
}
