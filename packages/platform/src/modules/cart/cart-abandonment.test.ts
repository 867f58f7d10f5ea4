import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStorePricing } from '../checkout/pricing';
import { PLATFORM_TASKS } from '../events/platform-tasks';
import { createTaskScheduler } from '../events/scheduled-tasks';
import { cartAbandonmentTask } from './cart-abandonment';
import { type CartTestKit, createCartTestKit, OREGON } from './testing/cart-test-kit';

const ABANDONED = 'com.wix.ecommerce.cart.abandonment.api.v1.CartAbandonedEvent';
const RECOVERED = 'com.wix.ecommerce.cart.abandonment.api.v1.CartRecoveredEvent';

let kit: CartTestKit;
let item: string;
let other: string;
beforeAll(async () => {
  kit = await createCartTestKit({ config: { cartAbandonMinutes: 30 } });
  await kit.pricing(demoStorePricing);
  item = await kit.product({ name: 'Kettle', price: 24.5, weight: 1 });
  other = await kit.product({ name: 'Teapot', price: 30, weight: 1 });
});
afterAll(() => kit.close());

const run = () => createTaskScheduler(kit.platform.deps, [cartAbandonmentTask]).runDue();
const abandonEvents = async () =>
  (await kit.newEvents()).filter((event) => event.type === ABANDONED || event.type === RECOVERED);

describe('cart abandonment', () => {
  it('is one of the platform tasks', () => {
    expect(PLATFORM_TASKS).toContain(cartAbandonmentTask);
  });

  it('marks a cart untouched for BAZAAR_CART_ABANDON_MINUTES as abandoned, once, with its totals', async () => {
    const buyer = await kit.visitor();
    const cart = await kit.add(buyer, [{ productId: item, quantity: 2 }]);
    const empty = await kit.visitor();
    const emptied = await kit.add(empty, [{ productId: item }]);
    await kit.call(empty, 'POST', '/ecom/v1/carts/current/remove-line-items', {
      lineItemIds: [emptied.lineItems[0].id],
    });
    await kit.newEvents();
    kit.platform.clock.advance({ minutes: 29 });
    await run();
    expect(await abandonEvents()).toEqual([]);
    kit.platform.clock.advance({ minutes: 2 });
    await run();
    const events = await abandonEvents();
    // The empty cart is not abandoned: there is nothing to come back for.
    expect(events.map((event) => [event.type, event.entityId])).toEqual([[ABANDONED, cart.id]]);
    expect(events[0]!.payload).toMatchObject({
      cartId: cart.id,
      creationTime: cart.createdDate,
      abandonTime: kit.platform.clock.now().toISOString(),
      buyerInfo: { id: buyer.visitorId, identityType: 'VISITOR' },
      itemsCount: 2,
      totals: { subtotal: 49, total: 49, formattedTotal: '$49.00' },
    });
    kit.platform.clock.advance({ minutes: 90 });
    await run();
    expect(await abandonEvents()).toEqual([]);
  });

  it('leaves a cart alone that was touched in time', async () => {
    const buyer = await kit.visitor();
    await kit.add(buyer, [{ productId: item }]);
    await kit.newEvents();
    kit.platform.clock.advance({ minutes: 20 });
    await kit.add(buyer, [{ productId: item }]);
    kit.platform.clock.advance({ minutes: 20 });
    await run();
    expect(await abandonEvents()).toEqual([]);
  });

  it('appends CartRecoveredEvent when an order is placed from an abandoned cart', async () => {
    const buyer = await kit.visitor();
    const cart = await kit.add(buyer, [{ productId: item }]);
    kit.platform.clock.advance({ minutes: 31 });
    await run();
    const abandonedAt = kit.platform.clock.now().toISOString();
    await kit.newEvents();
    kit.platform.clock.advance({ minutes: 5 });
    const { checkoutId } = (
      await kit.call(buyer, 'POST', '/ecom/v1/carts/current/create-checkout', {
        channelType: 'WEB',
        email: 'late@example.com',
        shippingAddress: OREGON,
        billingAddress: OREGON,
      })
    ).body;
    expect((await kit.call(buyer, 'POST', `/ecom/v1/checkouts/${checkoutId}/create-order`, {})).status).toBe(
      200,
    );
    const events = await abandonEvents();
    expect(events.map((event) => event.type)).toEqual([RECOVERED]);
    expect(events[0]!.payload).toEqual({
      cartId: cart.id,
      creationTime: cart.createdDate,
      abandonedTime: abandonedAt,
      recoveredTime: kit.platform.clock.now().toISOString(),
    });
  });

  // A cart kept after an order (lines put in it after its checkout was made) stayed marked abandoned for good: its
  // lines left idle were never reported again, and the order did not recover it.
  it('recovers a cart kept after an order, and abandons it again when its lines are left idle from the order on', async () => {
    const buyer = await kit.visitor();
    const cart = await kit.add(buyer, [{ productId: item }]);
    const { checkoutId } = (
      await kit.call(buyer, 'POST', '/ecom/v1/carts/current/create-checkout', {
        channelType: 'WEB',
        email: 'kept@example.com',
        shippingAddress: OREGON,
        billingAddress: OREGON,
      })
    ).body;
    // Put in the cart after the checkout was made: the order does not take it.
    await kit.add(buyer, [{ productId: other }]);
    kit.platform.clock.advance({ minutes: 31 });
    await run();
    const abandonedAt = kit.platform.clock.now().toISOString();
    expect((await abandonEvents()).map((event) => [event.type, event.entityId])).toEqual([
      [ABANDONED, cart.id],
    ]);
    kit.platform.clock.advance({ minutes: 5 });
    expect((await kit.call(buyer, 'POST', `/ecom/v1/checkouts/${checkoutId}/create-order`, {})).status).toBe(
      200,
    );
    const orderedAt = kit.platform.clock.now().toISOString();
    const kept = (await kit.call(buyer, 'GET', '/ecom/v1/carts/current')).body.cart;
    expect([kept.id, kept.lineItems.map((line: any) => line.catalogReference.catalogItemId)]).toEqual([
      cart.id,
      [other],
    ]);
    const recovered = await abandonEvents();
    expect(recovered.map((event) => event.type)).toEqual([RECOVERED]);
    expect(recovered[0]!.payload).toEqual({
      cartId: cart.id,
      creationTime: cart.createdDate,
      abandonedTime: abandonedAt,
      recoveredTime: orderedAt,
    });
    // The clock starts again at the order.
    kit.platform.clock.advance({ minutes: 29 });
    await run();
    expect(await abandonEvents()).toEqual([]);
    kit.platform.clock.advance({ minutes: 2 });
    await run();
    const again = await abandonEvents();
    expect(again.map((event) => [event.type, event.entityId])).toEqual([[ABANDONED, cart.id]]);
    expect(again[0]!.payload).toMatchObject({ itemsCount: 1, totals: { subtotal: 30, total: 30 } });
  });
});
