/**
 * Runs an API query (filter, sort, paging — business-rules §7) against a table and returns one page of rows with
 * the paging metadata of the wire format. Modules supply the SQL `from` clause, a field map and their own
 * conditions (visibility, ownership); they map the rows to entities themselves.
 */
import type { Queryable } from '../db/database';
import { isApiError } from '../http/api-error';
import { type CompiledFilter, compileFilter, type FilterLimits } from './compile-filter';
import { type CompiledSort, compileSort, orderBySql, type SortInput } from './compile-sort';
import { type CursorState, decodeCursor, encodeCursor } from './cursor';
import type { FieldMap } from './field-map';
import { checkKeyValue, type KeyValues, keyColumnsSql, keysetCondition, takeKeyValues } from './keyset';
import { type PagingMode, readPaging } from './read-paging';
import { createSqlParams } from './sql-params';
import { createViolations, invalid } from './violations';

/** Offset paging metadata (`PlatformPagingMetadata` / members `PagingMetadata`). */
export interface OffsetPagingMetadata {
  /** Rows on this page. */
  count: number;
  offset: number;
  /** Rows matching the query; the SDK derives `hasNext` from it (rule 188). */
  total: number;
}

/** Cursor paging metadata (`CursorPagingMetadata`). Absent cursors are left out, as the wire omits empty values. */
export interface CursorPagingMetadata {
  count: number;
  cursors: { next?: string; prev?: string };
  hasNext: boolean;
}

/** The metadata a paging mode produces. */
export type PagingMetadataFor<TMode extends PagingMode> = TMode extends 'offset'
  ? OffsetPagingMetadata
  : TMode extends 'cursor'
    ? CursorPagingMetadata
    : OffsetPagingMetadata | CursorPagingMetadata;

/** One page of a query. */
export interface QueryPage<TRow, TMode extends PagingMode = PagingMode> {
  rows: TRow[];
  metadata: PagingMetadataFor<TMode>;
}

/** Options of {@link runQuery}. Everything except `query` is trusted, written by the module. */
export interface RunQueryOptions<TMode extends PagingMode = PagingMode> {
  /** The FROM clause (`members m`, `products p LEFT JOIN …`). */
  readonly from: string;
  /** The SELECT list (default `*`). */
  readonly select?: string;
  readonly fieldMap: FieldMap;
  /** The request's query object, untrusted: `{filter, sort (or sorting), paging | cursorPaging}`. */
  readonly query: unknown;
  /**
   * The module's own condition, ANDed with the filter, using `$1…$n` for `baseParams`. A function receives the
   * fields the filter mentions (decoded from the cursor on later pages), for rules such as "exclude PENDING orders
   * unless the filter asks for a status" (rule 79).
   */
  readonly baseWhere?: string | ((context: { readonly filterFields: ReadonlySet<string> }) => string);
  readonly baseParams?: readonly unknown[];
  /** The sort when the request has none. */
  readonly defaultSort: readonly SortInput[];
  readonly maxLimit: number;
  /** Page size when the request gives none (default 50). */
  readonly defaultLimit?: number;
  /** Which paging the method offers; with `both`, a request without paging gets offset paging. */
  readonly paging: TMode;
  /** Request path of the query object (`query`, or `search` for orders), for violations. */
  readonly path: string;
  /** Most sort entries a request may send (default 10). */
  readonly maxSortFields?: number;
  readonly filterLimits?: Partial<FilterLimits>;
}

interface Plan {
  readonly filter: CompiledFilter;
  readonly sort: CompiledSort;
  /** What the next cursors carry: the first request's filter and sort. */
  readonly filterInput: unknown;
  readonly cursor?: CursorState;
}

/** True for a filter or sort that says something (`{}` and `[]` are what clients send for "nothing"). */
function isGiven(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (Array.isArray(value)) return value.length > 0;
  return typeof value !== 'object' || Object.keys(value).length > 0;
}

function planFromRequest(query: Record<string, unknown>, options: RunQueryOptions<PagingMode>): Plan {
  const { path, fieldMap } = options;
  // The members REST type calls it `sorting`, the official builder sends `sort` (entities.md): accept both.
  if (isGiven(query.sort) && isGiven(query.sorting)) {
    invalid(`${path}.sorting`, 'cannot be combined with sort', 'ONE_OF_ALIGNMENT');
  }
  const sortKey = isGiven(query.sorting) ? 'sorting' : 'sort';
  const filterPath = `${path}.filter`;
  const paramOffset = options.baseParams?.length ?? 0;
  const filter = compileFilter(query.filter, fieldMap, {
    path: filterPath,
    paramOffset,
    limits: options.filterLimits,
  });
  const sort = compileSort(query[sortKey], fieldMap, {
    path: `${path}.${sortKey}`,
    defaultSort: options.defaultSort,
    maxFields: options.maxSortFields,
  });
  return { filter, sort, filterInput: query.filter ?? null };
}

