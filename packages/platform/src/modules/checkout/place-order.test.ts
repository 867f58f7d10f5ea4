import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CartTestKit, createCartTestKit, OREGON } from '../cart/testing/cart-test-kit';
import { createCatalogService } from '../catalog';
import { findCheckout } from './checkout-store';
import { placeOrder } from './place-order';

let kit: CartTestKit;
beforeAll(async () => {
  kit = await createCartTestKit();
});
afterAll(() => kit.close());

describe('placeOrder', () => {
  it('gives back the checkout exactly as it saved it (its order, revision, update time, state)', async () => {
    const productId = await kit.product({ price: 12 });
    const buyer = await kit.visitor();
    await kit.add(buyer, [{ productId }]);
    const made = await kit.call(buyer, 'POST', '/ecom/v1/carts/current/create-checkout', {
      channelType: 'WEB',
      email: 'ann@example.com',
      shippingAddress: OREGON,
      billingAddress: OREGON,
    });
    const id: string = made.body.checkoutId;
    const before = (await findCheckout(kit.platform.db, id))!;
    kit.platform.clock.advance(60_000);
    const deps = { ...kit.platform.deps, catalog: createCatalogService(kit.platform.deps) };
    const placed = await placeOrder(deps, { kind: 'visitor', visitorId: buyer.visitorId! }, id, {
      outcome: 'APPROVED',
      brand: 'VISA',
      last4: '4242',
      providerTransactionId: 'tx-1',
    });
    const saved = (await findCheckout(kit.platform.db, id))!;
    expect(placed.checkout).toEqual(saved);
    expect(saved).toMatchObject({ orderId: placed.order.id, completed: true, revision: before.revision + 1 });
    expect(saved.updatedAt.getTime()).toBe(before.updatedAt.getTime() + 60_000);
  });
});
