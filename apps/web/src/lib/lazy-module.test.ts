import { ApiKeyStrategy, createClient, members, orders } from '@bazaar/sdk';
import { createRecordingFetch } from '@bazaar/sdk/testing';
import { describe, expect, it } from 'vitest';
import { lazyModule } from './lazy-module';

const ORDER = { order: { id: 'o1', number: '10001', createdDate: '2026-01-02T03:04:05.000Z' } };

describe('lazyModule', () => {
  it('loads the module on the first call only, then calls through the client’s pipeline', async () => {
    let loads = 0;
    const fetch = createRecordingFetch({ 'GET /ecom/v1/orders/o1': { json: ORDER } });
    const client = createClient({
      auth: ApiKeyStrategy({ apiKey: 'k' }),
      baseUrl: 'http://api',
      fetch,
      modules: {
        orders: lazyModule(['getOrder', 'searchOrders'], async () => {
          loads += 1;
          return orders;
        }),
      },
    });
    expect(loads).toBe(0);

    const order = await client.orders.getOrder('o1');
    // The descriptor's conversions ran: `id` renamed, the date parsed, the `order` field unwrapped.
    expect(order).toMatchObject({ _id: 'o1', number: '10001' });
    expect(order._createdDate).toBeInstanceOf(Date);
    expect(fetch.requests[0]).toMatchObject({ method: 'GET', headers: { authorization: 'k' } });
    await client.orders.getOrder('o1');
    expect(loads).toBe(2); // `load` is the caller's import(), which the browser caches; it is asked each call
  });

  it('passes per-call options (the abort signal of a query) on to the request', async () => {
    const fetch = createRecordingFetch({ 'GET /ecom/v1/orders/o1': { hang: true } });
    const client = createClient({
      auth: ApiKeyStrategy({ apiKey: 'k' }),
      baseUrl: 'http://api',
      fetch,
      modules: { orders: lazyModule(['getOrder'], async () => orders) },
    });
    const controller = new AbortController();
    const pending = client.orders.getOrder('o1', { signal: controller.signal });
    await expect.poll(() => fetch.requests.length).toBe(1);
    controller.abort();
    await expect(pending).rejects.toThrow();
  });

  it('binds hand-written calls to the client too (`members.updateMember` folds its id into the body)', async () => {
    const fetch = createRecordingFetch(() => ({
      json: { member: { id: 'm1', profile: { nickname: 'Ada' } } },
    }));
    const client = createClient({
      auth: ApiKeyStrategy({ apiKey: 'k' }),
      baseUrl: 'http://api',
      fetch,
      modules: { members: lazyModule(['updateMember'], async () => members) },
    });
    const member = await client.members.updateMember('m1', { profile: { nickname: 'Ada' } });
    expect(member).toMatchObject({ _id: 'm1' });
    expect(fetch.requests[0]).toMatchObject({
      method: 'PATCH',
      path: '/members/v1/members/m1',
      json: { member: { id: 'm1', profile: { nickname: 'Ada' } } },
    });
  });
});
