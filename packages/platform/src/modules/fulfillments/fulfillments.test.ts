import { describe, expect, it } from 'vitest';
import { orderApi, placeOrder } from '../orders/testing/order-api';
import { ordersTestBed } from '../orders/testing/orders-test-bed';

const bed = ordersTestBed();
const { staff } = bed;

const BASE = '/ecom/v1/fulfillments';

/** An approved order: 3 shirts and 1 mug, shipped. */
async function twoLineOrder(buyer?: { memberId: string }) {
  return placeOrder(staff, {
    status: 'APPROVED',
    ...(buyer && { buyer }),
    lines: [
      { name: 'Linen Shirt', price: '15.00', quantity: 3 },
      { name: 'Trail Mug', price: '12.50', quantity: 1 },
    ],
  });
}

const create = (orderId: string, fulfillment: unknown, api = staff) =>
  api('POST', `${BASE}/orders/${orderId}/create-fulfillment`, { fulfillment });
const getOrder = async (id: string) => (await staff('GET', `/ecom/v1/orders/${id}`)).body.order;
const eventsOf = (orderId: string) =>
  bed.platform.db.query<{ event_type: string; payload: any }>(
    'select event_type, payload from event_outbox where entity_id = $1 order by id',
    [orderId],
  );
const activityTypes = (order: any) => order.activities.map((activity: any) => activity.activityType);

