/**
 * The failure path, one lazily loaded chunk (imported by http/create-invoker.ts on a call's first failure): what a call needs only when
 * it fails — the decision and wait of a retry (DESIGN.md §3), classifying a failed answer into an error (spec §8) and
 * the wording of failed token requests. It imports nothing the initial bundle has (only types): a bundler puts a
 * module that both reach into a chunk of its own, which costs the initial load an extra file; the error classes it
 * builds and the renaming of fields are passed in.
 */

import type { ErrorClasses, InvokerConfig } from '../http/create-invoker';
import { waitForRetry } from '../http/retry';
import type { EndpointDescriptor } from '../modules/endpoint';
import type { ConnectionError } from './bazaar-error';
import { errorFromAnswer } from './describe-failure';

const IDEMPOTENT_METHODS = ['GET', 'PUT', 'DELETE'];

/**
 * After a failed attempt of a call: waits and resolves when it is to be tried again (an idempotent call, DESIGN.md
 * §3), else rejects with its error — the ConnectionError of an attempt without answer, or the failed answer's error.
 *
 * @param classes - the error classes to build
 * @param config - the pipeline's transport (`retries`) and auth strategy (none: the token endpoint's pipeline)
 * @param descriptor - the endpoint
 * @param attempt - 0 after the first attempt
 * @param response - the answer, when there was one
 * @param text - its body
 * @param failure - why there was no answer, when there was none
 * @param signal - the caller's AbortSignal, which also ends the wait
 * @param toArgumentPath - renames a wire field path to the caller's argument names
 * @throws BazaarError - the call's error, when it is not tried again
 */
export async function afterFailure(
  classes: ErrorClasses,
  config: InvokerConfig,
  descriptor: EndpointDescriptor,
  attempt: number,
  response: Response | undefined,
  text: string,
  failure: ConnectionError | undefined,
  signal: AbortSignal | undefined,
  toArgumentPath: (descriptor: EndpointDescriptor, field: string) => string,
): Promise<void> {
  const idempotent = !!descriptor.idempotent || IDEMPOTENT_METHODS.includes(descriptor.method);
  const aborted = (reason: unknown) => new classes[3]('ABORTED', reason);
  if (await waitForRetry(attempt, config.retries, idempotent, response, failure, signal, aborted)) return;
  throw (
    failure ??
    errorFromAnswer(
      classes,
      { status: response!.status, statusText: response!.statusText, headers: response!.headers, text },
      // The token endpoint's violations keep their names: its body is not a call's arguments.
      config.auth && ((field) => toArgumentPath(descriptor, field)),
      !config.auth,
    )
  );
}
