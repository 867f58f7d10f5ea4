import { randomUUID } from 'node:crypto';
import { type Clock, systemClock } from '../clock';
import type { Queryable } from '../db/database';

/** Who caused an event (events.md §1 `identity`). */
export interface EventActor {
  identityType: 'UNKNOWN' | 'ANONYMOUS_VISITOR' | 'MEMBER' | 'WIX_USER' | 'APP';
  anonymousVisitorId?: string;
  memberId?: string;
  wixUserId?: string;
  appId?: string;
}

/** A domain event to record (events.md §4). */
export interface NewEvent {
  /** The event type, `<entityFqdn>_<slug>` (e.g. `wix.members.v1.member_created`). */
  type: string;
  /** e.g. `wix.members.v1.member`. */
  entityFqdn: string;
  entityId: string;
  /** `created` | `updated` | `deleted` | an action name. */
  slug: string;
  /** The body: `{createdEvent: {entity}}`, `{updatedEvent: {currentEntity, modifiedFields?}}`, `{deletedEvent}`… */
  payload: Record<string, unknown>;
  actor?: EventActor;
}

/**
 * Appends an event to the outbox **inside the caller's transaction**, so the event exists if and only if the state
 * change commits (DESIGN.md §4). Delivery (signed webhooks) reads the outbox later.
 * @param tx - the transaction that makes the state change
 * @param event - the event
 * @param clock - the clock giving the event time (pass the platform's `deps.clock`, so fake time reaches events)
 * @returns the event id and its position in the outbox
 * @example
 * await db.transaction(async (tx) => {
 *   await tx.query('update members set status = $2 where id = $1', [id, 'BLOCKED']);
 *   await appendEvent(tx, { type: 'wix.members.v1.member_updated', entityFqdn: 'wix.members.v1.member',
 *     entityId: id, slug: 'updated', payload: { updatedEvent: { currentEntity: member } } }, deps.clock);
 * });
 */
export async function appendEvent(
  tx: Queryable,
  event: NewEvent,
  clock: Clock = systemClock,
): Promise<{ eventId: string; position: number }> {
  const eventId = randomUUID();
  const rows = await tx.query<{ id: number }>(
    `insert into event_outbox (event_id, event_type, entity_fqdn, entity_id, slug, payload, actor, occurred_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [
      eventId,
      event.type,
      event.entityFqdn,
      event.entityId,
      event.slug,
      // jsonb parameters are passed as JSON text: both drivers would turn a bare array into a PostgreSQL array.
      JSON.stringify(event.payload),
      event.actor ? JSON.stringify(event.actor) : null,
      clock.now(),
    ],
  );
  return { eventId, position: rows[0]!.id };
}
