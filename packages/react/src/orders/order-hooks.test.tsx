import { createTestPlatform, type TestPlatform } from '@bazaar/platform/testing';
import { ApiKeyStrategy, ApplicationError, createClient, orders } from '@bazaar/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberClient } from '../test-support/member-client';
import { useMyOrders, useOrder } from './order-hooks';
import { orderQueries } from './order-queries';

// Order hooks against the orders API of a test platform over real HTTP: orders are created by staff (an API key)
// for seeded members, and read back by those members.

let platform: TestPlatform;
let baseUrl: string;
let staff: ReturnType<typeof staffClient>;
const staffClient = (apiKey: string) =>
  createClient({ auth: ApiKeyStrategy({ apiKey }), baseUrl, modules: { orders } });

beforeAll(async () => {
  platform = await createTestPlatform();
  ({ baseUrl } = await platform.listen());
  staff = staffClient((await platform.seed.apiKey()).key);
});
afterAll(() => platform.close());

const placeOrderFor = (memberId: string, name: string) =>
  staff.orders.createOrder({
    channelInfo: { type: 'WEB' },
    // Searches never list INITIALIZED orders (business-rules 79), which an unpaid order would be.
    status: 'APPROVED',
    buyerInfo: { memberId, email: 'buyer@example.com' },
    lineItems: [
      {
        productName: { original: name },
        catalogReference: {
          appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e',
          catalogItemId: crypto.randomUUID(),
        },
        quantity: 1,
        price: { amount: '10.00' },
        itemType: { preset: 'PHYSICAL' },
      },
    ],
    priceSummary: { subtotal: { amount: '10.00' }, total: { amount: '10.00' } },
  });

async function memberWithOrders(names: string[]) {
  const seeded = await platform.seed.member();
  const placed = [];
  for (const name of names) {
    // A minute apart on the fake clock, so "newest first" is decided by the dates, not by chance.
    platform.clock.advance({ minutes: 1 });
    placed.push(await placeOrderFor(seeded.id, name));
  }
  const { client, queryClient, render } = await memberClient(platform, baseUrl, seeded.id, { orders });
  return { placed, client, queryClient, render };
}

describe('useMyOrders', () => {
  it('lists the member’s own orders, newest first, from the cache its factory filled', async () => {
    await memberWithOrders(['Someone else’s mug']);
    const { placed, client, queryClient, render } = await memberWithOrders(['Mug', 'Tent']);
    await queryClient.prefetchQuery(
      orderQueries.queryOptions.searchOrders(client, { cursorPaging: { limit: 20 } }),
    );
    const { data } = render(() => useMyOrders());
    expect(data?.orders.map((order) => order._id)).toEqual([placed[1]!._id, placed[0]!._id]);
    expect(data?.orders[0]?.lineItems?.[0]?.productName?.original).toBe('Tent');
    expect(data?.orders[0]?._createdDate).toBeInstanceOf(Date);
  });

  it('does not fetch while disabled (visitors)', async () => {
    const { render } = await memberWithOrders([]);
    expect(render(() => useMyOrders(undefined, { enabled: false })).fetchStatus).toBe('idle');
  });
});

describe('useOrder', () => {
  it('reads one of the member’s orders by id', async () => {
    const { placed, client, queryClient, render } = await memberWithOrders(['Stove']);
    const id = placed[0]!._id!;
    await queryClient.prefetchQuery(orderQueries.queryOptions.getOrder(client, id));
    const { data } = render(() => useOrder(id));
    expect(data).toMatchObject({ _id: id, number: placed[0]!.number });
  });

  it('hands someone else’s order to the UI as the server’s 404 ORDER_NOT_FOUND', async () => {
    const other = await memberWithOrders(['Lantern']);
    const { client, queryClient } = await memberWithOrders([]);
    const error = await queryClient
      .fetchQuery(orderQueries.queryOptions.getOrder(client, other.placed[0]!._id!))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error).toMatchObject({ status: 404, code: 'ORDER_NOT_FOUND' });
  });

  it('waits while there is no id (a thank-you page without `orderId`)', async () => {
    const { render } = await memberWithOrders([]);
    expect(render(() => useOrder('')).fetchStatus).toBe('idle');
  });
});

describe('orderQueries', () => {
  it('has factories for the order calls and none for the order events mixed into the module', () => {
    expect(Object.keys(orderQueries.queryOptions)).toContain('searchOrders');
    expect(Object.keys(orderQueries.mutationOptions)).toContain('cancelOrder');
    expect(Object.keys(orderQueries.queryOptions)).not.toContain('onOrderCreated');
  });
});
