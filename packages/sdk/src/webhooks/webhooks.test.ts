import { beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy } from '../auth/api-key-strategy';
import { AppStrategy } from '../auth/app-strategy';
import { createClient } from '../client/create-client';
import { orderEvents } from '../events/ecom/order-events';
import type { EntityCreatedEnvelope, EntityUpdatedEnvelope } from '../events/event-types';
import { memberEvents } from '../events/members/member-events';
import { createWebhookSigner, type WebhookSigner } from '../testing/webhook-signer';

let signer: WebhookSigner;
beforeAll(async () => {
  signer = await createWebhookSigner();
});

const orderCreated = {
  eventType: 'wix.ecom.v1.order_created',
  instanceId: 'site-1',
  identity: { identityType: 'MEMBER' as const, memberId: 'm1' },
  payload: {
    id: 'ev-1',
    entityFqdn: 'wix.ecom.v1.order',
    slug: 'created',
    entityId: 'o1',
    eventTime: '2025-03-01T10:00:00.000Z',
    triggeredByAnonymizeRequest: false,
    createdEvent: { entity: { id: 'o1', number: '10001', createdDate: '2025-03-01T10:00:00.000Z' } },
  },
};

function receiver(options: { publicKey?: string } = {}) {
  const client = createClient({
    auth: AppStrategy({ appId: 'app-1', publicKey: options.publicKey ?? signer.publicKeyPem }),
    modules: { orders: orderEvents, members: memberEvents },
  });
  const seen: unknown[] = [];
  return { client, seen };
}

describe('client.webhooks.process', () => {
  it('verifies the event and calls the typed handler registered through the module', async () => {
    const { client, seen } = receiver();
    client.orders.onOrderCreated((event: EntityCreatedEnvelope) => {
      seen.push(event);
    });
    const result = await client.webhooks.process(await signer.sign(orderCreated));
    expect(seen).toEqual([
      {
        entity: { _id: 'o1', number: '10001', _createdDate: new Date('2025-03-01T10:00:00.000Z') },
        metadata: {
          _id: 'ev-1',
          entityFqdn: 'wix.ecom.v1.order',
          slug: 'created',
          entityId: 'o1',
          eventTime: new Date('2025-03-01T10:00:00.000Z'),
          triggeredByAnonymizeRequest: false,
          instanceId: 'site-1',
          identity: { identityType: 'MEMBER', memberId: 'm1' },
        },
      },
    ]);
    expect(result).toMatchObject({ eventType: 'wix.ecom.v1.order_created', instanceId: 'site-1' });
    expect(result.payload).toEqual(orderCreated.payload);
  });

  it('runs every handler of the type, and none of the others', async () => {
    const { client } = receiver();
    const calls: string[] = [];
    client.orders.onOrderCreated(async () => void calls.push('first'));
    client.orders.onOrderCreated(() => void calls.push('second'));
    client.orders.onOrderUpdated(() => void calls.push('updated'));
    await client.webhooks.process(await signer.sign(orderCreated));
    expect(calls.sort()).toEqual(['first', 'second']);
  });

  it('forgets a handler once its registration is removed', async () => {
    const { client } = receiver();
    const calls: string[] = [];
    const remove = client.members.onMemberUpdated(() => void calls.push('member'));
    client.orders.onOrderCreated(() => void calls.push('order'));
    remove();
    expect(client.webhooks.registeredEventTypes()).toEqual(['wix.ecom.v1.order_created']);
  });

  it('refuses a bad signature without calling any handler', async () => {
    const other = await createWebhookSigner();
    const { client } = receiver({ publicKey: other.publicKeyPem });
    let called = false;
    client.orders.onOrderCreated(() => {
      called = true;
    });
    await expect(client.webhooks.process(await signer.sign(orderCreated))).rejects.toMatchObject({
      name: 'WebhookError',
      code: 'INVALID_SIGNATURE',
    });
    expect(called).toBe(false);
  });

  it('refuses an expired token without calling any handler', async () => {
    const { client } = receiver();
    let called = false;
    client.orders.onOrderCreated(() => {
      called = true;
    });
    const body = await signer.sign(orderCreated, {
      now: new Date(Date.now() - 3_600_000),
      expiresInSeconds: 60,
    });
    await expect(client.webhooks.process(body)).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
    expect(called).toBe(false);
  });

  it('refuses a malformed envelope without calling any handler', async () => {
    const { client } = receiver();
    let called = false;
    client.orders.onOrderCreated(() => {
      called = true;
    });
    const body = await signer.signClaims({
      data: JSON.stringify({ eventType: 'wix.ecom.v1.order_created', data: '{' }),
    });
    await expect(client.webhooks.process(body)).rejects.toMatchObject({ code: 'MALFORMED_EVENT' });
    expect(called).toBe(false);
  });

  it('refuses an event type without a handler once handlers exist, naming the expected ones (events.md §3)', async () => {
    const { client } = receiver();
    client.members.onMemberCreated(() => {});
    await expect(client.webhooks.process(await signer.sign(orderCreated))).rejects.toThrow(
      'Unexpected event type: wix.ecom.v1.order_created. Expected one of: wix.members.v1.member_created',
    );
    expect(
      await client.webhooks.process(await signer.sign(orderCreated), {
        expectedEvents: [orderEvents.onOrderCreated],
      }),
    ).toMatchObject({ eventType: 'wix.ecom.v1.order_created' });
  });

  it('accepts any event type when no handler is registered', async () => {
    const { client } = receiver();
    expect((await client.webhooks.process(await signer.sign(orderCreated))).eventType).toBe(
      'wix.ecom.v1.order_created',
    );
  });

  it('lets a handler’s own error reject process', async () => {
    const { client } = receiver();
    client.orders.onOrderCreated(() => {
      throw new Error('warehouse down');
    });
    await expect(client.webhooks.process(await signer.sign(orderCreated))).rejects.toThrow('warehouse down');
  });

  it('passes modifiedFields of updated events converted and renamed', async () => {
    const { client } = receiver();
    const seen: EntityUpdatedEnvelope[] = [];
    client.orders.onOrderUpdated((event) => void seen.push(event));
    await client.webhooks.process(
      await signer.sign({
        eventType: 'wix.ecom.v1.order_updated',
        payload: {
          ...orderCreated.payload,
          slug: 'updated',
          createdEvent: undefined,
          updatedEvent: {
            currentEntity: { id: 'o1', status: 'APPROVED', updatedDate: '2025-03-02T00:00:00.000Z' },
            modifiedFields: { status: 'INITIALIZED', updatedDate: '2025-03-01T10:00:00.000Z' },
          },
        },
      }),
    );
    expect(seen[0]!.entity).toEqual({
      _id: 'o1',
      status: 'APPROVED',
      _updatedDate: new Date('2025-03-02T00:00:00.000Z'),
    });
    expect(seen[0]!.modifiedFields).toEqual({
      status: 'INITIALIZED',
      _updatedDate: new Date('2025-03-01T10:00:00.000Z'),
    });
  });
});

