// The lazily loaded part of the least conforming client (least-conforming-client.ts): the failure path (the retry
// decision and wait, the classification and wording of failed answers), `fetchWithAuth`, and a stand-in for the
// sign-in flows. It imports no code of the client (only types), so a bundler keeps the client's up-front load one
// file: the error classes are handed in.
import type { ErrorClasses } from './least-conforming-client';

type Json = Record<string, any>;

// Standard reason phrases, for answers whose status text is empty (HTTP/2, in-process handlers).
const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/**
 * After a failed attempt: whether to try again, and the wait first. Idempotent calls only, on network errors and
 * timeouts (not aborts), 429 and 503; two retries; `Retry-After` (seconds or an HTTP date) when given and at most
 * 10 s, else backoff with jitter (300 ms doubling, capped at 10 s).
 *
 * @param attempt - 0 after the first attempt
 * @param idempotent - whether the call may be repeated
 * @param response - the answer, when there was one
 * @param failure - why there was no answer, when there was none
 * @param signal - the caller's AbortSignal
 * @returns whether to try again (after the wait)
 */
export async function retry(
  attempt: number,
  idempotent: boolean,
  response: Response | undefined,
  failure: { code: string } | undefined,
  signal?: AbortSignal,
): Promise<boolean> {
  const status = failure ? 0 : response!.status;
  const header = status === 429 || status === 503 ? response!.headers.get('retry-after') : null;
  const seconds = Number(header);
  const wait = header
    ? Math.max(0, Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now())
    : undefined;
  if (
    attempt >= 2 ||
    !idempotent ||
    failure?.code === 'ABORTED' ||
    !(failure || status === 429 || status === 503) ||
    Number.isNaN(wait) ||
    (wait ?? 0) > 10_000
  )
    return false;
  const ceiling = Math.min(10_000, 300 * 2 ** attempt);
  // An abort ends the wait (or skips it): the next attempt then fails as aborted, as fetch does with an aborted signal.
  if (!signal?.aborted)
    await new Promise((resolve) => {
      setTimeout(resolve, wait ?? ceiling / 2 + (Math.random() * ceiling) / 2);
      signal?.addEventListener('abort', resolve);
    });
  return true;
}

/**
 * Classifies a failed answer (spec §8): `details.validationError` → ValidationError (`INVALID_ARGUMENT: "field"
 * description, …`, sorted by field); `details.applicationError` → ApplicationError; any other 4xx → ApplicationError
 * coded CONSTANT_CASE(status text); anything else → SystemError.
 *
 * @param classes - ValidationError, ApplicationError, SystemError
 * @param response - the answer
 * @param text - its body
 * @param descriptor - the call: a violation's field is named by the caller's argument (`_id`, `options.couponCode`),
 *   and a failed token request gets the official wording (errors.md §4)
 * @returns the error to throw
 */
export function toError(
  [ValidationError, ApplicationError, SystemError]: ErrorClasses,
  response: Response,
  text: string,
  { args = [], path }: { args?: readonly string[]; path: string },
) {
  const error = classify([ValidationError, ApplicationError, SystemError], response, text, args);
  if (path === '/oauth2/token') {
    const statusText = response.statusText || REASONS[response.status] || '';
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      // Not JSON: no `Response:` part.
    }
    error.message = `Failed to fetch tokens from OAuth API: ${statusText}. request id: ${error.requestId ?? null}. ${json && typeof json === 'object' ? `Response: ${JSON.stringify(json)}` : ''}`;
  }
  return error;
}

function classify(
  [ValidationError, ApplicationError, SystemError]: ErrorClasses,
  response: Response,
  text: string,
  args: readonly string[],
) {
  const { status } = response;
  const requestId = response.headers.get('x-wix-request-id') ?? undefined;
  const statusText = response.statusText || REASONS[status] || '';
  const code = statusText.toUpperCase().replace(/\W+/g, '_') || 'UNKNOWN';
  let body: Json = {};
  try {
    body = JSON.parse(text) ?? {};
  } catch {
    // Not JSON: classified by status alone.
  }
  const message = body.message || statusText;
  const violations = body.details?.validationError?.fieldViolations;
  const application = body.details?.applicationError;
  if (Array.isArray(violations)) {
    const spread = args.find((name) => name.startsWith('...'));
    const sorted = violations
      .map((violation) => {
        const field = String(violation.field ?? '').replace(
          /(^|\.)(id|createdDate|updatedDate)(?=\.|$)/g,
          '$1_$2',
        );
        return {
          ...violation,
          field: spread && !args.includes(field.split(/[.[]/)[0]!) ? `${spread.slice(3)}.${field}` : field,
        };
      })
      .sort((a, b) => (a.field < b.field ? -1 : 1));
    return new ValidationError(
      `INVALID_ARGUMENT: ${sorted.map((v) => `"${v.field}" ${v.description}`).join(', ')}`,
      {
        code: 'INVALID_ARGUMENT',
        status,
        requestId,
        details: { validationError: { fieldViolations: sorted } },
      },
    );
  }
  if (application || status < 500) {
    const description = application?.description ?? statusText;
    const applicationCode = String(application?.code ?? code);
    return new ApplicationError(
      message === description || !description ? message : `${message}: ${description}`,
      {
        code: applicationCode,
        status,
        requestId,
        details: { applicationError: { code: applicationCode, description, data: application?.data ?? {} } },
      },
    );
  }
  return new SystemError('System error occurred', { code, status, requestId });
}

/**
 * `client.fetchWithAuth`: fetch with the strategy's auth headers (the caller's win); a path is resolved against the
 * client's base URL.
 *
 * @param transport - the client's base URL and fetch
 * @param auth - the client's auth strategy
 * @param url - an absolute URL or a path
 * @param init - as for fetch
 * @returns the response
 */
export async function fetchWithAuth(
  transport: { baseUrl?: string; fetch?: (url: string, init: RequestInit) => Promise<Response> },
  auth: { getAuthHeaders(): Promise<{ headers: Record<string, string> }> },
  url: string,
  init: RequestInit = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries((await auth.getAuthHeaders()).headers))
    if (!headers.has(name)) headers.set(name, value);
  return (transport.fetch ?? fetch)(
    url[0] === '/' ? (transport.baseUrl ?? 'https://www.wixapis.com') + url : url,
    { ...init, headers },
  );
}

/**
 * Stands in for the sign-in flows (PKCE redirects, direct login, logout…), whose code this measurement leaves out:
 * like ours, they load on first use and count only in the lazy chunks.
 *
 * @param name - the method called
 * @returns never
 * @throws Error - always
 */
export function signIn(name: string, ..._args: unknown[]): never {
  throw new Error(`${name}: the sign-in flows are not in this measurement`);
}
