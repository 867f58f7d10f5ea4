/**
 * SQL for one `field operator value` condition (business-rules rules 185–186). A comparison with a missing field
 * may be SQL NULL, which AND/OR and WHERE already treat as false; complements (`$not`, `$ne`, `$nin`) go through
 * {@link negate}, which does the same, so a missing field is "not equal" to anything, as in the Wix/MongoDB query
 * language.
 */
import type { FieldSpec } from './field-map';
import type { FilterOperator } from './field-types';
import { paramCast } from './field-types';
import { checkJson, checkScalar, type ValueProblem } from './field-values';
import type { SqlParams } from './sql-params';

/** What a predicate needs to know about its field. */
export interface PredicateContext {
  readonly spec: FieldSpec;
  /** The field's comparable SQL expression (already parenthesised). */
  readonly sql: string;
  readonly params: SqlParams;
  readonly maxListSize: number;
  /** Records why the value is refused; the predicate then compiles to `FALSE`. */
  readonly fail: (problem: ValueProblem) => void;
}

/** `NOT` that treats SQL NULL as false, so the complement of "unknown" is "matches". */
export function negate(sql: string): string {
  return `NOT COALESCE(${sql}, false)`;
}

/** Escapes LIKE wildcards so user text matches literally (`\` is PostgreSQL's default LIKE escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function isMissing(ctx: PredicateContext): string {
  return ctx.spec.type === 'jsonb'
    ? `(${ctx.sql} IS NULL OR ${ctx.sql} = 'null'::jsonb)`
    : `(${ctx.sql} IS NULL)`;
}

function isEmpty(ctx: PredicateContext): string {
  const e = ctx.sql;
  switch (ctx.spec.type) {
    case 'string':
      return `(${e} IS NULL OR ${e} = '')`;
    case 'string[]':
      return `(${e} IS NULL OR cardinality(${e}) = 0)`;
    case 'jsonb':
      return `(${e} IS NULL OR ${e} IN ('null'::jsonb, '""'::jsonb, '[]'::jsonb, '{}'::jsonb))`;
    default:
      return `(${e} IS NULL)`;
  }
}

/** A jsonb value as an array: arrays as they are, anything else wrapped, so containment means "equals or contains". */
function asJsonArray(sql: string): string {
  return `(CASE WHEN jsonb_typeof(${sql}) = 'array' THEN ${sql} ELSE jsonb_build_array(${sql}) END)`;
}

function fail(ctx: PredicateContext, problem: ValueProblem): string {
  ctx.fail(problem);
  return 'FALSE';
}

function scalar(ctx: PredicateContext, value: unknown): string | undefined {
  const checked = checkScalar(ctx.spec, value);
  if (!checked.ok) return void ctx.fail(checked.problem);
  return `${ctx.params.add(checked.value)}${paramCast(ctx.spec.type)}`;
}

function checkBoolean(ctx: PredicateContext, value: unknown): value is boolean {
  if (typeof value === 'boolean') return true;
  ctx.fail({ description: 'must be true or false', rule: 'FORMAT', data: { expected: 'boolean' } });
  return false;
}

interface CheckedList {
  readonly values: unknown[];
  readonly hasNull: boolean;
}

function list(ctx: PredicateContext, value: unknown, allowNull: boolean): CheckedList | undefined {
  if (!Array.isArray(value)) {
    return void ctx.fail({ description: 'must be an array', rule: 'FORMAT', data: { expected: 'array' } });
  }
  if (value.length > ctx.maxListSize) {
    return void ctx.fail({
      description: `must have at most ${ctx.maxListSize} values`,
      rule: 'MAX_SIZE',
      data: { max: ctx.maxListSize },
    });
  }
  const values: unknown[] = [];
  let hasNull = false;
  for (const item of value) {
    if (item === null && allowNull) {
      hasNull = true;
      continue;
    }
    const checked = checkScalar(ctx.spec, item);
    if (!checked.ok) return void ctx.fail(checked.problem);
    values.push(checked.value);
  }
  return { values, hasNull };
}

/** The list as one parameter: a JSON array for jsonb fields, a PostgreSQL array otherwise. */
function listParam(ctx: PredicateContext, values: unknown[]): string {
  const { type } = ctx.spec;
  if (type === 'jsonb') return `${ctx.params.add(`[${values.join(',')}]`)}::jsonb`;
  const cast = paramCast(type);
  return `${ctx.params.add(values)}${cast ? `${cast}[]` : ''}`;
}

