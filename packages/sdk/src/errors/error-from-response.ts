import type { RawResponse } from '../http/send-request';
import { ApplicationError, type BazaarError, SystemError, ValidationError } from './bazaar-error';
import { loadFailurePath } from './load-failure-path';

/** The classes a failed answer becomes, handed to the failure path, which imports no code of the initial bundle. */
export const ERROR_CLASSES = [ValidationError, ApplicationError, SystemError] as const;
/** {@link ERROR_CLASSES}' type. */
export type ErrorClasses = typeof ERROR_CLASSES;

/**
 * The SystemError `UNKNOWN` of an answer that cannot be used (not JSON, no token, or a failure path that could not
 * be loaded), with its status and `x-wix-request-id`.
 *
 * @param response - the answer
 * @param cause - why it cannot be used, when known
 * @returns the error to throw
 */
export const unusableAnswerError = (response: RawResponse, cause?: unknown) =>
  new SystemError({
    code: 'UNKNOWN',
    status: response.status,
    requestId: response.headers.get('x-wix-request-id') ?? undefined,
    cause,
  });

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
 * @param token - for the token endpoint's answer: its body, when it was a JSON object; the error then gets the
 *   official message `Failed to fetch tokens from OAuth API: …` (errors.md §4)
 * @returns the error to throw
 */
export const errorFromResponse = (
  response: RawResponse,
  toArgumentPath?: (field: string) => string,
  token?: { json?: Record<string, unknown> },
): Promise<BazaarError> =>
  loadFailurePath()
    .then((failurePath) => failurePath.errorFromAnswer(ERROR_CLASSES, response, toArgumentPath, token))
    // Without the failure path the error keeps its generic message.
    .catch((cause) => unusableAnswerError(response, cause));
