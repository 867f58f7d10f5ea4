import { beforeAll, describe, expect, it } from 'vitest';
import { CART_CLIENTS, type CartModules, CURRENT_CART_FUNCTIONS } from './support/cart-clients';
import { lineItem, useCartPlatform } from './support/cart-platform';
import { errorCode } from './support/catalog-clients';
import { failure } from './support/failure';

// Every current-cart call of spec §7 through each client (our SDK over HTTP and in process, the official
// `@wix/ecom` currentCart), as a visitor and as a member, on the demo store's pricing.

const ctx = useCartPlatform();
let mug: string; // $12.00, 0.4 kg, 50 tracked units
let bowl: string; // $8.00, 0.3 kg
beforeAll(async () => {
  mug = await ctx.product({ name: 'Camp mug', price: 12, weight: 0.4, quantity: 50 });
  bowl = await ctx.product({ name: 'Camp bowl', price: 8, weight: 0.3 });
});

const NEW_YORK = { country: 'US', subdivision: 'US-NY', city: 'New York', postalCode: '10001' };
describe.each(CART_CLIENTS)('current cart with the $name client', (factory) => {
  it('has every current-cart function of the official module, under the same name', async () => {
    const client = await ctx.buyer(factory, 'visitor');
    for (const name of CURRENT_CART_FUNCTIONS)
      expect([name, typeof client.currentCart[name]]).toEqual([name, 'function']);
  });

  describe.each(['visitor', 'member'] as const)('as a %s', (kind) => {
    let client: CartModules;
    beforeAll(async () => {
      client = await ctx.buyer(factory, kind);
    });
    const cart = () => client.currentCart;
    let mugLine: string;
    let bowlLine: string;

    it('getCurrentCart: 404 OWNED_CART_NOT_FOUND before the first add', async () => {
      expect(errorCode(await failure(cart().getCurrentCart()))).toBe('OWNED_CART_NOT_FOUND');
    });

    it('addToCurrentCart: creates the cart, then raises the quantity of the same item', async () => {
      const first = await cart().addToCurrentCart({ lineItems: [lineItem(mug)] });
      expect(first.cart._id).toMatch(/^[0-9a-f-]{36}$/);
      expect(first.cart._createdDate).toBeInstanceOf(Date);
      expect(first.cart.lineItems).toHaveLength(1);
      const second = await cart().addToCurrentCart({ lineItems: [lineItem(mug), lineItem(bowl, 2)] });
      expect(second.cart._id).toBe(first.cart._id);
      expect(
        second.cart.lineItems.map((line: any) => [
          line.productName.original,
          line.quantity,
          line.price.amount,
        ]),
      ).toEqual([
        ['Camp mug', 2, '12.00'],
        ['Camp bowl', 2, '8.00'],
      ]);
      mugLine = second.cart.lineItems[0]._id;
      bowlLine = second.cart.lineItems[1]._id;
      expect(mugLine).toBe(first.cart.lineItems[0]._id);
      expect(second.cart.buyerInfo[kind === 'visitor' ? 'visitorId' : 'memberId']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('getCurrentCart: returns the cart itself', async () => {
      const current = await cart().getCurrentCart();
      expect(current.lineItems.map((line: any) => line._id)).toEqual([mugLine, bowlLine]);
      expect(current.subtotal.amount).toBe('40.00');
    });

    it('updateCurrentCart: applies a coupon and a note, and returns the cart itself', async () => {
      const updated = await cart().updateCurrentCart({
        couponCode: 'WELCOME10',
        cartInfo: { buyerNote: 'Gift' },
      });
      expect(updated.buyerNote).toBe('Gift');
      expect(updated.appliedDiscounts).toEqual([{ coupon: { _id: expect.any(String), code: 'WELCOME10' } }]);
      expect(errorCode(await failure(cart().updateCurrentCart({ couponCode: 'SUMMER23' })))).toBe(
        'ERROR_COUPON_HAS_EXPIRED',
      );
    });

    it('updateCurrentCart: the values the cart already has are no update (same cart and revision, no event)', async () => {
      const before = await cart().getCurrentCart();
      const updates = async () =>
        (
          await ctx.server.platform.db.query<{ n: string }>(
            `select count(*)::text as n from event_outbox where entity_id = $1 and event_type like '%cart_updated'`,
            [before._id],
          )
        )[0]!.n;
      const counted = await updates();
      const again = await cart().updateCurrentCart({
        couponCode: 'WELCOME10',
        cartInfo: { buyerNote: 'Gift' },
      });
      expect(again).toEqual(before);
      expect(await updates()).toBe(counted);
    });

    it('estimateCurrentCartTotals: prices shipping and tax for an address (hand-computed)', async () => {
      // 40.00 − 10% (4.00) = 36.00 of goods; 1.4 kg → standard 9.99; New York 4% on items (0.86 + 0.58) and
      // shipping (0.40): 1.84. Total 47.83.
      const estimate = await cart().estimateCurrentCartTotals({ shippingAddress: NEW_YORK });
      expect(estimate.cart._id).toBeDefined();
      expect(
        Object.fromEntries(
          Object.entries(estimate.priceSummary).map(([key, price]: [string, any]) => [key, price.amount]),
        ),
      ).toEqual({
        subtotal: '40.00',
        discount: '4.00',
        shipping: '9.99',
        tax: '1.84',
        additionalFees: '0.00',
        total: '47.83',
      });
      expect(estimate.shippingInfo.selectedCarrierServiceOption.code).toBe('standard');
      expect(estimate.taxSummary.calculationDetails.rateType).toBe('MANUAL_RATE');
    });

    it('updateCurrentCartLineItemQuantity: sets a quantity', async () => {
      const { cart: updated } = await cart().updateCurrentCartLineItemQuantity([
        { _id: bowlLine, quantity: 1 },
      ]);
      expect(updated.lineItems.map((line: any) => line.quantity)).toEqual([2, 1]);
    });

    it('removeCouponFromCurrentCart: removes the coupon', async () => {
      const { cart: updated } = await cart().removeCouponFromCurrentCart();
      expect(updated.appliedDiscounts).toEqual([]);
    });

    it('createCheckoutFromCurrentCart: answers the checkout id, which the checkout module reads', async () => {
      const { checkoutId } = await cart().createCheckoutFromCurrentCart({
        channelType: 'WEB',
        email: 'buyer@example.com',
        shippingAddress: NEW_YORK,
      });
      expect(checkoutId).toMatch(/^[0-9a-f-]{36}$/);
      const checkout = await client.checkout.getCheckout(checkoutId);
      expect(checkout._id).toBe(checkoutId);
      expect(checkout.priceSummary.subtotal.amount).toBe('32.00');
      expect((await cart().getCurrentCart()).checkoutId).toBe(checkoutId);
    });

    it('removeLineItemsFromCurrentCart: removes a line', async () => {
      const { cart: updated } = await cart().removeLineItemsFromCurrentCart([bowlLine]);
      expect(updated.lineItems.map((line: any) => line._id)).toEqual([mugLine]);
    });

    it('deleteCurrentCart: deletes it; the next read is 404 again', async () => {
      expect(await cart().deleteCurrentCart()).toBeFalsy();
      expect(errorCode(await failure(cart().getCurrentCart()))).toBe('OWNED_CART_NOT_FOUND');
    });
  });
});
