/**
 * How a failed answer is classified and worded (spec §8, errors.md §3–4). Part of the failure path (failure-path.ts),
 * loaded on the first failure only, so it is not part of the initial bundle; it imports nothing from it either,
 * returning plain data that error-from-response.ts turns into the error classes.
 */

import type { RawResponse } from '../http/send-request';
import type { FieldViolation } from './bazaar-error';
import { toConstantCase, toStatusText } from './constant-case';

/** What kind of error an answer is, with what the error class needs. */
export type Failure =
  | { kind: 'validation'; violations: FieldViolation[] }
  | { kind: 'application'; message: string; description: string; code: string; data: Record<string, unknown> }
  | { kind: 'system'; code: string };

/**
 * Classifies a failed answer, in order: a) `details.validationError` → validation; b) `details.applicationError` →
 * application; c) any other 4xx → application coded CONSTANT_CASE(status text); d) anything else → system.
 *
 * @param response - the answer (status, status text, headers, body text)
 * @param toArgumentPath - renames wire field paths to the caller's argument names
 * @returns the failure
 */
export function describeFailure(response: RawResponse, toArgumentPath: (field: string) => string): Failure {
  const { status } = response;
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
  if (Array.isArray(violations)) {
    return {
      kind: 'validation',
      violations: violations.map((v) => ({ ...v, field: toArgumentPath(String(v.field ?? '')) })),
    };
  }
  const applicationError = details?.applicationError;
  if (applicationError && typeof applicationError === 'object') {
    return {
      kind: 'application',
      message,
      description: applicationError.description ?? statusText,
      // Identity services send numeric codes as strings ('-19976'); keep every code a string (errors.md §5).
      code: String(applicationError.code ?? toConstantCase(statusText)),
      data: applicationError.data ?? {},
    };
  }
  const code = toConstantCase(statusText) || 'UNKNOWN';
  return status >= 400 && status < 500
    ? { kind: 'application', message, description: statusText, code, data: {} }
    : { kind: 'system', code };
}

/**
 * The official wording of a failed token request (errors.md §4): `Response:` only when the body was a JSON object,
 * and a missing request id printed as `null`.
 *
 * @param response - the token endpoint's answer
 * @param json - its body, when it was a JSON object
 * @returns the message
 */
export function tokenErrorMessage(response: RawResponse, json: Record<string, unknown> | undefined): string {
  return `Failed to fetch tokens from OAuth API: ${toStatusText(response.status, response.statusText)}. request id: ${response.headers.get('x-wix-request-id')}. ${json ? `Response: ${JSON.stringify(json)}` : ''}`;
}
