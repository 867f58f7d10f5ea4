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

/** One finished attempt, to record. */
export interface FinishedAttempt {
  delivery: ClaimedDelivery;
  result: AttemptResult;
}

/**
 * Records the attempts of a round and moves each delivery on, in one transaction: DELIVERED on success; else
 * PENDING again after the backoff, or FAILED once the round's attempts reach the maximum. A delivery is updated only
 * while this process still holds its lease (another process may have taken it over); the attempt itself is always
 * recorded.
 * @param db - the database
 * @param clock - the clock
 * @param attempts - the claimed deliveries and what their attempts gave
 * @param options - maximum attempts and backoff
 * @returns each delivery's outcome, in the same order
 */
export async function recordAttempts(
  db: Database,
  clock: Clock,
  attempts: FinishedAttempt[],
  options: Pick<WebhookDispatchOptions, 'maxAttempts' | 'backoff'>,
): Promise<Array<'DELIVERED' | 'RETRY' | 'FAILED'>> {
  if (attempts.length === 0) return [];
  const now = clock.now();
  const rows = attempts.map(({ delivery, result }) => {
    const roundAttempts = delivery.roundAttempts + 1;
    const outcome: 'DELIVERED' | 'RETRY' | 'FAILED' = result.ok
      ? 'DELIVERED'
      : roundAttempts >= options.maxAttempts
        ? 'FAILED'
        : 'RETRY';
    const delay = outcome === 'RETRY' ? backoffSeconds(options.backoff, roundAttempts) * 1000 : 0;
    return { delivery, result, roundAttempts, outcome, nextAttempt: new Date(now.getTime() + delay) };
  });
  // Arrays of ISO strings and numbers: both drivers send JavaScript arrays as PostgreSQL arrays.
  const column = <T>(pick: (row: (typeof rows)[number]) => T) => rows.map(pick);
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into webhook_attempts (delivery_id, attempt, attempted_at, duration_ms, status_code, error, outcome)
       select a.id, a.attempt, $3, a.duration, a.code, a.error, a.outcome
       from unnest($1::uuid[], $2::int[], $4::int[], $5::int[], $6::text[], $7::text[])
         as a(id, attempt, duration, code, error, outcome)`,
      [
        column((row) => row.delivery.id),
        column((row) => row.delivery.attemptCount + 1),
        now,
        column((row) => row.result.durationMs),
        column((row) => row.result.statusCode),
        column((row) => row.result.error),
        column((row) => row.outcome),
      ],
    );
    await tx.query(
      `update webhook_deliveries d set
         status = u.status, attempt_count = d.attempt_count + 1, round_attempts = u.round_attempts,
         next_attempt_at = u.next_at, lease_until = null, last_status_code = u.code, last_error = u.error,
         updated_at = $8, delivered_at = case when u.status = 'DELIVERED' then $8::timestamptz else d.delivered_at end
       from unnest($1::uuid[], $2::timestamptz[], $3::text[], $4::int[], $5::timestamptz[], $6::int[], $7::text[])
         as u(id, lease, status, round_attempts, next_at, code, error)
       where d.id = u.id and d.lease_until = u.lease and d.status = 'PENDING'`,
      [
        column((row) => row.delivery.id),
        column((row) => row.delivery.leaseUntil.toISOString()),
        column((row) => (row.outcome === 'RETRY' ? 'PENDING' : row.outcome)),
        column((row) => row.roundAttempts),
        column((row) => row.nextAttempt.toISOString()),
        column((row) => row.result.statusCode),
        column((row) => row.result.error),
        now,
      ],
    );
  });
  return rows.map((row) => row.outcome);
}
