import type { Clock } from '../../clock';
import type { Database } from '../../db/database';

/**
 * Hands outbox events to the subscriptions of their type: one PENDING delivery per (event, active subscription of
 * the type or of `*`), and the event marked dispatched — in one transaction. Events are claimed with
 * `FOR UPDATE SKIP LOCKED`, so several processes on one PostgreSQL fan out different events and never the same one
 * twice. An event without subscribers is simply marked dispatched.
 * @param db - the database
 * @param clock - the clock
 * @param limit - events per call
 * @returns how many events and deliveries were handled
 */
export async function fanOutEvents(
  db: Database,
  clock: Clock,
  limit: number,
): Promise<{ events: number; deliveries: number }> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const events = await tx.query<{ id: number }>(
      `update event_outbox set dispatched_at = $1
       where id in (select id from event_outbox where dispatched_at is null order by id limit $2 for update skip locked)
       returning id`,
      [now, limit],
    );
    if (events.length === 0) return { events: 0, deliveries: 0 };
    const deliveries = await tx.query(
      `insert into webhook_deliveries
         (id, event_position, subscription_id, url, event_type, entity_fqdn, entity_id, status, next_attempt_at,
          created_at, updated_at)
       select gen_random_uuid(), e.id, s.id, s.url, e.event_type, e.entity_fqdn, e.entity_id, 'PENDING', $1, $1, $1
       from event_outbox e
       join webhook_subscriptions s
         on s.deleted_at is null and (s.event_type = e.event_type or s.event_type = '*')
       where e.id = any($2::bigint[])
       order by e.id, s.created_at, s.id
       returning id`,
      [now, events.map((event) => event.id)],
    );
    return { events: events.length, deliveries: deliveries.length };
  });
}
