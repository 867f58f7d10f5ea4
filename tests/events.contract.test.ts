import {
  appendEvent,
  createWebhookDispatcher,
  type NewEvent,
  type WebhookDispatcher,
} from '@bazaar/platform';
import {
  AppStrategy,
  createClient,
  inventoryEvents,
  inventoryItemV3Events,
  memberEvents,
  orderEvents,
  orderFulfillmentEvents,
  productEvents,
  productV3Events,
} from '@bazaar/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContractPlatform, startContractPlatform } from './support/contract-platform';
import { inventoryItemEntity, orderEntity, productV3Entity } from './support/event-payloads';
import { createOfficialReceiverClient, type HandledEvent } from './support/official-events';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

// Real events from the platform, signed and delivered over HTTP to two receivers on 127.0.0.1: one built on our SDK,
// one on the official client (`AppStrategy({ publicKey })` + `webhooks.process`). Members come from a real
// registration and from real catalog and order writes over HTTP; the hand-made bodies appended with `appendEvent`
// (support/event-payloads.ts, shaped per entities.md) cover fields the platform's writes do not fill.

const FAMILIES = {
  members: memberEvents,
  orders: orderEvents,
  orderFulfillments: orderFulfillmentEvents,
  productsV3: productV3Events,
  inventoryItemsV3: inventoryItemV3Events,
  // The legacy (v1) catalog events the same writes append: a receiver taking every type must handle them too.
  products: productEvents,
  inventory: inventoryEvents,
};
const HANDLERS = Object.fromEntries(
  Object.entries(FAMILIES).map(([family, events]) => [family, Object.keys(events)]),
);

let contract: ContractPlatform;
let owner: Record<string, string>;
let dispatcher: WebhookDispatcher;
const ours: HandledEvent[] = [];
let ourReceiver: WebhookReceiver;
let official: ReturnType<typeof createOfficialReceiverClient>;
let officialReceiver: WebhookReceiver;

