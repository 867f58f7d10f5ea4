import { beforeAll, describe, expect, it } from 'vitest';
import { CART_CLIENTS, type CartModules } from './support/cart-clients';
import { lineItem, useCartPlatform } from './support/cart-platform';
import { errorCode } from './support/catalog-clients';

// The current cart and checkout's edge cases through each client (our SDK over HTTP and in process, the official
// `@wix/ecom`), side by side: the same call gives every client the same answer or the same error. The happy paths
// are in cart.contract and checkout.contract; these are what a shopper or an SDK user hits beside them (bad
// quantities, unknown items and lines, coupons that cannot be used, out-of-stock items, an order placed twice, a cart
// that changed after its checkout).

const ctx = useCartPlatform();
const OREGON = {
  country: 'US',
  subdivision: 'US-OR',
  city: 'Portland',
  postalCode: '97209',
  addressLine: '1 Main St',
};
const UNKNOWN_PRODUCT = '11111111-1111-4111-8111-111111111111';

/** What a call gave: the error's code and the fields it names, or nothing for a success. */
async function outcome(promise: Promise<unknown>): Promise<{ code?: string; fields?: string[] } | 'ok'> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    const violations = (error as any)?.details?.validationError?.fieldViolations as
      | { field: string }[]
      | undefined;
    const code = errorCode(error);
    return { ...(code && { code }), ...(violations && { fields: violations.map((v) => v.field) }) };
  }
}

