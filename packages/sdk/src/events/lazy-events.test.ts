import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AppStrategy } from '../auth/app-strategy';
import { createClient } from '../client/create-client';
import { expandPaths } from '../convert/expand-paths';
import { orders } from '../modules/orders/orders';
import { createWebhookSigner, type WebhookSigner } from '../testing/webhook-signer';
import type { EventDefinition } from './define-event';
import { lazyOrderEvents } from './ecom/lazy-order-events';
import { orderEvents } from './ecom/order-events';
import type { EntityUpdatedEnvelope } from './event-types';
import { lazyEvents } from './lazy-events';

let signer: WebhookSigner;
beforeAll(async () => {
  signer = await createWebhookSigner();
});

type ThingEvents = {
  onThingItemCreated: EventDefinition<unknown>;
  onThingItemPaymentStatusUpdated: EventDefinition<unknown>;
};

describe('lazyEvents', () => {
  it('names the events after the entity and slug, with their domain event types', () => {
    const events = lazyEvents<ThingEvents>(
      'wix.things.v1.thing_item',
      'created payment_status_updated',
      async () => ({}),
    );
    expect(Object.keys(events)).toEqual(['onThingItemCreated', 'onThingItemPaymentStatusUpdated']);
    expect(events.onThingItemPaymentStatusUpdated).toMatchObject({
      kind: 'event',
      type: 'wix.things.v1.thing_item_payment_status_updated',
      domain: true,
      entityFqdn: 'wix.things.v1.thing_item',
      slug: 'payment_status_updated',
    });
  });

  it('registers handlers without loading the paths, and loads them for the first event processed', async () => {
    const load = vi.fn(async () => ({ onOrderUpdated: { timestamps: ['entity.{createdDate,dueDate}'] } }));
    const events = lazyEvents<{ onOrderUpdated: EventDefinition<EntityUpdatedEnvelope> }>(
      'wix.ecom.v1.order',
      'updated',
      load,
    );
    const client = createClient({
      auth: AppStrategy({ appId: 'app-1', publicKey: signer.publicKeyPem }),
      modules: { orders: events },
    });
    const seen: EntityUpdatedEnvelope[] = [];
    client.orders.onOrderUpdated((event) => void seen.push(event));
    expect(client.webhooks.registeredEventTypes()).toEqual(['wix.ecom.v1.order_updated']);
    expect(load).not.toHaveBeenCalled();
    const updated = {
      eventType: 'wix.ecom.v1.order_updated',
      payload: {
        id: 'ev-1',
        entityFqdn: 'wix.ecom.v1.order',
        slug: 'updated',
        entityId: 'o1',
        eventTime: '2025-03-01T10:00:00.000Z',
        updatedEvent: { currentEntity: { id: 'o1', dueDate: '2025-03-02T10:00:00.000Z' } },
      },
    };
    await client.webhooks.process(await signer.sign(updated));
    expect(load).toHaveBeenCalledOnce();
    expect(seen[0]?.entity).toEqual({ _id: 'o1', dueDate: new Date('2025-03-02T10:00:00.000Z') });
  });
});

const expanded = (paths: readonly string[] = []) => [...new Set(paths.flatMap(expandPaths))].sort();

describe('lazyOrderEvents', () => {
  it('keep the names, types and envelope paths of the complete orderEvents', async () => {
    expect(Object.keys(lazyOrderEvents)).toEqual(Object.keys(orderEvents));
    for (const [name, complete] of Object.entries(orderEvents)) {
      const loaded = await lazyOrderEvents[name as keyof typeof orderEvents].load();
      const { envelope, ...rest } = loaded;
      expect(rest).toEqual({
        kind: 'event',
        type: complete.type,
        domain: true,
        entityFqdn: complete.entityFqdn,
        slug: complete.slug,
      });
      for (const kind of ['timestamps', 'floats', 'fieldMasks'] as const)
        expect([name, kind, expanded(envelope[kind])]).toEqual([
          name,
          kind,
          expanded(complete.envelope[kind]),
        ]);
    }
  });

  it('are the events the orders module mixes in', () => {
    for (const [name, definition] of Object.entries(lazyOrderEvents))
      expect(orders[name as keyof typeof orders]).toBe(definition);
  });
});
