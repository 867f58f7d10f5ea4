/**
 * The failure path, one lazily loaded chunk (imported by http/create-invoker.ts on a call's first failure): what a
 * call needs only when it fails — the decision and wait of a retry (DESIGN.md §3), the argument checks that name the
 * caller's fields in a refusal, classifying a failed answer into an error (spec §8) and the wording of failed token
 * requests. It imports nothing the initial bundle has (only types): a bundler puts a module that both reach into a
 * chunk of its own, which costs the initial load an extra file; the error classes it builds and the initial code the
 * checks use are passed in. That holds for the error classes only it builds, too: the package index re-exports them,
 * and a bundler that splits by module (esbuild) loads up front a module that the index reaches and a lazy chunk
 * imports, whether the page uses it or not. The chunk is named after this file, and the initial bundle writes its
 * name and the export it calls: short ones cost less there (failure-path.ts and `afterFailure` cost 7 / 5 / 8 B gzip
 * more up front).
 */

import type { ArgumentTools, ErrorClasses, InvokerConfig } from '../http/create-invoker';
import { waitForRetry } from '../http/retry';
import type { EndpointDescriptor } from '../modules/endpoint';
import { checkArguments, toArgumentPath } from './argument-checks';
import type { ConnectionError } from './bazaar-error';
import { errorFromAnswer, toValidationError } from './describe-failure';

const IDEMPOTENT_METHODS = ['GET', 'PUT', 'DELETE'];

/**
 * After a failed attempt of a call: waits and resolves when it is to be tried again (an idempotent call, DESIGN.md
 * §3), else rejects with its error — the ConnectionError of an attempt without answer; for a call the server refused
 * (400, or 404) whose arguments fail the endpoint's checks, the ValidationError naming the caller's fields, with the
 * answer's status and request id; else the failed answer's error.
 *
 * @param classes - the error classes to build
 * @param tools - the initial code the argument checks use
 * @param config - the pipeline's transport (`retries`) and auth strategy (none: the token endpoint's pipeline)
 * @param descriptor - the endpoint
 * @param args - the arguments the caller passed
 * @param attempt - 0 after the first attempt
 * @param response - the answer, when there was one
 * @param text - its body
 * @param failure - why there was no answer, when there was none
 * @param signal - the caller's AbortSignal, which also ends the wait
 * @param timeoutMs - the attempt's timeout, for the wording of a TIMEOUT
 * @throws BazaarError - the call's error, when it is not tried again
 */
export async function failure(
  classes: ErrorClasses,
  tools: ArgumentTools,
  config: InvokerConfig,
  descriptor: EndpointDescriptor,
  args: readonly unknown[],
  attempt: number,
  response: Response | undefined,
  text: string,
  failure: ConnectionError | undefined,
  signal: AbortSignal | undefined,
  timeoutMs: number,
): Promise<void> {
  const idempotent = !!descriptor.idempotent || IDEMPOTENT_METHODS.includes(descriptor.method);
  const aborted = (cause: unknown) =>
    new classes[3]('System error occurred: ABORTED', { code: 'ABORTED', cause });
  if (await waitForRetry(attempt, config.retries, idempotent, response, failure, signal, aborted)) return;
  if (failure) {
    // The pipeline's ConnectionError has the bare wording (`System error occurred: <code>`, kept when this path cannot
    // load); a timeout or a network error is thrown with what tells it apart: the timeout, or fetch's own message.
    const { code, cause } = failure;
    throw code === 'ABORTED'
      ? failure
      : new classes[3](
          `System error occurred: ${code} ${code === 'TIMEOUT' ? `after ${timeoutMs} ms` : `(${(cause as Error)?.message ?? cause})`}`,
          { code, cause },
        );
  }
  const { status, headers } = response!;
  // A refusal of the arguments — 400, or 404 for a path id that was missing or wrong — that the endpoint's checks
  // also reject is told in the caller's argument names. Other refusals (401/403 permissions, 409 conflicts, 429 rate
  // limits) keep the server's error whatever the arguments; the token endpoint's requests are not a caller's.
  // The SDK's rules are a chunk of their own (all the tables' that load up front, ~1.2 KB gzip), loaded only here:
  // a call without arguments has none to check, and its refusals are common (a visitor's getCurrentCart is a 404
  // until there is a cart). If the chunk cannot load, the server's error stands.
  // The rules also tell which fields a spread argument declares, to name the server's violations (toArgumentPath).
  const refused = config.auth && (status === 400 || status === 404) && descriptor.args?.length;
  const rules = refused
    ? (descriptor.params ??
      (await import('../modules/argument-rules').then(
        (module) => module.rulesOf(descriptor),
        () => undefined,
      )))
    : undefined;
  const violations = refused ? checkArguments(tools, descriptor, args, rules) : [];
  if (violations.length)
    throw toValidationError(classes[0], violations, {
      status,
      requestId: headers.get('x-wix-request-id') ?? undefined,
    });
  throw errorFromAnswer(
    classes,
    { status, statusText: response!.statusText, headers, text },
    // The token endpoint's violations keep their names: its body is not a call's arguments.
    config.auth && ((field) => toArgumentPath(tools, descriptor, field, args, rules)),
    !config.auth,
  );
}