describe.each(CART_CLIENTS)('cart and checkout edge cases with the $name client', (factory) => {
  let lamp: string; // $30.00, 0.5 kg, 3 tracked units
  let gone: string; // $5.00, none left
  let poster: string; // $20.00, untracked
  let client: CartModules;
  beforeAll(async () => {
    lamp = await ctx.product({ name: 'Edge lamp', price: 30, weight: 0.5, quantity: 3 });
    gone = await ctx.product({ name: 'Edge gone', price: 5, quantity: 0 });
    poster = await ctx.product({ name: 'Edge poster', price: 20, weight: 0.1 });
    client = await ctx.buyer(factory, 'visitor');
  });
  const cart = () => client.currentCart;

  it('refuses quantities of 0, below 0, fractions and above 100000, and unknown products, adding nothing', async () => {
    for (const quantity of [0, -1, 1.5, 100_001]) {
      expect([
        quantity,
        await outcome(cart().addToCurrentCart({ lineItems: [lineItem(lamp, quantity)] })),
      ]).toEqual([quantity, { code: 'INVALID_ARGUMENT', fields: ['options.lineItems[0].quantity'] }]);
    }
    expect(await outcome(cart().addToCurrentCart({ lineItems: [lineItem(UNKNOWN_PRODUCT)] }))).toEqual({
      code: 'CATALOG_ITEM_NOT_FOUND',
    });
    expect(
      errorCode(
        await cart()
          .getCurrentCart()
          .catch((error: unknown) => error),
      ),
    ).toBe('OWNED_CART_NOT_FOUND');
  });

  it('keeps an out-of-stock item as NOT_AVAILABLE, and the estimate asks to remove it (ERROR, REMOVE_LINE_ITEM)', async () => {
    const { cart: added } = await cart().addToCurrentCart({ lineItems: [lineItem(gone), lineItem(lamp, 5)] });
    expect(added.lineItems.map((line: any) => [line.quantity, line.availability])).toEqual([
      [1, { status: 'NOT_AVAILABLE', quantityAvailable: 0 }],
      [5, { status: 'PARTIALLY_AVAILABLE', quantityAvailable: 3 }],
    ]);
    const estimate = await cart().estimateCurrentCartTotals({
      calculateTax: false,
      calculateShipping: false,
    });
    expect(
      estimate.violations.map((violation: any) => [
        violation.severity,
        violation.target.lineItem._id ?? violation.target.lineItem.id,
        violation.target.lineItem.suggestedFix,
      ]),
    ).toEqual([
      ['ERROR', added.lineItems[0]._id, 'REMOVE_LINE_ITEM'],
      ['WARNING', added.lineItems[1]._id, undefined],
    ]);
    expect([estimate.priceSummary.shipping.amount, estimate.priceSummary.tax.amount]).toEqual([
      '0.00',
      '0.00',
    ]);
    await cart().removeLineItemsFromCurrentCart([added.lineItems[0]._id]);
  });

  it("stores at most the units left, and refuses a line id the cart does not have (another cart's)", async () => {
    const other = await ctx.buyer(factory, 'visitor');
    const { cart: theirs } = await other.currentCart.addToCurrentCart({ lineItems: [lineItem(poster)] });
    const mine = await cart().getCurrentCart();
    const lampLine = mine.lineItems[0]._id;
    const { cart: clamped } = await cart().updateCurrentCartLineItemQuantity([
      { _id: lampLine, quantity: 50 },
    ]);
    expect(clamped.lineItems.map((line: any) => line.quantity)).toEqual([3]);
    expect(
      await outcome(
        cart().updateCurrentCartLineItemQuantity([{ _id: theirs.lineItems[0]._id, quantity: 2 }]),
      ),
    ).toEqual({ code: 'INVALID_ARGUMENT', fields: ['lineItems[0].id'] });
    expect(await outcome(cart().updateCurrentCartLineItemQuantity([{ _id: lampLine, quantity: 0 }]))).toEqual(
      {
        code: 'INVALID_ARGUMENT',
        fields: ['lineItems[0].quantity'],
      },
    );
    // Removing another cart's line changes neither cart.
    const { cart: after } = await cart().removeLineItemsFromCurrentCart([theirs.lineItems[0]._id]);
    expect(after.lineItems.map((line: any) => line._id)).toEqual([lampLine]);
    expect((await other.currentCart.getCurrentCart()).lineItems).toHaveLength(1);
  });

  it('answers coupons that cannot be used with their codes, and keeps one coupon when applied twice', async () => {
    for (const [code, expected] of [
      ['NOPE', 'ERROR_COUPON_DOES_NOT_EXIST'],
      ['SUMMER23', 'ERROR_COUPON_HAS_EXPIRED'],
      ['NEWCENTURY', 'ERROR_COUPON_IS_NOT_ACTIVE_YET'],
    ] as const) {
      expect([code, await outcome(cart().updateCurrentCart({ couponCode: code }))]).toEqual([
        code,
        { code: expected },
      ]);
    }
    await cart().updateCurrentCart({ couponCode: 'welcome10' });
    const twice = await cart().updateCurrentCart({ couponCode: 'WELCOME10' });
    expect(twice.appliedDiscounts.map((discount: any) => discount.coupon.code)).toEqual(['WELCOME10']);
  });

  it('refuses a buyer note over 1000 characters, a country that does not exist and a checkout without a channel', async () => {
    expect(await outcome(cart().updateCurrentCart({ cartInfo: { buyerNote: 'n'.repeat(1001) } }))).toEqual({
      code: 'INVALID_ARGUMENT',
      fields: ['options.cartInfo.buyerNote'],
    });
    expect(
      (await cart().updateCurrentCart({ cartInfo: { buyerNote: 'n'.repeat(1000) } })).buyerNote,
    ).toHaveLength(1000);
    expect(
      await outcome(cart().estimateCurrentCartTotals({ shippingAddress: { country: 'ZZ' } })),
    ).toMatchObject({
      code: 'INVALID_ARGUMENT',
    });
    expect(await outcome(cart().createCheckoutFromCurrentCart({} as never))).toEqual({
      code: 'INVALID_ARGUMENT',
      fields: ['options.channelType'],
    });
  });

  it('places one order per checkout, keeps what was added to the cart afterwards, and hides the checkout from others', async () => {
    const { checkoutId } = await cart().createCheckoutFromCurrentCart({
      channelType: 'WEB',
      email: 'edge@example.com',
      shippingAddress: OREGON,
      billingAddress: OREGON,
    });
    expect(
      await outcome(client.checkout.updateCheckout(checkoutId, { buyerNote: 'n'.repeat(1001) }, {})),
    ).toEqual({ code: 'INVALID_ARGUMENT', fields: ['checkout.buyerNote'] });
    expect(await outcome(client.checkout.updateCheckout(checkoutId, {}, { couponCode: 'NOPE' }))).toEqual({
      code: 'ERROR_COUPON_DOES_NOT_EXIST',
    });
    expect(
      await outcome(
        client.checkout.updateCheckout(
          checkoutId,
          { billingInfo: { address: { country: 'US', subdivision: 'MX-JAL' } } },
          {},
        ),
      ),
    ).toEqual({ code: 'INVALID_ARGUMENT', fields: ['checkout.billingInfo.address.subdivision'] });
    const stranger = await ctx.buyer(factory, 'visitor');
    expect(await outcome(stranger.checkout.getCheckout(checkoutId))).toEqual({ code: 'CHECKOUT_NOT_FOUND' });
    expect(await outcome(stranger.checkout.createOrder(checkoutId, {}))).toEqual({
      code: 'CHECKOUT_NOT_FOUND',
    });
    // The cart changes after the checkout was made: the order takes what the checkout holds.
    await cart().addToCurrentCart({ lineItems: [lineItem(poster, 2)] });
    const { orderId } = await client.checkout.createOrder(checkoutId, {});
    expect(orderId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await outcome(client.checkout.createOrder(checkoutId, {}))).toEqual({
      code: 'CHECKOUT_PAYMENT_ALREADY_IN_PROGRESS',
    });
    expect(await outcome(client.checkout.updateCheckout(checkoutId, { buyerNote: 'late' }, {}))).toEqual({
      code: 'CHECKOUT_PAYMENT_ALREADY_IN_PROGRESS',
    });
    const left = await cart().getCurrentCart();
    expect(left.lineItems.map((line: any) => [line.productName.original, line.quantity])).toEqual([
      ['Edge poster', 2],
    ]);
  });
});
