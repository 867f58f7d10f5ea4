/**
 * Field maps: per entity, what an API lets callers filter and sort on, and the SQL behind each API field name.
 * A module declares its map once with {@link defineFieldMap} and the {@link field} factories; the compilers read
 * only the map, never the request, to build SQL.
 */

import {
  comparableSql,
  type FieldType,
  type FilterOperator,
  isSortableType,
  SUPPORTED_OPERATORS,
} from './field-types';
import type { SqlParams } from './sql-params';

/**
 * The SQL of a field: an expression over the query's `from` clause (`m.login_email`, `p.data->>'brand'`), or, for
 * a dynamic field (`options.*`), a function from the key's placeholder (already cast to `text`) to the expression.
 * The function receives a placeholder such as `$3::text`, never the key itself, so a key cannot inject SQL.
 */
export type FieldSql = string | ((keyParam: string) => string);

/** What one API field is: its SQL, type, allowed operators and sortability. */
export interface FieldSpec {
  readonly type: FieldType;
  readonly sql: FieldSql;
  readonly operators: ReadonlySet<FilterOperator>;
  readonly sortable: boolean;
  /** What `sort` orders by when it is not the field's own SQL (a stored sort key, see {@link FieldOptions}). */
  readonly sortSql?: string;
  /** The allowed values of an `enum` field. */
  readonly values?: readonly string[];
}

/** Another name for a field (`collectionIds` → `collections.id`, rule 182). */
export interface FieldAlias {
  readonly alias: string;
}

/** Options of the {@link field} factories. */
export interface FieldOptions {
  /** Whether `sort` may name the field (default false). */
  readonly sortable?: boolean;
  /** Restricts the operators to this list (default: every operator the type supports). */
  readonly operators?: readonly FilterOperator[];
  /**
   * Orders by this expression instead of the field's SQL, while filters keep comparing the field itself — for
   * text people read, whose byte order is not the order they expect (members' nicknames: `Zoe` before `adam`).
   * Cursors carry and compare its values, so paging follows the same order.
   */
  readonly sortSql?: string;
}

function spec(
  type: FieldType,
  sql: FieldSql,
  options: FieldOptions = {},
  values?: readonly string[],
): FieldSpec {
  const supported = SUPPORTED_OPERATORS[type];
  const operators = options.operators ?? supported;
  for (const op of operators) {
    if (!supported.includes(op)) throw new Error(`Operator ${op} is not supported on ${type} fields`);
  }
  if (options.sortable && !isSortableType(type)) throw new Error(`${type} fields cannot be sortable`);
  if (type === 'enum' && (!values || values.length === 0)) throw new Error('enum fields need their values');
  return {
    type,
    sql,
    operators: new Set(operators),
    sortable: options.sortable ?? false,
    ...(options.sortSql ? { sortSql: options.sortSql } : {}),
    values,
  };
}

/**
 * Factories for field specs, one per {@link FieldType}.
 *
 * @example
 * field.string('m.nickname', { sortable: true, operators: ['$eq', '$ne', '$in', '$startsWith'] })
 * field.enum('m.privacy_status', ['PUBLIC', 'PRIVATE'])
 * field.strings((name) => `array(select jsonb_array_elements_text(p.options -> ${name}))`) // as 'options.*'
 */
export const field = {
  /** A text field. */
  string: (sql: FieldSql, options?: FieldOptions) => spec('string', sql, options),
  /** A numeric field taking JSON numbers. */
  number: (sql: FieldSql, options?: FieldOptions) => spec('number', sql, options),
  /** A decimal field taking numbers or decimal strings, compared as `numeric`. */
  decimal: (sql: FieldSql, options?: FieldOptions) => spec('decimal', sql, options),
  /** A boolean field. */
  boolean: (sql: FieldSql, options?: FieldOptions) => spec('boolean', sql, options),
  /** A `timestamptz` field taking ISO-8601 strings. */
  date: (sql: FieldSql, options?: FieldOptions) => spec('date', sql, options),
  /** A GUID field (values are checked to be GUIDs). */
  uuid: (sql: FieldSql, options?: FieldOptions) => spec('uuid', sql, options),
  /** A field with a closed set of string values. */
  enum: (sql: FieldSql, values: readonly string[], options?: FieldOptions) =>
    spec('enum', sql, options, values),
  /** A `text[]` field; equality means "contains". */
  strings: (sql: FieldSql, options?: FieldOptions) => spec('string[]', sql, options),
  /** A `jsonb` field taking any JSON. */
  jsonb: (sql: FieldSql, options?: FieldOptions) => spec('jsonb', sql, options),
  /** Another API name for the field `target` of the same map. */
  alias: (target: string): FieldAlias => ({ alias: target }),
};