describe('client.webhooks.processRequest', () => {
  it('reads the bare JWT from the request body', async () => {
    const { client, seen } = receiver();
    client.orders.onOrderCreated((event) => void seen.push(event.entity._id));
    const request = new Request('http://receiver.test/webhooks', {
      method: 'POST',
      body: await signer.sign(orderCreated),
    });
    await client.webhooks.processRequest(request);
    expect(seen).toEqual(['o1']);
  });
});

describe('client.webhooks.parseJWT and executeHandlers', () => {
  it('parse without running handlers, then run them on the parsed event', async () => {
    const { client, seen } = receiver();
    client.orders.onOrderCreated((event) => void seen.push(event.metadata.eventTime));
    const event = await client.webhooks.parseRequest(
      new Request('http://receiver.test', { method: 'POST', body: await signer.sign(orderCreated) }),
    );
    expect(seen).toEqual([]);
    await client.webhooks.executeHandlers(event);
    expect(seen).toEqual([new Date('2025-03-01T10:00:00.000Z')]);
  });
});

describe('webhook verification options', () => {
  it('uses createClient({ webhooks: { publicKey } }) with any auth strategy', async () => {
    const client = createClient({
      auth: ApiKeyStrategy({ apiKey: 'k' }),
      webhooks: { publicKey: signer.publicKeyPem },
      modules: { orders: orderEvents },
    });
    const seen: string[] = [];
    client.orders.onOrderCreated((event) => void seen.push(event.metadata.entityId));
    await client.webhooks.process(await signer.sign(orderCreated));
    expect(seen).toEqual(['o1']);
  });

  it('accepts the base64 of the PEM, as the official AppStrategy does', async () => {
    const { client } = receiver({ publicKey: btoa(signer.publicKeyPem) });
    expect((await client.webhooks.process(await signer.sign(orderCreated))).eventType).toBe(
      'wix.ecom.v1.order_created',
    );
  });

  it('says how to fix a client that has no public key', async () => {
    const client = createClient({ auth: ApiKeyStrategy({ apiKey: 'k' }), modules: { orders: orderEvents } });
    await expect(client.webhooks.process(await signer.sign(orderCreated))).rejects.toMatchObject({
      code: 'MISSING_PUBLIC_KEY',
      message: expect.stringContaining('AppStrategy({ publicKey })'),
    });
    const keyless = createClient({ auth: AppStrategy({ appId: 'a' }) });
    await expect(keyless.webhooks.process('a.b.c')).rejects.toMatchObject({ code: 'MISSING_PUBLIC_KEY' });
  });
});
