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
  ])('waits %i failed attempts → %i s with the defaults', (failed, seconds) => {
    expect(backoffSeconds(defaultDispatchOptions().backoff, failed)).toBe(seconds);
  });

  it('spreads the default attempts over hours, so a receiver down for a while still gets its events', () => {
    const { backoff, maxAttempts } = defaultDispatchOptions();
    let total = 0;
    for (let failed = 1; failed < maxAttempts; failed++) total += backoffSeconds(backoff, failed);
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
      BAZAAR_WEBHOOK_TIMEOUT_MS: '2500',
      BAZAAR_WEBHOOK_POLL_MS: '50',
    });
    expect(options).toMatchObject({
      maxAttempts: 3,
      backoff: { initialSeconds: 0.5, factor: 2, maxSeconds: 60 },
      timeoutMs: 2500,
      pollIntervalMs: 50,
    });
  });

  it('names the variable that is not a positive number', () => {
    expect(() => loadDispatchOptions({ BAZAAR_WEBHOOK_MAX_ATTEMPTS: '0' })).toThrow(
      'BAZAAR_WEBHOOK_MAX_ATTEMPTS',
    );
    expect(() => loadDispatchOptions({ BAZAAR_WEBHOOK_TIMEOUT_MS: '1.5' })).toThrow('positive integer');
  });
});
