import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_FORM_DETAILS, createFormBrowser } from '../../testing';
import { type CartTestKit, OREGON, type TestBuyer } from '../cart/testing/cart-test-kit';
import {
  callFrom as call,
  expectThrottled,
  throttledCartKit as kitWith,
} from '../cart/testing/session-throttle-kit';
import { demoStorePricing } from './pricing';

const CART = '/ecom/v1/carts/current';
const CHECKOUTS = '/ecom/v1/checkouts';

/** A buyer's checkout of one item (two cart writes: add-to-cart and create-checkout). */
async function checkoutOf(kit: CartTestKit, buyer: TestBuyer, productId: string, ip?: string) {
  await kit.add(buyer, [{ productId }]);
  const res = await call(
    kit,
    buyer,
    'POST',
    `${CART}/create-checkout`,
    { channelType: 'WEB', email: 'shopper@example.com', shippingAddress: OREGON, billingAddress: OREGON },
    ip,
  );
  expect(res.status).toBe(200);
  return res.body.checkoutId as string;
}

describe('checkout writes per session', () => {
  let kit: CartTestKit;
  let mug: string;
  beforeAll(async () => {
    kit = await kitWith({ maxPerSession: 5 });
    mug = await kit.product({ name: 'Mug', price: 10 });
  });
  afterAll(() => kit.close());

  it('counts checkout writes in one budget with cart writes; past it every write is refused and nothing changes', async () => {
    const buyer = await kit.visitor();
    const id = await checkoutOf(kit, buyer, mug);
    kit.platform.clock.advance({ seconds: 20 });
    expect(
      (await call(kit, buyer, 'PATCH', `${CHECKOUTS}/${id}`, { checkout: { buyerNote: 'hi' } })).status,
    ).toBe(200);
    // A refused write (an unknown coupon) is counted too: the count comes before the request is looked at.
    const refused = await call(kit, buyer, 'PATCH', `${CHECKOUTS}/${id}`, { couponCode: 'NO-SUCH-COUPON' });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(429);
    expect((await call(kit, buyer, 'POST', `${CHECKOUTS}/${id}/remove-coupon`)).status).toBe(200);
    const before = (await call(kit, buyer, 'GET', `${CHECKOUTS}/${id}`)).body.checkout;
    // Five writes since the session's first one (20 s ago): 40 s to wait, for checkout and cart writes alike.
    expectThrottled(
      await call(kit, buyer, 'PATCH', `${CHECKOUTS}/${id}`, { checkout: { buyerNote: 'x' } }),
      40,
    );
    expectThrottled(await call(kit, buyer, 'PATCH', `${CHECKOUTS}/${id}`, { couponCode: 'WELCOME10' }), 40);
    expectThrottled(await call(kit, buyer, 'POST', `${CHECKOUTS}/${id}/remove-coupon`), 40);
    expectThrottled(await call(kit, buyer, 'POST', `${CHECKOUTS}/${id}/create-order`, {}), 40);
    expectThrottled(await call(kit, buyer, 'POST', `${CHECKOUTS}/${id}/mark-as-completed`, {}), 40);
    expectThrottled(await call(kit, buyer, 'DELETE', CART), 40);
    // Reads are never counted, and the refused writes changed nothing: no order either.
    const after = await call(kit, buyer, 'GET', `${CHECKOUTS}/${id}`);
    expect(after.status).toBe(200);
    expect(after.body.checkout).toEqual(before);
    expect(after.body.checkout.buyerNote).toBe('hi');
    expect(await kit.platform.db.query('select 1 from orders where checkout_id = $1', [id])).toEqual([]);
    // Another session is not affected; once the window is over the order is placed.
    const other = await kit.visitor();
    const otherId = await checkoutOf(kit, other, mug);
    expect((await call(kit, other, 'POST', `${CHECKOUTS}/${otherId}/create-order`, {})).status).toBe(200);
    kit.platform.clock.advance({ seconds: 40 });
    expect((await call(kit, buyer, 'POST', `${CHECKOUTS}/${id}/create-order`, {})).status).toBe(200);
  });

  it('counts placing the order: a script retrying it on one checkout is stopped', async () => {
    const buyer = await kit.member();
    const id = await checkoutOf(kit, buyer, mug);
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push((await call(kit, buyer, 'POST', `${CHECKOUTS}/${id}/create-order`, {})).status);
    // The first places it, the next two are refused by the checkout (428), the fourth by the throttle.
    expect(answers).toEqual([200, 428, 428, 429]);
  });

  it('counts a session’s charges of a gateway order (paying an order placed from a checkout)', async () => {
    const buyer = await kit.visitor();
    await kit.add(buyer, [{ productId: mug }]);
    const orderId = await kit.placeOrder(buyer, OREGON); // three writes with the add
    const prepared = await call(
      kit,
      kit.apiKey,
      'POST',
      `/ecom/v1/payments-collector/orders/${orderId}/prepare-payment-collection`,
      {
        amount: { amount: '1.00' },
      },
    );
    expect(prepared.status).toBe(200);
    const charge = () =>
      call(
        kit,
        buyer,
        'POST',
        `/bazaar/v1/payment-gateway-orders/${prepared.body.paymentGatewayOrderId}/charge`,
        {
          outcome: 'DECLINED',
        },
      );
    expect((await charge()).status).toBe(200);
    expect((await charge()).status).toBe(200);
    expectThrottled(await charge(), 60);
  });

  it('never counts an API key, which still writes to a throttled session’s checkout', async () => {
    const buyer = await kit.visitor();
    const id = await checkoutOf(kit, buyer, mug);
    for (let i = 0; i < 3; i++)
      expect(
        (await call(kit, buyer, 'PATCH', `${CHECKOUTS}/${id}`, { checkout: { buyerNote: `b${i}` } })).status,
      ).toBe(200);
    expect((await call(kit, buyer, 'PATCH', `${CHECKOUTS}/${id}`, { checkout: {} })).status).toBe(429);
    for (let i = 0; i < 7; i++)
      expect(
        (await call(kit, kit.apiKey, 'PATCH', `${CHECKOUTS}/${id}`, { checkout: { buyerNote: `k${i}` } }))
          .status,
      ).toBe(200);
    expect((await call(kit, kit.apiKey, 'POST', `${CHECKOUTS}/${id}/create-order`, {})).status).toBe(200);
  });

  it('never counts checkout writes from an exempt address', async () => {
    const exemptKit = await kitWith({ maxPerSession: 3, exemptAddresses: ['203.0.113.7'] });
    try {
      const mugHere = await exemptKit.product({ name: 'Mug', price: 10 });
      const buyer = await exemptKit.visitor();
      // add-to-cart from the kit (not exempt: 1), create-checkout from the exempt address (not counted).
      const id = await checkoutOf(exemptKit, buyer, mugHere, '203.0.113.7');
      for (let i = 0; i < 5; i++)
        expect(
          (await call(exemptKit, buyer, 'PATCH', `${CHECKOUTS}/${id}`, { checkout: {} }, '203.0.113.7'))
            .status,
        ).toBe(200);
      // The session still has two writes left elsewhere.
      for (const expected of [200, 200, 429])
        expect((await call(exemptKit, buyer, 'PATCH', `${CHECKOUTS}/${id}`, { checkout: {} })).status).toBe(
          expected,
        );
    } finally {
      await exemptKit.close();
    }
  });
});

