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
  /**
   * `JSON.stringify(payload)` when the caller has it already (a cart event reuses the cart's text made for the
   * answer): the row gets this text instead of a second serialisation.
   */
  payloadJson?: string;
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
  const params = eventParams(event, clock);
  const rows = await tx.query<{ id: number }>(
    `insert into event_outbox (${EVENT_COLUMNS}) values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    params,
  );
  return { eventId: params[0] as string, position: rows[0]!.id };
}

/** The outbox columns an event row fills, in the order of {@link eventParams}. */
export const EVENT_COLUMNS =
  'event_id, event_type, entity_fqdn, entity_id, slug, payload, actor, occurred_at';

/**
 * The SQL that appends an event once per row of `source` (a data-modifying CTE of the same statement), for changes
 * that write their row and their event in one statement: the event exists exactly when the write touched a row.
 * Its eight parameters are {@link eventParams}, numbered from `$first`.
 * @param source - the CTE whose rows the event follows (one row: one event; none: none)
 * @param first - the number of its first parameter
 * @param options - `payload`: an SQL expression of the payload's text parameter to write instead of it (it may
 *   use the source's columns)
 * @example
 * const sql = `with saved as (update carts set … where id = $1 returning id), e as (${eventInsertFrom('saved', 2)})
 *   select id from saved`;
 * await db.query(sql, [cartId, ...eventParams(event, clock)]);
 */
export function eventInsertFrom(
  source: string,
  first: number,
  options: { payload?: (text: string) => string } = {},
): string {
  // Parameters in a SELECT list have no type to take from the target columns: each is cast, to the column's type
  // (a payload cast to jsonb would be parsed into jsonb and printed back as text for the json column).
  const types = ['uuid', 'text', 'text', 'text', 'text', 'json', 'jsonb', 'timestamptz'];
  const values = types
    .map((type, index) =>
      type === 'json' && options.payload
        ? `(${options.payload(`$${first + index}::text`)})::json`
        : `$${first + index}::${type}`,
    )
    .join(', ');
  return `insert into event_outbox (${EVENT_COLUMNS}) select ${values} from ${source}`;
}

/**
 * The parameters of an event row (a new event id, the time from `clock`).
 * @param event - the event
 * @param clock - the clock giving the event time
 */
export function eventParams(event: NewEvent, clock: Clock = systemClock): unknown[] {
  return [
    randomUUID(),
    event.type,
    event.entityFqdn,
    event.entityId,
    event.slug,
    // jsonb parameters are passed as JSON text: both drivers would turn a bare array into a PostgreSQL array.
    event.payloadJson ?? JSON.stringify(event.payload),
    event.actor ? JSON.stringify(event.actor) : null,
    // ISO text rather than a Date: node-postgres writes a Date in local time field by field, several times the
    // cost of toISOString (the same instant for timestamptz).
    clock.now().toISOString(),
  ];
}
