/**
 * The values webhook handlers receive (events.md §4): an envelope whose `metadata` describes the event, holding the
 * entity (created, updated and deleted events), the action body (action events) or the raw payload (legacy events).
 * Keys are renamed (`id` → `_id`) and timestamps are `Date`s, as in every SDK result.
 */

/** Who caused an event (events.md §1 `identity`). */
export interface EventIdentity {
  identityType: 'UNKNOWN' | 'ANONYMOUS_VISITOR' | 'MEMBER' | 'WIX_USER' | 'APP';
  anonymousVisitorId?: string;
  memberId?: string;
  wixUserId?: string;
  appId?: string;
}

/** The account and site an event belongs to (events.md §1 `accountInfo`). */
export interface AccountInfo {
  accountId?: string;
  parentAccountId?: string;
  siteId?: string;
}

/** Metadata of every event: where it comes from and who caused it. */
export interface BaseEventMetadata {
  /** The site (app instance) the event belongs to. */
  instanceId?: string;
  identity?: EventIdentity;
  accountInfo?: AccountInfo;
}

/** Metadata of a domain event (events.md §4): the base metadata plus the event's own fields. */
export interface EventMetadata extends BaseEventMetadata {
  /** Event id, unique per event: use it to ignore a redelivered event. */
  _id: string;
  /** e.g. `wix.ecom.v1.order`. */
  entityFqdn: string;
  /** `created`, `updated`, `deleted` or an action name (`approved`, `canceled`, …). */
  slug: string;
  entityId: string;
  eventTime: Date;
  /** Whether the event comes from a GDPR anonymisation request. */
  triggeredByAnonymizeRequest?: boolean;
  originatedFrom?: string;
  /** Position of the event among the entity's events (an int64 as a string). */
  entityEventSequence?: string;
}

/**
 * An entity as events carry it: its wire fields with `_id`, `_createdDate`, `_updatedDate` and `Date` timestamps.
 * Modules that type the entity (`Order`, `Member`) can declare their event definitions with it.
 */
export interface EventEntity {
  _id?: string;
  _createdDate?: Date;
  _updatedDate?: Date;
  [field: string]: unknown;
}

/** Handler argument of a `*_created` event. */
export interface EntityCreatedEnvelope<TEntity = EventEntity> {
  entity: TEntity;
  metadata: EventMetadata;
}

/** Handler argument of a `*_updated` event; `modifiedFields` maps dotted paths to their previous values. */
export interface EntityUpdatedEnvelope<TEntity = EventEntity> {
  entity: TEntity;
  metadata: EventMetadata;
  modifiedFields?: Record<string, unknown>;
}

/** Handler argument of a `*_deleted` event; the entity is present only when the platform sent it. */
export interface EntityDeletedEnvelope<TEntity = EventEntity> {
  entity?: TEntity;
  metadata: EventMetadata;
}

/** Handler argument of an action event (`order_approved`, `badge_badge_assigned`, …): the action's body. */
export interface ActionEnvelope<TData = Record<string, unknown>> {
  data: TData;
  metadata: EventMetadata;
}

/** Handler argument of a legacy (non-domain) event such as `CartAbandonedEvent`: the payload as sent. */
export interface LegacyEnvelope<TData = Record<string, unknown>> {
  data: TData;
  metadata: BaseEventMetadata;
}

/** A handler registered for one event type; `process` waits for the promise it returns. */
export type EventHandler<TEnvelope> = (envelope: TEnvelope) => void | Promise<void>;
