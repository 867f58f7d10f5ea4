import type { z } from 'zod';
import { ApiError, type FieldViolation, type ViolatedRule } from './api-error';

/** A GUID as `z.guid()` accepts it (any case), for the checks that skip zod on the common path. */
export const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const FORMAT_TYPES: Record<string, string> = {
  email: 'EMAIL',
  guid: 'GUID',
  uuid: 'GUID',
  url: 'WEB_URL',
  datetime: 'DATE_TIME',
  regex: 'PATTERN',
};

/**
 * Validates request input with a zod schema; the schema's output (unknown fields stripped) is returned.
 * @param schema - the zod schema of the request
 * @param input - the decoded body or query
 * @param prefix - dotted path the violations are reported under (e.g. `member` for a nested part)
 * @throws ApiError 400 with one field violation per problem (`details.validationError`, errors.md §1)
 */
export function parseInput<TSchema extends z.ZodType>(
  schema: TSchema,
  input: unknown,
  prefix = '',
): z.output<TSchema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw ApiError.invalid(toFieldViolations(result.error, input, prefix));
}

/**
 * Turns zod issues into wire field violations: dotted REST paths, the spec's rule names (§5) and a `data` object
 * on every violation (the official register flow reads `data.type`, errors.md §5).
 * @param error - the zod error
 * @param input - the validated input (to tell a missing field from a wrong one)
 * @param prefix - dotted path prefix
 */
export function toFieldViolations(error: z.ZodError, input: unknown, prefix = ''): FieldViolation[] {
  return error.issues.map((issue) => {
    const field = joinPath(prefix, issue.path);
    const { violatedRule, data } = describe(issue, valueAt(input, issue.path));
    return { field, description: describeText(issue, violatedRule), violatedRule, data };
  });
}

function describe(
  issue: z.core.$ZodIssue,
  value: unknown,
): { violatedRule: ViolatedRule; data: Record<string, unknown> } {
  switch (issue.code) {
    case 'invalid_type':
      return value === undefined
        ? { violatedRule: 'REQUIRED_FIELD', data: {} }
        : { violatedRule: 'VALIDATION', data: { expected: issue.expected } };
    case 'too_small':
      return {
        violatedRule: sizeRule(issue.origin, issue.exact ? 'EXACT' : 'MIN'),
        data: { threshold: Number(issue.minimum) },
      };
    case 'too_big':
      return {
        violatedRule: sizeRule(issue.origin, issue.exact ? 'EXACT' : 'MAX'),
        data: { threshold: Number(issue.maximum) },
      };
    case 'invalid_format':
      return {
        violatedRule: 'FORMAT',
        data: { type: FORMAT_TYPES[issue.format] ?? issue.format.toUpperCase() },
      };
    case 'invalid_value':
      // A required enum left out is missing, not a wrong value (`update-status {}` names `status` REQUIRED_FIELD).
      return value === undefined
        ? { violatedRule: 'REQUIRED_FIELD', data: {} }
        : { violatedRule: 'INVALID_ENUM_VALUE', data: { allowed: issue.values } };
    case 'unrecognized_keys':
      return { violatedRule: 'FIELD_NOT_ALLOWED', data: { keys: issue.keys } };
    case 'custom': {
      const params = (issue.params ?? {}) as { violatedRule?: ViolatedRule; data?: Record<string, unknown> };
      return { violatedRule: params.violatedRule ?? 'OTHER', data: params.data ?? {} };
    }
    default:
      return { violatedRule: 'VALIDATION', data: {} };
  }
}

function sizeRule(origin: string, bound: 'MIN' | 'MAX' | 'EXACT'): ViolatedRule {
  if (origin === 'string') return `${bound}_LENGTH`;
  if (origin === 'array' || origin === 'set' || origin === 'map') return `${bound}_SIZE`;
  return bound === 'EXACT' ? 'VALIDATION' : bound;
}

function describeText(issue: z.core.$ZodIssue, rule: ViolatedRule): string {
  if (rule === 'REQUIRED_FIELD') return 'is required';
  if (rule === 'EXACT_LENGTH' && issue.code === 'too_small')
    return `must be exactly ${issue.minimum} characters long`;
  if (rule === 'EXACT_LENGTH' && issue.code === 'too_big')
    return `must be exactly ${issue.maximum} characters long`;
  if (issue.code === 'invalid_type') return `must be ${article(issue.expected)}`;
  if (issue.code === 'too_small' && rule === 'MIN_LENGTH')
    return `must be at least ${issue.minimum} characters long`;
  if (issue.code === 'too_big' && rule === 'MAX_LENGTH')
    return `must be at most ${issue.maximum} characters long`;
  if (issue.code === 'too_small' && rule === 'MIN_SIZE') return `must have at least ${issue.minimum} items`;
  if (issue.code === 'too_big' && rule === 'MAX_SIZE') return `must have at most ${issue.maximum} items`;
  if (issue.code === 'too_small') return `must be at least ${issue.minimum}`;
  if (issue.code === 'too_big') return `must be at most ${issue.maximum}`;
  if (issue.code === 'invalid_format') {
    // A schema's own wording ("must be an ISO 4217 code", "must be an http or https URL") says what is expected;
    // our schemas word theirs "must …", Zod's defaults start "Invalid …". Without one, a pattern is not named by
    // its format ("must be a valid regex" would read as if a regex were asked for).
    if (issue.message.startsWith('must ')) return issue.message;
    if (issue.format === 'email') return 'must be an email address';
    return issue.format === 'regex' ? 'has an invalid format' : `must be a valid ${issue.format}`;
  }
  if (issue.code === 'invalid_value')
    return `must be one of ${issue.values.map((v) => String(v)).join(', ')}`;
  return issue.message;
}

function article(expected: string): string {
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}

function joinPath(prefix: string, path: readonly PropertyKey[]): string {
  let out = prefix;
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out || 'body';
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const part of path) {
    // A repeated query parameter given once (`fieldsets=NOPE`) arrives as a scalar that its schema reads as a
    // one-item list: its item 0 is the scalar itself, given (a wrong value), not missing.
    if (part === 0 && current !== null && current !== undefined && typeof current !== 'object') continue;
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[part];
  }
  return current;
}
