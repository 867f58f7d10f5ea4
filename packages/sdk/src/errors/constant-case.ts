/**
 * Turns a phrase into CONSTANT_CASE the way the official runtime does (`Not Found` → `NOT_FOUND`,
 * `Unprocessable Entity` → `UNPROCESSABLE_ENTITY`, `notFound` → `NOT_FOUND`): it splits on anything that is not a
 * letter or digit and on lower→upper case changes (errors.md §3c).
 *
 * @param input - the phrase, usually an HTTP status text
 * @returns the upper-case words joined with `_` (empty string for an empty phrase)
 */
export function toConstantCase(input: string): string {
  return input
    .replace(/([\p{Ll}\d])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .split(/[^\p{L}\d]+/u)
    .filter(Boolean)
    .join('_')
    .toUpperCase();
}

// `fetch` answers from HTTP/2 servers and in-process handlers (`app.fetch`) carry an empty statusText, yet spec §8
// derives error codes from it: fall back to the standard reason phrase so `404` still becomes `NOT_FOUND`.
const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/**
 * The status text of a response, or the standard reason phrase for its status when the text is empty.
 *
 * @param status - the HTTP status
 * @param statusText - the status text the response carried (may be empty)
 * @returns the text to show and derive codes from (empty when the status is unknown and no text was sent)
 */
export function toStatusText(status: number, statusText: string | undefined): string {
  return statusText || REASONS[status] || '';
}
