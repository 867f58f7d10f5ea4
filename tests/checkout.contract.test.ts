import { createFormBrowser, type Page } from '@bazaar/platform/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { CART_CLIENTS, type CartModules, CHECKOUT_FUNCTIONS } from './support/cart-clients';
import { lineItem, useCartPlatform } from './support/cart-platform';
import { errorCode } from './support/catalog-clients';

// Checkouts through each client: the checkout module's calls, the hosted checkout placing orders over real HTTP
// (approved, declined then retried, authorised only) with the harness's form browser, inventory, and the
// concurrency rules (parallel adds on one cart, buyers racing for the last units).

const ctx = useCartPlatform();
const THANKS = 'https://app.test/thanks';
const OREGON = {
  country: 'US',
  subdivision: 'US-OR',
  city: 'Portland',
  postalCode: '97209',
  addressLine: '1 Main St',
};
const DETAILS = {
  email: 'buyer@example.com',
  firstName: 'Bea',
  lastName: 'Buyer',
  country: 'US',
  subdivision: 'OR',
  city: 'Portland',
  postalCode: '97209',
  addressLine: '1 Main St',
  shippingOption: 'standard',
  billingSame: 'on',
};
const card = (number: string) => ({ number, expiry: '12/30', cvc: '123' });

async function orderDoc(orderId: string): Promise<any> {
  const rows = await ctx.server.platform.db.query<{ doc: any }>('select doc from orders where id = $1', [
    orderId,
  ]);
  return rows[0]?.doc;
}

/** The hosted checkout of a client's redirect session, loaded over HTTP in a fresh browser. */
async function openHostedCheckout(client: CartModules, checkoutId: string) {
  const { redirectSession } = await client.redirects.createRedirectSession({
    ecomCheckout: { checkoutId },
    callbacks: { thankYouPageUrl: THANKS, postFlowUrl: 'https://app.test/' },
  });
  // The in-process client's session names the in-process origin: the browser goes to the listening server.
  const url = new URL(redirectSession.fullUrl);
  const browser = createFormBrowser(ctx.fetcher, ctx.server.baseUrl);
  const page = await browser.get(`${ctx.server.baseUrl}${url.pathname}${url.search}`);
  expect(page.status).toBe(200);
  return { browser, page };
}

const orderIdOf = (page: Page) => {
  expect(page.status).toBe(303);
  const back = new URL(page.location!);
  expect(`${back.origin}${back.pathname}`).toBe(THANKS);
  return back.searchParams.get('orderId')!;
};

describe.each(CART_CLIENTS)('checkout with the $name client', (factory) => {
  let product: string; // $40.00, 1 kg, 100 tracked units
  beforeAll(async () => {
    product = await ctx.product({ price: 40, weight: 1, quantity: 100 });
  });

  /** A new visitor with `quantity` units in a checkout. */
  async function buyerWithCheckout(quantity = 1) {
    const client = await ctx.buyer(factory, 'visitor');
    await client.currentCart.addToCurrentCart({ lineItems: [lineItem(product, quantity)] });
    const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({ channelType: 'WEB' });
    return { client, checkoutId };
  }

  it('has every checkout function under the official name', async () => {
    const client = await ctx.buyer(factory, 'visitor');
    for (const name of CHECKOUT_FUNCTIONS)
      expect([name, typeof client.checkout[name]]).toEqual([name, 'function']);
  });

  it('updates a checkout, applies and removes a coupon, creates its order and marks it completed', async () => {
    const { client, checkoutId } = await buyerWithCheckout(2);
    const before = await ctx.stock(product);
    const updated = await client.checkout.updateCheckout(
      checkoutId,
      {
        billingInfo: { address: OREGON, contactDetails: { firstName: 'Bea' } },
        shippingInfo: { shippingDestination: { address: OREGON } },
        buyerInfo: { email: 'bea@example.com' },
      },
      { couponCode: 'SAVE5' },
    );
    // 2 × 40.00 = 80.00; SAVE5 5.00; 2 kg standard 9.99 (75 of goods < 100); Oregon: no tax.
    expect(updated._id).toBe(checkoutId);
    expect(updated.priceSummary.total.amount).toBe('84.99');
    expect(updated.appliedDiscounts[0].coupon.code).toBe('SAVE5');
    const { checkout } = await client.checkout.removeCoupon(checkoutId);
    expect(checkout.priceSummary.total.amount).toBe('89.99');
    const { orderId } = await client.checkout.createOrder(checkoutId);
    expect(await orderDoc(orderId)).toMatchObject({
      checkoutId,
      status: 'INITIALIZED',
      paymentStatus: 'NOT_PAID',
    });
    expect(await ctx.stock(product)).toBe(before - 2);
    expect(errorCode(await client.checkout.createOrder(checkoutId).catch((error: unknown) => error))).toBe(
      'CHECKOUT_PAYMENT_ALREADY_IN_PROGRESS',
    );
    await client.checkout.markCheckoutAsCompleted(checkoutId);
    expect((await client.checkout.getCheckout(checkoutId)).completed).toBe(true);
  });

  it('places a paid order through the hosted checkout and comes back with the order id', async () => {
    const { client, checkoutId } = await buyerWithCheckout(3);
    const before = await ctx.stock(product);
    const { browser, page } = await openHostedCheckout(client, checkoutId);
    const saved = await browser.submit(page, DETAILS, 'details');
    // 3 × 40.00 = 120.00; standard free from $100; Oregon: no tax.
    expect(saved.html).toContain('Place order · $120.00');
    const orderId = orderIdOf(await browser.submit(saved, card('4242 4242 4242 4242'), 'pay'));
    expect(await orderDoc(orderId)).toMatchObject({
      checkoutId,
      status: 'APPROVED',
      paymentStatus: 'PAID',
      priceSummary: { total: { amount: '120.00' } },
      buyerInfo: { email: 'buyer@example.com' },
    });
    expect(await ctx.stock(product)).toBe(before - 3);
    expect((await client.checkout.getCheckout(checkoutId)).completed).toBe(true);
    expect(errorCode(await client.currentCart.getCurrentCart().catch((error: unknown) => error))).toBe(
      'OWNED_CART_NOT_FOUND',
    );
  });

  it('shows a declined card on the page, writes nothing, and accepts another card', async () => {
    const { client, checkoutId } = await buyerWithCheckout();
    const before = await ctx.stock(product);
    const { browser, page } = await openHostedCheckout(client, checkoutId);
    const saved = await browser.submit(page, DETAILS, 'details');
    const declined = await browser.submit(saved, card('4000 0000 0000 0002'), 'pay');
    expect(declined.status).toBe(402);
    expect(declined.html).toContain('Payment declined');
    expect(await ctx.stock(product)).toBe(before);
    expect((await client.currentCart.getCurrentCart()).lineItems).toHaveLength(1);
    const orderId = orderIdOf(await browser.submit(declined, card('4242424242424242'), 'pay'));
    expect((await orderDoc(orderId)).paymentStatus).toBe('PAID');
    expect(await ctx.stock(product)).toBe(before - 1);
  });

  it('places an authorised-only order: approved, to be captured later', async () => {
    const { client, checkoutId } = await buyerWithCheckout();
    const { browser, page } = await openHostedCheckout(client, checkoutId);
    const saved = await browser.submit(page, DETAILS, 'details');
    const orderId = orderIdOf(await browser.submit(saved, card('4000 0000 0000 3220'), 'pay'));
    expect(await orderDoc(orderId)).toMatchObject({ status: 'APPROVED', paymentStatus: 'NOT_PAID' });
    expect((await client.checkout.getCheckout(checkoutId)).completed).toBe(false);
  });
});