function planFromCursor(
  query: Record<string, unknown>,
  text: string,
  options: RunQueryOptions<PagingMode>,
): Plan {
  const { path, fieldMap } = options;
  const field = `${path}.cursorPaging.cursor`;
  const violations = createViolations();
  for (const key of ['filter', 'sort', 'sorting']) {
    if (isGiven(query[key])) {
      const description =
        'cannot be combined with cursorPaging.cursor: the cursor carries the filter and sort';
      violations.add(`${path}.${key}`, description, 'FIELD_NOT_ALLOWED', {});
    }
  }
  violations.throwIfAny();
  const cursor = decodeCursor(text, field);
  try {
    const paramOffset = options.baseParams?.length ?? 0;
    const filter = compileFilter(cursor.filter, fieldMap, { paramOffset, limits: options.filterLimits });
    const sort = compileSort(cursor.sort, fieldMap, {
      defaultSort: options.defaultSort,
      maxFields: options.maxSortFields,
    });
    if (cursor.keys.length !== sort.keys.length) invalid(field, 'has the wrong number of keys', 'FORMAT');
    const keys = sort.keys.map((k, i) => checkKeyValue(k.spec, cursor.keys[i]));
    if (keys.includes(undefined)) invalid(field, 'has a key that does not fit its field', 'FORMAT');
    return { filter, sort, filterInput: cursor.filter, cursor: { ...cursor, keys: keys as KeyValues } };
  } catch (error) {
    // Whatever is wrong inside a cursor, the caller only needs to know the cursor is not usable.
    if (isApiError(error)) invalid(field, 'is not a valid cursor for this query', 'FORMAT');
    throw error;
  }
}

/**
 * Runs a query and returns one page.
 *
 * @param db - the database or an open transaction
 * @param options - the table, field map, request query and the method's paging rules
 * @returns the page's rows (the module's own columns only) and the paging metadata for the response
 * @throws ApiError - 400 for any invalid filter, sort, paging or cursor (see the README for the violations)
 */
export async function runQuery<TRow = Record<string, unknown>, TMode extends PagingMode = PagingMode>(
  db: Queryable,
  options: RunQueryOptions<TMode>,
): Promise<QueryPage<TRow, TMode>> {
  const { path, from } = options;
  const raw = options.query ?? {};
  if (typeof raw !== 'object' || Array.isArray(raw))
    invalid(path, 'must be an object', 'FORMAT', { expected: 'object' });
  const query = raw as Record<string, unknown>;
  const paging = readPaging(query, {
    path,
    mode: options.paging,
    maxLimit: options.maxLimit,
    defaultLimit: options.defaultLimit,
  });
  const plan =
    paging.kind === 'cursor' && paging.cursor !== undefined
      ? planFromCursor(query, paging.cursor, options)
      : planFromRequest(query, options);
  const params = [...(options.baseParams ?? []), ...plan.filter.params];
  const base =
    typeof options.baseWhere === 'function'
      ? options.baseWhere({ filterFields: plan.filter.fields })
      : (options.baseWhere ?? 'TRUE');
  const select = options.select ?? '*';
  const where = `(${base}) AND ${plan.filter.sql}`;

  if (paging.kind === 'offset') {
    const { limit, offset } = paging;
    const sql = `SELECT ${select} FROM ${from} WHERE ${where} ORDER BY ${plan.sort.sql} LIMIT ${limit} OFFSET ${offset}`;
    const rows = await db.query<Record<string, unknown>>(sql, params);
    // A short page already tells the total; only a full (or empty, past-the-end) page needs a COUNT.
    const known = rows.length < limit && (rows.length > 0 || offset === 0);
    const total = known
      ? offset + rows.length
      : ((
          await db.query<{ total: number }>(
            `SELECT count(*)::int AS total FROM ${from} WHERE ${where}`,
            params,
          )
        )[0]?.total ?? 0);
    const metadata: OffsetPagingMetadata = { count: rows.length, offset, total };
    return { rows: rows as TRow[], metadata: metadata as PagingMetadataFor<TMode> };
  }

  const keys = plan.sort.keys;
  const reversed = plan.cursor?.direction === 'prev';
  const keyset = createSqlParams(params.length);
  const boundary = plan.cursor ? ` AND ${keysetCondition(keys, plan.cursor.keys, keyset, reversed)}` : '';
  const sql = `SELECT ${select}, ${keyColumnsSql(keys)} FROM ${from} WHERE ${where}${boundary} ORDER BY ${orderBySql(keys, reversed)} LIMIT ${paging.limit + 1}`;
  const fetched = await db.query<Record<string, unknown>>(sql, [...params, ...keyset.values]);
  const more = fetched.length > paging.limit;
  const rows = fetched.slice(0, paging.limit);
  if (reversed) rows.reverse();
  const values = rows.map((row) => takeKeyValues(row, keys));
  const first = values[0];
  const last = values.at(-1);
  const cursorAt = (keyValues: KeyValues, direction: 'next' | 'prev') =>
    encodeCursor({ filter: plan.filterInput, sort: plan.sort.sort, keys: keyValues, direction });
  // Walking forwards, `more` means rows after this page; walking backwards, rows before it.
  const hasAfter = reversed ? last !== undefined : more;
  const hasBefore = reversed ? more : plan.cursor !== undefined;
  const cursors: CursorPagingMetadata['cursors'] = {};
  if (hasAfter && last) cursors.next = cursorAt(last, 'next');
  if (hasBefore && first) cursors.prev = cursorAt(first, 'prev');
  const metadata: CursorPagingMetadata = { count: rows.length, cursors, hasNext: cursors.next !== undefined };
  return { rows: rows as TRow[], metadata: metadata as PagingMetadataFor<TMode> };
}
