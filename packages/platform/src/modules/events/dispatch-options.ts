/** Exponential backoff between attempts of one delivery. */
export interface BackoffOptions {
  /** Delay after the first failed attempt, in seconds. */
  initialSeconds: number;
  /** Each further delay is the previous one times this. */
  factor: number;
  /** Ceiling of a delay, in seconds. */
  maxSeconds: number;
  /**
   * Up to this fraction of each delay is taken off at random (0 ≤ jitter < 1; none when absent), so the deliveries a
   * receiver's outage made fail together do not all come back in the same second when it recovers.
   */
  jitter?: number;
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
 * The defaults: 10 attempts over about four hours (10 s, 30 s, 90 s, … capped at 1 h, each up to a fifth shorter at
 * random), so a receiver that is down for a while still gets every event.
 */
export function defaultDispatchOptions(): WebhookDispatchOptions {
  return {
    batchSize: 100,
    concurrency: 10,
    pollIntervalMs: 100,
    maxAttempts: 10,
    backoff: { initialSeconds: 10, factor: 3, maxSeconds: 3600, jitter: 0.2 },
    timeoutMs: 10_000,
    leaseSeconds: 60,
    tokenTtlSeconds: 300,
    fetch: (input, init) => fetch(input, init),
  };
}

/**
 * The delay before the next attempt: exponential, capped, then shortened by up to `jitter` of itself at random. The
 * jitter only shortens, so the schedule's delays stay upper bounds.
 * @param backoff - the schedule
 * @param failedAttempts - attempts that failed so far in this round (1 after the first failure)
 * @param random - a number in [0, 1) (Math.random; tests pass their own)
 * @returns seconds to wait
 */
export function backoffSeconds(
  backoff: BackoffOptions,
  failedAttempts: number,
  random: () => number = Math.random,
): number {
  const delay = backoff.initialSeconds * backoff.factor ** Math.max(0, failedAttempts - 1);
  return Math.min(backoff.maxSeconds, delay) * (1 - (backoff.jitter ?? 0) * random());
}

/**
 * Reads dispatcher settings from the environment (README "Webhooks"): `BAZAAR_WEBHOOK_MAX_ATTEMPTS`,
 * `BAZAAR_WEBHOOK_BACKOFF_SECONDS`, `BAZAAR_WEBHOOK_BACKOFF_FACTOR`, `BAZAAR_WEBHOOK_BACKOFF_MAX_SECONDS`,
 * `BAZAAR_WEBHOOK_BACKOFF_JITTER`, `BAZAAR_WEBHOOK_TIMEOUT_MS`, `BAZAAR_WEBHOOK_POLL_MS`.
 * @param env - the environment
 * @throws Error naming the variable when a value is not a positive number (the jitter: a number from 0 to below 1)
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
  const jitter = env.BAZAAR_WEBHOOK_BACKOFF_JITTER;
  if (jitter !== undefined && jitter !== '' && !(Number(jitter) >= 0 && Number(jitter) < 1))
    throw new Error(`BAZAAR_WEBHOOK_BACKOFF_JITTER must be a number from 0 to below 1, got "${jitter}"`);
  return {
    ...base,
    maxAttempts: read('BAZAAR_WEBHOOK_MAX_ATTEMPTS', base.maxAttempts),
    backoff: {
      initialSeconds: read('BAZAAR_WEBHOOK_BACKOFF_SECONDS', base.backoff.initialSeconds, false),
      factor: read('BAZAAR_WEBHOOK_BACKOFF_FACTOR', base.backoff.factor, false),
      maxSeconds: read('BAZAAR_WEBHOOK_BACKOFF_MAX_SECONDS', base.backoff.maxSeconds, false),
      jitter: jitter ? Number(jitter) : base.backoff.jitter,
    },
    timeoutMs: read('BAZAAR_WEBHOOK_TIMEOUT_MS', base.timeoutMs),
    pollIntervalMs: read('BAZAAR_WEBHOOK_POLL_MS', base.pollIntervalMs),
  };
}