/** A field name resolved against a map. */
export interface ResolvedField {
  /** The canonical API name (aliases resolved; dynamic fields keep their full name, `options.Size`). */
  readonly name: string;
  readonly spec: FieldSpec;
  /** The dynamic part of the name (`Size` in `options.Size`), for dynamic fields only. */
  readonly key?: string;
}

/** The queryable fields of one entity. */
export interface FieldMap {
  /** The unique, non-null field every sort ends with, so paging is stable (default `id`). */
  readonly key: string;
  /** The declared names (dynamic ones as `prefix.*`), for error messages. */
  readonly names: readonly string[];
  /**
   * Looks a field name up.
   * @param name - an API field name from a request
   */
  resolve(name: string): ResolvedField | undefined;
}

const DYNAMIC_SUFFIX = '.*';

/**
 * Declares the queryable fields of an entity. Keys are API field names (dotted); a key ending in `.*` declares a
 * dynamic field whose SQL is a function of the rest of the name. Mistakes in the declaration throw at start-up.
 *
 * @param fields - API field name → {@link field} spec or alias
 * @param options - `key`: the tiebreaker field (default `id`)
 * @throws Error - when the declaration is inconsistent (a programming error, not a request error)
 */
export function defineFieldMap(
  fields: Readonly<Record<string, FieldSpec | FieldAlias>>,
  options: { key?: string } = {},
): FieldMap {
  const exact = new Map<string, FieldSpec>();
  const aliases = new Map<string, string>();
  const dynamic: { prefix: string; spec: FieldSpec }[] = [];
  for (const [name, entry] of Object.entries(fields)) {
    if ('alias' in entry) {
      aliases.set(name, entry.alias);
    } else if (name.endsWith(DYNAMIC_SUFFIX)) {
      if (typeof entry.sql !== 'function') throw new Error(`Dynamic field ${name} needs an SQL function`);
      if (entry.sortable) throw new Error(`Dynamic field ${name} cannot be sortable`);
      dynamic.push({ prefix: name.slice(0, -1), spec: entry });
    } else {
      if (typeof entry.sql !== 'string') throw new Error(`Field ${name} needs an SQL expression`);
      exact.set(name, entry);
    }
  }
  for (const [name, target] of aliases) {
    if (!exact.has(target)) throw new Error(`Alias ${name} points to unknown field ${target}`);
  }
  const key = options.key ?? 'id';
  const keySpec = exact.get(key);
  if (!keySpec || !isSortableType(keySpec.type))
    throw new Error(`Key field ${key} must be a declared scalar field`);
  // Longest prefix first, so `options.colour.*` wins over `options.*`.
  dynamic.sort((a, b) => b.prefix.length - a.prefix.length);
  return {
    key,
    names: Object.keys(fields),
    resolve(name) {
      const target = aliases.get(name) ?? name;
      const found = exact.get(target);
      if (found) return { name: target, spec: found };
      const match = dynamic.find((d) => name.length > d.prefix.length && name.startsWith(d.prefix));
      return match ? { name, spec: match.spec, key: name.slice(match.prefix.length) } : undefined;
    },
  };
}

/**
 * The comparable SQL of a resolved field; a dynamic field's key becomes a parameter.
 * @param resolved - the field
 * @param params - where the key parameter goes
 */
export function fieldSql(resolved: ResolvedField, params: SqlParams): string {
  const { sql, type } = resolved.spec;
  const raw = typeof sql === 'function' ? sql(`${params.add(resolved.key ?? '')}::text`) : sql;
  return comparableSql(raw, type);
}
