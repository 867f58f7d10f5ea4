import type { ModuleBinder } from '../client/create-client';
import type { ConversionPaths } from '../modules/endpoint';
import { eventBinder } from '../webhooks/webhooks';
import type {
  ActionEnvelope,
  EntityCreatedEnvelope,
  EntityDeletedEnvelope,
  EntityUpdatedEnvelope,
  EventEntity,
  EventHandler,
  LegacyEnvelope,
} from './event-types';

/**
 * One event type, as data (like an endpoint descriptor): its wire `eventType`, whether it is a domain event, and
 * the conversions of the handler envelope. A single function (`toEnvelope`) walks it; nothing is hand-written per
 * event.
 */
export interface EventDescriptor {
  /** Tells event definitions apart from endpoint descriptors inside a module object. */
  readonly kind: 'event';
  /** The wire `eventType` (`wix.ecom.v1.order_created`, `com.wix.ecommerce.cart.abandonment.api.v1.CartAbandonedEvent`). */
  readonly type: string;
  /** Domain events carry a `DomainEvent` payload (events.md §4); legacy events a payload of their own. */
  readonly domain: boolean;
  /** Domain events: the entity's fully qualified name (`wix.ecom.v1.order`). */
  readonly entityFqdn?: string;
  /** Domain events: `created`, `updated`, `deleted` or the action name. */
  readonly slug?: string;
  /**
   * Conversions of the handler envelope, in WIRE names, rooted at the envelope: `entity.…`, `modifiedFields.…`
   * (flat dotted keys are matched segment by segment), `data.…`, `metadata.…`. Renaming `id/createdDate/updatedDate`
   * needs no list.
   */
  readonly envelope: ConversionPaths;
}

/**
 * An event descriptor that also carries the type of the envelope its handlers receive, and its own binder:
 * `createClient` calls it, which makes `client.<module>.onX(handler)` a handler registration on `client.webhooks`.
 * The binder brings the webhook code with it, so a client without event definitions carries none.
 */
export interface EventDefinition<TEnvelope> extends EventDescriptor {
  /** Never set at run time: carries the handler argument's type. */
  readonly __envelope?: TEnvelope;
  /** Bound by `createClient`: registers a handler and returns its removal. */
  readonly binder: ModuleBinder<(handler: EventHandler<TEnvelope>) => () => void>;
}

/**
 * Completes an event descriptor into a definition, adding the binder that registers handlers on the client's
 * webhook registry.
 *
 * @param descriptor - the event data
 * @returns the definition
 */
function defineEvent<TEnvelope>(descriptor: Omit<EventDescriptor, 'kind'>): EventDefinition<TEnvelope> {
  const definition = { kind: 'event', ...descriptor } as EventDefinition<TEnvelope>;
  return Object.assign(definition, { binder: eventBinder(definition) });
}

const EVENT_TIME: ConversionPaths = { timestamps: ['metadata.eventTime'] };

/**
 * Prefixes every path of a path set (`nestPaths('order', ORDER)` → `order.createdDate`, …).
 * @param prefix - the field holding the nested value
 * @param paths - paths relative to that value
 */
export function nestPaths(prefix: string, paths: ConversionPaths): ConversionPaths {
  const nest = (list: readonly string[] | undefined) => list?.map((path) => `${prefix}.${path}`);
  return {
    timestamps: nest(paths.timestamps),
    floats: nest(paths.floats),
    fieldMasks: nest(paths.fieldMasks),
  };
}

/**
 * Joins path sets.
 * @param sets - the path sets
 */
export function mergePaths(...sets: ConversionPaths[]): ConversionPaths {
  const join = (pick: (set: ConversionPaths) => readonly string[] | undefined) => {
    const all = sets.flatMap((set) => pick(set) ?? []);
    return all.length ? all : undefined;
  };
  return {
    timestamps: join((set) => set.timestamps),
    floats: join((set) => set.floats),
    fieldMasks: join((set) => set.fieldMasks),
  };
}

