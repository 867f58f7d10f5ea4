import type { PlatformDeps } from '../../context';
import { claimDeliveries, type FinishedAttempt, postWebhook, recordAttempts } from './deliver';
import { defaultDispatchOptions, type WebhookDispatchOptions } from './dispatch-options';
import { fanOutEvents } from './fan-out';
import { getWebhookKey } from './webhook-key';
import { signWebhook } from './webhook-token';

/** What one dispatch round did. */
export interface DispatchReport {
  /** Outbox events handed to subscriptions. */
  fannedOut: number;
  /** Deliveries created from them. */
  created: number;
  /** HTTP attempts made. */
  attempted: number;
  delivered: number;
  /** Failed attempts scheduled again. */
  retrying: number;
  /** Deliveries given up (attempts exhausted). */
  failed: number;
}

/** Sends webhooks: fans outbox events out to subscriptions and delivers them, signed, with retries. */
export interface WebhookDispatcher {
  /** The effective options. */
  readonly options: WebhookDispatchOptions;
  /** One round: fan out a batch of events, then claim and send the deliveries due now. */
  runOnce(): Promise<DispatchReport>;
  /**
   * Rounds until one finds nothing to do at the current (injected) time; for tests and the command line. Retries
   * scheduled later wait for the clock to move.
   * @param maxRounds - safety limit (default 1000)
   */
  runUntilIdle(maxRounds?: number): Promise<DispatchReport>;
}

const emptyReport = (): DispatchReport => ({
  fannedOut: 0,
  created: 0,
  attempted: 0,
  delivered: 0,
  retrying: 0,
  failed: 0,
});

/**
 * Creates the webhook dispatcher of a platform process. Its state lives in the database (outbox, deliveries,
 * leases), so any number of processes on one PostgreSQL can run one each: claims use `FOR UPDATE SKIP LOCKED`.
 * Time comes from `deps.clock`; the background loop is {@link createBackgroundWorker}'s job.
 * @param deps - platform dependencies (database, clock, logger)
 * @param options - overrides of {@link defaultDispatchOptions}
 * @example
 * const dispatcher = createWebhookDispatcher(platform.deps);
 * await dispatcher.runUntilIdle(); // every due delivery has been attempted
 */
export function createWebhookDispatcher(
  deps: Pick<PlatformDeps, 'db' | 'clock' | 'log'>,
  options: Partial<WebhookDispatchOptions> = {},
): WebhookDispatcher {
  const settings: WebhookDispatchOptions = { ...defaultDispatchOptions(), ...options };

  const runOnce = async (): Promise<DispatchReport> => {
    const report = emptyReport();
    const fanned = await fanOutEvents(deps.db, deps.clock, settings.batchSize);
    report.fannedOut = fanned.events;
    report.created = fanned.deliveries;
    // The lease must outlast the whole round: deliveries wait for a free sender, and each may take the timeout.
    const rounds = Math.ceil(settings.batchSize / Math.max(1, settings.concurrency));
    const leaseSeconds = Math.max(settings.leaseSeconds, (rounds * settings.timeoutMs) / 1000 + 30);
    const claimed = await claimDeliveries(deps.db, deps.clock, {
      batchSize: settings.batchSize,
      leaseSeconds,
    });
    if (claimed.length === 0) return report;
    const key = await getWebhookKey(deps.db, deps.clock);
    // Claimed deliveries belong to distinct (subscription, entity) pairs, so sending them in parallel keeps order.
    const finished: FinishedAttempt[] = [];
    let next = 0;
    const sender = async () => {
      while (next < claimed.length) {
        const delivery = claimed[next++]!;
        const body = signWebhook(key, delivery.event, deps.clock.now(), settings.tokenTtlSeconds);
        const result = await postWebhook(delivery.url, body, settings, {
          'x-bazaar-event-id': delivery.event.eventId,
          'x-bazaar-delivery-id': delivery.id,
          'x-bazaar-delivery-attempt': String(delivery.attemptCount + 1),
        });
        finished.push({ delivery, result });
      }
    };
    await Promise.all(Array.from({ length: Math.min(settings.concurrency, claimed.length) }, sender));
    // One transaction for the round's results: a round costs a few statements, not a few per delivery.
    const outcomes = await recordAttempts(deps.db, deps.clock, finished, settings);
    outcomes.forEach((outcome, i) => {
      report.attempted += 1;
      if (outcome === 'DELIVERED') report.delivered += 1;
      else if (outcome === 'RETRY') report.retrying += 1;
      else {
        report.failed += 1;
        const { delivery, result } = finished[i]!;
        deps.log.info(`[webhooks] gave up delivery ${delivery.id} to ${delivery.url}: ${result.error}`);
      }
    });
    return report;
  };

  return {
    options: settings,
    runOnce,
    async runUntilIdle(maxRounds = 1000) {
      const total = emptyReport();
      for (let round = 0; round < maxRounds; round++) {
        const report = await runOnce();
        for (const key of Object.keys(total) as (keyof DispatchReport)[]) total[key] += report[key];
        if (report.fannedOut === 0 && report.attempted === 0) break;
      }
      return total;
    },
  };
}