describe('concurrency', () => {
  const [bazaar] = CART_CLIENTS;

  it('loses no line item when 50 adds to one new cart run in parallel', async () => {
    const products = await Promise.all(
      Array.from({ length: 50 }, (_, i) => ctx.product({ name: `Parallel ${i}`, price: 1 })),
    );
    const client = await ctx.buyer(bazaar!, 'visitor');
    // The first call settles the visitor session, so the 50 adds share one buyer (and race to create the cart).
    expect(errorCode(await client.currentCart.getCurrentCart().catch((error: unknown) => error))).toBe(
      'OWNED_CART_NOT_FOUND',
    );
    const results = await Promise.all(
      products.map((id) => client.currentCart.addToCurrentCart({ lineItems: [lineItem(id)] })),
    );
    expect(new Set(results.map((result: any) => result.cart._id)).size).toBe(1);
    const cart = await client.currentCart.getCurrentCart();
    expect(cart.lineItems.map((line: any) => line.catalogReference.catalogItemId).sort()).toEqual(
      [...products].sort(),
    );
    expect(cart.revision).toBe('50');
    // And 50 parallel adds of one item end up as one line of 50.
    const single = await ctx.product({ price: 2 });
    await Promise.all(
      Array.from({ length: 50 }, () =>
        client.currentCart.addToCurrentCart({ lineItems: [lineItem(single)] }),
      ),
    );
    const after = await client.currentCart.getCurrentCart();
    expect(after.lineItems.find((line: any) => line.catalogReference.catalogItemId === single).quantity).toBe(
      50,
    );
  });

  it('lets exactly 5 of 20 buyers racing for 5 units place an order through the hosted checkout', async () => {
    const scarce = await ctx.product({ name: 'Last units', price: 15, quantity: 5, weight: 0.2 });
    const buyers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const client = await ctx.buyer(bazaar!, 'visitor');
        await client.currentCart.addToCurrentCart({ lineItems: [lineItem(scarce)] });
        const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({ channelType: 'WEB' });
        const { browser, page } = await openHostedCheckout(client, checkoutId);
        return { browser, saved: await browser.submit(page, DETAILS, 'details'), checkoutId };
      }),
    );
    const results = await Promise.all(
      buyers.map(({ browser, saved }) => browser.submit(saved, card('4242424242424242'), 'pay')),
    );
    const statuses = results.map((page) => page.status).sort();
    expect(statuses.filter((status) => status === 303)).toHaveLength(5);
    expect(statuses.filter((status) => status === 428)).toHaveLength(15);
    expect(
      results.filter((page) => page.status === 428).every((page) => page.html.includes('Not enough stock')),
    ).toBe(true);
    const orders = await ctx.server.platform.db.query(
      'select id from orders where checkout_id = any($1::uuid[])',
      [buyers.map((buyer) => buyer.checkoutId)],
    );
    expect(orders).toHaveLength(5);
    expect(await ctx.stock(scarce)).toBe(0);
  });
});
