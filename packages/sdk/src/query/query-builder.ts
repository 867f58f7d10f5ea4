import { renamePath } from '../convert/rename-keys';
import type { CallOptions } from '../http/create-invoker';
import { andFilters, type Filter, notFilter, orFilters } from './filter';
import { createQueryResult, type PagingMetadata, type QueryResult } from './query-result';

/** Default page size of every query (spec §9). */
export const DEFAULT_QUERY_LIMIT = 50;

/** The query object sent on the wire (`{ filter, sort, paging | cursorPaging }`). */
export interface WireQuery {
  filter?: Filter;
  sort?: Array<{ fieldName: string; order: 'ASC' | 'DESC' }>;
  paging?: { offset: number; limit: number };
  cursorPaging?: { limit: number; cursor?: string };
}

/** Fetches one page for a query builder. */
export interface QuerySource<TItem> {
  /** Offset paging (`paging.offset/limit`, total from metadata) or cursor paging (`cursorPaging`, cursors). */
  paging: 'offset' | 'cursor';
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
  return new Builder(
    source,
    query ?? {
      filter: {},
      ...(source.paging === 'offset'
        ? { paging: { offset: 0, limit: DEFAULT_QUERY_LIMIT } }
        : { cursorPaging: { limit: DEFAULT_QUERY_LIMIT } }),
    },
  );
}

// A class, not an object of closures: every query call makes two builders or more (`queryProducts().limit(100)`),
// and two dozen closures each were a measurable part of a call's CPU (bench/results/products-query.md; more so
// where a build names every closure, as tsx's does).
class Builder<TItem> implements QueryBuilder<TItem> {
  constructor(
    private readonly source: QuerySource<TItem>,
    readonly query: WireQuery,
  ) {}

  private next(changes: WireQuery): QueryBuilder<TItem> {
    return new Builder(this.source, { ...this.query, ...changes });
  }

  private where(field: string, condition: unknown): QueryBuilder<TItem> {
    return this.next({ filter: andFilters(this.query.filter, { [renamePath(field, true)]: condition }) });
  }

  private list(operator: string, field: string, values: unknown[]): QueryBuilder<TItem> {
    return this.where(field, { [operator]: Array.isArray(values[0]) ? values[0] : values });
  }

  private sort(order: 'ASC' | 'DESC', fields: string[]): QueryBuilder<TItem> {
    return this.next({
      sort: [
        ...(this.query.sort ?? []),
        ...fields.map((field) => ({ fieldName: renamePath(field, true), order })),
      ],
    });
  }

  private limitOf(): number {
    return this.query.paging?.limit ?? this.query.cursorPaging?.limit ?? DEFAULT_QUERY_LIMIT;
  }

  private get offsetPaging(): boolean {
    return this.source.paging === 'offset';
  }

  eq(field: string, value: unknown) {
    return this.where(field, value === undefined ? null : value);
  }
  ne(field: string, value: unknown) {
    return this.where(field, { $ne: value === undefined ? null : value });
  }
  gt(field: string, value: unknown) {
    return this.where(field, { $gt: value });
  }
  ge(field: string, value: unknown) {
    return this.where(field, { $gte: value });
  }
  lt(field: string, value: unknown) {
    return this.where(field, { $lt: value });
  }
  le(field: string, value: unknown) {
    return this.where(field, { $lte: value });
  }
  between(field: string, from: unknown, to: unknown) {
    return this.ge(field, from).lt(field, to);
  }
  startsWith(field: string, value: string) {
    return this.where(field, { $startsWith: value });
  }
  endsWith(field: string, value: string) {
    return this.where(field, { $endsWith: value });
  }
  contains(field: string, value: string) {
    return this.where(field, { $contains: value });
  }
  hasSome(field: string, ...values: unknown[]) {
    return this.list('$hasSome', field, values);
  }
  hasAll(field: string, ...values: unknown[]) {
    return this.list('$hasAll', field, values);
  }
  in(field: string, values: unknown[]) {
    return this.where(field, { $in: values });
  }
  exists(field: string, value = true) {
    return this.where(field, { $exists: value });
  }
  isEmpty(field: string) {
    return this.eq(field, null);
  }
  isNotEmpty(field: string) {
    return this.ne(field, null);
  }
  and(other: QueryBuilder<TItem>) {
    return this.next({ filter: andFilters(this.query.filter, other.query.filter) });
  }
  or(other: QueryBuilder<TItem>) {
    return this.next({ filter: orFilters(this.query.filter, other.query.filter) });
  }
  // The official builder replaces the whole filter here; we keep the conditions already chained.
  not(other: QueryBuilder<TItem>) {
    return this.next({ filter: andFilters(this.query.filter, notFilter(other.query.filter)) });
  }
  ascending(...fields: string[]) {
    return this.sort('ASC', fields);
  }
  descending(...fields: string[]) {
    return this.sort('DESC', fields);
  }
  limit(limit: number) {
    return this.next(
      this.offsetPaging
        ? { paging: { offset: this.query.paging?.offset ?? 0, limit } }
        : { cursorPaging: { ...this.query.cursorPaging, limit } },
    );
  }
  skip(offset: number) {
    return this.next({ paging: { offset, limit: this.limitOf() } });
  }
  skipTo(cursor: string) {
    return this.next({ cursorPaging: { limit: this.limitOf(), cursor } });
  }
  async find(options?: CallOptions): Promise<QueryResult<TItem>> {
    const current = this.query;
    const offsetPaging = this.offsetPaging;
    const cursorPaging = current.cursorPaging;
    const sent = !offsetPaging && cursorPaging?.cursor ? { cursorPaging } : current;
    const { items, metadata } = await this.source.fetchPage(sent, options);
    const offset = current.paging?.offset ?? 0;
    const limit = this.limitOf();
    const builder = this;
    // Method shorthand, not arrows: a build that names every closure (tsx's keepNames) names arrows per call.
    return createQueryResult({
      items: items ?? [],
      metadata,
      query: builder,
      paging: builder.source.paging,
      offset,
      limit,
      fetchNext() {
        return (
          offsetPaging ? builder.skip(offset + limit) : builder.skipTo(metadata?.cursors?.next ?? '')
        ).find(options);
      },
      fetchPrev() {
        return (
          offsetPaging
            ? builder.skip(Math.max(offset - limit, 0))
            : builder.skipTo(metadata?.cursors?.prev ?? '')
        ).find(options);
      },
    });
  }
}
