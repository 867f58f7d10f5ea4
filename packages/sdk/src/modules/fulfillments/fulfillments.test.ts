import { describe, expect, it } from 'vitest';
import { ApiKeyStrategy } from '../../auth/api-key-strategy';
import { createClient } from '../../client/create-client';
import { createRecordingFetch, type MockHandler } from '../../testing/recording-fetch';
import { orderFulfillments } from './fulfillments';

const wireOrder = (prefix = 'orderWithFulfillments') => ({
  [prefix]: {
    orderId: 'o1',
    fulfillments: [
      {
        id: 'f1',
        createdDate: '2024-05-01T10:00:00.000Z',
        lineItems: [{ id: 'l1', quantity: 2 }],
        trackingInfo: { trackingNumber: 'T-1', trackingLink: 'https://track.example/T-1' },
      },
    ],
  },
});

const setup = (handler: MockHandler = () => ({ json: { ...wireOrder(), fulfillmentId: 'f1' } })) => {
  const fetch = createRecordingFetch(handler);
  const client = createClient({
    auth: ApiKeyStrategy({ apiKey: 'key' }),
    fetch,
    baseUrl: 'http://api',
    modules: { orderFulfillments },
  });
  return { fetch, client };
};

const REFUSED: MockHandler = () => ({ status: 400, json: { message: 'invalid' } });

describe('orderFulfillments reads', () => {
  it('lists one order and several, converting ids and dates', async () => {
    const { fetch, client } = setup((request) =>
      request.method === 'GET'
        ? { json: wireOrder() }
        : { json: { ordersWithFulfillments: [wireOrder('x').x] } },
    );
    const one = await client.orderFulfillments.listFulfillmentsForSingleOrder('o1');
    expect(fetch.requests[0]).toMatchObject({
      method: 'GET',
      url: 'http://api/ecom/v1/fulfillments/orders/o1?orderId=o1',
    });
    expect(one.orderWithFulfillments.fulfillments[0]).toEqual({
      _id: 'f1',
      _createdDate: new Date('2024-05-01T10:00:00.000Z'),
      lineItems: [{ _id: 'l1', quantity: 2 }],
      trackingInfo: { trackingNumber: 'T-1', trackingLink: 'https://track.example/T-1' },
    });
    const many = await client.orderFulfillments.listFulfillmentsForMultipleOrders(['o1', 'o2']);
    expect(fetch.requests[1]).toMatchObject({
      method: 'POST',
      url: 'http://api/ecom/v1/fulfillments/list-by-ids',
      json: { orderIds: ['o1', 'o2'] },
    });
    expect(many.ordersWithFulfillments[0]?.fulfillments[0]?._createdDate).toEqual(
      new Date('2024-05-01T10:00:00.000Z'),
    );
  });
});

describe('orderFulfillments writes (loaded on first use)', () => {
  it('creates with wire ids, updates with the id folded into the fulfillment, deletes and bulk-creates', async () => {
    const { fetch, client } = setup((request) => {
      if (request.url.endsWith('/bulk/create-fulfillments')) {
        return {
          json: {
            results: [
              {
                itemMetadata: { id: 'o1', originalIndex: 0, success: true },
                ...wireOrder('ordersWithFulfillments'),
              },
            ],
            bulkActionMetadata: { totalSuccesses: 1, totalFailures: 0, undetailedFailures: 0 },
          },
        };
      }
      return { json: { ...wireOrder(), fulfillmentId: 'f1' } };
    });
    const created = await client.orderFulfillments.createFulfillment('o1', {
      lineItems: [{ _id: 'l1', quantity: 2 }],
      trackingInfo: { trackingNumber: 'T-1', shippingProvider: 'ups' },
    });
    expect(fetch.requests[0]).toMatchObject({
      method: 'POST',
      url: 'http://api/ecom/v1/fulfillments/orders/o1/create-fulfillment',
      json: {
        orderId: 'o1',
        fulfillment: {
          lineItems: [{ id: 'l1', quantity: 2 }],
          trackingInfo: { trackingNumber: 'T-1', shippingProvider: 'ups' },
        },
      },
    });
    expect(created.fulfillmentId).toBe('f1');

    const updated = await client.orderFulfillments.updateFulfillment(
      { fulfillmentId: 'f1', orderId: 'o1' },
      { fulfillment: { trackingInfo: { trackingNumber: 'T-2' } } },
    );
    expect(fetch.requests[1]).toMatchObject({
      method: 'PATCH',
      url: 'http://api/ecom/v1/fulfillments/f1/orders/o1',
      json: { fulfillment: { trackingInfo: { trackingNumber: 'T-2' }, id: 'f1' }, orderId: 'o1' },
    });
    // Like the official function: the order's fulfillments, unwrapped.
    expect(updated.orderId).toBe('o1');
    expect(updated.fulfillments[0]?._createdDate).toEqual(new Date('2024-05-01T10:00:00.000Z'));

    await client.orderFulfillments.deleteFulfillment({ fulfillmentId: 'f1', orderId: 'o1' });
    expect(fetch.requests[2]).toMatchObject({ method: 'DELETE' });
    expect(fetch.requests[2]?.url).toMatch(/^http:\/\/api\/ecom\/v1\/fulfillments\/f1\/orders\/o1\?/);

    const bulk = await client.orderFulfillments.bulkCreateFulfillments([
      { orderId: 'o1', fulfillments: [{ lineItems: [{ _id: 'l1' }] }] },
    ]);
    expect(fetch.requests[3]?.json).toEqual({
      ordersWithFulfillments: [{ orderId: 'o1', fulfillments: [{ lineItems: [{ id: 'l1' }] }] }],
    });
    expect(bulk.results[0]?.itemMetadata._id).toBe('o1');
    expect(bulk.results[0]?.ordersWithFulfillments?.fulfillments[0]?._createdDate).toEqual(
      new Date('2024-05-01T10:00:00.000Z'),
    );
  });

  it('names a line without an id when the server refuses the fulfillment', async () => {
    const { client } = setup(REFUSED);
    await expect(
      client.orderFulfillments.createFulfillment('o1', { lineItems: [{ quantity: 1 }] }),
    ).rejects.toThrow('"fulfillment.lineItems[0]._id" is required');
  });
});
