/**
 * How a failed answer is classified and worded (spec §8, errors.md §3–4). Part of the failure path (failure-path.ts),
 * loaded on the first failure only, so it is not part of the initial bundle; it imports nothing from it either:
 * the pipeline (http/create-invoker.ts) hands it the error classes to build.
 */

import type { ErrorClasses } from '../http/create-invoker';
import type { RawResponse } from '../http/send-request';
import type { BazaarError, FieldViolation } from './bazaar-error';
import { toConstantCase, toStatusText } from './constant-case';

/**
 * Classifies a failed answer into an error, in order: a) `details.validationError` → ValidationError;
 * b) `details.applicationError` → ApplicationError; c) any other 4xx → ApplicationError coded CONSTANT_CASE(status
 * text); d) anything else → SystemError. The token endpoint's errors get the official wording (errors.md §4):
 * `Response:` only when the body was a JSON object, and a missing request id printed as `null`.
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
  const init = { status, requestId: headers.get('x-wix-request-id') ?? undefined };
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
  const error = Array.isArray(violations)
    ? new ValidationError(
        violations.map((v) => ({ ...v, field: toArgumentPath(String(v.field ?? '')) })),
        init,
      )
    : applicationError && typeof applicationError === 'object'
      ? new ApplicationError({
          message,
          description: applicationError.description ?? statusText,
          // Identity services send numeric codes as strings ('-19976'); keep every code a string (errors.md §5).
          code: String(applicationError.code ?? code),
          data: applicationError.data ?? {},
          ...init,
        })
      : status >= 400 && status < 500
        ? new ApplicationError({
            message,
            description: statusText,
            code: code || 'UNKNOWN',
            data: {},
            ...init,
          })
        : new SystemError({ code: code || 'UNKNOWN', ...init });
  if (token) {
    const json = body && typeof body === 'object' && !Array.isArray(body);
    error.message = `Failed to fetch tokens from OAuth API: ${statusText}. request id: ${headers.get('x-wix-request-id')}. ${json ? `Response: ${JSON.stringify(body)}` : ''}`;
  }
  return error;
}
