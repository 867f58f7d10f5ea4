import { describe, expect, it } from 'vitest';
import { backoffSeconds, defaultDispatchOptions, loadDispatchOptions } from './dispatch-options';

describe('backoffSeconds', () => {
  it.each([
    [1, 10],
    [2, 30],
    [3, 90],
    [5, 810],
    [7, 3600], // 7290 capped at an hour
    [9, 3600],
  ])('waits %i failed attempts → at most %i s with the defaults', (failed, seconds) => {
    expect(backoffSeconds(defaultDispatchOptions().backoff, failed, () => 0)).toBe(seconds);
  });

  it('takes up to the jitter off each delay at random, so deliveries that failed together come back spread out', () => {
    const { backoff } = defaultDispatchOptions();
    expect(backoff.jitter).toBe(0.2);
    expect(backoffSeconds(backoff, 2, () => 0.5)).toBeCloseTo(27);
    expect(backoffSeconds(backoff, 7, () => 0.999)).toBeCloseTo(3600 * (1 - 0.2 * 0.999));
    // Ten deliveries failing in the same round get ten different delays within [24 s, 30 s].
    const delays = Array.from({ length: 10 }, () => backoffSeconds(backoff, 2));
    expect(new Set(delays).size).toBe(10);
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(24);
    expect(Math.max(...delays)).toBeLessThanOrEqual(30);
  });

  it('has no jitter when a schedule leaves it out', () => {
    expect(backoffSeconds({ initialSeconds: 10, factor: 3, maxSeconds: 3600 }, 2, () => 0.9)).toBe(30);
  });

  it('spreads the default attempts over hours, so a receiver down for a while still gets its events', () => {
    const { backoff, maxAttempts } = defaultDispatchOptions();
    let total = 0;
    // The shortest schedule the jitter can give.
    for (let failed = 1; failed < maxAttempts; failed++)
      total += backoffSeconds(backoff, failed, () => 0.999);
    expect(total / 3600).toBeGreaterThan(3);
  });
});

describe('loadDispatchOptions', () => {
  it('reads the schedule from the environment', () => {
    const options = loadDispatchOptions({
      BAZAAR_WEBHOOK_MAX_ATTEMPTS: '3',
      BAZAAR_WEBHOOK_BACKOFF_SECONDS: '0.5',
      BAZAAR_WEBHOOK_BACKOFF_FACTOR: '2',
      BAZAAR_WEBHOOK_BACKOFF_MAX_SECONDS: '60',
      BAZAAR_WEBHOOK_BACKOFF_JITTER: '0',
      BAZAAR_WEBHOOK_TIMEOUT_MS: '2500',
      BAZAAR_WEBHOOK_POLL_MS: '50',
    });
    expect(options).toMatchObject({
      maxAttempts: 3,
      backoff: { initialSeconds: 0.5, factor: 2, maxSeconds: 60, jitter: 0 },
      timeoutMs: 2500,
      pollIntervalMs: 50,
    });
  });

  it('names the variable that is not a positive number', () => {
    expect(() => loadDispatchOptions({ BAZAAR_WEBHOOK_MAX_ATTEMPTS: '0' })).toThrow(
      'BAZAAR_WEBHOOK_MAX_ATTEMPTS',
    );
    expect(() => loadDispatchOptions({ BAZAAR_WEBHOOK_TIMEOUT_MS: '1.5' })).toThrow('positive integer');
    expect(() => loadDispatchOptions({ BAZAAR_WEBHOOK_BACKOFF_JITTER: '1' })).toThrow(
      'BAZAAR_WEBHOOK_BACKOFF_JITTER',
    );
    expect(loadDispatchOptions({ BAZAAR_WEBHOOK_BACKOFF_JITTER: '0.5' }).backoff.jitter).toBe(0.5);
  });
});
