import { renamePath } from '../convert/rename-keys';
import { type FieldViolation, ValidationError } from '../errors/bazaar-error';
import type { EndpointDescriptor } from '../modules/endpoint';

/**
 * Builds the request object from a call's positional arguments, as the descriptor's `args` say: a name puts the
 * argument under that key, `...name` spreads the argument's fields.
 *
 * @param descriptor - the endpoint
 * @param args - the arguments the caller passed (an extra trailing one is per-call options, ignored here)
 * @returns the request object (SDK names)
 * @throws ValidationError - when a spread argument is not an object
 */
export function requestFromArgs(
  descriptor: EndpointDescriptor,
  args: readonly unknown[],
): Record<string, unknown> {
  const request: Record<string, unknown> = {};
  descriptor.args?.forEach((spec, i) => {
    const value = args[i];
    if (spec.startsWith('...')) {
      if (value === undefined || value === null) return;
      if (typeof value !== 'object' || Array.isArray(value)) {
        throw new ValidationError([
          { field: spec.slice(3), description: 'must be an object', violatedRule: 'FORMAT' },
        ]);
      }
      Object.assign(request, value);
    } else if (value !== undefined) {
      request[spec] = value;
    }
  });
  return request;
}

/**
 * Renames a request field path (wire or SDK names) to the caller's argument names, the way the official client
 * reports violations (errors.md §3a): `couponCode` → `options.couponCode` for a spread `options` argument,
 * `id` → `_id` for a positional `_id` argument.
 *
 * @param descriptor - the endpoint
 * @param field - the dotted field path
 * @returns the path as the caller knows it
 */
export function toArgumentPath(descriptor: EndpointDescriptor, field: string): string {
  const path = renamePath(field, false);
  const args = descriptor.args ?? [];
  const head = path.split(/[.[]/, 1)[0];
  if (!head || args.includes(head)) return path;
  const spread = args.find((spec) => spec.startsWith('...'));
  return spread ? `${spread.slice(3)}.${path}` : path;
}

function matches(value: unknown, type: string): boolean {
  if (type.endsWith('[]'))
    return Array.isArray(value) && value.every((item) => matches(item, type.slice(0, -2)));
  if (type === 'array') return Array.isArray(value);
  if (type === 'object') return !!value && typeof value === 'object' && !Array.isArray(value);
  return typeof value === type;
}

function check(value: unknown, segments: string[], path: string, rule: string, out: FieldViolation[]): void {
  if (segments.length) {
    if (Array.isArray(value)) {
      value.forEach((item, i) => {
        check(item, segments, `${path}[${i}]`, rule, out);
      });
      return;
    }
    const [segment, ...rest] = segments as [string, ...string[]];
    const next = value && typeof value === 'object' ? (value as Record<string, unknown>)[segment] : undefined;
    // A rule on a nested field only applies when its parent is present (or the rule itself is required).
    if (next === undefined && value === undefined) return;
    check(next, rest, path ? `${path}.${segment}` : segment, rule, out);
    return;
  }
  const required = rule.endsWith('!');
  const type = required ? rule.slice(0, -1) : rule;
  if (value === undefined || value === null || value === '') {
    if (required) out.push({ field: path, description: 'is required', violatedRule: 'REQUIRED_FIELD' });
  } else if (!matches(value, type)) {
    out.push({
      field: path,
      description: `must be ${type.endsWith('[]') ? `an array of ${type.slice(0, -2)}s` : `a${/^[aeiou]/.test(type) ? 'n' : ''} ${type}`}`,
      violatedRule: 'FORMAT',
    });
  }
}

/**
 * Runs the descriptor's `params` checks on the request before anything is sent (missing ids, wrong types), so
 * callers get a clear error naming the field instead of a request to `/…/undefined`.
 *
 * @param descriptor - the endpoint
 * @param request - the request object (SDK names)
 * @throws ValidationError - listing every failed check, in the caller's argument names
 */
export function validateRequest(descriptor: EndpointDescriptor, request: Record<string, unknown>): void {
  const violations: FieldViolation[] = [];
  for (const [path, rule] of Object.entries(descriptor.params ?? {})) {
    check(request, path.split('.'), '', rule, violations);
  }
  if (violations.length) {
    throw new ValidationError(violations.map((v) => ({ ...v, field: toArgumentPath(descriptor, v.field) })));
  }
}
