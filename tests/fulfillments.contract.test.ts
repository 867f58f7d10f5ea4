import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode } from './support/catalog-clients';
import { type ContractPlatform, startContractPlatform } from './support/contract-platform';
import { failure } from './support/failure';
import { FULFILLMENTS_FUNCTIONS, lazyOrderCallers, ORDER_CLIENTS } from './support/orders-clients';
import { rewriteGlobalFetch } from './support/rewrite-fetch';

// Order fulfillments through every client (our SDK over HTTP and in process, the official @wix/ecom
// `orderFulfillments`): create, list one and many, update tracking, delete, bulk create and the refusals. Each client
// writes a transcript of what it saw (ids replaced by their role); the last test asks that every client saw the same.

const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

let server: ContractPlatform;
let restore = () => {};
let realFetch: typeof fetch = fetch;
let apiKey = '';
let memberId = '';
let memberTokens = { accessToken: '', refreshToken: '' };

beforeAll(async () => {
  server = await startContractPlatform();
  const swap = rewriteGlobalFetch(server.baseUrl);
  restore = swap.restore;
  realFetch = swap.original;
  apiKey = (await server.platform.seed.apiKey()).key;
  const member = await server.platform.seed.member();
  memberId = member.id;
  memberTokens = await server.platform.seed.memberTokens(member.id);
});
afterAll(async () => {
  restore();
  await server?.close();
});

/** An order of 3 shirts and 1 mug (not catalog products: no stock moves), shipped. */
function twoLineOrder(buyer: Record<string, unknown> = {}) {
  const line = (name: string, price: string, quantity: number, id: string) => ({
    productName: { original: name },
    catalogReference: { appId: STORES_APP_ID, catalogItemId: `00000000-0000-4000-8000-00000000000${id}` },
    quantity,
    price: { amount: price },
    itemType: { preset: 'PHYSICAL' },
    physicalProperties: { weight: 0.5, shippable: true },
  });
  return {
    channelInfo: { type: 'WEB' },
    status: 'APPROVED',
    buyerInfo: { email: 'grace@example.com', ...buyer },
    lineItems: [line('Linen Shirt', '15.00', 3, '1'), line('Trail Mug', '12.50', 1, '2')],
    shippingInfo: { title: 'Standard', cost: { price: { amount: '5.00' } } },
    priceSummary: {
      subtotal: { amount: '57.50' },
      shipping: { amount: '5.00' },
      total: { amount: '62.50' },
    },
  };
}

/** What each client saw, by client name. */
const transcripts = new Map<string, unknown[]>();