function domainEvent<TEnvelope>(
  entityFqdn: string,
  slug: string,
  envelope: ConversionPaths,
): EventDefinition<TEnvelope> {
  // events.md §4 naming rule: a domain event's type is `<entityFqdn>_<slug>`.
  return defineEvent({
    type: `${entityFqdn}_${slug}`,
    domain: true,
    entityFqdn,
    slug,
    envelope: mergePaths(envelope, EVENT_TIME),
  });
}

/**
 * A `<entity>_created` event: handlers get `{ entity, metadata }`.
 * @param entityFqdn - e.g. `wix.ecom.v1.order`
 * @param entity - the entity's conversion paths, relative to the entity
 * @example
 * export const orderEvents = { onOrderCreated: createdEvent<Order>('wix.ecom.v1.order', ORDER_PATHS) };
 */
export function createdEvent<TEntity = EventEntity>(
  entityFqdn: string,
  entity: ConversionPaths = {},
): EventDefinition<EntityCreatedEnvelope<TEntity>> {
  return domainEvent(entityFqdn, 'created', nestPaths('entity', entity));
}

/**
 * A `<entity>_updated` event: handlers get `{ entity, metadata, modifiedFields? }`. The entity's paths also apply to
 * `modifiedFields`, whose keys are dotted paths holding previous values.
 * @param entityFqdn - e.g. `wix.members.v1.member`
 * @param entity - the entity's conversion paths, relative to the entity
 */
export function updatedEvent<TEntity = EventEntity>(
  entityFqdn: string,
  entity: ConversionPaths = {},
): EventDefinition<EntityUpdatedEnvelope<TEntity>> {
  return domainEvent(
    entityFqdn,
    'updated',
    mergePaths(nestPaths('entity', entity), nestPaths('modifiedFields', entity)),
  );
}

/**
 * A `<entity>_deleted` event: handlers get `{ entity?, metadata }`. Unlike the official client (whose generated
 * paths for many deleted events start with `undefined.`, events.md §7), the deleted entity's dates become `Date`s.
 * @param entityFqdn - e.g. `wix.members.v1.member`
 * @param entity - the entity's conversion paths, relative to the entity
 */
export function deletedEvent<TEntity = EventEntity>(
  entityFqdn: string,
  entity: ConversionPaths = {},
): EventDefinition<EntityDeletedEnvelope<TEntity>> {
  return domainEvent(entityFqdn, 'deleted', nestPaths('entity', entity));
}

/**
 * An action event (`<entity>_<action>`): handlers get `{ data, metadata }` with the action's body.
 * @param entityFqdn - e.g. `wix.ecom.v1.order`
 * @param slug - the action (`approved`, `badge_assigned`, `updated_with_reason`)
 * @param data - the body's conversion paths, relative to the body
 */
export function actionEvent<TData = Record<string, unknown>>(
  entityFqdn: string,
  slug: string,
  data: ConversionPaths = {},
): EventDefinition<ActionEnvelope<TData>> {
  return domainEvent(entityFqdn, slug, nestPaths('data', data));
}

/**
 * A legacy (non-domain) event: handlers get `{ data, metadata }` with the payload as sent and no event metadata
 * besides the instance, identity and account.
 * @param type - the full event type (`com.wix.ecommerce.inventory.api.v1.InventoryItemChanged`)
 * @param data - the payload's conversion paths
 */
export function legacyEvent<TData = Record<string, unknown>>(
  type: string,
  data: ConversionPaths = {},
): EventDefinition<LegacyEnvelope<TData>> {
  return defineEvent({ type, domain: false, envelope: nestPaths('data', data) });
}

/**
 * True for an event definition (as opposed to an endpoint descriptor or a binder).
 * @param value - a module entry
 */
export function isEventDefinition(value: unknown): value is EventDescriptor {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'event';
}
