/**
 * Compiles the API's JSON filter (business-rules §7, rules 185–186 and 191) into a parameterised SQL condition.
 * The filter is walked once: logical operators (`$and`, `$or`, `$not`) recurse, field keys are looked up in the
 * field map, and each field operator becomes a predicate. Nothing from the request is ever written into the SQL
 * text — field names select map entries, values become `$n` parameters.
 */
import { type FieldMap, fieldSql } from './field-map';
import { FILTER_OPERATORS, type FilterOperator } from './field-types';
import { checkText } from './field-values';
import { compilePredicate, negate } from './filter-predicates';
import { createSqlParams, type SqlParams } from './sql-params';
import { createViolations, type Violations } from './violations';

/** Bounds that keep hostile filters cheap. */
export interface FilterLimits {
  /** Deepest nesting of `$and`/`$or`/`$not`. */
  readonly maxDepth: number;
  /** Most values in one `$in`/`$nin`/`$hasSome`/`$hasAll` list. */
  readonly maxListSize: number;
  /** Most field conditions in one filter. */
  readonly maxConditions: number;
}

/** The default {@link FilterLimits}: the SDK's builder nests at most a few levels, and lists stay well below 1000. */
export const DEFAULT_FILTER_LIMITS: FilterLimits = { maxDepth: 10, maxListSize: 1000, maxConditions: 100 };

/** Options of {@link compileFilter}. */
export interface CompileFilterOptions {
  /** Request path of the filter, used in violations (default `query.filter`). */
  readonly path?: string;
  /** Parameters the caller already holds; the first placeholder is `$<paramOffset + 1>` (default 0). */
  readonly paramOffset?: number;
  readonly limits?: Partial<FilterLimits>;
}

/** A compiled filter. */
export interface CompiledFilter {
  /** A condition for a WHERE clause (`TRUE` for an empty filter). */
  readonly sql: string;
  /** The values of its placeholders. */
  readonly params: unknown[];
  /** The canonical names of the fields it mentions (so a service can tell whether the caller asked for `status`). */
  readonly fields: ReadonlySet<string>;
}

interface CompileState {
  readonly map: FieldMap;
  readonly params: SqlParams;
  readonly violations: Violations;
  readonly limits: FilterLimits;
  readonly fields: Set<string>;
  conditions: number;
}

const LOGICAL = ['$and', '$or', '$not'];

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keeps a hostile key from blowing up the size of the error answer. */
function shown(key: string): string {
  return key.length > 100 ? `${key.slice(0, 100)}…` : key;
}

function compileLogical(
  s: CompileState,
  key: '$and' | '$or',
  value: unknown,
  path: string,
  depth: number,
): string {
  if (!Array.isArray(value)) {
    s.violations.add(path, `${key} must be an array of filters`, 'FORMAT', { expected: 'array' });
    return 'FALSE';
  }
  // Empty lists are the identity of each operator: `$and: []` matches everything, `$or: []` nothing.
  if (value.length === 0) return key === '$and' ? 'TRUE' : 'FALSE';
  const parts = value.map((item, i) => compileNode(s, item, `${path}[${i}]`, depth + 1));
  return `(${parts.join(key === '$and' ? ' AND ' : ' OR ')})`;
}

function operatorEntries(
  s: CompileState,
  value: unknown,
  path: string,
  isJson: boolean,
): [string, unknown][] {
  if (!isPlainObject(value)) return [['$eq', value]];
  const keys = Object.keys(value);
  const operators = keys.filter((k) => k.startsWith('$'));
  if (operators.length === 0 && isJson) return [['$eq', value]];
  if (operators.length === 0 || operators.length !== keys.length) {
    s.violations.add(path, 'must be a value or an object of operators such as {"$eq": …}', 'FORMAT', {
      supportedOperators: FILTER_OPERATORS,
    });
    return [];
  }
  return Object.entries(value);
}

