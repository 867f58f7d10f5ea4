import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectionError } from '../errors/bazaar-error';
import { parseRetryAfter, retryDelay, shouldRetry, sleep, toRetryOptions, waitForRetry } from './retry';

// One attempt's outcome and limits, as the table rows name them.
interface RetryInput {
  attempt: number;
  max: number;
  idempotent: boolean;
  status?: number;
  connection?: ConnectionError['code'];
  retryAfterMs?: number;
  maxDelayMs: number;
}

const base: RetryInput = { attempt: 0, max: 2, idempotent: true, maxDelayMs: 10_000 };

describe('shouldRetry', () => {
  // One row per rule: the outcome, whether it is retried, and why.
  it.each<[string, Partial<RetryInput>, boolean, string]>([
    ['a success', { status: 200 }, false, 'succeeded'],
    ['a caller abort', { connection: 'ABORTED' }, false, 'aborted by the caller'],
    ['no retries left', { attempt: 2, status: 503 }, false, 'no retries left'],
    ['retries disabled', { max: 0, connection: 'NETWORK_ERROR' }, false, 'no retries left'],
    ['a POST (not idempotent)', { idempotent: false, status: 503 }, false, 'not idempotent'],
    ['a network error on an idempotent call', { connection: 'NETWORK_ERROR' }, true, 'network error'],
    ['a timeout on an idempotent call', { connection: 'TIMEOUT' }, true, 'timed out'],
    ['a 500', { status: 500 }, false, 'status 500 is not retryable'],
    ['a 404', { status: 404 }, false, 'status 404 is not retryable'],
    ['a 429', { status: 429 }, true, 'rate limited'],
    ['a 503', { status: 503 }, true, 'service unavailable'],
    ['a 503 with a short Retry-After', { status: 503, retryAfterMs: 2000 }, true, 'service unavailable'],
    [
      'a 429 asking to wait longer than maxDelayMs',
      { status: 429, retryAfterMs: 60_000 },
      false,
      'Retry-After is longer than maxDelayMs',
    ],
  ])('%s → retry %s (%s)', (_, input, retry) => {
    const { attempt, max, idempotent, status, connection, retryAfterMs, maxDelayMs } = { ...base, ...input };
    expect(shouldRetry(attempt, { max, maxDelayMs }, idempotent, status, connection, retryAfterMs)).toBe(
      retry,
    );
  });
});

describe('parseRetryAfter', () => {
  it('reads delay-seconds', () => {
    expect(parseRetryAfter('3')).toBe(3000);
  });

  it('reads an HTTP date relative to now', () => {
    const now = Date.parse('2024-01-01T00:00:00Z');
    expect(parseRetryAfter('Mon, 01 Jan 2024 00:00:05 GMT', now)).toBe(5000);
  });

  it('ignores absent or unreadable values', () => {
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});

describe('retryDelay', () => {
  const options = toRetryOptions({ baseDelayMs: 100, maxDelayMs: 1000 });

  it('grows exponentially with jitter between half and all of the step', () => {
    expect(retryDelay(0, options, undefined, () => 0)).toBe(50);
    expect(retryDelay(0, options, undefined, () => 0.999_999)).toBeCloseTo(100);
    expect(retryDelay(2, options, undefined, () => 0)).toBe(200);
  });

  it('caps the step at maxDelayMs', () => {
    expect(retryDelay(10, options, undefined, () => 0.999_999)).toBeCloseTo(1000);
  });

  it('uses Retry-After when given', () => {
    expect(retryDelay(0, options, 1234)).toBe(1234);
  });
});

describe('toRetryOptions', () => {
  it('defaults to 2 retries and accepts a count', () => {
    expect(toRetryOptions(undefined)).toEqual({ max: 2, baseDelayMs: 300, maxDelayMs: 10_000 });
    expect(toRetryOptions(0).max).toBe(0);
  });
});

// The pipeline passes this (create-invoker.ts): retry.ts, loaded lazily, imports no error class itself.
const aborted = (cause: unknown) =>
  new ConnectionError('System error occurred: ABORTED', { code: 'ABORTED', cause });

describe('sleep', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves after the wait', async () => {
    vi.useFakeTimers();
    const done = sleep(500, undefined, aborted);
    await vi.advanceTimersByTimeAsync(500);
    await expect(done).resolves.toBeUndefined();
  });

  it('rejects with ConnectionError ABORTED when the caller aborts during the wait', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const done = sleep(10_000, controller.signal, aborted);
    controller.abort();
    await expect(done).rejects.toBeInstanceOf(ConnectionError);
    await expect(done).rejects.toMatchObject({ code: 'ABORTED' });
  });
});

describe('waitForRetry', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const answer = (status: number, headers: Record<string, string> = {}) => ({
    status,
    statusText: '',
    headers: new Headers(headers),
    text: '',
  });

  it('waits the answer’s Retry-After and says to try again', async () => {
    vi.useFakeTimers();
    let settled = false;
    const done = waitForRetry(
      0,
      undefined,
      true,
      answer(503, { 'retry-after': '2' }),
      undefined,
      undefined,
      aborted,
    );
    void done.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(1999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toBe(true);
  });

  it('gives up at once on an answer that is not retried', async () => {
    await expect(waitForRetry(0, undefined, true, answer(500), undefined, undefined, aborted)).resolves.toBe(
      false,
    );
    await expect(waitForRetry(0, 0, true, answer(503), undefined, undefined, aborted)).resolves.toBe(false);
  });

  it('retries a connection failure after the backoff', async () => {
    const failure = new ConnectionError('System error occurred: NETWORK_ERROR', { code: 'NETWORK_ERROR' });
    await expect(
      waitForRetry(0, { baseDelayMs: 0 }, true, undefined, failure, undefined, aborted),
    ).resolves.toBe(true);
  });
});
