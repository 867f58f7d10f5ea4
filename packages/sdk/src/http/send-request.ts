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
  /** Set by sendRequest: the attempt's signal (timeout and the caller's). */
  signal?: AbortSignal;
}

/**
 * Sends one request and reads its body, bounded by `timeoutMs` and the caller's `signal`.
 *
 * @param fetchFn - the fetch given to the client, called as a plain function with a Request (never as a method, so
 *   `window.fetch` and `app.fetch` both work); undefined for the global `fetch`, looked up now and called with the
 *   URL and init — no `Request` object is built, which fetch would copy again (one less copy of the headers and
 *   one less signal to follow per call: bench/results/cart-get.md)
 * @param request - method, URL, headers, body: a fresh object per attempt, used as fetch's init (it gets the
 *   attempt's signal)
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
  const controller = new AbortController();
  // Only the timer aborts the attempt's signal when the caller's has not been aborted: that tells a timeout apart.
  const timer = timeoutMs ? setTimeout(() => controller.abort(), timeoutMs) : undefined;
  // The caller's abort reaches this attempt through a listener, made only when there is a signal (most calls have
  // none, and a closure per call is not free: a tsx/esbuild `keepNames` build also names each one).
  const onAbort = signal && (() => controller.abort(signal.reason));
  signal?.addEventListener('abort', onAbort as () => void);
  try {
    // A call aborted before it starts fails like one aborted on the way (below), without calling fetch.
    if (signal?.aborted) throw signal.reason;
    // The request is the init itself (no copy per attempt): `url` rides along, where fetch ignores it.
    request.signal = controller.signal;
    const response = await (fetchFn
      ? fetchFn(new Request(request.url, request))
      : fetch(request.url, request));
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
    signal?.removeEventListener('abort', onAbort as () => void);
  }
}
