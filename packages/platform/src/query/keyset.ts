/**
 * Keyset pagination: a cursor remembers the sort-key values of the row it stops at, and the next page asks for
 * rows strictly after them in the sort order. Unlike an offset, this neither repeats nor skips rows when rows are
 * inserted or deleted between pages. Key values travel as text (PostgreSQL's own text form, dates as ISO with
 * microseconds) so they compare exactly, and are checked on the way back in so a forged cursor cannot make a cast
 * fail.
 */
import type { SortKey } from './compile-sort';
import type { FieldSpec } from './field-map';
import { paramCast } from './field-types';
import { parseIsoDate } from './iso-date';
import type { SqlParams } from './sql-params';

/** A row's sort-key values as text, in key order (`null` for SQL NULL). */
export type KeyValues = (string | null)[];

const COLUMN_PREFIX = '__wql_k';
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NUMERIC = /^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

function keyTextSql(key: SortKey): string {
  // Microseconds matter: a JavaScript Date would round them away and the next page would repeat rows.
  if (key.spec.type === 'date')
    return `to_char(${key.sql} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  return `${key.sql}::text`;
}

/**
 * Extra SELECT columns that return each key's value as text.
 * @param keys - the sort keys
 */
export function keyColumnsSql(keys: readonly SortKey[]): string {
  return keys.map((k, i) => `${keyTextSql(k)} AS "${COLUMN_PREFIX}${i}"`).join(', ');
}

/**
 * Reads the key columns of a row and removes them, so callers only see their own columns.
 * @param row - a row selected with {@link keyColumnsSql}
 * @param keys - the same keys
 */
export function takeKeyValues(row: Record<string, unknown>, keys: readonly SortKey[]): KeyValues {
  return keys.map((_, i) => {
    const value = row[`${COLUMN_PREFIX}${i}`];
    delete row[`${COLUMN_PREFIX}${i}`];
    return value === null || value === undefined ? null : String(value);
  });
}

/**
 * Checks a key value from a cursor against its field type.
 * @param spec - the key's field
 * @param value - the value the cursor carries
 * @returns the parameter value to compare with, or `undefined` when it is not a value this field can hold
 */
export function checkKeyValue(spec: FieldSpec, value: unknown): string | null | undefined {
  if (value === null) return null;
  if (typeof value !== 'string' || value.includes('\u0000')) return undefined;
  switch (spec.type) {
    case 'number':
    case 'decimal': {
      const finite = value.length <= 1000 && NUMERIC.test(value) && Number.isFinite(Number(value));
      return finite || ['NaN', 'Infinity', '-Infinity'].includes(value) ? value : undefined;
    }
    case 'date':
      return parseIsoDate(value);
    case 'boolean':
      return value === 'true' || value === 'false' ? value : undefined;
    case 'uuid':
      return GUID.test(value) ? value : undefined;
    case 'enum':
      return spec.values?.includes(value) ? value : undefined;
    default:
      return value;
  }
}

function after(
  keys: readonly SortKey[],
  values: KeyValues,
  params: SqlParams,
  i: number,
  reversed: boolean,
): string {
  const key = keys[i];
  if (!key) return 'FALSE';
  const value = values[i] ?? null;
  const e = key.sql;
  const descending = key.descending !== reversed;
  const rest = after(keys, values, params, i + 1, reversed);
  // Nulls sort last ascending and first descending (orderBySql), so they are "after" any value ascending only.
  if (value === null) {
    const beyond = descending ? `${e} IS NOT NULL` : 'FALSE';
    return rest === 'FALSE' ? `(${beyond})` : `(${beyond} OR (${e} IS NULL AND ${rest}))`;
  }
  const p = `${params.add(value)}${paramCast(key.spec.type)}`;
  const beyond = descending ? `${e} < ${p}` : `(${e} > ${p} OR ${e} IS NULL)`;
  return rest === 'FALSE' ? `(${beyond})` : `(${beyond} OR (${e} = ${p} AND ${rest}))`;
}

/**
 * The condition "comes after the row with these key values" in the sort order (or before it, when `reversed`).
 * @param keys - the sort keys, ending with the unique key field
 * @param values - the key values of the boundary row (checked with {@link checkKeyValue})
 * @param params - where the values go
 * @param reversed - true for "before"
 */
export function keysetCondition(
  keys: readonly SortKey[],
  values: KeyValues,
  params: SqlParams,
  reversed: boolean,
): string {
  return after(keys, values, params, 0, reversed);
}