function compileField(s: CompileState, name: string, value: unknown, path: string): string {
  const resolved = s.map.resolve(name);
  if (!resolved) {
    s.violations.add(path, `"${shown(name)}" is not a field that can be filtered on`, 'FIELD_NOT_ALLOWED', {
      fieldName: shown(name),
      supportedFields: s.map.names,
    });
    return 'FALSE';
  }
  if (resolved.key !== undefined && !checkText(resolved.key).ok) {
    s.violations.add(path, 'has an invalid dynamic key', 'FORMAT', {});
    return 'FALSE';
  }
  s.fields.add(resolved.name);
  const { spec } = resolved;
  // The field's SQL is built on first use: a dynamic field (`options.Size`) adds its key as a parameter, and a
  // predicate that compiles to a constant (an empty `$in` is FALSE) never reads it — PostgreSQL refuses a statement
  // given more parameters than it has placeholders.
  let sql: string | undefined;
  const fieldExpression = () => (sql ??= fieldSql(resolved, s.params));
  const parts: string[] = [];
  for (const [op, operand] of operatorEntries(s, value, path, spec.type === 'jsonb')) {
    if (!(FILTER_OPERATORS as readonly string[]).includes(op)) {
      s.violations.add(path, `"${shown(op)}" is not a filter operator`, 'FORMAT', {
        operator: shown(op),
        supportedOperators: [...spec.operators],
      });
      continue;
    }
    if (!spec.operators.has(op as FilterOperator)) {
      s.violations.add(path, `operator ${op} is not supported on this field`, 'FIELD_NOT_ALLOWED', {
        operator: op,
        supportedOperators: [...spec.operators],
      });
      continue;
    }
    s.conditions += 1;
    if (s.conditions === s.limits.maxConditions + 1) {
      s.violations.add(path, `a filter may have at most ${s.limits.maxConditions} conditions`, 'MAX_SIZE', {
        max: s.limits.maxConditions,
      });
    }
    if (s.conditions > s.limits.maxConditions) continue;
    parts.push(
      compilePredicate(op as FilterOperator, operand, {
        spec,
        get sql() {
          return fieldExpression();
        },
        params: s.params,
        maxListSize: s.limits.maxListSize,
        fail: (p) => s.violations.add(path, `${op} ${p.description}`, p.rule, { ...p.data, operator: op }),
      }),
    );
  }
  if (parts.length === 0) return 'FALSE';
  return parts.length === 1 ? parts[0]! : `(${parts.join(' AND ')})`;
}

function compileNode(s: CompileState, node: unknown, path: string, depth: number): string {
  if (!isPlainObject(node)) {
    s.violations.add(path, 'must be an object', 'FORMAT', { expected: 'object' });
    return 'FALSE';
  }
  if (depth > s.limits.maxDepth) {
    const description = `may nest $and/$or/$not at most ${s.limits.maxDepth} levels deep`;
    s.violations.add(path, description, 'OTHER', { maxDepth: s.limits.maxDepth }, 'MAX_DEPTH');
    return 'FALSE';
  }
  const parts: string[] = [];
  for (const [key, value] of Object.entries(node)) {
    const at = `${path}.${shown(key)}`;
    if (key === '$and' || key === '$or') parts.push(compileLogical(s, key, value, at, depth));
    else if (key === '$not') {
      if (isPlainObject(value)) parts.push(negate(compileNode(s, value, at, depth + 1)));
      else s.violations.add(at, '$not must be a filter object', 'FORMAT', { expected: 'object' });
    } else if (key.startsWith('$')) {
      s.violations.add(at, `"${shown(key)}" is not a logical operator`, 'FORMAT', {
        operator: shown(key),
        supportedOperators: LOGICAL,
      });
    } else parts.push(compileField(s, key, value, at));
  }
  if (parts.length === 0) return 'TRUE';
  return parts.length === 1 ? parts[0]! : `(${parts.join(' AND ')})`;
}

/**
 * Compiles a filter to a WHERE condition. `{f: v}` is equality, several keys are ANDed, `{f: null}` means missing
 * or null, `{f: {$ne: null}}` means present; see the README for every operator.
 *
 * @param filter - the request's filter (`undefined`/`null` = match everything)
 * @param fieldMap - what may be filtered on
 * @param options - request path for errors, parameter numbering and limits
 * @returns the condition, its parameters and the fields it mentions
 * @throws ApiError - 400 `INVALID_ARGUMENT` with one violation per problem: unknown field or operator, operator not
 *   allowed on the field, value of the wrong type, list or nesting too large
 */
export function compileFilter(
  filter: unknown,
  fieldMap: FieldMap,
  options: CompileFilterOptions = {},
): CompiledFilter {
  const state: CompileState = {
    map: fieldMap,
    params: createSqlParams(options.paramOffset ?? 0),
    violations: createViolations(),
    limits: { ...DEFAULT_FILTER_LIMITS, ...options.limits },
    fields: new Set(),
    conditions: 0,
  };
  const sql =
    filter === undefined || filter === null
      ? 'TRUE'
      : compileNode(state, filter, options.path ?? 'query.filter', 0);
  state.violations.throwIfAny();
  return { sql, params: state.params.values, fields: state.fields };
}
