import type { RawResponse } from '../http/send-request';
import {
  ApplicationError,
  type BazaarError,
  type FieldViolation,
  SystemError,
  ValidationError,
} from './bazaar-error';
import { toConstantCase, toStatusText } from './constant-case';

/** Parses a body as a JSON object; anything else (empty, HTML, `null`, an array) gives `undefined`. */
export function parseJsonObject(text: string): Record<string, any> | undefined {
  try {
    const value = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The one converter from a failed answer to an error, following spec §8 / errors.md §3 in order:
 * a) `details.validationError` → ValidationError; b) `details.applicationError` → ApplicationError;
 * c) any other 4xx → ApplicationError whose code is CONSTANT_CASE(status text); d) anything else → SystemError.
 *
 * @param response - the answer (status, status text, headers, body text)
 * @param toArgumentPath - renames wire field paths to the caller's argument names (`couponCode` → `options.couponCode`)
 * @returns the error to throw
 */
export function errorFromResponse(
  response: RawResponse,
  toArgumentPath: (field: string) => string = (field) => field,
): BazaarError {
  const { status } = response;
  const requestId = response.headers.get('x-wix-request-id') ?? undefined;
  const statusText = toStatusText(status, response.statusText);
  const body = parseJsonObject(response.text);
  const details = body?.details;
  const message = typeof body?.message === 'string' && body.message ? body.message : statusText;

  const violations: FieldViolation[] | undefined = details?.validationError?.fieldViolations;
  if (Array.isArray(violations)) {
    return new ValidationError(
      violations.map((v) => ({ ...v, field: toArgumentPath(String(v.field ?? '')) })),
      { status, requestId },
    );
  }
  const applicationError = details?.applicationError;
  if (applicationError && typeof applicationError === 'object') {
    return new ApplicationError({
      message,
      description: applicationError.description ?? statusText,
      // Identity services send numeric codes as strings ('-19976'); keep every code a string (errors.md §5).
      code: String(applicationError.code ?? toConstantCase(statusText)),
      data: applicationError.data ?? {},
      status,
      requestId,
    });
  }
  if (status >= 400 && status < 500) {
    return new ApplicationError({
      message,
      description: statusText,
      code: toConstantCase(statusText) || 'UNKNOWN',
      status,
      requestId,
    });
  }
  return new SystemError({ code: toConstantCase(statusText) || 'UNKNOWN', status, requestId });
}
