import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CartTestKit, createCartTestKit, STORES } from './testing/cart-test-kit';
import {
  callFrom as call,
  expectThrottled,
  throttledCartKit as kitWith,
} from './testing/session-throttle-kit';

const CART = '/ecom/v1/carts/current';

const addBody = (productId: string) => ({
  lineItems: [{ catalogReference: { appId: STORES, catalogItemId: productId }, quantity: 1 }],
});

describe('cart writes per session', () => {
  let kit: CartTestKit;
  let mug: string;
  beforeAll(async () => {
    kit = await kitWith({ maxPerSession: 3 });
    mug = await kit.product({ name: 'Mug', price: 10 });
  });
  afterAll(() => kit.close());

  it('refuses writes past the limit with 429 and Retry-After, changing nothing; other sessions go on', async () => {
    const buyer = await kit.visitor();
    expect((await call(kit, buyer, 'POST', `${CART}/add-to-cart`, addBody(mug))).status).toBe(200);
    kit.platform.clock.advance({ seconds: 20 });
    expect((await call(kit, buyer, 'PATCH', CART, { cartInfo: { buyerNote: 'hi' } })).status).toBe(200);
    const line = (await call(kit, buyer, 'GET', CART)).body.cart.lineItems[0].id;
    expect(
      (
        await call(kit, buyer, 'POST', `${CART}/update-line-items-quantity`, {
          lineItems: [{ id: line, quantity: 2 }],
        })
      ).status,
    ).toBe(200);
    kit.platform.clock.advance({ seconds: 10 });
    const before = (await call(kit, buyer, 'GET', CART)).body.cart;
    // Every kind of write is counted, each from the session's first write (30 s ago): 30 s to wait.
    expectThrottled(await call(kit, buyer, 'POST', `${CART}/add-to-cart`, addBody(mug)), 30);
    expectThrottled(await call(kit, buyer, 'POST', `${CART}/remove-line-items`, { lineItemIds: [line] }), 30);
    expectThrottled(await call(kit, buyer, 'POST', `${CART}/remove-coupon`), 30);
    expectThrottled(await call(kit, buyer, 'POST', `${CART}/create-checkout`, { channelType: 'WEB' }), 30);
    expectThrottled(await call(kit, buyer, 'DELETE', CART), 30);
    // The session's address does not matter: the session is what is counted.
    expectThrottled(
      await call(kit, buyer, 'PATCH', CART, { cartInfo: { buyerNote: 'x' } }, '203.0.113.1'),
      30,
    );
    expect((await call(kit, buyer, 'GET', CART)).body.cart).toEqual(before);
    // Another visitor, and a member, from the same address are not affected.
    expect((await call(kit, await kit.visitor(), 'POST', `${CART}/add-to-cart`, addBody(mug))).status).toBe(
      200,
    );
    expect((await call(kit, await kit.member(), 'POST', `${CART}/add-to-cart`, addBody(mug))).status).toBe(
      200,
    );
  });

  it('lets writes through again once the window is over', async () => {
    const buyer = await kit.visitor();
    for (let i = 0; i < 3; i++) await call(kit, buyer, 'POST', `${CART}/add-to-cart`, addBody(mug));
    expect((await call(kit, buyer, 'POST', `${CART}/add-to-cart`, addBody(mug))).status).toBe(429);
    kit.platform.clock.advance({ seconds: 59 });
    expectThrottled(await call(kit, buyer, 'POST', `${CART}/add-to-cart`, addBody(mug)), 1);
    kit.platform.clock.advance({ seconds: 1 });
    for (let i = 0; i < 3; i++)
      expect((await call(kit, buyer, 'POST', `${CART}/add-to-cart`, addBody(mug))).status).toBe(200);
    expect((await call(kit, buyer, 'GET', CART)).body.cart.lineItems[0].quantity).toBe(6);
  });

  it('never counts reading the cart or estimating its totals, even for a throttled session', async () => {
    const buyer = await kit.member();
    expect((await call(kit, buyer, 'POST', `${CART}/add-to-cart`, addBody(mug))).status).toBe(200);
    for (let i = 0; i < 10; i++) {
      expect((await call(kit, buyer, 'GET', CART)).status).toBe(200);
      expect((await call(kit, buyer, 'POST', `${CART}/estimate-totals`, {})).status).toBe(200);
    }
    // The reads counted nothing: two writes are still left.
    expect((await call(kit, buyer, 'POST', `${CART}/add-to-cart`, addBody(mug))).status).toBe(200);
    expect((await call(kit, buyer, 'POST', `${CART}/add-to-cart`, addBody(mug))).status).toBe(200);
    expect((await call(kit, buyer, 'POST', `${CART}/add-to-cart`, addBody(mug))).status).toBe(429);
    expect((await call(kit, buyer, 'GET', CART)).status).toBe(200);
    expect((await call(kit, buyer, 'POST', `${CART}/estimate-totals`, {})).status).toBe(200);
  });

  it('counts parallel writes against each other: of 10 at once, only the limit go through', async () => {
    const buyer = await kit.visitor();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(kit, buyer, 'POST', `${CART}/add-to-cart`, addBody(mug))),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([...Array(3).fill(200), ...Array(7).fill(429)]);
    expect((await call(kit, buyer, 'GET', CART)).body.cart.lineItems[0].quantity).toBe(3);
  });
});

