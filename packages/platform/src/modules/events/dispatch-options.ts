/** Exponential backoff between attempts of one delivery. */
export interface BackoffOptions {
  /** Delay after the first failed attempt, in seconds. */
  initialSeconds: number;
  /** Each further delay is the previous one times this. */
  factor: number;
  /** Ceiling of a delay, in seconds. */
  maxSeconds: number;
}

/** How the webhook dispatcher works. */
export interface WebhookDispatchOptions {
  /** Outbox events fanned out, and deliveries claimed, per round (100). */
  batchSize: number;
  /** Deliveries sent at the same time (10). */
  concurrency: number;
  /** Pause of the background loop when a round found nothing to do, in ms (100): the idle latency. */
  pollIntervalMs: number;
  /** Attempts before a delivery is marked FAILED (10); an owner can redeliver it. */
  maxAttempts: number;
  backoff: BackoffOptions;
  /** Time a receiver has to answer, in ms (10 000). */
  timeoutMs: number;
  /**
   * How long claimed deliveries are reserved for the process sending them, in seconds (60); raised to cover a whole
   * round (`ceil(batchSize / concurrency) × timeout` + 30 s) so a slow round never loses its claims.
   */
  leaseSeconds: number;
  /** Lifetime of the signed webhook token, in seconds (300). */
  tokenTtlSeconds: number;
  /** The fetch used to POST (default: the global fetch). */
  fetch: typeof fetch;
}

/**
 * The defaults: 10 attempts over about four hours (10 s, 30 s, 90 s, … capped at 1 h), so a receiver that is down
 * for a while still gets every event.
 */
export function defaultDispatchOptions(): WebhookDispatchOptions {
  return {
    batchSize: 100,
    concurrency: 10,
    pollIntervalMs: 100,
    maxAttempts: 10,
    backoff: { initialSeconds: 10, factor: 3, maxSeconds: 3600 },
    timeoutMs: 10_000,
    leaseSeconds: 60,
    tokenTtlSeconds: 300,
    fetch: (input, init) => fetch(input, init),
  };
}

/**
 * The delay before the next attempt.
 * @param backoff - the schedule
 * @param failedAttempts - attempts that failed so far in this round (1 after the first failure)
 * @returns seconds to wait
 */
export function backoffSeconds(backoff: BackoffOptions, failedAttempts: number): number {
  const delay = backoff.initialSeconds * backoff.factor ** Math.max(0, failedAttempts - 1);
  return Math.min(backoff.maxSeconds, delay);
}

/**
 * Reads dispatcher settings from the environment (README "Webhooks"): `BAZAAR_WEBHOOK_MAX_ATTEMPTS`,
 * `BAZAAR_WEBHOOK_BACKOFF_SECONDS`, `BAZAAR_WEBHOOK_BACKOFF_FACTOR`, `BAZAAR_WEBHOOK_BACKOFF_MAX_SECONDS`,
 * `BAZAAR_WEBHOOK_TIMEOUT_MS`, `BAZAAR_WEBHOOK_POLL_MS`.
 * @param env - the environment
 * @throws Error naming the variable when a value is not a positive number
 */
export function loadDispatchOptions(
  env: Record<string, string | undefined> = process.env,
): WebhookDispatchOptions {
  const base = defaultDispatchOptions();
  const read = (name: string, fallback: number, integer = true) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value)))
      throw new Error(`${name} must be a positive ${integer ? 'integer' : 'number'}, got "${raw}"`);
    return value;
  };
  return {
    ...base,
    maxAttempts: read('BAZAAR_WEBHOOK_MAX_ATTEMPTS', base.maxAttempts),
    backoff: {
      initialSeconds: read('BAZAAR_WEBHOOK_BACKOFF_SECONDS', base.backoff.initialSeconds, false),
      factor: read('BAZAAR_WEBHOOK_BACKOFF_FACTOR', base.backoff.factor, false),
      maxSeconds: read('BAZAAR_WEBHOOK_BACKOFF_MAX_SECONDS', base.backoff.maxSeconds, false),
    },
    timeoutMs: read('BAZAAR_WEBHOOK_TIMEOUT_MS', base.timeoutMs),
    pollIntervalMs: read('BAZAAR_WEBHOOK_POLL_MS', base.pollIntervalMs),
  };
}
