import type { RawResponse } from '../http/send-request';
import { ApplicationError, type BazaarError, SystemError, ValidationError } from './bazaar-error';
import { loadFailurePath } from './load-failure-path';

/**
 * The one converter from a failed answer to an error, following spec §8 / errors.md §3 in order:
 * a) `details.validationError` → ValidationError; b) `details.applicationError` → ApplicationError;
 * c) any other 4xx → ApplicationError whose code is CONSTANT_CASE(status text); d) anything else → SystemError.
 * Async because the classification is loaded on the first failure (load-failure-path.ts); when it cannot be loaded
 * (offline, or the chunk was replaced by a new deployment) the answer still becomes a SystemError, keeping the load
 * failure as `cause`.
 *
 * @param response - the answer (status, status text, headers, body text)
 * @param toArgumentPath - renames wire field paths to the caller's argument names (`couponCode` → `options.couponCode`)
 * @returns the error to throw
 */
export async function errorFromResponse(
  response: RawResponse,
  toArgumentPath: (field: string) => string = (field) => field,
): Promise<BazaarError> {
  const init = { status: response.status, requestId: response.headers.get('x-wix-request-id') ?? undefined };
  try {
    const failure = (await loadFailurePath()).describeFailure(response, toArgumentPath);
    if (failure.kind === 'validation') return new ValidationError(failure.violations, init);
    if (failure.kind === 'application') return new ApplicationError({ ...failure, ...init });
    return new SystemError({ code: failure.code, ...init });
  } catch (cause) {
    return new SystemError({ code: 'UNKNOWN', ...init, cause });
  }
}

/**
 * The error of a failed token request: classified like any answer, with the official message
 * `Failed to fetch tokens from OAuth API: …` (errors.md §4).
 *
 * @param response - the token endpoint's answer
 * @param json - its body, when it was a JSON object
 * @returns the error to throw
 */
export async function tokenErrorFromResponse(
  response: RawResponse,
  json: Record<string, unknown> | undefined,
): Promise<BazaarError> {
  const error = await errorFromResponse(response);
  // Without the failure path (it could not be loaded) the error keeps its generic message.
  await loadFailurePath().then(
    (failurePath) => {
      error.message = failurePath.tokenErrorMessage(response, json);
    },
    () => {},
  );
  return error;
}
