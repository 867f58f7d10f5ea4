import { renamePath } from '../convert/rename-keys';
import type { CallOptions } from '../http/create-invoker';
import { type Filter, joinFilters, notFilter } from './filter';
import type { PagingMetadata, QueryResult } from './query-result';

/** The query object sent on the wire (`{ filter, sort, paging | cursorPaging }`). */
export interface WireQuery {
  filter?: Filter;
  sort?: Array<{ fieldName: string; order: 'ASC' | 'DESC' }>;
  paging?: { offset: number; limit: number };
  cursorPaging?: { limit: number; cursor?: string };
}

/** Fetches one page for a query builder. */
export interface QuerySource<TItem> {
  /**
   * Offset paging (`paging.offset/limit`, total from metadata; the default, as in QueryShape) or cursor paging
   * (`cursorPaging`, cursors).
   */
  paging?: 'offset' | 'cursor';
  /** Sends the query and returns the page's items and paging metadata. */
  fetchPage(query: WireQuery, options?: CallOptions): Promise<{ items: TItem[]; metadata?: PagingMetadata }>;
}

/** An immutable query: every method returns a new builder; `find()` sends it. */
export interface QueryBuilder<TItem> {
  /** The query as it will be sent. */
  readonly query: WireQuery;
  eq(field: string, value: unknown): QueryBuilder<TItem>;
  ne(field: string, value: unknown): QueryBuilder<TItem>;
  gt(field: string, value: unknown): QueryBuilder<TItem>;
  ge(field: string, value: unknown): QueryBuilder<TItem>;
  lt(field: string, value: unknown): QueryBuilder<TItem>;
  le(field: string, value: unknown): QueryBuilder<TItem>;
  between(field: string, from: unknown, to: unknown): QueryBuilder<TItem>;
  startsWith(field: string, value: string): QueryBuilder<TItem>;
  endsWith(field: string, value: string): QueryBuilder<TItem>;
  contains(field: string, value: string): QueryBuilder<TItem>;
  hasSome(field: string, ...values: unknown[]): QueryBuilder<TItem>;
  hasAll(field: string, ...values: unknown[]): QueryBuilder<TItem>;
  in(field: string, values: unknown[]): QueryBuilder<TItem>;
  exists(field: string, value?: boolean): QueryBuilder<TItem>;
  isEmpty(field: string): QueryBuilder<TItem>;
  isNotEmpty(field: string): QueryBuilder<TItem>;
  and(other: QueryBuilder<TItem>): QueryBuilder<TItem>;
  or(other: QueryBuilder<TItem>): QueryBuilder<TItem>;
  not(other: QueryBuilder<TItem>): QueryBuilder<TItem>;
  ascending(...fields: string[]): QueryBuilder<TItem>;
  descending(...fields: string[]): QueryBuilder<TItem>;
  limit(limit: number): QueryBuilder<TItem>;
  skip(offset: number): QueryBuilder<TItem>;
  skipTo(cursor: string): QueryBuilder<TItem>;
  find(options?: CallOptions): Promise<QueryResult<TItem>>;
}

/**
 * A query builder over any paged query call. Filters are sent the way the official builders send them
 * (business-rules 186): `eq(f, v)` → `{ f: v }` (undefined → null), other operators `{ f: { $op: v } }`,
 * chained conditions under `$and`; `_id/_createdDate/_updatedDate` become wire names in filter keys and sort fields.
 * Default paging: limit 50, offset 0. With a cursor only `cursorPaging` is sent (the cursor carries filter and sort).
 * A page has a next one, with offset paging, while `offset + limit < total` (business-rules 188; when the server
 * could not count, while pages come back full), with cursor paging while `cursors.next` is set (rule 189); other
 * pages are fetched through this builder (`skip` / `skipTo`, then `find`, with the same per-call options).
 *
 * @param source - paging kind and page fetcher
 * @param query - the starting query (internal)
 * @returns the builder
 * @example
 * for await (const member of client.members.queryMembers().eq('status', 'APPROVED').descending('_createdDate').find()) { … }
 */
