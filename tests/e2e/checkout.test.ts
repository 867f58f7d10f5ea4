import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectText, expectUrl, expectVisible } from './support/assertions';
import { screenshot, watchErrors } from './support/browser';
import { addToCart, cartButton, JACKET, MUG, payWith, startCheckout } from './support/shopping';
import { shareStorefront } from './support/storefront';

// Buying, end to end: the storefront's cart (drawer, page, coupon, estimated totals), the redirect to the platform's
// hosted checkout, the test card gateway, and the thank-you page reading the order back.

const shared = shareStorefront();

// A visitor without a cart reads 404 for the current cart (business-rules 3: a state, not an error).
const NO_CART = '404 GET /ecom/v1/carts/current';

let visitors = 0;
const newEmail = () => `buyer-${Date.now().toString(36)}-${++visitors}@example.com`;

const amountIn = async (locator: Locator) =>
  Number(((await locator.textContent()) ?? '').replace(/[^\d.]/g, ''));

async function orderRow(id: string) {
  const rows = await shared.store.platform.db.query<{
    number: string;
    payment_status: string;
    buyer_email: string;
  }>('select number::text, payment_status, buyer_email from orders where id = $1', [id]);
  return rows[0];
}

describe('a shopper checking out', () => {
  it('adds two items, applies a coupon, pays with a test card and sees the order on the thank-you page', async () => {
    const page = await shared.browser.newPage();
    const errors = watchErrors(page);
    const email = newEmail();
    await addToCart(page, shared.store.baseUrl, JACKET);
    await addToCart(page, shared.store.baseUrl, MUG);
    await expectVisible(cartButton(page, 2));

    // The cart page: WELCOME10 takes 10% off, and the estimate shows it.
    await page.goto(`${shared.store.baseUrl}/cart`);
    await expectText(page.getByRole('heading', { level: 1 }), 'Your cart');
    const totals = page.getByRole('main').locator('.app-totals');
    await expectText(totals.locator('.app-totals__row--total dt'), 'Estimated total');
    await page.getByLabel('Coupon code').fill('welcome10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expectVisible(page.getByText('WELCOME10', { exact: true }));
    const discount = totals.locator('.app-totals__row').filter({ hasText: 'Discount' });
    await expectText(discount.locator('dd'), /^−\$\d+\.\d\d$/);
    const subtotal = amountIn(totals.locator('.app-totals__row').first().locator('dd'));
    const off = amountIn(discount.locator('dd'));
    expect(await off).toBeCloseTo((await subtotal) / 10, 2);
    await screenshot(page, 'cart-coupon');

    // The hosted checkout: contact, address, then the test card that is approved.
    await startCheckout(page, { email, firstName: 'Ada', lastName: 'Lovelace' });
    await expectVisible(page.getByText('WELCOME10'));
    await screenshot(page, 'hosted-checkout');
    await payWith(page, '4242 4242 4242 4242');

    await expectUrl(page, /\/thank-you\?orderId=[\w-]+&wixMemberLoggedIn=false$/);
    await expectText(page.getByRole('heading', { level: 1 }), 'Thank you for your order');
    const orderId = new URL(page.url()).searchParams.get('orderId')!;
    const row = await orderRow(orderId);
    expect(row).toMatchObject({ payment_status: 'PAID', buyer_email: email });
    await expectText(page.getByTestId('order-id'), row!.number);
    const details = page.getByRole('region', { name: 'Order details' });
    await expectVisible(details.getByText(JACKET.name));
    await expectVisible(details.getByText(MUG.name));
    await expectVisible(details.locator('.app-totals__row').filter({ hasText: 'Discount' }));
    // The cart became the order.
    await expectVisible(cartButton(page, 0));
    await screenshot(page, 'thank-you');
    expect(errors.filter((error) => error !== NO_CART)).toEqual([]);
  });

  it('sees the decline message when the card is refused, and a retry with a good card places the order', async () => {
    const page = await shared.browser.newPage();
    await addToCart(page, shared.store.baseUrl, MUG);
    await page.goto(`${shared.store.baseUrl}/cart`);
    await startCheckout(page, { email: newEmail(), firstName: 'Grace', lastName: 'Hopper' });

    await payWith(page, '4000 0000 0000 0002');
    const declined = page.getByRole('alert').filter({ hasText: 'Payment declined' });
    await expectVisible(declined);
    await expectText(
      declined.locator('.bz-alert__text'),
      'Your card was declined. Nothing was charged; try another card.',
    );
    await expectUrl(page, /\/hosted\/checkout\?/);
    await screenshot(page, 'hosted-checkout-declined');
    // A declined card writes nothing (no order yet).
    expect(
      await shared.store.platform.db.query(
        "select 1 from orders where buyer_email like 'buyer-%' and payment_status = 'DECLINED'",
      ),
    ).toHaveLength(0);

    await payWith(page, '4242 4242 4242 4242');
    await expectUrl(page, /\/thank-you\?orderId=/);
    await expectText(page.getByRole('heading', { level: 1 }), 'Thank you for your order');
    const orderId = new URL(page.url()).searchParams.get('orderId')!;
    expect(await orderRow(orderId)).toMatchObject({ payment_status: 'PAID' });
    await expectVisible(page.getByRole('region', { name: 'Order details' }).getByText(MUG.name));
  });
});
