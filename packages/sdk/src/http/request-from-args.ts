import { renamePath } from '../convert/rename-keys';
import { type FieldViolation, ValidationError } from '../errors/bazaar-error';
import type { EndpointDescriptor } from '../modules/endpoint';

const isType = (value: unknown, type: string): boolean =>
  type.endsWith('[]')
    ? Array.isArray(value) && value.every((item) => isType(item, type.slice(0, -2)))
    : type === 'object'
      ? !!value && typeof value === 'object' && !Array.isArray(value)
      : typeof value === type;

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
    const arg = args[i];
    if (!spec.startsWith('...')) {
      if (arg !== undefined) request[spec] = arg;
    } else if (arg != null && !isType(arg, 'object')) {
      throw new ValidationError([violation(spec.slice(3), 'object')]);
    } else {
      Object.assign(request, arg);
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
  const spread = args.find((spec) => spec.startsWith('...'));
  return spread && !args.includes(path.split(/[.[]/)[0]!) ? `${spread.slice(3)}.${path}` : path;
}

/**
 * One failed check, in the official violation shape.
 *
 * @param field - the field's path in the caller's argument names
 * @param type - the expected type, or nothing when the field is missing
 * @returns `is required` (REQUIRED_FIELD) or `must be <type>` (FORMAT)
 */
export function violation(field: string, type?: string): FieldViolation {
  return {
    field,
    description: type ? `must be ${type}` : 'is required',
    violatedRule: type ? 'FORMAT' : 'REQUIRED_FIELD',
  };
}

// Walks one rule's path, fanning out over arrays (`lineItems._id` checks every line item's `_id`), and reports each
// failed check by its path and, for a wrong type, the type expected.
function check(
  value: unknown,
  segments: string[],
  path: string,
  rule: string,
  report: (path: string, type?: string) => void,
): void {
  const [segment, ...rest] = segments;
  const type = rule.replace('!', '');
  if (Array.isArray(value) && segment) {
    value.forEach((item, i) => {
      check(item, segments, `${path}[${i}]`, rule, report);
    });
  } else if (segment) {
    // A rule on a nested field only applies when its parent object is there.
    if (value && typeof value === 'object')
      check(
        (value as Record<string, unknown>)[segment],
        rest,
        path ? `${path}.${segment}` : segment,
        rule,
        report,
      );
  } else if (value === undefined || value === null || value === '') {
    if (rule !== type) report(path);
  } else if (!isType(value, type)) {
    report(path, type);
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
  const report = (field: string, type?: string) => {
    violations.push(violation(toArgumentPath(descriptor, field), type));
  };
  for (const path in descriptor.params) check(request, path.split('.'), '', descriptor.params[path]!, report);
  if (violations.length) throw new ValidationError(violations);
}
