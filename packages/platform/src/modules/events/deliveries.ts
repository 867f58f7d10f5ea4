import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { defineFieldMap, field, runQuery } from '../../query';

/** Delivery statuses: waiting (or retrying), done, given up, or dropped with its subscription. */
export const DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED', 'CANCELED'] as const;

/** One HTTP attempt of a delivery. */
export interface DeliveryAttempt {
  attempt: number;
  attemptedDate: string;
  durationMs: number;
  statusCode?: number;
  error?: string;
  /** DELIVERED, RETRY (scheduled again) or FAILED (gave up). */
  outcome: string;
}

/** An event's delivery to one subscription, as owners see it. */
export interface WebhookDelivery {
  id: string;
  /** Listing order. */
  sequence: number;
  webhookId: string;
  url: string;
  eventType: string;
  eventId: string;
  entityFqdn: string;
  entityId: string;
  status: (typeof DELIVERY_STATUSES)[number];
  attemptCount: number;
  /** When the next attempt is due (PENDING only). */
  nextAttemptDate?: string;
  lastStatusCode?: number;
  lastError?: string;
  createdDate: string;
  updatedDate: string;
  deliveredDate?: string;
  attempts: DeliveryAttempt[];
}

interface DeliveryRow {
  id: string;
  sequence: number;
  subscription_id: string;
  url: string;
  event_type: string;
  event_id: string;
  entity_fqdn: string;
  entity_id: string;
  status: WebhookDelivery['status'];
  attempt_count: number;
  next_attempt_at: Date;
  last_status_code: number | null;
  last_error: string | null;
  created_at: Date;
  updated_at: Date;
  delivered_at: Date | null;
  attempts: Array<{
    attempt: number;
    attempted_at: string;
    duration_ms: number;
    status_code: number | null;
    error: string | null;
    outcome: string;
  }>;
}

/** Fields of `POST /bazaar/v1/webhooks/deliveries/query` (the shared query language). */
export const deliveryFields = defineFieldMap(
  {
    id: field.uuid('d.id'),
    sequence: field.number('d.sequence', { sortable: true }),
    webhookId: field.uuid('d.subscription_id'),
    url: field.string('d.url'),
    eventType: field.string('d.event_type', { sortable: true }),
    eventId: field.uuid('e.event_id'),
    entityFqdn: field.string('d.entity_fqdn'),
    entityId: field.string('d.entity_id'),
    status: field.enum('d.status', DELIVERY_STATUSES, { sortable: true }),
    attemptCount: field.number('d.attempt_count', { sortable: true }),
    createdDate: field.date('d.created_at', { sortable: true }),
    updatedDate: field.date('d.updated_at', { sortable: true }),
    deliveredDate: field.date('d.delivered_at', { sortable: true }),
  },
  { key: 'sequence' },
);

const FROM = 'webhook_deliveries d join event_outbox e on e.id = d.event_position';
const SELECT = `d.*, e.event_id,
  coalesce((select jsonb_agg(jsonb_build_object('attempt', a.attempt, 'attempted_at', a.attempted_at,
      'duration_ms', a.duration_ms, 'status_code', a.status_code, 'error', a.error, 'outcome', a.outcome) order by a.id)
    from webhook_attempts a where a.delivery_id = d.id), '[]'::jsonb) as attempts`;

const toDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  sequence: row.sequence,
  webhookId: row.subscription_id,
  url: row.url,
  eventType: row.event_type,
  eventId: row.event_id,
  entityFqdn: row.entity_fqdn,
  entityId: row.entity_id,
  status: row.status,
  attemptCount: row.attempt_count,
  ...(row.status === 'PENDING' ? { nextAttemptDate: row.next_attempt_at.toISOString() } : {}),
  ...(row.last_status_code !== null ? { lastStatusCode: row.last_status_code } : {}),
  ...(row.last_error !== null ? { lastError: row.last_error } : {}),
  createdDate: row.created_at.toISOString(),
  updatedDate: row.updated_at.toISOString(),
  ...(row.delivered_at ? { deliveredDate: row.delivered_at.toISOString() } : {}),
  attempts: row.attempts.map((a) => ({
    attempt: a.attempt,
    attemptedDate: new Date(a.attempted_at).toISOString(),
    durationMs: a.duration_ms,
    ...(a.status_code !== null ? { statusCode: a.status_code } : {}),
    ...(a.error !== null ? { error: a.error } : {}),
    outcome: a.outcome,
  })),
});

/**
 * Queries deliveries, newest first by default, with their attempts (filter on status, eventType, webhookId,
 * entityId…; offset paging up to 100).
 * @param db - database
 * @param query - the request's `query` object (untrusted)
 * @throws ApiError 400 for an invalid query (query/README.md §5)
 */
export async function queryDeliveries(
  db: Queryable,
  query: unknown,
): Promise<{ deliveries: WebhookDelivery[]; metadata: { count: number; offset: number; total: number } }> {
  const { rows, metadata } = await runQuery<DeliveryRow, 'offset'>(db, {
    from: FROM,
    select: SELECT,
    fieldMap: deliveryFields,
    query,
    defaultSort: [{ fieldName: 'sequence', order: 'DESC' }],
    maxLimit: 100,
    defaultLimit: 50,
    paging: 'offset',
    path: 'query',
  });
  return { deliveries: rows.map(toDelivery), metadata };
}

/**
 * One delivery with all its attempts.
 * @param db - database
 * @param id - the delivery id
 * @throws ApiError 404 `DELIVERY_NOT_FOUND`
 */
export async function getDelivery(db: Queryable, id: string): Promise<WebhookDelivery> {
  const rows = await db.query<DeliveryRow>(`select ${SELECT} from ${FROM} where d.id = $1`, [id]);
  if (rows.length === 0)
    throw ApiError.notFound('DELIVERY_NOT_FOUND', `No webhook delivery with id ${id}`, { id });
  return toDelivery(rows[0]!);
}

/**
 * Schedules a delivery again, now, with a fresh round of attempts — after FAILED, or to resend a DELIVERED or
 * CANCELED one. Its subscription must still exist.
 * @param db - database
 * @param clock - the clock
 * @param id - the delivery id
 * @throws ApiError 404 `DELIVERY_NOT_FOUND`, 428 `WEBHOOK_DELETED` (failed precondition)
 */
export async function redeliver(db: Queryable, clock: Clock, id: string): Promise<WebhookDelivery> {
  const now = clock.now();
  const rows = await db.query<{ deleted: boolean }>(
    `update webhook_deliveries d set status = 'PENDING', round_attempts = 0, next_attempt_at = $2,
       lease_until = null, updated_at = $2
     from webhook_subscriptions s
     where d.id = $1 and s.id = d.subscription_id and s.deleted_at is null
     returning d.id`,
    [id, now],
  );
  if (rows.length === 0) {
    const existing = await getDelivery(db, id);
    throw ApiError.precondition(
      'WEBHOOK_DELETED',
      `The webhook of delivery ${id} was deleted; create a new one to receive its events`,
      { id, webhookId: existing.webhookId },
    );
  }
  return getDelivery(db, id);
}
