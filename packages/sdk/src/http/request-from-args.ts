import type { EndpointDescriptor } from '../modules/endpoint';

/**
 * Whether a value is a plain object (not null, not an array): the pipeline's test of a spread argument, of a nested
 * query field and of a JSON answer (create-invoker.ts). The argument checks' wider type test (arrays of a type,
 * `typeof` names) is built on it in the lazily loaded failure path (errors/argument-checks.ts), so the initial code
 * carries only this case.
 *
 * @param value - the value
 * @returns whether it is an object
 */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * Builds the request object from a call's positional arguments, as the descriptor's `args` say (a name puts the
 * argument under that key, `...name` spreads the argument's fields). Nothing is checked here: the server is the
 * authority on a request, and the endpoint's checks (`params`, or its rules file's) run only when it refuses one
 * (errors/argument-checks.ts, part of the lazily loaded failure path), to name the caller's field.
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
    } else if (isObject(arg)) {
      Object.assign(request, arg);
    }
  });
  return request;
}