function equals(ctx: PredicateContext, value: unknown): string {
  const e = ctx.sql;
  if (value === null) return isMissing(ctx);
  if (ctx.spec.type === 'string[]' && Array.isArray(value)) {
    // An array value means the exact, ordered array (rule 185).
    const items = list(ctx, value, false);
    return items ? `(${e} = ${listParam(ctx, items.values)})` : 'FALSE';
  }
  if (ctx.spec.type === 'string[]') {
    const p = scalar(ctx, value);
    return p ? `(${e} @> ARRAY[${p}])` : 'FALSE';
  }
  if (ctx.spec.type === 'jsonb' && typeof value === 'object') {
    const checked = checkJson(value);
    if (!checked.ok) return fail(ctx, checked.problem);
    return `(${e} = ${ctx.params.add(checked.value)}::jsonb)`;
  }
  if (ctx.spec.type === 'jsonb') {
    const p = scalar(ctx, value);
    return p ? `(${asJsonArray(e)} @> jsonb_build_array(${p}))` : 'FALSE';
  }
  const p = scalar(ctx, value);
  return p ? `(${e} = ${p})` : 'FALSE';
}

function hasSome(ctx: PredicateContext, value: unknown): string {
  const items = list(ctx, value, true);
  if (!items) return 'FALSE';
  const parts: string[] = [];
  if (items.values.length > 0) {
    // Read only here: an empty list reads no field, so a dynamic field adds no key parameter (compile-filter.ts).
    const e = ctx.sql;
    const p = listParam(ctx, items.values);
    if (ctx.spec.type === 'string[]') parts.push(`(${e} && ${p})`);
    else if (ctx.spec.type === 'jsonb') {
      parts.push(
        `EXISTS (SELECT 1 FROM jsonb_array_elements(${p}) AS __wql_list(v) WHERE ${asJsonArray(e)} @> jsonb_build_array(__wql_list.v))`,
      );
    } else parts.push(`(${e} = ANY(${p}))`);
  }
  if (items.hasNull) parts.push(isMissing(ctx));
  return parts.length > 0 ? `(${parts.join(' OR ')})` : 'FALSE';
}

function hasAll(ctx: PredicateContext, value: unknown): string {
  const items = list(ctx, value, false);
  // An empty $hasAll matches nothing, as MongoDB's `$all: []` does.
  if (!items || items.values.length === 0) return 'FALSE';
  const p = listParam(ctx, items.values);
  return ctx.spec.type === 'jsonb' ? `(${asJsonArray(ctx.sql)} @> ${p})` : `(${ctx.sql} @> ${p})`;
}

function like(ctx: PredicateContext, value: unknown, pattern: (text: string) => string): string {
  const checked = checkScalar(ctx.spec, value);
  if (!checked.ok) return fail(ctx, checked.problem);
  // Case-insensitive for all three: `$startsWith` is documented so (rule 185), the others follow it.
  const p = ctx.params.add(pattern(escapeLike(String(checked.value))));
  if (ctx.spec.type === 'string[]') {
    return `EXISTS (SELECT 1 FROM unnest(${ctx.sql}) AS __wql_item(v) WHERE __wql_item.v ILIKE ${p})`;
  }
  return `(${ctx.sql}::text ILIKE ${p})`;
}

const nullProblem: ValueProblem = { description: 'must not be null', rule: 'FORMAT', data: {} };

const RANGE_SQL = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' } as const;

/**
 * Compiles one operator applied to a field.
 * @param op - an operator the field allows
 * @param value - the operator's JSON value
 * @param ctx - the field and where parameters and problems go
 * @returns a two-valued SQL condition (`FALSE` after a recorded problem)
 */
export function compilePredicate(op: FilterOperator, value: unknown, ctx: PredicateContext): string {
  switch (op) {
    case '$eq':
      return equals(ctx, value);
    case '$ne':
      return value === null ? `(NOT ${isMissing(ctx)})` : negate(equals(ctx, value));
    case '$gt':
    case '$gte':
    case '$lt':
    case '$lte': {
      const p = value === null ? void ctx.fail(nullProblem) : scalar(ctx, value);
      return p ? `(${ctx.sql} ${RANGE_SQL[op]} ${p})` : 'FALSE';
    }
    case '$in':
    case '$hasSome':
      return hasSome(ctx, value);
    case '$nin':
      return negate(hasSome(ctx, value));
    case '$hasAll':
      return hasAll(ctx, value);
    case '$startsWith':
      return like(ctx, value, (text) => `${text}%`);
    case '$endsWith':
      return like(ctx, value, (text) => `%${text}`);
    case '$contains':
      return like(ctx, value, (text) => `%${text}%`);
    case '$exists':
      if (!checkBoolean(ctx, value)) return 'FALSE';
      return value ? `(NOT ${isMissing(ctx)})` : isMissing(ctx);
    case '$isEmpty':
      if (!checkBoolean(ctx, value)) return 'FALSE';
      return value ? isEmpty(ctx) : `(NOT ${isEmpty(ctx)})`;
  }
}
