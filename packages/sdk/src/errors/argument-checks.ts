/**
 * The argument checks of the endpoint tables (`params`, or the SDK's rules files: missing ids, wrong types), run on
 * the caller's arguments when the server refuses a call: part of the lazily loaded failure path (failure.ts),
 * with the rules files (modules/argument-rules.ts), so a page whose calls succeed never loads them. The server is the
 * authority (DESIGN.md §3 and SPEC.md §5/§8 ask only that its violations surface); the checks add the caller's
 * argument names to a refusal (`options.couponCode`, not the wire's field).
 */
import type { ArgumentTools } from '../http/create-invoker';
import type { EndpointDescriptor, ParamRules } from '../modules/endpoint';
import type { FieldViolation } from './bazaar-error';

/**
 * Renames a request field path (wire or SDK names) to the caller's argument names, the way the official client
 * reports violations (errors.md §3a): `couponCode` → `options.couponCode` for a spread `options` argument,
 * `id` → `_id` for a positional `_id` argument. Like the official client, only the argument itself is renamed:
 * fields inside it keep their names (`lineItems[0].id` of `updateCurrentCartLineItemQuantity(lineItems)`). A field
 * the method does not declare keeps the server's name, as in the official client, whose per-method maps list only
 * the declared fields: a spread argument declares the fields the caller passed in it and those its endpoint's
 * checks name (the rules files list each spread argument's fields).
 *
 * @param tools - the initial code it uses (the renaming of `_id`-style keys), handed over by the pipeline
 * @param descriptor - the endpoint
 * @param field - the dotted field path
 * @param args - the arguments the caller passed
 * @param rules - the endpoint's checks, if it has any
 * @returns the path as the caller knows it
 */
export function toArgumentPath(
  tools: ArgumentTools,
  descriptor: EndpointDescriptor,
  field: string,
  args: readonly unknown[] = [],
  rules: ParamRules = {},
): string {
  const head = field.split(/[.[]/)[0]!;
  const names = descriptor.args ?? [];
  const argument = tools[2](head, false);
  if (names.includes(argument)) return argument + field.slice(head.length);
  // A spread argument's name starts with `...`: the one the caller passed the field in, else the first, when the
  // checks name the field.
  const spread = (i: number) => names[i]?.[0] === '.';
  const passed = args.findIndex((arg, i) => spread(i) && tools[1](arg) && Object.hasOwn(arg, argument));
  const checked = Object.keys(rules).some((path) => path.split(/[.[]/)[0] === argument);
  const index = passed < 0 && checked ? names.findIndex((_, i) => spread(i)) : passed;
  return index < 0 ? field : `${names[index]!.slice(3)}.${field}`;
}

/**
 * One failed check, in the official violation shape.
 *
 * @param field - the field's path in the caller's argument names
 * @param type - the expected type, or nothing when the field is missing
 * @returns `is required` (REQUIRED_FIELD) or `must be <type>` (FORMAT)
 */
const violation = (field: string, type?: string): FieldViolation => ({
  field,
  description: type ? `must be ${type}` : 'is required',
  violatedRule: type ? 'FORMAT' : 'REQUIRED_FIELD',
});

/**
 * Checks a call's arguments against its endpoint's rules (SDK names, dotted, fanning out over arrays): its `params`,
 * or those of its key in the SDK's rules files, which the failure path loads (modules/argument-rules.ts).
 *
 * @param tools - the initial code the checks use (building the request, the object test, the renaming of keys),
 *   handed over by the pipeline
 * @param descriptor - the endpoint
 * @param args - the arguments the caller passed
 * @param rules - the endpoint's rules, if it has any
 * @returns a spread argument that is not an object alone (`"options" must be object`), as that argument was not
 *   sent; else every failed check, in the caller's argument names; empty when the arguments pass
 */
export function checkArguments(
  tools: ArgumentTools,
  descriptor: EndpointDescriptor,
  args: readonly unknown[],
  rules: ParamRules | undefined,
): FieldViolation[] {
  const [requestFromArgs, isObject] = tools;
  // Whether a value has a rule's type: `object` (a plain object, not an array), `string[]`/`object[]` (an array of
  // such), or a `typeof` name.
  const isType = (value: unknown, type: string): boolean =>
    type.endsWith('[]')
      ? Array.isArray(value) && value.every((item) => isType(item, type.slice(0, -2)))
      : type === 'object'
        ? isObject(value)
        : typeof value === type;
  const violations: FieldViolation[] = [];
  descriptor.args?.forEach((name, i) => {
    if (name[0] === '.' && args[i] != null && !isType(args[i], 'object'))
      violations.push(violation(name.slice(3), 'object'));
  });
  if (violations.length) return violations;
  // Walks one rule's path, fanning out over arrays (`lineItems._id` checks every line item's `_id`), and records each
  // failed check by its path and, for a wrong type, the type expected.
  const check = (value: any, segments: string[], path: string, rule: string): void => {
    const [segment, ...rest] = segments;
    if (segment === undefined) {
      const type = rule.replace('!', '');
      const empty = value === undefined || value === null || value === '';
      if (empty ? rule !== type : !isType(value, type))
        violations.push(
          violation(toArgumentPath(tools, descriptor, path, args, rules), empty ? undefined : type),
        );
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => {
        check(item, segments, `${path}[${i}]`, rule);
      });
    } else if (isType(value, 'object')) {
      // A rule on a nested field only applies when its parent object is there.
      check(value[segment], rest, path ? `${path}.${segment}` : segment, rule);
    }
  };
  const request = requestFromArgs(descriptor, args);
  for (const path in rules) check(request, path.split('.'), '', rules[path]!);
  return violations;
}