describe('hosted checkout page forms per session', () => {
  let kit: CartTestKit;
  beforeAll(async () => {
    kit = await kitWith({ maxPerSession: 4 });
    await kit.pricing(demoStorePricing);
  });
  afterAll(() => kit.close());

  it('counts each form sent in the session’s budget; past it the page answers 429 and charges nothing', async () => {
    const buyer = await kit.visitor();
    const tent = await kit.product({ name: 'Tent', price: 120, quantity: 10, weight: 2 });
    await kit.add(buyer, [{ productId: tent }]);
    const { checkoutId } = (await kit.call(buyer, 'POST', `${CART}/create-checkout`, { channelType: 'WEB' }))
      .body;
    const session = await kit.call(buyer, 'POST', '/_api/redirects-api/v1/redirect-session', {
      ecomCheckout: { checkoutId },
      callbacks: { thankYouPageUrl: 'https://app.test/thanks' },
    });
    const browser = createFormBrowser(
      async (url, init) => kit.platform.app.request(url, init),
      'http://localhost',
    );
    const page = await browser.get(session.body.redirectSession.fullUrl);
    const saved = await browser.submit(page, CHECKOUT_FORM_DETAILS, 'details');
    expect(saved.status).toBe(200);
    const couponed = await browser.submit(saved, { couponCode: 'welcome10' }, 'coupon');
    expect(couponed.status).toBe(200);
    // Four writes: add-to-cart, create-checkout and the two forms. Paying is the fifth.
    const card = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', cardName: 'Cam Per' };
    const refused = await browser.submit(couponed, card, 'pay');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.html).toContain('Too many changes');
    expect(await kit.platform.db.query('select 1 from orders where checkout_id = $1', [checkoutId])).toEqual(
      [],
    );
    // The API writes of the session are refused too: one budget.
    expect((await kit.call(buyer, 'PATCH', `${CHECKOUTS}/${checkoutId}`, { checkout: {} })).status).toBe(429);
    kit.platform.clock.advance({ seconds: 60 });
    const paid = await browser.submit(refused, card, 'pay');
    expect(paid.status).toBe(303);
  });
});