describe('fulfillments: create', () => {
  it('fulfills part of an order, then the rest: status, activities, events and the list follow', async () => {
    const order = await twoLineOrder();
    const [shirt, mug] = order.lineItems;
    const first = await create(order.id, {
      lineItems: [{ id: shirt.id, quantity: 2 }],
      trackingInfo: { trackingNumber: '1Z999', shippingProvider: 'ups' },
    });
    expect(first.status).toBe(200);
    const id = first.body.fulfillmentId;
    expect(first.body.orderWithFulfillments).toEqual({
      orderId: order.id,
      fulfillments: [
        {
          id,
          createdDate: '2024-05-01T10:00:00.000Z',
          lineItems: [{ id: shirt.id, quantity: 2 }],
          trackingInfo: {
            trackingNumber: '1Z999',
            shippingProvider: 'ups',
            // A predefined provider's link is made from the number.
            trackingLink: 'https://www.ups.com/track?tracknum=1Z999',
          },
        },
      ],
    });
    let after = await getOrder(order.id);
    expect(after.fulfillmentStatus).toBe('PARTIALLY_FULFILLED');
    expect(activityTypes(after).slice(-3)).toEqual([
      'TRACKING_NUMBER_ADDED',
      'TRACKING_LINK_ADDED',
      // The buyer's shipping mail (shipping-mail.test.ts).
      'SHIPPING_CONFIRMATION_EMAIL_SENT',
    ]);
    const events = await eventsOf(order.id);
    const fulfilled = events.find((event) => event.event_type === 'wix.ecom.v1.order_fulfilled');
    expect(fulfilled?.payload.actionEvent.body).toMatchObject({
      previousFulfillmentStatus: 'NOT_FULFILLED',
      newFulfillmentStatus: 'PARTIALLY_FULFILLED',
      action: 'CREATE_FULFILLMENT',
      order: { id: order.id, fulfillmentStatus: 'PARTIALLY_FULFILLED' },
    });
    const updated = (
      await bed.platform.db.query<{ payload: any; entity_fqdn: string }>(
        `select payload, entity_fqdn from event_outbox where event_type = 'wix.ecom.v1.fulfillments_updated'
         and entity_id = $1`,
        [order.id],
      )
    )[0];
    expect(updated?.entity_fqdn).toBe('wix.ecom.v1.fulfillments');
    expect(updated?.payload.updatedEvent).toEqual({
      currentEntity: first.body.orderWithFulfillments,
      modifiedFields: { fulfillments: [] },
    });

    // Quantity left out: the units not yet fulfilled.
    const rest = await create(order.id, { lineItems: [{ id: shirt.id }, { id: mug.id }] });
    expect(rest.status).toBe(200);
    expect(rest.body.orderWithFulfillments.fulfillments[1].lineItems).toEqual([
      { id: shirt.id, quantity: 1 },
      { id: mug.id, quantity: 1 },
    ]);
    after = await getOrder(order.id);
    expect(after.fulfillmentStatus).toBe('FULFILLED');
    expect(activityTypes(after).slice(-2)).toEqual(['ORDER_FULFILLED', 'SHIPPING_CONFIRMATION_EMAIL_SENT']);
    const list = await staff('GET', `${BASE}/orders/${order.id}`);
    expect(list.body.orderWithFulfillments).toEqual(rest.body.orderWithFulfillments);
  });

  it('refuses lines beyond what is left, lines of other orders, twice-listed lines and missing lines, changing nothing', async () => {
    const order = await twoLineOrder();
    const other = await twoLineOrder();
    const [shirt] = order.lineItems;
    expect((await create(order.id, { lineItems: [{ id: shirt.id, quantity: 2 }] })).status).toBe(200);
    const before = await getOrder(order.id);
    const eventCount = (await eventsOf(order.id)).length;

    const over = await create(order.id, { lineItems: [{ id: shirt.id, quantity: 2 }] });
    expect(over.status).toBe(400);
    expect(over.body.details.validationError.fieldViolations).toEqual([
      {
        field: 'fulfillment.lineItems[0].quantity',
        description: 'is more than the 1 unit(s) of the line item not yet fulfilled',
        violatedRule: 'MAX',
        data: { threshold: 1 },
      },
    ]);
    const foreign = await create(order.id, { lineItems: [{ id: other.lineItems[0].id, quantity: 1 }] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.details.validationError.fieldViolations[0].field).toBe('fulfillment.lineItems[0].id');
    const twice = await create(order.id, {
      lineItems: [
        { id: shirt.id, quantity: 1 },
        { id: shirt.id, quantity: 1 },
      ],
    });
    expect(twice.status).toBe(400);
    const zero = await create(order.id, { lineItems: [{ id: shirt.id, quantity: 0 }] });
    expect(zero.status).toBe(400);
    expect(zero.body.details.validationError.fieldViolations[0]).toMatchObject({
      field: 'fulfillment.lineItems[0].quantity',
      violatedRule: 'MIN',
    });
    const empty = await create(order.id, { lineItems: [] });
    expect(empty.status).toBe(400);
    const badLink = await create(order.id, {
      lineItems: [{ id: shirt.id, quantity: 1 }],
      trackingInfo: { trackingLink: 'javascript:alert(1)' },
    });
    expect(badLink.status).toBe(400);

    expect(await getOrder(order.id)).toEqual(before);
    expect((await eventsOf(order.id)).length).toBe(eventCount);
    expect(
      (await staff('GET', `${BASE}/orders/${order.id}`)).body.orderWithFulfillments.fulfillments,
    ).toHaveLength(1);
  });

  it('never ships more than the order holds when fulfillments race (the order row lock)', async () => {
    const order = await twoLineOrder();
    const shirt = order.lineItems[0].id;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => create(order.id, { lineItems: [{ id: shirt, quantity: 1 }] })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 400, 400]);
    const list = await staff('GET', `${BASE}/orders/${order.id}`);
    expect(list.body.orderWithFulfillments.fulfillments).toHaveLength(3);
  });

  it('answers 404 for an unknown order and 428 ORDER_CANCELED for a canceled one', async () => {
    const missing = await create('00000000-0000-4000-8000-00000000beef', {
      lineItems: [{ id: '00000000-0000-4000-8000-00000000beef', quantity: 1 }],
    });
    expect(missing.status).toBe(404);
    expect(missing.body.details.applicationError.code).toBe('ORDER_NOT_FOUND');
    const order = await twoLineOrder();
    await staff('POST', `/ecom/v1/orders/${order.id}/cancel`, {});
    const canceled = await create(order.id, { lineItems: [{ id: order.lineItems[0].id, quantity: 1 }] });
    expect(canceled.status).toBe(428);
    expect(canceled.body.details.applicationError.code).toBe('ORDER_CANCELED');
    expect((await getOrder(order.id)).fulfillmentStatus).toBe('NOT_FULFILLED');
  });

  it('keeps a digital-only order FULFILLED (rule 126)', async () => {
    const res = await staff('POST', '/ecom/v1/orders', {
      order: {
        channelInfo: { type: 'WEB' },
        status: 'APPROVED',
        buyerInfo: { email: 'ada@example.com' },
        lineItems: [
          {
            productName: { original: 'E-book' },
            catalogReference: { appId: 'app', catalogItemId: 'ebook' },
            quantity: 1,
            price: { amount: '5.00' },
            itemType: { preset: 'SERVICE' },
          },
        ],
        priceSummary: { subtotal: { amount: '5.00' }, total: { amount: '5.00' } },
        currency: 'USD',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.order.fulfillmentStatus).toBe('FULFILLED');
    const line = res.body.order.lineItems[0].id;
    const created = await create(res.body.order.id, { lineItems: [{ id: line, quantity: 1 }] });
    expect(created.status).toBe(200);
    await staff('DELETE', `${BASE}/${created.body.fulfillmentId}/orders/${res.body.order.id}`);
    expect((await getOrder(res.body.order.id)).fulfillmentStatus).toBe('FULFILLED');
  });
});

describe('fulfillments: update and delete', () => {
  it('edits tracking (activities), refuses changed lines and a duplicate number, and deletes back to NOT_FULFILLED', async () => {
    const order = await twoLineOrder();
    const [shirt, mug] = order.lineItems;
    const first = await create(order.id, {
      lineItems: [{ id: shirt.id, quantity: 3 }],
      trackingInfo: { trackingNumber: 'A-1', shippingProvider: 'Local Couriers' },
    });
    const second = await create(order.id, { lineItems: [{ id: mug.id, quantity: 1 }] });
    expect((await getOrder(order.id)).fulfillmentStatus).toBe('FULFILLED');
    const id = first.body.fulfillmentId;
    const path = `${BASE}/${id}/orders/${order.id}`;

    const edited = await staff('PATCH', path, {
      fulfillment: { trackingInfo: { trackingNumber: 'A-2', trackingLink: 'https://couriers.example/A-2' } },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.orderWithFulfillments.fulfillments[0]).toMatchObject({
      id,
      lineItems: [{ id: shirt.id, quantity: 3 }],
      trackingInfo: {
        trackingNumber: 'A-2',
        shippingProvider: 'Local Couriers',
        trackingLink: 'https://couriers.example/A-2',
      },
    });
    expect(activityTypes(await getOrder(order.id)).slice(-2)).toEqual([
      'TRACKING_NUMBER_EDITED',
      'TRACKING_LINK_ADDED',
    ]);

    const lines = await staff('PATCH', path, { fulfillment: { lineItems: [{ id: shirt.id, quantity: 1 }] } });
    expect(lines.status).toBe(400);
    expect(lines.body.details.validationError.fieldViolations[0]).toMatchObject({
      field: 'fulfillment.lineItems',
      violatedRule: 'FIELD_NOT_ALLOWED',
    });
    const duplicate = await staff('PATCH', `${BASE}/${second.body.fulfillmentId}/orders/${order.id}`, {
      fulfillment: { trackingInfo: { trackingNumber: 'A-2' } },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.details.applicationError.code).toBe('TRACKING_NUMBER_ALREADY_EXISTS');
    const unknown = await staff('PATCH', `${BASE}/00000000-0000-4000-8000-00000000beef/orders/${order.id}`, {
      fulfillment: { completed: true },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.details.applicationError.code).toBe('FULFILLMENT_NOT_FOUND');

    const deleted = await staff('DELETE', path);
    expect(deleted.status).toBe(200);
    expect(deleted.body.orderWithFulfillments.fulfillments.map((f: any) => f.id)).toEqual([
      second.body.fulfillmentId,
    ]);
    expect((await getOrder(order.id)).fulfillmentStatus).toBe('PARTIALLY_FULFILLED');
    await staff('DELETE', `${BASE}/${second.body.fulfillmentId}/orders/${order.id}`);
    const emptied = await getOrder(order.id);
    expect(emptied.fulfillmentStatus).toBe('NOT_FULFILLED');
    expect(activityTypes(emptied).at(-1)).toBe('ORDER_NOT_FULFILLED');
    const moves = (await eventsOf(order.id))
      .filter((event) => event.event_type === 'wix.ecom.v1.order_fulfilled')
      .map((event) => [
        event.payload.actionEvent.body.newFulfillmentStatus,
        event.payload.actionEvent.body.action,
      ]);
    expect(moves).toEqual([
      ['PARTIALLY_FULFILLED', 'CREATE_FULFILLMENT'],
      ['FULFILLED', 'CREATE_FULFILLMENT'],
      ['PARTIALLY_FULFILLED', 'DELETE_FULFILLMENT'],
      ['NOT_FULFILLED', 'DELETE_FULFILLMENT'],
    ]);
  });
});

describe('fulfillments: bulk create and lists', () => {
  it('creates per order, reporting each failure without undoing the others', async () => {
    const good = await twoLineOrder();
    const bad = await twoLineOrder();
    const res = await staff('POST', `${BASE}/orders/bulk/create-fulfillments`, {
      ordersWithFulfillments: [
        { orderId: good.id, fulfillments: [{ lineItems: [{ id: good.lineItems[1].id, quantity: 1 }] }] },
        { orderId: bad.id, fulfillments: [{ lineItems: [{ id: bad.lineItems[1].id, quantity: 5 }] }] },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.bulkActionMetadata).toEqual({
      totalSuccesses: 1,
      totalFailures: 1,
      undetailedFailures: 0,
    });
    expect(res.body.results[0]).toMatchObject({
      itemMetadata: { id: good.id, originalIndex: 0, success: true },
      ordersWithFulfillments: { orderId: good.id, fulfillments: [{ lineItems: [{ quantity: 1 }] }] },
    });
    expect(res.body.results[1].itemMetadata).toMatchObject({
      id: bad.id,
      originalIndex: 1,
      success: false,
      error: { code: 'INVALID_ARGUMENT' },
    });
    expect((await getOrder(good.id)).fulfillmentStatus).toBe('PARTIALLY_FULFILLED');
    expect((await getOrder(bad.id)).fulfillmentStatus).toBe('NOT_FULFILLED');

    const many = await staff('POST', `${BASE}/list-by-ids`, { orderIds: [good.id, bad.id] });
    expect(
      many.body.ordersWithFulfillments.map((entry: any) => [entry.orderId, entry.fulfillments.length]),
    ).toEqual([
      [good.id, 1],
      [bad.id, 0],
    ]);
  });

  it('lets the buying member read tracking of their own order only, and nobody but staff change it', async () => {
    const buyer = await bed.platform.seed.member();
    const stranger = await bed.platform.seed.member();
    const asBuyer = orderApi(bed.platform, (await bed.platform.seed.memberTokens(buyer.id)).accessToken);
    const asStranger = orderApi(
      bed.platform,
      (await bed.platform.seed.memberTokens(stranger.id)).accessToken,
    );
    const asVisitor = orderApi(bed.platform, (await bed.platform.seed.visitorTokens()).accessToken);
    const order = await twoLineOrder({ memberId: buyer.id });
    await create(order.id, {
      lineItems: [{ id: order.lineItems[0].id, quantity: 1 }],
      trackingInfo: { trackingNumber: 'T-9', trackingLink: 'https://track.example/T-9' },
    });
    const mine = await asBuyer('GET', `${BASE}/orders/${order.id}`);
    expect(mine.status).toBe(200);
    expect(mine.body.orderWithFulfillments.fulfillments[0].trackingInfo).toEqual({
      trackingNumber: 'T-9',
      trackingLink: 'https://track.example/T-9',
    });
    const theirs = await asStranger('GET', `${BASE}/orders/${order.id}`);
    expect(theirs.status).toBe(404);
    expect((await asStranger('POST', `${BASE}/list-by-ids`, { orderIds: [order.id] })).body).toEqual({
      ordersWithFulfillments: [],
    });
    const line = [{ id: order.lineItems[0].id, quantity: 1 }];
    expect((await create(order.id, { lineItems: line }, asBuyer)).status).toBe(403);
    expect((await create(order.id, { lineItems: line }, asVisitor)).status).toBe(403);
  });
});

describe('commit-deltas keeps fulfilled units (rule 73)', () => {
  const commit = (orderId: string, lineItems: unknown[]) =>
    staff('POST', `/ecom/v1/orders/${orderId}/commit-deltas`, {
      draftOrderId: '00000000-0000-4000-8000-00000000d003',
      changes: { lineItems },
      // The sample lines are no catalog products: leave stock out of it.
      commitSettings: { inventoryUpdates: [] },
    });

  it('refuses a quantity below the fulfilled one and removing a fulfilled line, changing nothing', async () => {
    const order = await twoLineOrder();
    const [shirt, mug] = order.lineItems;
    await create(order.id, { lineItems: [{ id: shirt.id, quantity: 2 }] });
    const before = await getOrder(order.id);
    const lowered = await commit(order.id, [{ lineItemId: shirt.id, lineItem: { quantity: 1 } }]);
    expect(lowered.status).toBe(400);
    expect(lowered.body.details.validationError.fieldViolations[0]).toMatchObject({
      field: 'changes.lineItems[0].lineItem.quantity',
      description: 'is below the fulfilled quantity',
      violatedRule: 'MIN',
      data: { threshold: 2 },
    });
    const removed = await commit(order.id, [{ lineItemId: shirt.id, lineItemRemoved: true }]);
    expect(removed.status).toBe(400);
    expect(removed.body.details.validationError.fieldViolations[0].field).toBe(
      'changes.lineItems[0].lineItemRemoved',
    );
    expect(await getOrder(order.id)).toEqual(before);
    // The unfulfilled line may still go, and the fulfilled one may keep its fulfilled units.
    const allowed = await commit(order.id, [
      { lineItemId: shirt.id, lineItem: { quantity: 2 } },
      { lineItemId: mug.id, lineItemRemoved: true },
    ]);
    expect(allowed.status).toBe(200);
    expect(allowed.body.order.fulfillmentStatus).toBe('FULFILLED');
  });

  it('makes a fulfilled order partly fulfilled when a quantity is raised', async () => {
    const order = await twoLineOrder();
    const [shirt, mug] = order.lineItems;
    await create(order.id, { lineItems: [{ id: shirt.id }, { id: mug.id }] });
    const raised = await commit(order.id, [{ lineItemId: mug.id, lineItem: { quantity: 2 } }]);
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    expect(raised.body.order.fulfillmentStatus).toBe('PARTIALLY_FULFILLED');
    const last = (await eventsOf(order.id))
      .filter((event) => event.event_type === 'wix.ecom.v1.order_fulfilled')
      .at(-1);
    expect(last?.payload.actionEvent.body).toMatchObject({
      previousFulfillmentStatus: 'FULFILLED',
      newFulfillmentStatus: 'PARTIALLY_FULFILLED',
      action: 'COMMIT_DELTAS',
    });
  });
});
