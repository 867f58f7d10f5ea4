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

/** A checkout of one poster naming `email`; returns its buyer and id. */
async function checkoutFor(
  email: string,
  buyer?: TestBuyer,
): Promise<{ who: TestBuyer; checkoutId: string }> {
  const who = buyer ?? (await kit.visitor());
  await kit.add(who, [{ productId: poster }]);
  const checkout = await kit.call(who, 'POST', `${CART}/create-checkout`, {
    channelType: 'WEB',
    email,
    shippingAddress: OREGON,
    billingAddress: OREGON,
  });
  expect(checkout.status).toBe(200);
  return { who, checkoutId: checkout.body.checkoutId };
}

const createOrderOf = ({ who, checkoutId }: { who: TestBuyer; checkoutId: string }) =>
  kit.call(who, 'POST', `/ecom/v1/checkouts/${checkoutId}/create-order`, {});

/** Places a one-poster order from a checkout naming `email`; returns the order id (the placement must succeed). */
async function placeFor(email: string, buyer?: TestBuyer): Promise<string> {
  const placed = await createOrderOf(await checkoutFor(email, buyer));
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

  it('does not count the mail of an order whose transaction fails after the mail was decided', async () => {
    // The checkout's last write fails: the order, its queued mail and everything else roll back.
    await kit.platform.db.exec(`
      create function fail_checkout_order() returns trigger language plpgsql as $$
        begin raise exception 'test: the placement fails after the order was created'; end $$;
      create trigger fail_checkout_order before update of order_id on checkouts
        for each row execute function fail_checkout_order();`);
    try {
      for (let i = 0; i < 2; i++) {
        const failed = await createOrderOf(await checkoutFor('rolled-back@example.com'));
        expect(failed.status).toBe(500);
      }
    } finally {
      await kit.platform.db.exec(`
        drop trigger fail_checkout_order on checkouts;
        drop function fail_checkout_order();`);
    }
    expect(await mailsTo('rolled-back@example.com')).toBe(0);
    // The address still has its two mails, each order recording it as sent (no activity); the third is skipped.
    const placed = [await placeFor('rolled-back@example.com'), await placeFor('rolled-back@example.com')];
    expect(await mailsTo('rolled-back@example.com')).toBe(2);
    for (const id of placed) expect(await throttledActivities(id)).toEqual([]);
    const skipped = await placeFor('rolled-back@example.com');
    expect(await mailsTo('rolled-back@example.com')).toBe(2);
    expect(await throttledActivities(skipped)).toHaveLength(1);
  });

  it('lets concurrent orders to one address mail it no more than the limit', async () => {
    const checkouts = await Promise.all(
      Array.from({ length: 5 }, () => checkoutFor('concurrent@example.com')),
    );
    const placed = await Promise.all(checkouts.map(createOrderOf));
    expect(placed.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await mailsTo('concurrent@example.com')).toBe(2);
    const skipped = await Promise.all(placed.map((reply) => throttledActivities(reply.body.orderId)));
    expect(skipped.filter((activities) => activities.length > 0)).toHaveLength(3);
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
