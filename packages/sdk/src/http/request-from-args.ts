import { renamePath } from '../convert/rename-keys';
import { type FieldViolation, ValidationError } from '../errors/bazaar-error';
import type { EndpointDescriptor } from '../modules/endpoint';

/**
 * Whether a value has a check's type: `object` (a plain object, not an array), `string[]`/`object[]` (an array of
 * such), or a `typeof` name. Also the pipeline's test of a JSON answer (create-invoker.ts).
 *
 * @param value - the value
 * @param type - the type, without the required mark `!`
 * @returns whether it fits
 */
export const isType = (value: unknown, type: string): boolean =>
  type.endsWith('[]')
    ? Array.isArray(value) && value.every((item) => isType(item, type.slice(0, -2)))
    : type === 'object'
      ? !!value && typeof value === 'object' && !Array.isArray(value)
      : typeof value === type;

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
  // A spread argument's name starts with `...`.
  const spread = args.find((name) => name[0] === '.');
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

/**
 * Builds the request object from a call's positional arguments, as the descriptor's `args` say (a name puts the
 * argument under that key, `...name` spreads the argument's fields), and runs the descriptor's `params` checks on it
 * before anything is sent (missing ids, wrong types), so callers get a clear error naming the field instead of a
 * request to `/…/undefined`.
 *
 * @param descriptor - the endpoint
 * @param args - the arguments the caller passed (an extra trailing one is per-call options, ignored here)
 * @returns the request object (SDK names)
 * @throws ValidationError - when a spread argument is not an object; else listing every failed check, in the
 *   caller's argument names
 */
export function requestFromArgs(
  descriptor: EndpointDescriptor,
  args: readonly unknown[],
): Record<string, unknown> {
  const request: Record<string, unknown> = {};
  descriptor.args?.forEach((name, i) => {
    const arg = args[i];
    if (name[0] !== '.') {
      if (arg !== undefined) request[name] = arg;
    } else if (arg != null && !isType(arg, 'object')) {
      throw new ValidationError([violation(name.slice(3), 'object')]);
    } else {
      Object.assign(request, arg);
    }
  });
  const violations: FieldViolation[] = [];
  // Walks one rule's path, fanning out over arrays (`lineItems._id` checks every line item's `_id`), and records each
  // failed check by its path and, for a wrong type, the type expected.
  const check = (value: any, segments: string[], path: string, rule: string): void => {
    const [segment, ...rest] = segments;
    if (segment === undefined) {
      const type = rule.replace('!', '');
      const empty = value === undefined || value === null || value === '';
      if (empty ? rule !== type : !isType(value, type))
        violations.push(violation(toArgumentPath(descriptor, path), empty ? undefined : type));
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => {
        check(item, segments, `${path}[${i}]`, rule);
      });
    } else if (isType(value, 'object')) {
      // A rule on a nested field only applies when its parent object is there.
      check(value[segment], rest, path ? `${path}.${segment}` : segment, rule);
    }
  };
  for (const path in descriptor.params) check(request, path.split('.'), '', descriptor.params[path]!);
  if (violations.length) throw new ValidationError(violations);
  return request;
}