export function createQueryBuilder<TItem>(
  source: QuerySource<TItem>,
  query?: WireQuery,
): QueryBuilder<TItem> {
  const offsetPaging = source.paging !== 'cursor';
  const paging = offsetPaging ? 'paging' : 'cursorPaging';
  const current: WireQuery = query ?? {
    filter: {},
    // 50 a page by default (spec §9): a literal, as a module-level constant costs bytes up front.
    [paging]: { ...(offsetPaging && { offset: 0 }), limit: 50 },
  };
  const offset = current.paging?.offset ?? 0;
  const limit = current[paging]?.limit ?? 50;
  const next = (changes: WireQuery) => createQueryBuilder(source, { ...current, ...changes });
  const join = (operator: '$and' | '$or', filter: Filter | undefined) =>
    next({ filter: joinFilters(operator, current.filter, filter) });
  // A condition of undefined (`eq(field, undefined)`, `isEmpty`) is sent as null, as is `ne`'s value below.
  const where = (field: string, condition?: unknown) =>
    join('$and', { [renamePath(field, true)]: condition ?? null });
  // `hasSome`/`hasAll` take the values as an array or as the rest of the arguments.
  const op =
    (operator: string, list?: boolean) =>
    (field: string, ...values: unknown[]) =>
      where(field, { [operator]: list && !Array.isArray(values[0]) ? values : values[0] });
  const sort =
    (order: 'ASC' | 'DESC') =>
    (...fields: string[]) =>
      next({
        sort: [
          ...(current.sort ?? []),
          ...fields.map((field) => ({ fieldName: renamePath(field, true), order })),
        ],
      });

  const builder: QueryBuilder<TItem> = {
    query: current,
    eq: where,
    ne: (field, value) => where(field, { $ne: value ?? null }),
    gt: op('$gt'),
    ge: op('$gte'),
    lt: op('$lt'),
    le: op('$lte'),
    between: (field, from, to) => builder.ge(field, from).lt(field, to),
    startsWith: op('$startsWith'),
    endsWith: op('$endsWith'),
    contains: op('$contains'),
    hasSome: op('$hasSome', true),
    hasAll: op('$hasAll', true),
    in: op('$in'),
    exists: (field, value = true) => where(field, { $exists: value }),
    isEmpty: (field) => where(field),
    isNotEmpty: (field) => where(field, { $ne: null }),
    and: (other) => join('$and', other.query.filter),
    or: (other) => join('$or', other.query.filter),
    // The official builder replaces the whole filter here; we keep the conditions already chained.
    not: (other) => join('$and', notFilter(other.query.filter)),
    ascending: sort('ASC'),
    descending: sort('DESC'),
    // Offset paging keeps the offset, cursor paging the cursor.
    limit: (limit) => next({ [paging]: { ...current[paging], limit } }),
    skip: (offset) => next({ paging: { offset, limit } }),
    skipTo: (cursor) => next({ cursorPaging: { limit, cursor } }),
    async find(options) {
      const cursorPaging = current.cursorPaging;
      const { items = [], metadata } = await source.fetchPage(
        !offsetPaging && cursorPaging?.cursor ? { cursorPaging } : current,
        options,
      );
      const cursors = {
        next: metadata?.cursors?.next ?? undefined,
        prev: metadata?.cursors?.prev ?? undefined,
      };
      const totalCount = metadata?.tooManyToCount ? undefined : metadata?.total;
      const has = (forward: boolean) =>
        offsetPaging
          ? forward
            ? limit > 0 && (totalCount === undefined ? items.length >= limit : offset + limit < totalCount)
            : offset > 0
          : !!cursors[forward ? 'next' : 'prev'];
      // The next (forward) or previous page, or an Error naming the one there is not.
      const turn = async (forward: boolean) => {
        if (!has(forward)) throw new Error(`No ${forward ? 'next' : 'previous'} page to fetch`);
        return (
          offsetPaging
            ? builder.skip(forward ? offset + limit : Math.max(offset - limit, 0))
            : builder.skipTo(cursors[forward ? 'next' : 'prev'] as string)
        ).find(options);
      };
      const result: QueryResult<TItem> = {
        items,
        length: items.length,
        pageSize: limit,
        totalCount,
        // What a shop's "page 2 of 6" reads from the official results (sdk-runtime OffsetBasedIterator).
        currentPage: offsetPaging && limit > 0 ? Math.floor(offset / limit) : undefined,
        totalPages:
          offsetPaging && limit > 0 && totalCount !== undefined ? Math.ceil(totalCount / limit) : undefined,
        cursors,
        query: builder,
        hasNext: () => has(true),
        hasPrev: () => has(false),
        next: () => turn(true),
        prev: () => turn(false),
        async *pages() {
          // biome-ignore lint/complexity/noCommaOperator: each page is yielded before asking whether a next one exists
          for (let page = result; yield page, page.hasNext(); page = await page.next());
        },
        async *[Symbol.asyncIterator]() {
          for await (const page of result.pages()) yield* page.items;
        },
      };
      return result;
    },
  };
  return builder;
}
