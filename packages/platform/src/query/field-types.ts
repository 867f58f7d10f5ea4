/**
 * The vocabulary of the query language: field types, filter operators, and which operator makes sense for which
 * type (business-rules §7, rules 185–186). Everything else in this folder is driven by these tables.
 */

/**
 * The API type of a queryable field. It decides how filter values are checked and how SQL compares them:
 * - `string` — text, compared by the column's collation; with `string[]` the only types with
 *   `$startsWith/$endsWith/$contains`.
 * - `number` — JSON numbers only (catalog prices are numbers, transforms X6); any numeric SQL column.
 * - `decimal` — JSON numbers or decimal strings (`"85.50"`, ecom money); compared as `numeric`, so the column may
 *   be `numeric` or a text column holding decimal strings.
 * - `boolean` — JSON booleans.
 * - `date` — ISO-8601 strings (rule X7), compared as `timestamptz`.
 * - `uuid` — GUID strings, checked before they reach PostgreSQL (a `uuid` or text column).
 * - `enum` — one of the field's allowed strings (a text or PostgreSQL enum column).
 * - `string[]` — a `text[]` expression; equality means "contains" (rule 185), text operators "some element".
 * - `jsonb` — any JSON; equality against a JSON array means "contains".
 */
export type FieldType =
  | 'string'
  | 'number'
  | 'decimal'
  | 'boolean'
  | 'date'
  | 'uuid'
  | 'enum'
  | 'string[]'
  | 'jsonb';

/** A field operator of the filter language (rule 185, plus `$endsWith`/`$contains` that the SDK builder emits). */
export type FilterOperator =
  | '$eq'
  | '$ne'
  | '$gt'
  | '$gte'
  | '$lt'
  | '$lte'
  | '$in'
  | '$nin'
  | '$hasSome'
  | '$hasAll'
  | '$startsWith'
  | '$endsWith'
  | '$contains'
  | '$exists'
  | '$isEmpty';

/** Every field operator, in documentation order. */
export const FILTER_OPERATORS: readonly FilterOperator[] = [
  '$eq',
  '$ne',
  '$gt',
  '$gte',
  '$lt',
  '$lte',
  '$in',
  '$nin',
  '$hasSome',
  '$hasAll',
  '$startsWith',
  '$endsWith',
  '$contains',
  '$exists',
  '$isEmpty',
];

const EQUALITY: readonly FilterOperator[] = ['$eq', '$ne', '$in', '$nin', '$hasSome', '$exists', '$isEmpty'];
const RANGE: readonly FilterOperator[] = ['$gt', '$gte', '$lt', '$lte'];
const TEXT: readonly FilterOperator[] = ['$startsWith', '$endsWith', '$contains'];

/**
 * The operators each type supports; a field allows all of them unless it lists its own subset. `$hasAll` only
 * makes sense on arrays, ranges only on ordered scalars.
 */
export const SUPPORTED_OPERATORS: Readonly<Record<FieldType, readonly FilterOperator[]>> = {
  string: [...EQUALITY, ...RANGE, ...TEXT],
  number: [...EQUALITY, ...RANGE],
  decimal: [...EQUALITY, ...RANGE],
  date: [...EQUALITY, ...RANGE],
  boolean: EQUALITY,
  uuid: EQUALITY,
  enum: EQUALITY,
  // Text operators on an array match when any element matches (an order's product names, rule 80).
  'string[]': [...EQUALITY, '$hasAll', ...TEXT],
  jsonb: [...EQUALITY, '$hasAll'],
};

/** True when rows can be ordered by a field of this type (arrays and JSON have no useful order). */
export function isSortableType(type: FieldType): boolean {
  return type !== 'string[]' && type !== 'jsonb';
}

/** True for the types whose equality means "the array contains the value" (rule 185). */
export function isArrayType(type: FieldType): boolean {
  return type === 'string[]' || type === 'jsonb';
}

/**
 * The SQL expression that is compared and sorted: decimals are compared as `numeric` even when the column holds
 * decimal strings (ecom money is a decimal string, transforms X6), everything else as is.
 */
export function comparableSql(sql: string, type: FieldType): string {
  return type === 'decimal' ? `(${sql})::numeric` : `(${sql})`;
}

/**
 * The cast put on a scalar parameter. Numbers are cast to `numeric` because PostgreSQL would otherwise infer the
 * column type (`int_column > $1` with 1.5 fails with 22P02); text-like types stay uncast so the parameter takes
 * the column's own type (text, varchar, uuid or a PostgreSQL enum).
 */
export function paramCast(type: FieldType): string {
  switch (type) {
    case 'number':
    case 'decimal':
      return '::numeric';
    case 'date':
      return '::timestamptz';
    case 'boolean':
      return '::boolean';
    case 'jsonb':
      return '::jsonb';
    case 'string[]':
      return '::text';
    default:
      return '';
  }
}
