import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { backoffSeconds, type WebhookDispatchOptions } from './dispatch-options';
import type { OutboxEvent } from './webhook-token';

/** A claimed delivery with its event. */
export interface ClaimedDelivery {
  id: string;
  url: string;
  subscriptionId: string;
  /** Attempts of this round before the one about to be made. */
  roundAttempts: number;
  attemptCount: number;
  leaseUntil: Date;
  event: OutboxEvent;
}

/** What one HTTP attempt gave. */
export interface AttemptResult {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

interface ClaimRow {
  id: string;
  url: string;
  subscription_id: string;
  round_attempts: number;
  attempt_count: number;
  lease_until: Date;
  event_position: number;
  event_id: string;
  event_type: string;
  entity_fqdn: string;
  entity_id: string;
  slug: string;
  payload: Record<string, unknown>;
  actor: OutboxEvent['actor'];
  occurred_at: Date;
}

/**
 * Claims due deliveries for this process: PENDING, due, not leased by another process, and the first pending one of
 * their (subscription, entity) — so each entity's events reach a subscriber in outbox order, one at a time — and
 * no earlier event of the entity still waits for fan-out. Rows are locked with `FOR UPDATE SKIP LOCKED` and leased
 * until `now + leaseSeconds` in the same statement: two processes never claim one delivery, and a delivery whose
 * process died is taken over once its lease ends (at least once).
 * @param db - the database
 * @param clock - the clock
 * @param options - batch size and lease
 */
export async function claimDeliveries(
  db: Database,
  clock: Clock,
  options: Pick<WebhookDispatchOptions, 'batchSize' | 'leaseSeconds'>,
): Promise<ClaimedDelivery[]> {
  const now = clock.now();
  const leaseUntil = new Date(now.getTime() + options.leaseSeconds * 1000);
  const rows = await db.query<ClaimRow>(
    `with due as (
       select d.id from webhook_deliveries d
       where d.status = 'PENDING' and d.next_attempt_at <= $1 and (d.lease_until is null or d.lease_until <= $1)
         and not exists (
           select 1 from webhook_deliveries p
           where p.subscription_id = d.subscription_id and p.entity_fqdn = d.entity_fqdn
             and p.entity_id = d.entity_id and p.status = 'PENDING' and p.event_position < d.event_position)
         and not exists (
           select 1 from event_outbox o
           where o.dispatched_at is null and o.entity_fqdn = d.entity_fqdn and o.entity_id = d.entity_id
             and o.id < d.event_position)
       order by d.event_position, d.sequence
       limit $3
       for update of d skip locked
     ),
     claimed as (
       update webhook_deliveries w set lease_until = $2, updated_at = $1
       from due where w.id = due.id
       returning w.id, w.url, w.subscription_id, w.round_attempts, w.attempt_count, w.lease_until, w.event_position
     )
     select c.*, e.event_id, e.event_type, e.entity_fqdn, e.entity_id, e.slug, e.payload, e.actor, e.occurred_at
     from claimed c join event_outbox e on e.id = c.event_position
     order by c.event_position`,
    [now, leaseUntil, options.batchSize],
  );
  return rows.map((row) => ({
    id: row.id,
    url: row.url,
    subscriptionId: row.subscription_id,
    roundAttempts: row.round_attempts,
    attemptCount: row.attempt_count,
    leaseUntil: row.lease_until,
    event: {
      position: row.event_position,
      eventId: row.event_id,
      type: row.event_type,
      entityFqdn: row.entity_fqdn,
      entityId: row.entity_id,
      slug: row.slug,
      payload: row.payload,
      actor: row.actor,
      occurredAt: row.occurred_at,
    },
  }));
}

/**
 * POSTs a signed webhook body and reports how it went: a 2xx answer is a delivery; anything else (another status,
 * a redirect, a timeout, a refused connection) is a failed attempt with its reason.
 * @param url - the subscriber's URL
 * @param body - the signed token
 * @param options - fetch and timeout
 * @param headers - extra headers (event and delivery ids)
 */
export async function postWebhook(
  url: string,
  body: string,
  options: Pick<WebhookDispatchOptions, 'fetch' | 'timeoutMs'>,
  headers: Record<string, string>,
): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const response = await options.fetch(url, {
      method: 'POST',
      // events.md §1: the body is the bare JWT; receivers do not look at the content type.
      headers: { 'content-type': 'text/plain; charset=utf-8', ...headers },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const text = await response.text().catch(() => '');
    if (response.status >= 200 && response.status < 300)
      return { ok: true, statusCode: response.status, error: null, durationMs: elapsed() };
    const snippet = text.trim().slice(0, 300);
    return {
      ok: false,
      statusCode: response.status,
      error: `HTTP ${response.status}${snippet ? `: ${snippet}` : ''}`,
      durationMs: elapsed(),
    };
  } catch (error) {
    return {
      ok: false,
      statusCode: null,
      error: describeFailure(error, options.timeoutMs),
      durationMs: elapsed(),
    };
  }
}

function describeFailure(error: unknown, timeoutMs: number): string {
  const err = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (err?.name === 'TimeoutError' || err?.name === 'AbortError') return `no answer within ${timeoutMs} ms`;
  const cause = err?.cause?.code ?? err?.cause?.message;
  return (cause ? `${err?.message ?? 'fetch failed'} (${cause})` : (err?.message ?? String(error))).slice(
    0,
    500,
  );
}

/**
 * Records an attempt and moves the delivery on: DELIVERED on success; else PENDING again after the backoff, or
 * FAILED once the round's attempts reach the maximum. The delivery is updated only while this process still holds
 * its lease (another process may have taken it over); the attempt itself is always recorded.
 * @param db - the database
 * @param clock - the clock
 * @param delivery - the claimed delivery
 * @param result - the attempt's result
 * @param options - maximum attempts and backoff
 * @returns the delivery's new status
 */
export async function recordAttempt(
  db: Database,
  clock: Clock,
  delivery: ClaimedDelivery,
  result: AttemptResult,
  options: Pick<WebhookDispatchOptions, 'maxAttempts' | 'backoff'>,
): Promise<'DELIVERED' | 'RETRY' | 'FAILED'> {
  const now = clock.now();
  const roundAttempts = delivery.roundAttempts + 1;
  const outcome = result.ok ? 'DELIVERED' : roundAttempts >= options.maxAttempts ? 'FAILED' : 'RETRY';
  const nextAttempt =
    outcome === 'RETRY'
      ? new Date(now.getTime() + backoffSeconds(options.backoff, roundAttempts) * 1000)
      : now;
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into webhook_attempts (delivery_id, attempt, attempted_at, duration_ms, status_code, error, outcome)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        delivery.id,
        delivery.attemptCount + 1,
        now,
        result.durationMs,
        result.statusCode,
        result.error,
        outcome,
      ],
    );
    await tx.query(
      `update webhook_deliveries set
         status = $3, attempt_count = attempt_count + 1, round_attempts = $4, next_attempt_at = $5,
         lease_until = null, last_status_code = $6, last_error = $7, updated_at = $8,
         delivered_at = case when $3 = 'DELIVERED' then $8::timestamptz else delivered_at end
       where id = $1 and lease_until = $2 and status = 'PENDING'`,
      [
        delivery.id,
        delivery.leaseUntil,
        outcome === 'RETRY' ? 'PENDING' : outcome,
        roundAttempts,
        nextAttempt,
        result.statusCode,
        result.error,
        now,
      ],
    );
  });
  return outcome;
}
