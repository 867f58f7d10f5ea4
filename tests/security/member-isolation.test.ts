import { createTestPlatform, type TestPlatform } from '@bazaar/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Callers, createCallers } from './support/callers';
import { createMatrixFixtures, type MatrixFixtures } from './support/matrix-fixtures';
import { callPlatform } from './support/platform-call';

// The permission matrix proves who gets past each guard; these cases prove what member B sees of member A's data
// when a route lets both through (current cart, order search, member profiles).
let platform: TestPlatform;
let callers: Callers;
let fixtures: MatrixFixtures;

beforeAll(async () => {
  platform = await createTestPlatform();
  callers = await createCallers(platform);
  fixtures = await createMatrixFixtures(platform, callers);
});
afterAll(() => platform?.close());

const as = (caller: keyof Callers['headers'], method: string, path: string, body?: unknown) =>
  callPlatform(platform, callers.headers[caller], method, path, body);

describe("another member's data", () => {
  it("never shows member A's cart as member B's current cart", async () => {
    await as('memberA', 'POST', '/ecom/v1/carts/current/add-to-cart', {
      lineItems: [
        {
          catalogReference: {
            appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e',
            catalogItemId: fixtures.productId,
          },
          quantity: 2,
        },
      ],
    });
    const cartOfA = await as('memberA', 'GET', '/ecom/v1/carts/current');
    expect(cartOfA.status).toBe(200);
    const cartOfB = await as('memberB', 'GET', '/ecom/v1/carts/current');
    expect(cartOfB.status).toBe(404);
    expect(JSON.stringify(cartOfB.body)).not.toContain(cartOfA.body.cart.id);
    const visitorCart = await as('visitor', 'GET', '/ecom/v1/carts/current');
    expect(JSON.stringify(visitorCart.body)).not.toContain(cartOfA.body.cart.id);
  });

  it("keeps member A's checkout and order out of member B's reach", async () => {
    const checkout = await as('memberB', 'GET', `/ecom/v1/checkouts/${fixtures.checkoutOfA}`);
    expect(checkout.status).toBe(404);
    const order = await as('memberB', 'GET', `/ecom/v1/orders/${fixtures.orderOfA.id}`);
    expect([order.status, order.body.details.applicationError.code]).toEqual([404, 'ORDER_NOT_FOUND']);
    const payments = await as('memberB', 'GET', `/ecom/v1/payments/orders/${fixtures.orderOfA.id}`);
    expect(payments.status).toBe(404);
  });

  it("finds only the caller's own orders in a search, whatever the filter says", async () => {
    const filter = { filter: { 'buyerInfo.memberId': { $eq: callers.memberA.id } } };
    const mine = await as('memberA', 'POST', '/ecom/v1/orders/search', { search: filter });
    expect(mine.body.orders.map((o: { id: string }) => o.id)).toContain(fixtures.orderOfA.id);
    const theirs = await as('memberB', 'POST', '/ecom/v1/orders/search', { search: filter });
    expect(theirs.status).toBe(200);
    expect(theirs.body.orders).toEqual([]);
    const everything = await as('memberB', 'POST', '/ecom/v1/orders/search', { search: {} });
    expect(JSON.stringify(everything.body)).not.toContain(fixtures.orderOfA.id);
  });

  it("shows member B only member A's public profile, never the FULL one", async () => {
    await fixtures.publicMemberA();
    const full = await as('memberB', 'GET', `/members/v1/members/${callers.memberA.id}?fieldsets=FULL`);
    expect(full.status).toBe(403);
    const profile = await as('memberB', 'GET', `/members/v1/members/${callers.memberA.id}`);
    expect(profile.status).toBe(200);
    expect(JSON.stringify(profile.body)).not.toContain(callers.memberA.email);
    const listed = await as('memberB', 'POST', '/members/v1/members/query', {
      query: {},
      fieldsets: ['FULL'],
    });
    expect(JSON.stringify(listed.body)).not.toContain(callers.memberA.email);
    const byStaff = await as('owner', 'GET', `/members/v1/members/${callers.memberA.id}?fieldsets=FULL`);
    expect(JSON.stringify(byStaff.body)).toContain(callers.memberA.email);
  });
});
