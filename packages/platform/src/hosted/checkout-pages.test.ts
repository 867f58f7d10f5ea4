import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CartTestKit, createCartTestKit, type TestBuyer } from '../modules/cart/testing/cart-test-kit';
import { demoStorePricing } from '../modules/checkout/pricing';
import { findOrder } from '../modules/orders';
import { CHECKOUT_FORM_DETAILS, createFormBrowser, type FormBrowser, type Page } from '../testing';

let kit: CartTestKit;
let tent: string; // $120, 2 kg, 10 tracked units
beforeAll(async () => {
  kit = await createCartTestKit();
  await kit.pricing(demoStorePricing);
  tent = await kit.product({ name: 'Tent', price: 120, quantity: 10, weight: 2 });
});
afterAll(() => kit.close());

const THANKS = 'https://app.test/thanks';
const POST_FLOW = 'https://app.test/shop';
const DETAILS = CHECKOUT_FORM_DETAILS;
const card = (number: string) => ({ number, expiry: '12/30', cvc: '123', cardName: 'Cam Per' });

const browser = (): FormBrowser =>
  createFormBrowser(async (url, init) => kit.platform.app.request(url, init), 'http://localhost');

/** A buyer with `quantity` tents in a checkout, and the hosted checkout URL of a redirect session they created. */
async function startCheckout(
  buyer: TestBuyer,
  quantity = 1,
  callbacks: Record<string, string> = { thankYouPageUrl: THANKS, postFlowUrl: POST_FLOW },
): Promise<{ checkoutId: string; url: string }> {
  await kit.add(buyer, [{ productId: tent, quantity }]);
  const { checkoutId } = (
    await kit.call(buyer, 'POST', '/ecom/v1/carts/current/create-checkout', { channelType: 'WEB' })
  ).body;
  const session = await kit.call(buyer, 'POST', '/_api/redirects-api/v1/redirect-session', {
    ecomCheckout: { checkoutId },
    callbacks,
  });
  expect(session.status).toBe(200);
  return { checkoutId, url: session.body.redirectSession.fullUrl };
}

const text = (page: Page) => page.html.replace(/<style[\s\S]*?<\/style>/, '').replace(/<[^>]+>/g, ' ');

async function stock(): Promise<number> {
  return (await kit.call(undefined, 'GET', `/stores-reader/v1/products/${tent}`)).body.product.stock.quantity;
}

async function paymentsOf(orderId: string): Promise<any[]> {
  const rows = await kit.platform.db.query<{ payments: any[] }>(
    'select payments from order_transactions where order_id = $1',
    [orderId],
  );
  return rows[0]?.payments ?? [];
}

