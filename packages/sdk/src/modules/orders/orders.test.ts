import { describe, expect, it } from 'vitest';
import { ApiKeyStrategy } from '../../auth/api-key-strategy';
import { createClient } from '../../client/create-client';
import { ApplicationError } from '../../errors/bazaar-error';
import { createRecordingFetch, type MockHandler } from '../../testing/recording-fetch';
import { orders } from './orders';

const wireOrder = () => ({
  id: 'o1',
  number: '10001',
  createdDate: '2024-05-01T10:00:00.000Z',
  updatedDate: '2024-05-01T10:00:00.000Z',
  purchasedDate: '2024-05-01T10:00:00.000Z',
  status: 'APPROVED',
  lineItems: [{ id: 'li1', quantity: 2, physicalProperties: { weight: 'NaN' } }],
  billingInfo: { address: { addressLine: '1 Main St', geocode: { latitude: 45.5, longitude: 'Infinity' } } },
  activities: [{ id: 'a1', createdDate: '2024-05-01T10:00:00.000Z', activityType: 'ORDER_PLACED' }],
});

const setup = (handler: MockHandler = () => ({ json: { order: wireOrder() } })) => {
  const fetch = createRecordingFetch(handler);
  const client = createClient({
    auth: ApiKeyStrategy({ apiKey: 'key' }),
    fetch,
    baseUrl: 'http://api',
    modules: { orders },
  });
  return { fetch, orders: client.orders };
};

describe('orders.getOrder', () => {
  it('GETs the order and returns it converted: renamed ids, Dates, special floats', async () => {
    const { fetch, orders: api } = setup();
    const order = await api.getOrder('o1');
    expect(fetch.requests[0]).toMatchObject({ method: 'GET', url: 'http://api/ecom/v1/orders/o1?id=o1' });
    expect(order._id).toBe('o1');
    expect(order._createdDate).toEqual(new Date('2024-05-01T10:00:00.000Z'));
    expect(order.purchasedDate).toEqual(new Date('2024-05-01T10:00:00.000Z'));
    expect(order.lineItems?.[0]).toMatchObject({ _id: 'li1', physicalProperties: { weight: Number.NaN } });
    expect(order.billingInfo?.address?.geocode?.longitude).toBe(Number.POSITIVE_INFINITY);
    expect(order.activities?.[0]?._createdDate).toEqual(new Date('2024-05-01T10:00:00.000Z'));
  });

  it('raises ORDER_NOT_FOUND as an ApplicationError', async () => {
    const { orders: api } = setup(() => ({
      status: 404,
      json: {
        message: 'nope',
        details: { applicationError: { code: 'ORDER_NOT_FOUND', description: 'nope', data: {} } },
      },
    }));
    const error = await api.getOrder('o9').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApplicationError);
    expect((error as ApplicationError).details.applicationError?.code).toBe('ORDER_NOT_FOUND');
  });

  it('names an empty id when the server refuses the `undefined` path', async () => {
    const { fetch, orders: api } = setup(() => ({ status: 404, json: { message: 'Not found' } }));
    await expect(api.getOrder('')).rejects.toThrow('"_id" is required');
    expect(fetch.requests[0]?.path).toMatch(/\/undefined\b/);
  });
});

describe('orders.searchOrders', () => {
  it('POSTs {search} with filter keys renamed to wire names and converts every order', async () => {
    const { fetch, orders: api } = setup(() => ({
      json: { orders: [wireOrder()], metadata: { count: 1, hasNext: false } },
    }));
    const page = await api.searchOrders({
      filter: { _id: 'o1' },
      sort: [{ fieldName: '_createdDate', order: 'DESC' }],
    });
    expect(fetch.requests[0]).toMatchObject({
      method: 'POST',
      url: 'http://api/ecom/v1/orders/search',
      json: { search: { filter: { id: 'o1' }, sort: [{ fieldName: 'createdDate', order: 'DESC' }] } },
    });
    expect(page.orders[0]?._updatedDate).toBeInstanceOf(Date);
    expect(page.metadata).toEqual({ count: 1, hasNext: false });
  });
});

describe('orders.updateOrder', () => {
  it('folds the id into the order, sends the field mask joined, and returns the order', async () => {
    const { fetch, orders: api } = setup();
    const order = await api.updateOrder(
      'o1',
      { archived: true },
      { fieldMask: ['archived', 'seenByAHuman'] },
    );
    expect(fetch.requests[0]).toMatchObject({
      method: 'PATCH',
      url: 'http://api/ecom/v1/orders/o1',
      json: { order: { archived: true, id: 'o1' }, fieldMask: 'archived,seenByAHuman' },
    });
    expect(order._id).toBe('o1');
  });
});

describe('orders.updateOrderLineItem and activities', () => {
  it('sends the line item with its id at /line-item/{id}', async () => {
    const { fetch, orders: api } = setup();
    await api.updateOrderLineItem({ _id: 'o1', lineItemId: 'li1' }, { productName: { original: 'Mug' } });
    expect(fetch.requests[0]).toMatchObject({
      method: 'PATCH',
      url: 'http://api/ecom/v1/orders/o1/line-item/li1',
      json: { id: 'o1', lineItem: { productName: { original: 'Mug' }, id: 'li1' } },
    });
  });

  it('adds, updates and deletes activities at their paths', async () => {
    const { fetch, orders: api } = setup(() => ({ json: { order: wireOrder(), activityId: 'a2' } }));
    expect((await api.addActivity('o1', { merchantComment: { message: 'hi' } })).activityId).toBe('a2');
    await api.updateActivity({ _id: 'o1', activityId: 'a2' }, { merchantComment: { message: 'hello' } });
    await api.deleteActivity({ _id: 'o1', activityId: 'a2' });
    expect(fetch.requests.map((request) => [request.method, request.url])).toEqual([
      ['POST', 'http://api/ecom/v1/orders/o1/activities'],
      ['PATCH', 'http://api/ecom/v1/orders/o1/activities/a2'],
      ['DELETE', 'http://api/ecom/v1/orders/o1/activities/a2?id=o1&activityId=a2'],
    ]);
    expect(fetch.requests[1]?.json).toEqual({
      id: 'o1',
      activityId: 'a2',
      activity: { merchantComment: { message: 'hello' } },
    });
  });
});

describe('orders status calls', () => {
  it('cancels and updates the status at their paths, returning { order }', async () => {
    const { fetch, orders: api } = setup();
    const { order } = await api.cancelOrder('o1', { restockAllItems: true });
    await api.updateOrderStatus('o1', 'APPROVED');
    expect(order._id).toBe('o1');
    expect(fetch.requests.map((request) => [request.url, request.json])).toEqual([
      ['http://api/ecom/v1/orders/o1/cancel', { id: 'o1', restockAllItems: true }],
      ['http://api/ecom/v1/orders/o1/update-status', { orderId: 'o1', status: 'APPROVED' }],
    ]);
  });

  it('has the order events mixed in', () => {
    const { orders: api } = setup();
    expect(typeof api.onOrderCreated).toBe('function');
  });
});
