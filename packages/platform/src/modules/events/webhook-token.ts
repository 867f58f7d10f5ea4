import { signJwt } from '../../auth/jwt';
import type { EventActor } from '../../outbox/append-event';
import type { WebhookKey } from './webhook-key';

/** An outbox row as the dispatcher reads it. */
export interface OutboxEvent {
  /** Position in the outbox (`event_outbox.id`): the order of events. */
  position: number;
  eventId: string;
  type: string;
  entityFqdn: string;
  entityId: string;
  slug: string;
  payload: Record<string, unknown>;
  actor: EventActor | null;
  occurredAt: Date;
}

/**
 * Whether an outbox event is a domain event. events.md §4: a domain event's type is `<entityFqdn>_<slug>`; any other
 * type (`com.wix.ecommerce.cart.abandonment.api.v1.CartAbandonedEvent`) is a legacy event whose payload is sent as is.
 * @param event - the outbox event
 */
export function isDomainEvent(event: Pick<OutboxEvent, 'type' | 'entityFqdn' | 'slug'>): boolean {
  return event.type === `${event.entityFqdn}_${event.slug}`;
}

/**
 * The payload receivers get (events.md §4): for domain events the `DomainEvent` — id, entity, slug, time and
 * `entityEventSequence` (the outbox position: increasing per entity, stable), then the body the module recorded
 * (`createdEvent`, `updatedEvent`, `deletedEvent` or `actionEvent`); for legacy events the recorded payload.
 * @param event - the outbox event
 */
export function toEventPayload(event: OutboxEvent): Record<string, unknown> {
  if (!isDomainEvent(event)) return event.payload;
  const fixed = {
    id: event.eventId,
    entityFqdn: event.entityFqdn,
    slug: event.slug,
    entityId: event.entityId,
    eventTime: event.occurredAt.toISOString(),
  };
  return {
    ...fixed,
    triggeredByAnonymizeRequest: false,
    entityEventSequence: String(event.position),
    ...event.payload,
    ...fixed,
  };
}

/**
 * Signs an event as the webhook body (events.md §1–2): a compact RS256 JWT whose `data` claim is a JSON string of
 * `{eventType, instanceId, data, identity, accountInfo}`, with `data` and `identity` themselves JSON strings. Signed
 * per attempt, so `iat`/`exp` are fresh on every retry.
 * @param key - the webhook signing key
 * @param event - the outbox event
 * @param now - the signing time (injected clock)
 * @param ttlSeconds - lifetime of the token
 * @returns the HTTP body to POST
 */
export function signWebhook(key: WebhookKey, event: OutboxEvent, now: Date, ttlSeconds: number): string {
  const iat = Math.floor(now.getTime() / 1000);
  const envelope = {
    eventType: event.type,
    instanceId: key.instanceId,
    data: JSON.stringify(toEventPayload(event)),
    identity: JSON.stringify(event.actor ?? { identityType: 'UNKNOWN' }),
    accountInfo: { siteId: key.instanceId },
  };
  return signJwt(
    { data: JSON.stringify(envelope), iat, exp: iat + ttlSeconds, aud: key.appId },
    key.privateKey,
    key.kid,
  );
}
