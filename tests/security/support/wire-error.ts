/**
 * Why an error answer is not in the wire format (reference/errors.md §1), or undefined when it is:
 * `{message, details: {validationError: {fieldViolations: [...]}} | {applicationError: {code, description}}}`.
 * @param body - the parsed body
 */
export function wireFormatProblem(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object') return 'the body is not a JSON object';
  const { message, details } = body as { message?: unknown; details?: Record<string, any> };
  if (typeof message !== 'string' || message === '') return 'no message';
  if (!details || typeof details !== 'object') return 'no details';
  if (details.validationError) {
    const violations = details.validationError.fieldViolations;
    if (!Array.isArray(violations) || violations.length === 0) return 'a validation error without violations';
    for (const violation of violations) {
      if (typeof violation.field !== 'string' || typeof violation.description !== 'string') {
        return 'a field violation without field or description';
      }
    }
    return undefined;
  }
  if (details.applicationError) {
    const { code, description } = details.applicationError;
    if (typeof code !== 'string' || typeof description !== 'string') {
      return 'an application error without code or description';
    }
    return undefined;
  }
  return 'details hold neither validationError nor applicationError';
}
