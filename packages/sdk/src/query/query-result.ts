import type { CallOptions } from '../http/create-invoker';
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

/**
 * Builds a page: offset paging has a next page while `offset + limit < total` (business-rules 188; when the server
 * could not count, while pages come back full); cursor paging has one while `cursors.next` is set (rule 189).
 * Other pages are fetched through the builder that produced this one (`skip` / `skipTo`, then `find`).
 *
 * @param query - the builder that produced the page
 * @param items - the page's items
 * @param metadata - the page's paging metadata
 * @param offsetPaging - offset paging (else cursor paging)
 * @param offset - the page's offset (offset paging)
 * @param limit - the page size asked for
 * @param options - the per-call options of `find()`, passed on to the pages it leads to
 * @returns the page
 */
export function createQueryResult<TItem>(
  query: QueryBuilder<TItem>,
  items: TItem[],
  metadata: PagingMetadata | undefined,
  offsetPaging: boolean,
  offset: number,
  limit: number,
  options: CallOptions | undefined,
): QueryResult<TItem> {
  const cursors = { next: metadata?.cursors?.next ?? undefined, prev: metadata?.cursors?.prev ?? undefined };
  const totalCount = metadata?.tooManyToCount ? undefined : metadata?.total;
  // The next (forward) or previous page, or an Error naming the one there is not.
  const turn = async (forward: boolean) => {
    if (!(forward ? result.hasNext() : result.hasPrev()))
      throw new Error(`No ${forward ? 'next' : 'previous'} page to fetch`);
    return (
      offsetPaging
        ? query.skip(forward ? offset + limit : Math.max(offset - limit, 0))
        : query.skipTo((forward ? cursors.next : cursors.prev) ?? '')
    ).find(options);
  };
  const result: QueryResult<TItem> = {
    items,
    length: items.length,
    pageSize: limit,
    totalCount,
    cursors,
    query,
    hasNext: () =>
      offsetPaging
        ? limit > 0 && (totalCount === undefined ? items.length >= limit : offset + limit < totalCount)
        : !!cursors.next,
    hasPrev: () => (offsetPaging ? offset > 0 : !!cursors.prev),
    next: () => turn(true),
    prev: () => turn(false),
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
