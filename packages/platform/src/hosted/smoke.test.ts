import { afterAll, beforeAll, expect, it } from 'vitest';
import { type CartTestKit, createCartTestKit } from '../modules/cart/testing/cart-test-kit';
import { demoStorePricing } from '../modules/checkout/pricing';
import { createFormBrowser } from '../testing';

let kit: CartTestKit;
beforeAll(async () => {
  kit = await createCartTestKit();
  await kit.pricing(demoStorePricing);
});
afterAll(() => kit.close());

it('smoke', async () => {
  const buyer = await kit.visitor();
  const p = await kit.product({ price: 12.5, quantity: 3, weight: 0.4 });
  await kit.add(buyer, [{ productId: p, quantity: 2 }]);
  const co = await kit.call(buyer, 'POST', '/ecom/v1/carts/current/create-checkout', { channelType: 'WEB' });
  const rs = await kit.call(buyer, 'POST', '/_api/redirects-api/v1/redirect-session', {
    ecomCheckout: { checkoutId: co.body.checkoutId },
    callbacks: { thankYouPageUrl: 'https://app.test/thanks', postFlowUrl: 'https://app.test/' },
  });
  console.log(rs.status, JSON.stringify(rs.body));
  const browser = createFormBrowser((url, init) => kit.platform.app.request(url, init), 'http://localhost');
  const page = await browser.get(rs.body.redirectSession.fullUrl);
  console.log(
    page.status,
    page.headers.get('content-security-policy'),
    page.html.includes('style="'),
    page.forms.map((f) => f.fields.action),
  );
  const saved = await browser.submit(
    page,
    {
      email: 'a@b.test',
      firstName: 'Ann',
      lastName: 'Lee',
      country: 'US',
      subdivision: 'CA',
      city: 'SF',
      postalCode: '94100',
      addressLine: '1 Main',
      shippingOption: 'standard',
    },
    'details',
  );
  console.log(
    saved.status,
    saved.html.match(/role="alert"[^]*?<\/div>/)?.[0]?.slice(0, 300),
    saved.html.replace(/<style[^]*?<\/style>/, '').slice(0, 200),
  );
  const coupon = await browser.submit(saved, { couponCode: 'welcome10' }, 'coupon');
  console.log(coupon.status);
  const declined = await browser.submit(
    coupon,
    { number: '4000 0000 0000 0002', expiry: '12/30', cvc: '123' },
    'pay',
  );
  console.log(declined.status);
  const paid = await browser.submit(
    declined,
    { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' },
    'pay',
  );
  console.log(paid.status, paid.location, paid.html.slice(0, 300));
  const order = await kit.call(
    buyer,
    'GET',
    `/ecom/v1/orders/${new URL(paid.location!).searchParams.get('orderId')}`,
  );
  console.log(order.status, JSON.stringify(order.body).slice(0, 1500));
  console.log((await kit.newEvents()).map((e) => e.type));
  const require = (await import('node:fs')).writeFileSync('/tmp/checkout.html', saved.html);
});
