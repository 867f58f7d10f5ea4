import { ConnectionError } from '../errors/bazaar-error';

/**
 * A fetch given to the SDK (`createClient({ fetch })`): it is always passed one `Request`, so a test recorder and a
 * server's in-process handler (Hono's `app.fetch`) fit as well as `fetch`. Without one, the SDK calls the global
 * `fetch` as `fetch(url, init)` instead (see sendRequest).
 */
export type FetchLike = (request: Request) => Response | Promise<Response>;

/** An answer with its body already read, so the timeout also covers a stalled body. */
export interface RawResponse {
  status: number;
  statusText: string;
  headers: Headers;
  text: string;
}

/** The HTTP request the pipeline has built. */
export interface HttpRequest {
  method: string;
  url: string;
  body?: string;
  headers: Record<string, string>;
}

/**
 * Sends one request and reads its body, bounded by `timeoutMs` and the caller's `signal`.
 *
 * @param fetchFn - the fetch given to the client, called as a plain function with a Request (never as a method, so
 *   `window.fetch` and `app.fetch` both work); undefined for the global `fetch`, looked up now and called with the
 *   URL and init — no `Request` object is built, which fetch would copy again (one less copy of the headers and
 *   one less signal to follow per call: bench/results/cart-get.md)
 * @param request - method, URL, headers, body
 * @param timeoutMs - give up after this many milliseconds (0 or undefined: never)
 * @param signal - the caller's AbortSignal
 * @returns the answer with its body text
 * @throws ConnectionError - `ABORTED` when the caller aborted, `TIMEOUT` when the time ran out, `NETWORK_ERROR` when
 *   fetch itself failed
 */
export async function sendRequest(
  fetchFn: FetchLike | undefined,
  request: HttpRequest,
  timeoutMs?: number,
  signal?: AbortSignal,
): Promise<RawResponse> {
  if (signal?.aborted) throw new ConnectionError('ABORTED', signal.reason);
  // Every call's CPU counts (bench/results/cart-get.md): one init object, no closures when the caller passes no
  // signal. Only the timer and the caller's signal abort the controller, so an aborted controller after the caller's
  // signal is ruled out means the time ran out.
  const controller = new AbortController();
  const timer = timeoutMs ? setTimeout(abortOnTimeout, timeoutMs, controller) : undefined;
  const onAbort = signal && (() => controller.abort(signal.reason));
  if (onAbort) signal.addEventListener('abort', onAbort);
  try {
    const { method, url, headers, body } = request;
    // GET is fetch's default method: leaving it out spares fetch validating and normalising it.
    const init: RequestInit =
      body === undefined
        ? method === 'GET'
          ? { headers, signal: controller.signal }
          : { method, headers, signal: controller.signal }
        : { method, headers, body, signal: controller.signal };
    const response = await (fetchFn ? fetchFn(new Request(url, init)) : fetch(url, init));
    const text = await response.text();
    return { status: response.status, statusText: response.statusText, headers: response.headers, text };
  } catch (error) {
    if (signal?.aborted) throw new ConnectionError('ABORTED', signal.reason);
    throw controller.signal.aborted
      ? new ConnectionError('TIMEOUT', error, `System error occurred: TIMEOUT after ${timeoutMs} ms`)
      : new ConnectionError(
          'NETWORK_ERROR',
          error,
          `System error occurred: NETWORK_ERROR (${(error as Error).message})`,
        );
  } finally {
    clearTimeout(timer);
    if (onAbort) signal.removeEventListener('abort', onAbort);
  }
}

// A function of its own, given the controller as the timer's argument: no closure per call.
function abortOnTimeout(controller: AbortController): void {
  controller.abort(new DOMException('The operation timed out.', 'TimeoutError'));
}
