import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStorePricing } from '../checkout/pricing';
import { type CartTestKit, createCartTestKit } from './testing/cart-test-kit';

// Carts keep the store's pricing configuration and the products they resolve between calls; these prove a write
// shows in the very next cart call (each read first warms what is kept).
let kit: CartTestKit;
beforeAll(async () => {
  kit = await createCartTestKit();
  await kit.pricing(demoStorePricing);
});
afterAll(() => kit.close());

const CART = '/ecom/v1/carts/current';

describe('cart reads after catalog and pricing writes', () => {
  it('prices a line with the product price set just before', async () => {
    const buyer = await kit.visitor();
    const product = await kit.product({ name: 'Cached Mug', price: 10 });
    await kit.add(buyer, [{ productId: product }]);
    expect((await kit.call(buyer, 'GET', CART)).body.cart.subtotal.amount).toBe('10.00');
    const patched = await kit.call(kit.apiKey, 'PATCH', `/stores/v1/products/${product}`, {
      product: { priceData: { price: 14 } },
    });
    expect(patched.status).toBe(200);
    expect((await kit.call(buyer, 'GET', CART)).body.cart.subtotal.amount).toBe('14.00');
  });

  it('applies a coupon created just before, and refuses it once it is gone', async () => {
    const buyer = await kit.visitor();
    await kit.add(buyer, [{ productId: await kit.product({ name: 'Cached Bowl', price: 20 }) }]);
    await kit.pricing({ ...demoStorePricing, coupons: [] });
    expect((await kit.call(buyer, 'PATCH', CART, { couponCode: 'WELCOME10' })).status).toBe(404);
    await kit.pricing(demoStorePricing);
    const applied = await kit.call(buyer, 'PATCH', CART, { couponCode: 'WELCOME10' });
    expect(applied.body.cart.discount.amount).toBe('2.00');
    await kit.pricing({ ...demoStorePricing, coupons: [] });
    expect((await kit.call(buyer, 'PATCH', CART, { couponCode: 'WELCOME10' })).status).toBe(404);
  });
});
