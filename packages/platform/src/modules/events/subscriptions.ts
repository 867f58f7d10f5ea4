import { randomUUID } from 'node:crypto';
import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';

/** A webhook subscription as owners see it. */
export interface WebhookSubscription {
  id: string;
  /** An event type (`wix.ecom.v1.order_created`) or `*` for every type. */
  eventType: string;
  url: string;
  /** The member who created it (absent for API keys and the command line). */
  createdBy?: string;
  createdDate: string;
}

interface SubscriptionRow {
  id: string;
  event_type: string;
  url: string;
  created_by: string | null;
  created_at: Date;
}

const toSubscription = (row: SubscriptionRow): WebhookSubscription => ({
  id: row.id,
  eventType: row.event_type,
  url: row.url,
  ...(row.created_by ? { createdBy: row.created_by } : {}),
  createdDate: row.created_at.toISOString(),
});

/**
 * Subscribes a URL to an event type (or `*`). Events appended from now on are delivered to it.
 * @param db - database
 * @param clock - the clock
 * @param input - event type, URL and the member creating it
 */
export async function createSubscription(
  db: Queryable,
  clock: Clock,
  input: { eventType: string; url: string; createdBy?: string | null },
): Promise<WebhookSubscription> {
  const rows = await db.query<SubscriptionRow>(
    `insert into webhook_subscriptions (id, event_type, url, created_by, created_at)
     values ($1, $2, $3, $4, $5) returning *`,
    [randomUUID(), input.eventType, input.url, input.createdBy ?? null, clock.now()],
  );
  return toSubscription(rows[0]!);
}

/**
 * Lists the active subscriptions, oldest first.
 * @param db - database
 */
export async function listSubscriptions(db: Queryable): Promise<WebhookSubscription[]> {
  const rows = await db.query<SubscriptionRow>(
    'select * from webhook_subscriptions where deleted_at is null order by created_at, id',
  );
  return rows.map(toSubscription);
}

/**
 * Deletes a subscription: nothing more is fanned out to it and its pending deliveries are CANCELED (kept, visible).
 * @param db - database
 * @param clock - the clock
 * @param id - the subscription id
 * @throws ApiError 404 `WEBHOOK_NOT_FOUND`
 */
export async function deleteSubscription(db: Database, clock: Clock, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const now = clock.now();
    const rows = await tx.query(
      'update webhook_subscriptions set deleted_at = $2 where id = $1 and deleted_at is null returning id',
      [id, now],
    );
    if (rows.length === 0) throw ApiError.notFound('WEBHOOK_NOT_FOUND', `No webhook with id ${id}`, { id });
    await tx.query(
      `update webhook_deliveries set status = 'CANCELED', lease_until = null, updated_at = $2
       where subscription_id = $1 and status = 'PENDING'`,
      [id, now],
    );
  });
}