describe('hosted checkout page', () => {
  it('shows the order summary priced by the engine, its CSRF-protected forms and the kit stylesheet', async () => {
    const { url } = await startCheckout(await kit.visitor(), 2);
    const page = await browser().get(url);
    expect(page.status).toBe(200);
    expect(page.forms.map((form) => form.fields.action)).toEqual(['details', 'coupon', 'pay']);
    expect(page.forms.every((form) => form.method === 'post' && form.fields.csrf)).toBe(true);
    // 2 × $120 = $240.00; standard is free from $100; Oregon (the default address) collects no tax.
    expect(text(page)).toMatch(/Tent × 2\s+\$240\.00/);
    expect(text(page)).toMatch(/Total\s+\$240\.00/);
    expect(text(page)).toContain('4242 4242 4242 4242');
    const csp = page.headers.get('content-security-policy')!;
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    expect(page.html).toContain(`<style nonce="${nonce}">`);
    expect(page.html).toContain('.bz-card');
    expect(csp).not.toContain('script-src');
  });

  it('answers 404 without a valid ecomCheckout redirect session, and for another buyer’s checkout', async () => {
    const b = browser();
    expect((await b.get('/hosted/checkout')).status).toBe(404);
    expect(
      (await b.get('/hosted/checkout?redirect_session_id=6f1c1f7e-0000-4000-8000-000000000000')).status,
    ).toBe(404);
    const owner = await kit.visitor();
    const { checkoutId } = await startCheckout(owner);
    const thief = await kit.visitor();
    const session = await kit.call(thief, 'POST', '/_api/redirects-api/v1/redirect-session', {
      ecomCheckout: { checkoutId },
    });
    const page = await b.get(session.body.redirectSession.fullUrl);
    expect(page.status).toBe(404);
    expect(text(page)).toContain('Checkout not found');
  });

  it('refuses a form without the CSRF token of this browser', async () => {
    const { url } = await startCheckout(await kit.visitor());
    const page = await browser().get(url);
    const other = browser();
    await other.get(url);
    const res = await other.submit(page, DETAILS, 'details');
    expect(res.status).toBe(403);
  });

  it('names the fields to correct', async () => {
    const { url } = await startCheckout(await kit.visitor());
    const b = browser();
    const res = await b.submit(
      await b.get(url),
      { ...DETAILS, email: 'nope', city: '', billingSame: '' },
      'details',
    );
    expect(res.status).toBe(400);
    expect(text(res)).toContain('Enter a valid email address.');
    expect(text(res)).toContain('Enter the city.');
    expect(text(res)).toContain('Enter the billing street address.');
  });

  it('saves the details, applies a coupon and places a paid order, then returns to the thank-you URL (rule 44)', async () => {
    const buyer = await kit.visitor();
    const { checkoutId, url } = await startCheckout(buyer);
    const before = await stock();
    const b = browser();
    const saved = await b.submit(await b.get(url), DETAILS, 'details');
    expect(saved.status).toBe(200);
    // $120 + standard (free from $100) + California 7.25% = 8.70.
    expect(text(saved)).toMatch(/Tax\s+\$8\.70/);
    const couponed = await b.submit(saved, { couponCode: 'welcome10' }, 'coupon');
    expect(text(couponed)).toContain('WELCOME10');
    // 10% off → 108.00; tax 7.83; standard still free (108 ≥ 100). Total 115.83.
    expect(text(couponed)).toMatch(/Total\s+\$115\.83/);
    const paid = await b.submit(couponed, card('4242 4242 4242 4242'), 'pay');
    expect(paid.status).toBe(303);
    const back = new URL(paid.location!);
    expect(`${back.origin}${back.pathname}`).toBe(THANKS);
    expect(back.searchParams.get('wixMemberLoggedIn')).toBe('false');
    const order = (await findOrder(kit.platform.db, back.searchParams.get('orderId')!))!;
    expect(order).toMatchObject({
      status: 'APPROVED',
      paymentStatus: 'PAID',
      checkoutId,
      buyerInfo: { visitorId: buyer.visitorId, email: 'camper@example.com' },
      priceSummary: { total: { amount: '115.83' }, discount: { amount: '12.00' }, tax: { amount: '7.83' } },
      shippingInfo: {
        code: 'standard',
        logistics: { shippingDestination: { address: { city: 'Oakland' } } },
      },
    });
    expect(order.activities.map((activity) => activity.activityType)).toEqual(
      expect.arrayContaining(['ORDER_PLACED', 'ORDER_PAID']),
    );
    expect(await paymentsOf(order.id)).toEqual([
      expect.objectContaining({ status: 'APPROVED', amount: expect.objectContaining({ amount: '115.83' }) }),
    ]);
    expect(await stock()).toBe(before - 1);
    expect((await kit.call(buyer, 'GET', `/ecom/v1/checkouts/${checkoutId}`)).body.checkout.completed).toBe(
      true,
    );
    expect((await kit.call(buyer, 'GET', '/ecom/v1/carts/current')).status).toBe(404);
    // Coming back to the page shows the placed order instead of a second payment form.
    const again = await b.get(url);
    expect(text(again)).toContain('The order of this checkout was placed.');
  });

  it('shows a declined card, writes nothing, and takes another card', async () => {
    const buyer = await kit.visitor();
    const { checkoutId, url } = await startCheckout(buyer);
    const b = browser();
    const saved = await b.submit(await b.get(url), DETAILS, 'details');
    const before = await stock();
    await kit.newEvents();
    const declined = await b.submit(saved, card('4000 0000 0000 0002'), 'pay');
    expect(declined.status).toBe(402);
    expect(text(declined)).toContain('Payment declined');
    expect(text(declined)).toContain('Your card was declined.');
    // Nothing half-written: no order, no units taken, the cart still current, no events.
    expect(await kit.platform.db.query('select 1 from orders where checkout_id = $1', [checkoutId])).toEqual(
      [],
    );
    expect(await stock()).toBe(before);
    expect((await kit.call(buyer, 'GET', '/ecom/v1/carts/current')).status).toBe(200);
    expect(await kit.newEvents()).toEqual([]);
    const paid = await b.submit(declined, card('5555 5555 5555 4444'), 'pay');
    expect(paid.status).toBe(303);
    expect(await stock()).toBe(before - 1);
  });

  it('places an authorised-only order: approved, not paid yet, the checkout not completed (rule 48)', async () => {
    const buyer = await kit.visitor();
    const { checkoutId, url } = await startCheckout(buyer);
    const b = browser();
    const paid = await b.submit(
      await b.submit(await b.get(url), DETAILS, 'details'),
      card('4000000000003220'),
      'pay',
    );
    expect(paid.status).toBe(303);
    const order = (await findOrder(kit.platform.db, new URL(paid.location!).searchParams.get('orderId')!))!;
    expect(order).toMatchObject({ status: 'APPROVED', paymentStatus: 'NOT_PAID' });
    expect(await paymentsOf(order.id)).toEqual([expect.objectContaining({ status: 'AUTHORIZED' })]);
    expect((await kit.call(buyer, 'GET', `/ecom/v1/checkouts/${checkoutId}`)).body.checkout.completed).toBe(
      false,
    );
  });

  it('refuses unknown and expired cards with the field to correct', async () => {
    const { url } = await startCheckout(await kit.visitor());
    const b = browser();
    const saved = await b.submit(await b.get(url), DETAILS, 'details');
    const unknown = await b.submit(saved, card('4111 1111 1111 1111'), 'pay');
    expect(unknown.status).toBe(400);
    expect(text(unknown)).toContain('Use one of the test cards');
    const expired = await b.submit(saved, { ...card('4242424242424242'), expiry: '12/24' }, 'pay');
    expect(text(expired)).toContain('The card has expired.');
  });

  it('asks for the address before taking the payment', async () => {
    const { url } = await startCheckout(await kit.visitor());
    const b = browser();
    const res = await b.submit(await b.get(url), card('4242424242424242'), 'pay');
    expect(res.status).toBe(428);
    expect(text(res)).toContain('Your address is missing');
  });

  it('returns a member to the post-flow URL with wixMemberLoggedIn=true, with the login email filled in', async () => {
    const member = await kit.member();
    const { url } = await startCheckout(member, 1, { postFlowUrl: POST_FLOW });
    const b = browser();
    const page = await b.get(url);
    expect(page.forms[0]!.fields.email).toBe(member.email);
    const paid = await b.submit(
      await b.submit(page, { ...DETAILS, email: member.email! }, 'details'),
      card('4242424242424242'),
      'pay',
    );
    const back = new URL(paid.location!);
    expect(`${back.origin}${back.pathname}`).toBe(POST_FLOW);
    expect(back.searchParams.get('wixMemberLoggedIn')).toBe('true');
    expect(back.searchParams.get('orderId')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('thanks the buyer on the platform when the session has no callback URL', async () => {
    const { url } = await startCheckout(await kit.visitor(), 1, {});
    const b = browser();
    const paid = await b.submit(
      await b.submit(await b.get(url), DETAILS, 'details'),
      card('4242424242424242'),
      'pay',
    );
    expect(paid.status).toBe(200);
    expect(text(paid)).toMatch(/Your order #\d+ is placed\./);
  });

  it('tells the buyer when the last units went to someone else, and charges nothing', async () => {
    const buyer = await kit.visitor();
    const left = await stock();
    const { url } = await startCheckout(buyer, left);
    const b = browser();
    const saved = await b.submit(await b.get(url), DETAILS, 'details');
    const rival = await kit.visitor();
    await kit.add(rival, [{ productId: tent }]);
    const rivalCheckout = (
      await kit.call(rival, 'POST', '/ecom/v1/carts/current/create-checkout', {
        channelType: 'WEB',
        email: 'r@example.com',
        shippingAddress: DETAILS,
        billingAddress: DETAILS,
      })
    ).body.checkoutId;
    expect(
      (await kit.call(rival, 'POST', `/ecom/v1/checkouts/${rivalCheckout}/create-order`, {})).status,
    ).toBe(200);
    const res = await b.submit(saved, card('4242424242424242'), 'pay');
    expect(res.status).toBe(428);
    expect(text(res)).toContain('Not enough stock');
    expect(await stock()).toBe(left - 1);
  });
});