describe('cart throttle configuration', () => {
  it('counts loopback like any address unless it is configured as exempt', async () => {
    const kit = await createCartTestKit({
      config: { cartThrottle: { windowSeconds: 60, maxPerSession: 2, exemptAddresses: [] } },
    });
    const server = await kit.platform.listen();
    try {
      const mug = await kit.product({ name: 'Mug', price: 10 });
      const buyer = await kit.visitor();
      const add = () =>
        fetch(`${server.baseUrl}${CART}/add-to-cart`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: buyer.token },
          body: JSON.stringify(addBody(mug)),
        });
      expect((await add()).status).toBe(200);
      expect((await add()).status).toBe(200);
      const refused = await add();
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('60');
    } finally {
      await kit.close();
    }
  });

  it('never counts writes from an exempt address (IPv4-mapped forms too), and counts the others', async () => {
    const kit = await kitWith({ maxPerSession: 2, exemptAddresses: ['127.0.0.1', '203.0.113.7'] });
    try {
      const mug = await kit.product({ name: 'Mug', price: 10 });
      const buyer = await kit.visitor();
      for (const ip of ['203.0.113.7', '::ffff:127.0.0.1', '127.0.0.1', '203.0.113.7', '::ffff:203.0.113.7'])
        expect((await call(kit, buyer, 'POST', `${CART}/add-to-cart`, addBody(mug), ip)).status).toBe(200);
      // The exempt writes counted nothing: the session still has its two.
      for (let i = 0; i < 2; i++)
        expect(
          (await call(kit, buyer, 'POST', `${CART}/add-to-cart`, addBody(mug), '203.0.113.8')).status,
        ).toBe(200);
      expect(
        (await call(kit, buyer, 'POST', `${CART}/add-to-cart`, addBody(mug), '203.0.113.8')).status,
      ).toBe(429);
      // An exempt address still writes for a throttled session.
      expect(
        (await call(kit, buyer, 'POST', `${CART}/add-to-cart`, addBody(mug), '203.0.113.7')).status,
      ).toBe(200);
    } finally {
      await kit.close();
    }
  });

  it('turns the limit off with 0', async () => {
    const kit = await kitWith({ maxPerSession: 0 });
    try {
      const mug = await kit.product({ name: 'Mug', price: 10 });
      const buyer = await kit.visitor();
      for (let i = 0; i < 6; i++)
        expect((await call(kit, buyer, 'POST', `${CART}/add-to-cart`, addBody(mug))).status).toBe(200);
    } finally {
      await kit.close();
    }
  });
});
