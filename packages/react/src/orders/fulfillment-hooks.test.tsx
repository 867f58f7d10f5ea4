import { createTestPlatform, type TestPlatform } from '@bazaar/platform/testing';
import { ApiKeyStrategy, createClient, orderFulfillments, orders } from '@bazaar/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberClient } from '../test-support/member-client';
import { useOrderFulfillments } from './fulfillment-hooks';
import { fulfillmentQueries } from './fulfillment-queries';

// The fulfillment hook against a test platform over real HTTP: staff (an API key) ships a member's order with a
// tracking number, and the member reads it back.

let platform: TestPlatform;
let baseUrl: string;
let staff: ReturnType<typeof staffClient>;
const staffClient = (apiKey: string) =>
  createClient({ auth: ApiKeyStrategy({ apiKey }), baseUrl, modules: { orders, orderFulfillments } });

beforeAll(async () => {
  platform = await createTestPlatform();
  ({ baseUrl } = await platform.listen());
  staff = staffClient((await platform.seed.apiKey()).key);
});
afterAll(() => platform.close());

describe('useOrderFulfillments', () => {
  it('shows a member the tracking of their own shipped order', async () => {
    const member = await platform.seed.member();
    const order = await staff.orders.createOrder({
      channelInfo: { type: 'WEB' },
      status: 'APPROVED',
      buyerInfo: { memberId: member.id, email: 'buyer@example.com' },
      lineItems: [
        {
          productName: { original: 'Tent' },
          catalogReference: {
            appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e',
            catalogItemId: crypto.randomUUID(),
          },
          quantity: 1,
          price: { amount: '10.00' },
          itemType: { preset: 'PHYSICAL' },
          physicalProperties: { shippable: true },
        },
      ],
      priceSummary: { subtotal: { amount: '10.00' }, total: { amount: '10.00' } },
    });
    await staff.orderFulfillments.createFulfillment(order._id!, {
      lineItems: [{ _id: order.lineItems![0]!._id! }],
      trackingInfo: { trackingNumber: 'T-1', trackingLink: 'https://track.example/T-1' },
    });
    const { client, queryClient, render } = await memberClient(platform, baseUrl, member.id, {
      orderFulfillments,
    });
    await queryClient.prefetchQuery(
      fulfillmentQueries.queryOptions.listFulfillmentsForSingleOrder(client, order._id!),
    );
    const { data } = render(() => useOrderFulfillments(order._id!));
    expect(data?.orderWithFulfillments.fulfillments[0]?.trackingInfo).toEqual({
      trackingNumber: 'T-1',
      trackingLink: 'https://track.example/T-1',
    });
    expect(data?.orderWithFulfillments.fulfillments[0]?._createdDate).toBeInstanceOf(Date);
  });

  it('waits while there is no id', async () => {
    const member = await platform.seed.member();
    const { render } = await memberClient(platform, baseUrl, member.id, { orderFulfillments });
    expect(render(() => useOrderFulfillments('')).fetchStatus).toBe('idle');
  });
});
