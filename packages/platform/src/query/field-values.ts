/**
 * Type checks for filter values. Each check turns a JSON value into the parameter value the driver sends, or
 * explains why it cannot be one. Everything PostgreSQL would reject at run time (NUL characters, impossible dates,
 * malformed GUIDs or numbers, `\u0000` in JSON) is caught here, so a bad value is a 400 and never a 500.
 */
import type { ViolatedRule } from '../http/api-error';
import type { FieldSpec } from './field-map';
import { parseIsoDate } from './iso-date';

/** Why a value was refused. */
export interface ValueProblem {
  readonly description: string;
  readonly rule: ViolatedRule;
  readonly data: Record<string, unknown>;
}

/** A checked value: the parameter to send, or the problem. */
export type Checked =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly problem: ValueProblem };

/** Longest string a filter value may be. */
export const MAX_TEXT_LENGTH = 10_000;
/** Deepest JSON value a `jsonb` filter value may be. */
const MAX_JSON_DEPTH = 20;

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DECIMAL = /^[+-]?(\d{1,64}(\.\d{0,64})?|\.\d{1,64})$/;

function ok(value: unknown): Checked {
  return { ok: true, value };
}

function problem(
  description: string,
  rule: ViolatedRule = 'FORMAT',
  data: Record<string, unknown> = {},
): Checked {
  return { ok: false, problem: { description, rule, data } };
}

/**
 * Checks a string that will be sent as text: PostgreSQL text cannot hold NUL (error 22021).
 * @param value - the candidate
 */
export function checkText(value: unknown): Checked {
  if (typeof value !== 'string') return problem('must be a string', 'FORMAT', { expected: 'string' });
  if (value.includes('\u0000')) return problem('must not contain NUL characters');
  if (value.length > MAX_TEXT_LENGTH) {
    return problem(`must be at most ${MAX_TEXT_LENGTH} characters`, 'MAX_LENGTH', { max: MAX_TEXT_LENGTH });
  }
  return ok(value);
}

/** Half of a surrogate pair: JSON.stringify writes a lone one as `\udXXX`, which PostgreSQL's JSON refuses (22P02). */
const LONE_SURROGATE = /\p{Cs}/u;

/** Whether PostgreSQL's jsonb can hold the string: no NUL (22P05), no lone surrogate. */
function isStorableInJson(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

function isSafeJson(value: unknown, depth: number): boolean {
  if (depth > MAX_JSON_DEPTH) return false;
  if (typeof value === 'string') return isStorableInJson(value);
  if (typeof value === 'number') return Number.isFinite(value);
  if (value === null || typeof value === 'boolean') return true;
  if (Array.isArray(value)) return value.every((item) => isSafeJson(item, depth + 1));
  if (typeof value === 'object') {
    return Object.entries(value).every(([k, v]) => isStorableInJson(k) && isSafeJson(v, depth + 1));
  }
  return false;
}

/**
 * Checks any JSON value for a `jsonb` field and returns its JSON text (jsonb refuses `\u0000`, error 22P05).
 * @param value - the candidate
 */
export function checkJson(value: unknown): Checked {
  if (!isSafeJson(value, 0)) {
    return problem(
      `must be JSON without NUL characters or unpaired surrogates, nested at most ${MAX_JSON_DEPTH} levels`,
    );
  }
  const text = JSON.stringify(value);
  if (text.length > MAX_TEXT_LENGTH) {
    return problem(`must be at most ${MAX_TEXT_LENGTH} characters of JSON`, 'MAX_LENGTH', {
      max: MAX_TEXT_LENGTH,
    });
  }
  return ok(text);
}

/**
 * Checks one non-null value against a field's type (for array fields, against the element type).
 * @param spec - the field
 * @param value - the value from the filter
 * @returns the parameter value (numbers as text, dates normalised, JSON as text) or the problem
 */
export function checkScalar(spec: FieldSpec, value: unknown): Checked {
  switch (spec.type) {
    case 'string':
    case 'string[]':
      return checkText(value);
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        return problem('must be a number', 'FORMAT', { expected: 'number' });
      }
      return ok(String(value));
    case 'decimal':
      if (typeof value === 'number' && Number.isFinite(value)) return ok(String(value));
      if (typeof value === 'string' && DECIMAL.test(value)) return ok(value);
      return problem('must be a decimal number (a JSON number or a string such as "10.50")', 'FORMAT', {
        expected: 'decimal',
      });
    case 'boolean':
      return typeof value === 'boolean'
        ? ok(value)
        : problem('must be a boolean', 'FORMAT', { expected: 'boolean' });
    case 'date': {
      const date = typeof value === 'string' ? parseIsoDate(value) : undefined;
      return date
        ? ok(date)
        : problem('must be an ISO-8601 date such as "2024-01-31T12:00:00Z"', 'FORMAT', { expected: 'date' });
    }
    case 'uuid':
      return typeof value === 'string' && GUID.test(value)
        ? ok(value)
        : problem('must be a GUID', 'FORMAT', { expected: 'GUID' });
    case 'enum':
      if (typeof value === 'string' && spec.values?.includes(value)) return ok(value);
      return problem(`must be one of ${spec.values?.join(', ')}`, 'INVALID_ENUM_VALUE', {
        allowedValues: spec.values,
      });
    case 'jsonb':
      if (value !== null && typeof value === 'object') {
        return problem('must be a string, number or boolean', 'FORMAT', { expected: 'scalar' });
      }
      return checkJson(value);
  }
}
