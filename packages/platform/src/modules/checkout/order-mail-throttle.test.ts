import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CartTestKit, createCartTestKit, OREGON, type TestBuyer } from '../cart/testing/cart-test-kit';
import { findOrder } from '../orders';
import { sampleOrder } from '../orders/testing/sample-order';

const CART = '/ecom/v1/carts/current';

let kit: CartTestKit;
let poster: string;
beforeAll(async () => {
  // A small limit so each test reaches it in a few orders.
  kit = await createCartTestKit({ config: { orderMailThrottle: { windowSeconds: 3600, maxPerEmail: 2 } } });
  poster = await kit.product({ name: 'Poster', price: 1 });
});
afterAll(() => kit.close());

/** Places a one-poster order from a checkout naming `email`; returns the order id (the placement must succeed). */
async function placeFor(email: string, buyer?: TestBuyer): Promise<string> {
  const who = buyer ?? (await kit.visitor());
  await kit.add(who, [{ productId: poster }]);
  const checkout = await kit.call(who, 'POST', `${CART}/create-checkout`, {
    channelType: 'WEB',
    email,
    shippingAddress: OREGON,
    billingAddress: OREGON,
  });
  expect(checkout.status).toBe(200);
  const placed = await kit.call(
    who,
    'POST',
    `/ecom/v1/checkouts/${checkout.body.checkoutId}/create-order`,
    {},
  );
  expect(placed.status).toBe(200);
  return placed.body.orderId;
}

// Mail to the address in any case (the outbox keeps the recipient as the checkout spelled it).
const mailsTo = async (email: string) =>
  (await kit.platform.mail.list({ kind: 'order-placed' })).filter((mail) => mail.to.toLowerCase() === email)
    .length;

async function throttledActivities(orderId: string) {
  const order = await findOrder(kit.platform.db, orderId);
  expect(order).toBeDefined();
  return order!.activities.filter((activity) => activity.activityType === 'CUSTOM_ACTIVITY');
}

describe('order confirmations per recipient', () => {
  it('places every order but mails an address no more than the limit, recording each skipped mail', async () => {
    const first = await placeFor('victim@example.com');
    kit.platform.clock.advance({ seconds: 600 });
    // The recipient is counted whatever its case.
    await placeFor('Victim@Example.com');
    expect(await mailsTo('victim@example.com')).toBe(2);
    expect(await throttledActivities(first)).toEqual([]);
    const skipped = await placeFor('victim@example.com');
    const member = await kit.member();
    const skippedForMember = await placeFor('VICTIM@example.com', member);
    expect(await mailsTo('victim@example.com')).toBe(2);
    for (const id of [skipped, skippedForMember]) {
      const order = await findOrder(kit.platform.db, id);
      expect(order!.status).not.toBe('CANCELED');
      expect((await throttledActivities(id)).map((activity) => activity.customActivity)).toEqual([
        {
          type: 'BUYER_MAIL_THROTTLED',
          additionalData: expect.objectContaining({ mailKind: 'order-placed' }),
        },
      ]);
    }
    // Another address is not affected.
    await placeFor('someone-else@example.com');
    expect(await mailsTo('someone-else@example.com')).toBe(1);
  });

  it('mails the address again once its window is over', async () => {
    await placeFor('window@example.com');
    await placeFor('window@example.com');
    await placeFor('window@example.com');
    expect(await mailsTo('window@example.com')).toBe(2);
    kit.platform.clock.advance({ seconds: 3600 });
    const again = await placeFor('window@example.com');
    expect(await mailsTo('window@example.com')).toBe(3);
    expect(await throttledActivities(again)).toEqual([]);
  });

  it('does not count or stop the mail of orders staff create', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await kit.call(kit.apiKey, 'POST', '/ecom/v1/orders', {
        order: sampleOrder({ buyer: { email: 'staff-made@example.com' } }),
      });
      expect(res.status).toBe(200);
    }
    expect(await mailsTo('staff-made@example.com')).toBe(3);
    // Staff orders counted nothing: a buyer's orders still get their two mails.
    await placeFor('staff-made@example.com');
    await placeFor('staff-made@example.com');
    expect(await mailsTo('staff-made@example.com')).toBe(5);
  });
});