describe.each(ORDER_CLIENTS)('order fulfillments with the $name client', (factory) => {
  const clients = lazyOrderCallers(factory, () => ({
    platform: server.platform,
    baseUrl: server.baseUrl,
    fetcher: realFetch,
    apiKey,
    memberTokens,
  }));
  const staff = () => clients().staff;
  const transcript: unknown[] = [];
  transcripts.set(factory.name, transcript);
  /** Ids of this run, replaced by their role so transcripts of different runs compare. */
  const roles = new Map<string, string>();
  const scrub = (value: unknown): unknown =>
    JSON.parse(
      JSON.stringify(value, (_key, entry) =>
        typeof entry === 'string' && roles.has(entry) ? roles.get(entry) : entry,
      ),
    );
  const record = (step: string, value: unknown) => transcript.push([step, scrub(value)]);
  const status = async (id: string) => (await staff().orders.getOrder(id)).fulfillmentStatus;

  it('has every fulfillment call', () => {
    for (const name of FULFILLMENTS_FUNCTIONS) {
      expect(typeof staff().orderFulfillments[name], name).toBe('function');
    }
  });

  it('creates, lists, updates tracking, deletes and bulk-creates', async () => {
    const order = await staff().orders.createOrder(twoLineOrder());
    const other = await staff().orders.createOrder(twoLineOrder());
    const [shirt, mug] = order.lineItems;
    roles.set(order._id, 'order').set(other._id, 'other').set(shirt._id, 'shirt').set(mug._id, 'mug');
    roles.set(other.lineItems[0]._id, 'otherShirt').set(other.lineItems[1]._id, 'otherMug');

    const created = await staff().orderFulfillments.createFulfillment(order._id, {
      lineItems: [{ _id: shirt._id, quantity: 2 }],
      trackingInfo: { trackingNumber: '1Z999', shippingProvider: 'ups' },
    });
    roles.set(created.fulfillmentId, 'first');
    const first = created.orderWithFulfillments.fulfillments[0];
    expect(first._createdDate).toBeInstanceOf(Date);
    expect(first.lineItems).toEqual([{ _id: shirt._id, quantity: 2 }]);
    expect(first.trackingInfo.trackingLink).toBe('https://www.ups.com/track?tracknum=1Z999');
    // The buyer's shipping confirmation (the official call has no flag for it) and its activity.
    const shipped = await server.platform.mail.list({ to: 'grace@example.com', kind: 'order-shipped' });
    expect(shipped.filter((mail) => mail.data.orderId === order._id)).toHaveLength(1);
    const placed = await staff().orders.getOrder(order._id);
    expect(placed.activities.map((a: any) => a.activityType)).toContain('SHIPPING_CONFIRMATION_EMAIL_SENT');
    record('create', {
      ...created,
      orderWithFulfillments: {
        ...created.orderWithFulfillments,
        fulfillments: [{ ...first, _createdDate: 'date' }],
      },
    });
    expect(await status(order._id)).toBe('PARTIALLY_FULFILLED');

    const single = await staff().orderFulfillments.listFulfillmentsForSingleOrder(order._id);
    expect(single).toEqual({ orderWithFulfillments: created.orderWithFulfillments });
    const many = await staff().orderFulfillments.listFulfillmentsForMultipleOrders([order._id, other._id]);
    expect(
      many.ordersWithFulfillments.map((entry: any) => [entry.orderId, entry.fulfillments.length]),
    ).toEqual([
      [order._id, 1],
      [other._id, 0],
    ]);

    const updated = await staff().orderFulfillments.updateFulfillment(
      { fulfillmentId: created.fulfillmentId, orderId: order._id },
      { fulfillment: { trackingInfo: { trackingNumber: '1Z1000' } } },
    );
    // The official function answers the order's fulfillments, unwrapped.
    expect(updated.orderId).toBe(order._id);
    expect(updated.fulfillments[0].trackingInfo).toEqual({
      trackingNumber: '1Z1000',
      shippingProvider: 'ups',
      trackingLink: 'https://www.ups.com/track?tracknum=1Z1000',
    });
    record('update', updated.fulfillments[0].trackingInfo);
    const activities = (await staff().orders.getOrder(order._id)).activities.map((a: any) => a.activityType);
    expect(activities.slice(-2)).toEqual(['TRACKING_NUMBER_EDITED', 'TRACKING_LINK_ADDED']);

    const rest = await staff().orderFulfillments.createFulfillment(order._id, {
      lineItems: [{ _id: shirt._id }, { _id: mug._id }],
    });
    roles.set(rest.fulfillmentId, 'rest');
    expect(await status(order._id)).toBe('FULFILLED');
    const deleted = await staff().orderFulfillments.deleteFulfillment({
      fulfillmentId: created.fulfillmentId,
      orderId: order._id,
    });
    expect(deleted.orderWithFulfillments.fulfillments.map((f: any) => f._id)).toEqual([rest.fulfillmentId]);
    record(
      'delete',
      deleted.orderWithFulfillments.fulfillments.map((f: any) => f.lineItems),
    );
    expect(await status(order._id)).toBe('PARTIALLY_FULFILLED');

    const bulk = await staff().orderFulfillments.bulkCreateFulfillments([
      { orderId: other._id, fulfillments: [{ lineItems: [{ _id: other.lineItems[1]._id, quantity: 1 }] }] },
      { orderId: order._id, fulfillments: [{ lineItems: [{ _id: mug._id, quantity: 1 }] }] },
    ]);
    expect(bulk.bulkActionMetadata).toEqual({ totalSuccesses: 1, totalFailures: 1, undetailedFailures: 0 });
    expect(bulk.results[0].itemMetadata).toMatchObject({ _id: other._id, originalIndex: 0, success: true });
    expect(bulk.results[0].ordersWithFulfillments.fulfillments[0]._createdDate).toBeInstanceOf(Date);
    expect(bulk.results[1].itemMetadata).toMatchObject({ _id: order._id, success: false });
    record(
      'bulk',
      bulk.results.map((result: any) => result.itemMetadata),
    );
  });

  it('refuses with the same errors, changing nothing', async () => {
    const order = await staff().orders.createOrder(twoLineOrder());
    const [shirt] = order.lineItems;
    const create = (orderId: string, fulfillment: unknown, caller = staff()) =>
      failure(caller.orderFulfillments.createFulfillment(orderId, fulfillment));

    const over = await create(order._id, { lineItems: [{ _id: shirt._id, quantity: 4 }] });
    expect(errorCode(over)).toBe('INVALID_ARGUMENT');
    expect(String((over as Error).message)).toContain('fulfillment.lineItems[0].quantity');
    const unknown = await create('00000000-0000-4000-8000-00000000beef', { lineItems: [{ _id: shirt._id }] });
    expect(errorCode(unknown)).toBe('ORDER_NOT_FOUND');
    await staff().orderFulfillments.createFulfillment(order._id, {
      lineItems: [{ _id: shirt._id, quantity: 1 }],
      trackingInfo: { trackingNumber: 'SAME' },
    });
    const duplicate = await create(order._id, {
      lineItems: [{ _id: shirt._id, quantity: 1 }],
      trackingInfo: { trackingNumber: 'SAME' },
    });
    expect(errorCode(duplicate)).toBe('TRACKING_NUMBER_ALREADY_EXISTS');
    const asMember = await create(
      order._id,
      { lineItems: [{ _id: shirt._id, quantity: 1 }] },
      clients().member,
    );
    expect(errorCode(asMember)).toBe('PERMISSION_DENIED');
    const missing = await failure(
      staff().orderFulfillments.deleteFulfillment({
        fulfillmentId: '00000000-0000-4000-8000-00000000beef',
        orderId: order._id,
      }),
    );
    expect(errorCode(missing)).toBe('FULFILLMENT_NOT_FOUND');
    await staff().orders.cancelOrder(order._id, {});
    const canceled = await create(order._id, { lineItems: [{ _id: shirt._id, quantity: 1 }] });
    expect(errorCode(canceled)).toBe('ORDER_CANCELED');
    const list = await staff().orderFulfillments.listFulfillmentsForSingleOrder(order._id);
    expect(list.orderWithFulfillments.fulfillments).toHaveLength(1);
    record(
      'errors',
      [over, unknown, duplicate, asMember, missing, canceled].map((error) => errorCode(error)),
    );
  });

  it("shows a member the tracking of their own order, and not another's", async () => {
    const mine = await staff().orders.createOrder(twoLineOrder({ memberId }));
    const theirs = await staff().orders.createOrder(twoLineOrder());
    await staff().orderFulfillments.createFulfillment(mine._id, {
      lineItems: [{ _id: mine.lineItems[0]._id, quantity: 3 }],
      trackingInfo: { trackingNumber: 'T-9', trackingLink: 'https://track.example/T-9' },
    });
    const seen = await clients().member.orderFulfillments.listFulfillmentsForSingleOrder(mine._id);
    expect(seen.orderWithFulfillments.fulfillments[0].trackingInfo).toEqual({
      trackingNumber: 'T-9',
      trackingLink: 'https://track.example/T-9',
    });
    const hidden = await failure(
      clients().member.orderFulfillments.listFulfillmentsForSingleOrder(theirs._id),
    );
    expect(errorCode(hidden)).toBe('ORDER_NOT_FOUND');
    const both = await clients().member.orderFulfillments.listFulfillmentsForMultipleOrders([
      mine._id,
      theirs._id,
    ]);
    expect(both.ordersWithFulfillments.map((entry: any) => entry.orderId)).toEqual([mine._id]);
  });
});

describe('every client', () => {
  it('saw the same fulfillments and the same errors', () => {
    const [reference, ...others] = [...transcripts.values()];
    expect(reference?.length).toBeGreaterThan(0);
    for (const transcript of others) expect(transcript).toEqual(reference);
  });
});
