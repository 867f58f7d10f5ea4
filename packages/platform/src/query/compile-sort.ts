/**
 * Compiles the API's sort (`[{fieldName, order}]`, business-rules rule 187) into an ORDER BY list. Every sort ends
 * with the field map's key (the id), so rows with equal sort values keep one order and paging never repeats or
 * skips a row.
 */
import type { FieldMap, FieldSpec } from './field-map';
import { comparableSql } from './field-types';
import { createViolations, type Violations } from './violations';

/** One sort entry as the API sends it (missing `order` = ASC). */
export interface SortInput {
  readonly fieldName: string;
  readonly order?: 'ASC' | 'DESC';
}

/** One resolved ORDER BY key. */
export interface SortKey {
  readonly name: string;
  /** The comparable SQL expression. */
  readonly sql: string;
  readonly spec: FieldSpec;
  readonly descending: boolean;
}

/** A compiled sort. */
export interface CompiledSort {
  /** The ORDER BY list (without the keywords), ending with the key field. */
  readonly sql: string;
  readonly keys: readonly SortKey[];
  /** The request's sort, normalised, or `null` when the default applied (what a cursor stores). */
  readonly sort: readonly SortInput[] | null;
}

/** Options of {@link compileSort}. */
export interface CompileSortOptions {
  /** Request path of the sort, used in violations (default `query.sort`). */
  readonly path?: string;
  /** The sort when the request has none (rule 187 suggests `createdDate DESC`). */
  readonly defaultSort: readonly SortInput[];
  /** Most entries a request may sort by (default 10; orders allow 4, rule 79). */
  readonly maxFields?: number;
}

/**
 * The ORDER BY list for keys. PostgreSQL's default null placement (ASC NULLS LAST, DESC NULLS FIRST) is spelled
 * out because keyset paging relies on it, and it keeps plain btree indexes usable in both directions.
 * @param keys - the sort keys
 * @param reversed - true to walk backwards (previous page)
 */
export function orderBySql(keys: readonly SortKey[], reversed = false): string {
  return keys
    .map((k) => `${k.sql} ${k.descending !== reversed ? 'DESC NULLS FIRST' : 'ASC NULLS LAST'}`)
    .join(', ');
}

function readEntries(sort: unknown, path: string, maxFields: number, violations: Violations): SortInput[] {
  if (!Array.isArray(sort)) {
    violations.add(path, 'must be an array of {fieldName, order}', 'FORMAT', { expected: 'array' });
    return [];
  }
  if (sort.length > maxFields) {
    violations.add(path, `may have at most ${maxFields} entries`, 'MAX_SIZE', { max: maxFields });
    return [];
  }
  const entries: SortInput[] = [];
  sort.forEach((entry: unknown, i) => {
    const at = `${path}[${i}]`;
    const { fieldName, order } = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<
      string,
      unknown
    >;
    if (typeof fieldName !== 'string' || fieldName === '') {
      violations.add(`${at}.fieldName`, 'must be a field name', 'REQUIRED_FIELD', {});
    } else if (order !== undefined && order !== null && order !== 'ASC' && order !== 'DESC') {
      violations.add(`${at}.order`, 'must be ASC or DESC', 'INVALID_ENUM_VALUE', {
        allowedValues: ['ASC', 'DESC'],
      });
    } else {
      entries.push({ fieldName, order: order === 'DESC' ? 'DESC' : 'ASC' });
    }
  });
  return entries;
}

function toKeys(
  entries: readonly SortInput[],
  map: FieldMap,
  path: string,
  violations: Violations | undefined,
): SortKey[] {
  const keys: SortKey[] = [];
  const seen = new Set<string>();
  entries.forEach((entry, i) => {
    const resolved = map.resolve(entry.fieldName);
    const usable =
      resolved && typeof resolved.spec.sql === 'string' && (resolved.spec.sortable || !violations);
    if (!resolved || !usable) {
      if (!violations)
        throw new Error(`Default sort field ${entry.fieldName} is not a declared scalar field`);
      const name = entry.fieldName.length > 100 ? `${entry.fieldName.slice(0, 100)}…` : entry.fieldName;
      violations.add(
        `${path}[${i}].fieldName`,
        `"${name}" is not a field that can be sorted on`,
        'FIELD_NOT_ALLOWED',
        {
          fieldName: name,
        },
      );
      return;
    }
    // A repeated field adds nothing: the first occurrence already decided the order.
    if (seen.has(resolved.name)) return;
    seen.add(resolved.name);
    const sql = comparableSql(resolved.spec.sortSql ?? (resolved.spec.sql as string), resolved.spec.type);
    keys.push({ name: resolved.name, sql, spec: resolved.spec, descending: entry.order === 'DESC' });
  });
  return keys;
}

/**
 * Compiles a sort. An empty or missing sort uses `defaultSort`; the key field is appended as the tiebreaker.
 *
 * @param sort - the request's sort array
 * @param fieldMap - what may be sorted on (fields declared `sortable`)
 * @param options - request path for errors, default sort, size limit
 * @returns the ORDER BY list and its keys
 * @throws ApiError - 400 when the sort is not an array of `{fieldName, order}`, names a field that is not
 *   sortable, has an order other than ASC/DESC, or too many entries
 */
export function compileSort(sort: unknown, fieldMap: FieldMap, options: CompileSortOptions): CompiledSort {
  const path = options.path ?? 'query.sort';
  const violations = createViolations();
  const explicit =
    sort === undefined || sort === null || (Array.isArray(sort) && sort.length === 0) ? null : sort;
  let entries: SortInput[] | null = null;
  let keys: SortKey[];
  if (explicit === null) {
    keys = toKeys(options.defaultSort, fieldMap, path, undefined);
  } else {
    entries = readEntries(explicit, path, options.maxFields ?? 10, violations);
    keys = toKeys(entries, fieldMap, path, violations);
  }
  violations.throwIfAny();
  if (!keys.some((k) => k.name === fieldMap.key)) {
    keys.push(...toKeys([{ fieldName: fieldMap.key, order: 'ASC' }], fieldMap, path, undefined));
  }
  return { sql: orderBySql(keys), keys, sort: entries };
}
