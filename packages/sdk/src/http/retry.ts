// Part of the failure path (errors/failure.ts): loaded on the first failed attempt, never by a page whose calls
// succeed. It imports no code of the initial bundle (the ConnectionError of an abort during the wait is passed in).
import type { ConnectionError } from '../errors/bazaar-error';
import type { RawResponse } from './send-request';

/** How the client retries failed idempotent requests. */
export interface RetryOptions {
  /** Retries after the first attempt (default 2; 0 disables retrying). */
  max?: number;
  /** First backoff step in ms; doubles per attempt (default 300). */
  baseDelayMs?: number;
  /** Longest wait between attempts in ms; a `Retry-After` asking for more is not honoured (default 10000). */
  maxDelayMs?: number;
}

/**
 * Decides whether a failed attempt is tried again. Only idempotent requests are retried, and only for network
 * failures, timeouts, 429 and 503 (DESIGN.md §3) — never after the caller aborted, once the retries are used up, or
 * when `Retry-After` asks for a longer wait than `maxDelayMs`. Pure: the table test in retry.test.ts lists every rule.
 *
 * @param attempt - attempts already made minus one (0 after the first attempt)
 * @param options - the retries allowed (`max`) and the longest wait accepted (`maxDelayMs`)
 * @param idempotent - GET/DELETE/PUT, or a call declared idempotent
 * @param status - the answer's status, when there was one
 * @param connection - why there was no answer, when there was none
 * @param retryAfterMs - `Retry-After` in ms, when the answer carried one
 * @returns whether to retry
 */
export function shouldRetry(
  attempt: number,
  options: Pick<Required<RetryOptions>, 'max' | 'maxDelayMs'>,
  idempotent: boolean,
  status?: number,
  connection?: ConnectionError['code'],
  retryAfterMs?: number,
): boolean {
  if (connection === 'ABORTED' || attempt >= options.max || !idempotent) return false;
  if (connection) return true;
  return (status === 429 || status === 503) && (retryAfterMs ?? 0) <= options.maxDelayMs;
}

/**
 * Reads a `Retry-After` header: delay-seconds or an HTTP date.
 *
 * @param header - the header value, or null
 * @param now - the current time in ms
 * @returns the wait in ms, or undefined when absent or unreadable
 */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * The wait before the next attempt: `Retry-After` when given, else exponential backoff with jitter
 * (between half and all of `base · 2^attempt`, capped at `maxDelayMs`).
 *
 * @param attempt - 0 for the first retry
 * @param options - base and max delay
 * @param retryAfterMs - the server's wish, if any
 * @param random - a [0, 1) source (injectable for tests)
 * @returns the wait in ms
 */
export function retryDelay(
  attempt: number,
  options: Required<RetryOptions>,
  retryAfterMs?: number,
  random: () => number = Math.random,
): number {
  if (retryAfterMs !== undefined) return retryAfterMs;
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** attempt);
  return ceiling / 2 + (random() * ceiling) / 2;
}

/**
 * Waits, unless the caller aborts first.
 *
 * @param ms - how long
 * @param signal - the caller's AbortSignal
 * @param aborted - the error to reject with when the signal fires (a ConnectionError `ABORTED`), given the reason
 * @throws ConnectionError - `ABORTED` when the signal fires during the wait
 */
export function sleep(
  ms: number,
  signal: AbortSignal | undefined,
  aborted: (reason: unknown) => Error,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(aborted(signal?.reason));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Fills in the retry defaults.
 *
 * @param retries - a count or options (undefined: defaults)
 * @returns complete options
 */
export function toRetryOptions(retries: number | RetryOptions | undefined): Required<RetryOptions> {
  const options = typeof retries === 'number' ? { max: retries } : (retries ?? {});
  return { max: 2, baseDelayMs: 300, maxDelayMs: 10_000, ...options };
}

/**
 * After a failed attempt: decides whether to retry and, if so, waits the backoff or the answer's `Retry-After`
 * (read only for 429 and 503, the two statuses that are retried).
 *
 * @param attempt - 0 after the first attempt
 * @param retries - the client's `retries` option
 * @param idempotent - GET/DELETE/PUT, or a call declared idempotent
 * @param response - the answer, when there was one
 * @param failure - why there was no answer, when there was none
 * @param signal - the caller's AbortSignal, which also ends the wait
 * @param aborted - builds the ConnectionError `ABORTED` of an abort during the wait
 * @returns true once the wait is over and the call should be tried again; false to give up
 * @throws ConnectionError - `ABORTED` when the caller aborts during the wait
 */
export async function waitForRetry(
  attempt: number,
  retries: number | RetryOptions | undefined,
  idempotent: boolean,
  response: Pick<RawResponse, 'status' | 'headers'> | undefined,
  failure: ConnectionError | undefined,
  signal: AbortSignal | undefined,
  aborted: (reason: unknown) => ConnectionError,
): Promise<boolean> {
  const options = toRetryOptions(retries);
  const status = response?.status;
  const retryAfterMs =
    status === 429 || status === 503 ? parseRetryAfter(response!.headers.get('retry-after')) : undefined;
  if (!shouldRetry(attempt, options, idempotent, status, failure?.code, retryAfterMs)) return false;
  await sleep(retryDelay(attempt, options, retryAfterMs), signal, aborted);
  return true;
}
