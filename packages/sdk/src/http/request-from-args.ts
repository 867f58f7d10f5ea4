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
 * Builds the request object from a call's positional arguments, as the descriptor's `args` say (a name puts the
 * argument under that key, `...name` spreads the argument's fields). Nothing is checked here: the server is the
 * authority on a request, and the descriptor's `params` checks run only when it refuses one (errors/argument-checks.ts,
 * part of the lazily loaded failure path), to name the caller's field.
 *
 * @param descriptor - the endpoint
 * @param args - the arguments the caller passed (an extra trailing one is per-call options, ignored here)
 * @returns the request object (SDK names)
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
      // A spread argument that is not an object (a string where options go) is taken as no options: spread, a string
      // would be sent as its characters (`{0: 'a', …}`). If the server refuses the call, the checks name it.
    } else if (isType(arg, 'object')) {
      Object.assign(request, arg);
    }
  });
  return request;
}