const api = async (path: string, init: { method?: string; body?: unknown } = {}) => {
  const res = await fetch(`${contract.baseUrl}${path}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: { ...owner, 'content-type': 'application/json' },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: res.status, body: await res.json() };
};
const append = (...events: NewEvent[]) =>
  contract.platform.db.transaction(async (tx) => {
    for (const event of events) await appendEvent(tx, event, contract.platform.clock);
  });
const handled = (list: HandledEvent[], name: string) =>
  list.filter((event) => `${event.family}.${event.handler}` === name).map((event) => event.envelope);
// Images, addresses and page URLs keep their wire shapes in our SDK; the official client rewrites them
// (transforms.md §2).
const withoutMedia = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(withoutMedia)
    : value !== null && typeof value === 'object' && !(value instanceof Date)
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([key]) => key !== 'image' && key !== 'address' && key !== 'url')
            .map(([key, item]) => [key, withoutMedia(item)]),
        )
      : value;

beforeAll(async () => {
  // The official client checks `exp` against the real time, so the fake clock starts now.
  contract = await startContractPlatform({ now: new Date(), config: { emailVerification: false } });
  const seeded = await contract.platform.seed.owner();
  owner = { authorization: (await contract.platform.seed.memberTokens(seeded.id)).accessToken };
  const key = await api('/bazaar/v1/webhooks/public-key');
  expect(key.body.publicKey).toMatch(/BEGIN PUBLIC KEY/);

  const client = createClient({
    auth: AppStrategy({ appId: key.body.appId, publicKey: key.body.publicKey }),
    modules: FAMILIES,
  });
  for (const [family, names] of Object.entries(HANDLERS))
    for (const handler of names)
      (client as any)[family][handler]((envelope: unknown) => void ours.push({ family, handler, envelope }));
  ourReceiver = await startWebhookReceiver((request) => client.webhooks.processRequest(request));

  official = createOfficialReceiverClient(key.body.publicKey, HANDLERS, key.body.appId);
  officialReceiver = await startWebhookReceiver(async (request) => official.process(await request.text()));

  // Ours takes every event; the official receiver subscribes type by type.
  expect((await api('/bazaar/v1/webhooks', { body: { eventType: '*', url: ourReceiver.url } })).status).toBe(
    200,
  );
  for (const events of Object.values(FAMILIES))
    for (const definition of Object.values(events))
      await api('/bazaar/v1/webhooks', { body: { eventType: definition.type, url: officialReceiver.url } });
  dispatcher = createWebhookDispatcher(contract.platform.deps);
});
afterAll(async () => {
  await ourReceiver?.close();
  await officialReceiver?.close();
  await contract?.close();
});

describe('webhooks from the platform to receivers on both SDKs', () => {
  it('delivers a real registration as member_created, typed and converted, the same on both clients', async () => {
    const res = await fetch(`${contract.baseUrl}/_api/iam/authentication/v2/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        loginId: { email: 'grace@example.com' },
        password: 'secret-1',
        profile: { nickname: 'Grace' },
      }),
    });
    const { identity } = await res.json();
    await dispatcher.runUntilIdle();

    const [mine] = handled(ours, 'members.onMemberCreated');
    expect(mine).toMatchObject({
      entity: { _id: identity.id, loginEmail: 'grace@example.com', profile: { nickname: 'Grace' } },
      metadata: {
        entityFqdn: 'wix.members.v1.member',
        slug: 'created',
        entityId: identity.id,
        eventTime: contract.platform.clock.now(),
        identity: { identityType: 'MEMBER', memberId: identity.id },
      },
    });
    expect(mine.entity._createdDate).toBeInstanceOf(Date);
    expect(handled(official.seen, 'members.onMemberCreated')).toEqual([mine]);
  });

  it('delivers order events (appended as the orders module will) with dates, floats and renames converted', async () => {
    const id = 'f1a2b3c4-0000-4000-8000-00000000a001';
    await append(
      {
        type: 'wix.ecom.v1.order_created',
        entityFqdn: 'wix.ecom.v1.order',
        entityId: id,
        slug: 'created',
        payload: { createdEvent: { entity: orderEntity(id, { status: 'INITIALIZED' }) } },
        actor: { identityType: 'MEMBER', memberId: 'c0ffee00-0000-4000-8000-000000000002' },
      },
      {
        type: 'wix.ecom.v1.order_approved',
        entityFqdn: 'wix.ecom.v1.order',
        entityId: id,
        slug: 'approved',
        payload: { actionEvent: { body: { order: orderEntity(id) } } },
      },
      {
        type: 'wix.ecom.v1.order_updated',
        entityFqdn: 'wix.ecom.v1.order',
        entityId: id,
        slug: 'updated',
        payload: {
          updatedEvent: {
            currentEntity: orderEntity(id, { buyerNote: 'Leave at the door' }),
            modifiedFields: { buyerNote: '', updatedDate: '2025-05-01T09:30:00.000Z' },
          },
        },
      },
      {
        type: 'wix.ecom.v1.order_canceled',
        entityFqdn: 'wix.ecom.v1.order',
        entityId: id,
        slug: 'canceled',
        payload: {
          actionEvent: {
            body: {
              order: orderEntity(id, { status: 'CANCELED' }),
              restockAllItems: true,
              sendOrderCanceledEmail: false,
            },
          },
        },
      },
    );
    await dispatcher.runUntilIdle();

    const [created] = handled(ours, 'orders.onOrderCreated');
    expect(created.entity).toMatchObject({
      _id: id,
      number: '10042',
      status: 'INITIALIZED',
      _createdDate: new Date('2025-05-01T09:30:00.000Z'),
      purchasedDate: new Date('2025-05-01T09:30:05.000Z'),
      priceSummary: { total: { amount: '32.50', formattedAmount: '$32.50' } },
      activities: [{ _id: 'act-1', _createdDate: new Date('2025-05-01T09:30:05.000Z') }, { _id: 'act-2' }],
    });
    expect(created.entity.lineItems[0]).toMatchObject({
      _id: 'a1b2c3d4-0000-4000-8000-000000000001',
      physicalProperties: { weight: 0.35 },
    });
    expect(created.metadata.identity).toEqual({
      identityType: 'MEMBER',
      memberId: 'c0ffee00-0000-4000-8000-000000000002',
    });
    const [approved] = handled(ours, 'orders.onOrderApproved');
    expect(approved.data.order).toMatchObject({ _id: id, status: 'APPROVED' });
    const [updated] = handled(ours, 'orders.onOrderUpdated');
    expect(updated.modifiedFields).toEqual({
      buyerNote: '',
      _updatedDate: new Date('2025-05-01T09:30:00.000Z'),
    });
    const [canceled] = handled(ours, 'orders.onOrderCanceled');
    expect(canceled.data).toMatchObject({ restockAllItems: true, order: { status: 'CANCELED' } });
    // In the order they were appended, with increasing per-entity sequence numbers.
    const sequence = [created, approved, updated, canceled].map((event) =>
      Number(event.metadata.entityEventSequence),
    );
    expect([...sequence].sort((a, b) => a - b)).toEqual(sequence);
    for (const name of [
      'orders.onOrderCreated',
      'orders.onOrderApproved',
      'orders.onOrderUpdated',
      'orders.onOrderCanceled',
    ])
      expect(withoutMedia(handled(official.seen, name)), name).toEqual(withoutMedia(handled(ours, name)));
  });

  it('delivers catalog v3 events (appended as the catalog module will) to both clients', async () => {
    const id = 'p-1';
    await append(
      {
        type: 'wix.stores.catalog.v3.product_created',
        entityFqdn: 'wix.stores.catalog.v3.product',
        entityId: id,
        slug: 'created',
        payload: { createdEvent: { entity: productV3Entity(id) } },
      },
      {
        type: 'wix.stores.catalog.v3.product_updated',
        entityFqdn: 'wix.stores.catalog.v3.product',
        entityId: id,
        slug: 'updated',
        payload: {
          updatedEvent: {
            currentEntity: productV3Entity(id, { name: 'Trail mug XL' }),
            modifiedFields: { name: 'Trail mug' },
          },
        },
      },
      {
        type: 'wix.stores.catalog.v3.inventory_item_updated_with_reason',
        entityFqdn: 'wix.stores.catalog.v3.inventory_item',
        entityId: 'i-1',
        slug: 'updated_with_reason',
        payload: {
          actionEvent: { body: { currentEntity: inventoryItemEntity('i-1', 0), reason: 'ORDER_CREATED' } },
        },
      },
      {
        type: 'wix.stores.catalog.v3.product_deleted',
        entityFqdn: 'wix.stores.catalog.v3.product',
        entityId: id,
        slug: 'deleted',
        payload: { deletedEvent: { deletedEntity: productV3Entity(id) } },
      },
    );
    await dispatcher.runUntilIdle();

    const [created] = handled(ours, 'productsV3.onProductCreated');
    expect(created.entity).toMatchObject({
      _id: id,
      _createdDate: new Date('2025-04-01T08:00:00.000Z'),
      description: { metadata: { createdTimestamp: new Date('2025-04-01T08:00:00.000Z') } },
      physicalProperties: { shippingWeightRange: { minValue: 0.35, maxValue: 0.35 } },
      variantsInfo: { variants: [{ _id: 'v-1', price: { actualPrice: { amount: '12.50' } } }] },
    });
    expect(handled(ours, 'productsV3.onProductUpdated')[0].modifiedFields).toEqual({ name: 'Trail mug' });
    expect(handled(ours, 'inventoryItemsV3.onInventoryItemUpdatedWithReason')[0].data).toMatchObject({
      reason: 'ORDER_CREATED',
      currentEntity: { _id: 'i-1', quantity: 0, _updatedDate: new Date('2025-05-01T09:30:05.000Z') },
    });
    expect(handled(ours, 'productsV3.onProductDeleted')[0].entity._updatedDate).toEqual(
      new Date('2025-04-20T08:00:00.000Z'),
    );
    for (const name of [
      'productsV3.onProductCreated',
      'productsV3.onProductUpdated',
      'productsV3.onProductDeleted',
      'inventoryItemsV3.onInventoryItemUpdatedWithReason',
    ])
      expect(withoutMedia(handled(official.seen, name)), name).toEqual(withoutMedia(handled(ours, name)));
  });

  it('delivers real catalog and order writes (over HTTP) the same to both clients, with v3 fields', async () => {
    const mine = ours.length;
    const theirs = official.seen.length;
    const created = await api('/stores/v1/products', {
      body: {
        product: {
          name: 'Camp Stool',
          priceData: { price: 24.5 },
          weight: 1.2,
          productOptions: [{ name: 'Size', choices: [{ value: 'S', description: 'S' }] }],
        },
      },
    });
    expect(created.status).toBe(200);
    const product = created.body.product;
    const stocked = await api(`/stores/v1/products/${product.id}`, {
      method: 'PATCH',
      body: { product: { stock: { trackInventory: true, quantity: 3 } } },
    });
    expect(stocked.status).toBe(200);
    const line = {
      productName: { original: 'Camp Stool' },
      catalogReference: { appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e', catalogItemId: product.id },
      quantity: 1,
      price: { amount: '24.50' },
      itemType: { preset: 'PHYSICAL' },
      physicalProperties: { weight: 1.2, shippable: true },
    };
    const amount = (value: string) => ({ amount: value });
    const placed = await api('/ecom/v1/orders', {
      body: {
        order: {
          channelInfo: { type: 'WEB' },
          buyerInfo: { email: 'ada@example.com' },
          lineItems: [line],
          priceSummary: {
            subtotal: amount('24.50'),
            shipping: amount('0.00'),
            tax: amount('0.00'),
            discount: amount('0.00'),
            total: amount('24.50'),
          },
        },
      },
    });
    expect(placed.status).toBe(200);
    const order = placed.body.order;
    expect((await api(`/ecom/v1/orders/${order.id}/cancel`, { body: {} })).status).toBe(200);
    await dispatcher.runUntilIdle();

    const names = [
      'productsV3.onProductCreated',
      'productsV3.onProductUpdated',
      'inventoryItemsV3.onInventoryItemCreated',
      'inventoryItemsV3.onInventoryItemUpdated',
      'inventoryItemsV3.onInventoryItemUpdatedWithReason',
      'orders.onOrderCreated',
      'orders.onOrderCanceled',
      'orders.onOrderUpdated',
      'products.onProductCreated',
      'products.onProductChanged',
      'inventory.onInventoryItemChanged',
      'inventory.onInventoryVariantsChanged',
    ];
    for (const name of names) {
      const got = handled(ours.slice(mine), name);
      expect(got.length, name).toBeGreaterThan(0);
      expect(withoutMedia(handled(official.seen.slice(theirs), name)), name).toEqual(withoutMedia(got));
    }
    const [v3] = handled(ours.slice(mine), 'productsV3.onProductCreated');
    expect(v3.entity).toMatchObject({
      _id: product.id,
      _createdDate: new Date(product.createdDate),
      physicalProperties: { shippingWeightRange: { minValue: 1.2, maxValue: 1.2 } },
      actualPriceRange: { minValue: { amount: '24.50' } },
      options: [{ name: 'Size', choicesSettings: { choices: [{ name: 'S' }] } }],
      variantsInfo: { variants: [{ price: { actualPrice: { amount: '24.50' } } }] },
    });
    const [stock] = handled(ours.slice(mine), 'inventoryItemsV3.onInventoryItemUpdated');
    expect(stock.entity).toMatchObject({ productId: product.id, trackQuantity: true, quantity: 3 });
    expect(stock.entity._updatedDate).toBeInstanceOf(Date);
    const [tracking] = handled(ours.slice(mine), 'inventory.onInventoryItemChanged');
    expect(tracking.data).toMatchObject({ productId: product.id, fieldMask: ['trackInventory'] });
    const [canceled] = handled(ours.slice(mine), 'orders.onOrderCanceled');
    expect(canceled.data).toMatchObject({
      order: { _id: order.id, status: 'CANCELED' },
      restockAllItems: false,
    });
  });

  it('delivers real fulfillment writes (over HTTP) as order_fulfilled and fulfillments_updated, the same to both clients', async () => {
    const mine = ours.length;
    const theirs = official.seen.length;
    const placed = await api('/ecom/v1/orders', {
      body: {
        order: {
          channelInfo: { type: 'WEB' },
          status: 'APPROVED',
          buyerInfo: { email: 'ada@example.com' },
          lineItems: [
            {
              productName: { original: 'Camp Lantern' },
              catalogReference: { appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e', catalogItemId: 'lantern' },
              quantity: 2,
              price: { amount: '10.00' },
              itemType: { preset: 'PHYSICAL' },
              physicalProperties: { shippable: true },
            },
          ],
          priceSummary: { subtotal: { amount: '20.00' }, total: { amount: '20.00' } },
        },
      },
    });
    const order = placed.body.order;
    const created = await api(`/ecom/v1/fulfillments/orders/${order.id}/create-fulfillment`, {
      body: {
        fulfillment: {
          lineItems: [{ id: order.lineItems[0].id, quantity: 1 }],
          trackingInfo: { trackingNumber: 'L-1', shippingProvider: 'dhl' },
        },
      },
    });
    expect(created.status).toBe(200);
    await dispatcher.runUntilIdle();
    for (const name of ['orders.onOrderFulfilled', 'orderFulfillments.onFulfillmentsUpdated']) {
      const got = handled(ours.slice(mine), name);
      expect(got.length, name).toBe(1);
      expect(withoutMedia(handled(official.seen.slice(theirs), name)), name).toEqual(withoutMedia(got));
    }
    const [fulfilled] = handled(ours.slice(mine), 'orders.onOrderFulfilled');
    expect(fulfilled.data).toMatchObject({
      order: { _id: order.id, fulfillmentStatus: 'PARTIALLY_FULFILLED' },
      previousFulfillmentStatus: 'NOT_FULFILLED',
      newFulfillmentStatus: 'PARTIALLY_FULFILLED',
      action: 'CREATE_FULFILLMENT',
    });
    const [updated] = handled(ours.slice(mine), 'orderFulfillments.onFulfillmentsUpdated');
    expect(updated.entity.orderId).toBe(order.id);
    expect(updated.entity.fulfillments[0]).toMatchObject({
      _id: created.body.fulfillmentId,
      lineItems: [{ _id: order.lineItems[0].id, quantity: 1 }],
      trackingInfo: { trackingNumber: 'L-1', shippingProvider: 'dhl' },
    });
    expect(updated.entity.fulfillments[0]._createdDate).toBeInstanceOf(Date);
    expect(updated.modifiedFields).toEqual({ fulfillments: [] });
  });

  it('gets every event to a receiver that was down for a while, in order per entity, once it returns', async () => {
    await ourReceiver.stop();
    const before = ours.length;
    const officialBefore = official.seen.length;
    const events: NewEvent[] = [];
    for (const step of [1, 2, 3])
      for (const id of ['o-down-1', 'o-down-2'])
        events.push({
          type: 'wix.ecom.v1.order_updated',
          entityFqdn: 'wix.ecom.v1.order',
          entityId: id,
          slug: 'updated',
          payload: { updatedEvent: { currentEntity: orderEntity(id, { buyerNote: `step ${step}` }) } },
        });
    for (const event of events) await append(event);
    // Down through the first attempts of the backoff (10 s, 30 s, 90 s): each round fails, nothing is skipped.
    await dispatcher.runUntilIdle();
    for (const seconds of [10, 30, 90]) {
      contract.platform.clock.advance({ seconds });
      await dispatcher.runUntilIdle();
    }
    const waiting = await api('/bazaar/v1/webhooks/deliveries?status=PENDING&limit=100');
    const mine = waiting.body.deliveries.filter((d: { url: string }) => d.url === ourReceiver.url);
    // Only the first event of each entity was tried; the later ones wait behind it.
    expect(mine.map((d: { attemptCount: number }) => d.attemptCount).sort()).toEqual([0, 0, 0, 0, 4, 4]);
    expect(mine.find((d: { attemptCount: number }) => d.attemptCount === 4).lastError).toMatch(
      /ECONNREFUSED|fetch failed/,
    );
    expect(official.seen.length - officialBefore).toBe(6);

    await ourReceiver.start();
    contract.platform.clock.advance({ seconds: 270 });
    await dispatcher.runUntilIdle();
    const got = ours.slice(before).filter((event) => event.handler === 'onOrderUpdated');
    for (const id of ['o-down-1', 'o-down-2'])
      expect(
        got
          .filter((event) => event.envelope.entity._id === id)
          .map((event) => event.envelope.entity.buyerNote),
      ).toEqual(['step 1', 'step 2', 'step 3']);
    expect(got).toHaveLength(6);
  });

  it('refuses a delivered token whose claims were tampered with, without calling a handler', async () => {
    const before = ours.length;
    await append({
      type: 'wix.members.v1.member_deleted',
      entityFqdn: 'wix.members.v1.member',
      entityId: 'm-x',
      slug: 'deleted',
      payload: { deletedEvent: {} },
    });
    let token = '';
    const spy = await startWebhookReceiver(async (request) => {
      token = await request.text();
    });
    await api('/bazaar/v1/webhooks', { body: { eventType: 'wix.members.v1.member_deleted', url: spy.url } });
    await dispatcher.runUntilIdle();
    await spy.close();
    const [header, claims, signature] = token.split('.');
    const forged = JSON.parse(Buffer.from(claims!, 'base64url').toString());
    forged.data = forged.data.replace('m-x', 'm-y');
    const body = `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
    const res = await fetch(ourReceiver.url, { method: 'POST', body });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('signature');
    expect(ours.slice(before).map((event) => event.envelope.metadata.entityId)).toEqual(['m-x']);
  });
});
