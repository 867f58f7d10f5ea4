/**
 * How a failed answer is classified and worded (spec §8, errors.md §3–4). Part of the failure path (failure.ts),
 * loaded on the first failure only, so it is not part of the initial bundle; it imports nothing from it either:
 * the pipeline (http/create-invoker.ts) hands it the error classes to build.
 */

import type { ErrorClasses } from '../http/create-invoker';
import type { RawResponse } from '../http/send-request';
import type { BazaarError, FieldViolation } from './bazaar-error';
import { toConstantCase, toStatusText } from './constant-case';

/**
 * Adds `, request-id: <id>` the way the official system error message does (errors.md §3d).
 *
 * @param message - the message
 * @param requestId - the answer's request id, if any
 * @returns the message, with the request id when there is one
 */
const withRequestId = (message: string, requestId: string | undefined) =>
  requestId ? `${message}, request-id: ${requestId}` : message;

/** The status and request id of a failed answer, which its error keeps. */
type AnswerInit = { status: number; requestId: string | undefined };

/**
 * The ValidationError of some violations (the server's, or the argument checks'): sorted by field, and listed in the
 * message as `INVALID_ARGUMENT: "field" description, …` (spec §8) with the request id.
 *
 * @param ValidationError - the class to build
 * @param violations - the violations, fresh (sorted in place)
 * @param init - the answer's status and request id
 * @returns the error
 */
export function toValidationError(
  ValidationError: ErrorClasses[0],
  violations: FieldViolation[],
  init: AnswerInit,
): InstanceType<ErrorClasses[0]> {
  violations.sort((a, b) => (a.field < b.field ? -1 : 1));
  const list = violations.map((v) => `"${v.field}" ${v.description}`).join(', ');
  // The fields in the order the error shows them.
  return new ValidationError(withRequestId(`INVALID_ARGUMENT: ${list}`, init.requestId), {
    code: 'INVALID_ARGUMENT',
    ...init,
    details: { validationError: { fieldViolations: violations } },
    violations,
  });
}

/**
 * Classifies a failed answer into an error, in order: a) `details.validationError` → ValidationError;
 * b) `details.applicationError` → ApplicationError; c) any other 4xx → ApplicationError coded CONSTANT_CASE(status
 * text); d) anything else → SystemError. The messages are the official ones (errors.md §3): an application error's
 * `message: description` (once when they are equal), with the request id. The token endpoint's errors get the
 * official wording (errors.md §4): `Response:` only when the body was a JSON object, and a missing request id printed
 * as `null`.
 *
 * @param classes - ValidationError, ApplicationError and SystemError
 * @param response - the answer (status, status text, headers, body text)
 * @param toArgumentPath - renames wire field paths to the caller's argument names
 * @param token - whether it is the token endpoint's answer
 * @returns the error
 */
export function errorFromAnswer(
  [ValidationError, ApplicationError, SystemError]: ErrorClasses,
  response: RawResponse,
  toArgumentPath: (field: string) => string = (field) => field,
  token?: boolean,
): BazaarError {
  const { status, headers } = response;
  const init: AnswerInit = { status, requestId: headers.get('x-wix-request-id') ?? undefined };
  const statusText = toStatusText(status, response.statusText);
  let body: any;
  try {
    body = JSON.parse(response.text);
  } catch {
    // Not JSON (an HTML error page, an empty body): classified by status alone.
  }
  const details = body?.details;
  const message = typeof body?.message === 'string' && body.message ? body.message : statusText;
  const violations: FieldViolation[] | undefined = details?.validationError?.fieldViolations;
  const applicationError = details?.applicationError;
  const code = toConstantCase(statusText);
  const described = applicationError && typeof applicationError === 'object';
  let error: BazaarError;
  if (Array.isArray(violations)) {
    error = toValidationError(
      ValidationError,
      violations.map((v) => ({ ...v, field: toArgumentPath(String(v.field ?? '')) })),
      init,
    );
  } else if (described || (status >= 400 && status < 500)) {
    // b) the server's code, description and data; c) the status text's code and description.
    const application = described ? applicationError : { code: code || 'UNKNOWN' };
    const description: string = application.description ?? statusText;
    // Identity services send numeric codes as strings ('-19976'); keep every code a string (errors.md §5).
    const applicationCode = String(application.code ?? code);
    // errors.md §3b: the message and the description are shown once when they are equal.
    const combined = message === description || !description ? message : `${message}: ${description}`;
    const data = application.data ?? {};
    error = new ApplicationError(withRequestId(combined, init.requestId), {
      code: applicationCode,
      ...init,
      details: { applicationError: { code: applicationCode, description, data } },
      description,
      data,
    });
  } else {
    error = new SystemError(withRequestId('System error occurred', init.requestId), {
      code: code || 'UNKNOWN',
      ...init,
    });
  }
  if (token) {
    const json = body && typeof body === 'object' && !Array.isArray(body);
    error.message = `Failed to fetch tokens from OAuth API: ${statusText}. request id: ${headers.get('x-wix-request-id')}. ${json ? `Response: ${JSON.stringify(body)}` : ''}`;
  }
  return error;
}
