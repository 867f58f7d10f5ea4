import type { ConversionPaths } from '../modules/endpoint';
import { eventBinder } from '../webhooks/webhooks';
import type { EventDefinition, EventDescriptor } from './define-event';

/** A domain event whose envelope paths are not loaded yet: what registering a handler needs, and the loader. */
export interface LazyEventDescriptor extends Omit<EventDescriptor, 'envelope'> {
  /** Loads the complete descriptor (with the conversion paths of the envelope); the webhook runtime calls it. */
  load(): Promise<EventDescriptor>;
}

/** A lazy event definition, typed like a complete one (`createClient` binds it the same way). */
export interface LazyEventDefinition<TEnvelope> extends LazyEventDescriptor {
  /** Never set at run time: carries the handler argument's type. */
  readonly __envelope?: TEnvelope;
  /** Bound by `createClient`: registers a handler and returns its removal. */
  readonly binder: EventDefinition<TEnvelope>['binder'];
}

/** The lazy counterparts of a family of complete definitions (`typeof orderEvents`). */
export type LazyEvents<TFamily> = {
  [K in keyof TFamily]: TFamily[K] extends EventDefinition<infer TEnvelope>
    ? LazyEventDefinition<TEnvelope>
    : never;
};

/**
 * The domain events of one entity with only their names up front: the conversion paths of their envelopes (most of
 * an event family's bytes) load with the webhook runtime, when the first event is processed. A storefront that binds
 * `orders` to search orders never receives one, so its bundle carries just the names (bench/results/bundle-size.md).
 * Handlers register synchronously, as with complete definitions. The names are the official ones: `on` + the
 * entity's last name segment + the slug, camel-cased (`wix.ecom.v1.order` + `payment_status_updated` →
 * `onOrderPaymentStatusUpdated`).
 *
 * @param entityFqdn - e.g. `wix.ecom.v1.order`
 * @param slugs - the events' slugs, space-separated (`created updated approved`)
 * @param load - loads the envelope paths of every event, keyed by name (a dynamic `import()` of a module that
 *   imports nothing else: a module the initial bundle also reaches would be loaded up front in a shared chunk)
 * @returns the definitions, keyed by name (`TFamily`, the complete family's type, types them)
 * @example
 * const lazyOrderEvents = lazyEvents<typeof orderEvents>('wix.ecom.v1.order', 'created updated', () =>
 *   import('./order-event-envelopes').then((module) => module.orderEventEnvelopes));
 */
export function lazyEvents<TFamily>(
  entityFqdn: string,
  slugs: string,
  load: () => Promise<Record<string, ConversionPaths | undefined>>,
): LazyEvents<TFamily> {
  const events: Record<string, LazyEventDescriptor> = {};
  for (const slug of slugs.split(' ')) {
    const name = `on_${entityFqdn.split('.').pop()}_${slug}`.replace(/_(.)/g, (_, letter: string) =>
      letter.toUpperCase(),
    );
    const descriptor = {
      kind: 'event',
      type: `${entityFqdn}_${slug}`,
      domain: true,
      entityFqdn,
      slug,
    } as const;
    const definition: LazyEventDescriptor & { binder?: unknown } = {
      ...descriptor,
      load: async () => ({ ...descriptor, envelope: (await load())[name] ?? {} }),
    };
    definition.binder = eventBinder(definition);
    events[name] = definition;
  }
  return events as LazyEvents<TFamily>;
}
