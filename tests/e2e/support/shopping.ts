import type { Locator, Page } from 'playwright-core';
import { expectText, expectUrl, expectVisible } from './assertions';

// The steps of buying that several browser tests share: putting products in the cart from their pages, and
// filling in the platform's hosted checkout.

/** A product of the demo catalog and the choices that make one in-stock variant. */
export interface CartPick {
  slug: string;
  name: string;
  /** Accessible names of the option radios to check (`'M'`, `/Forest/`). */
  choices: Array<string | RegExp>;
}

/** Trail Runner Jacket, M, Forest ($139.00). */
export const JACKET: CartPick = {
  slug: 'trail-runner-jacket',
  name: 'Trail Runner Jacket',
  choices: ['M', /Forest/],
};
/** Enamel Camp Mug, Red. */
export const MUG: CartPick = { slug: 'enamel-camp-mug', name: 'Enamel Camp Mug', choices: [/Red/] };

/**
 * Opens the product's page, chooses its options and adds it to the cart; waits for the cart drawer to list it and
 * closes the drawer.
 *
 * @param page - the tab
 * @param baseUrl - the storefront's origin
 * @param pick - the product and its choices
 */
export async function addToCart(page: Page, baseUrl: string, pick: CartPick): Promise<void> {
  await page.goto(`${baseUrl}/product-page/${pick.slug}`);
  await expectText(page.getByRole('heading', { level: 1 }), pick.name);
  for (const choice of pick.choices) {
    await page.getByRole('radio', { name: choice, exact: typeof choice === 'string' }).check({ force: true });
  }
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expectVisible(drawer.getByText(pick.name));
  await drawer.getByRole('button', { name: 'Close' }).click();
}

/**
 * The header's cart button, showing `count` items. Its name is its content: the visible "Cart" and, for screen
 * readers, ", 2 items" (the visible badge holds the number); Playwright puts a space between the two parts.
 *
 * @param page - the tab
 * @param count - the number of items it announces
 * @returns the button
 */
export function cartButton(page: Page, count: number): Locator {
  return page.getByRole('button', { name: new RegExp(`^Cart ?, ${count} items?$`) });
}

/** Who is buying, as the hosted checkout asks for it (the e-mail only for visitors). */
export interface Buyer {
  email?: string;
  firstName: string;
  lastName: string;
}

/**
 * On the cart page: starts the checkout and fills in the hosted checkout's contact and delivery form (a US
 * address), then saves it, so the totals include shipping and tax.
 *
 * @param page - the tab, on the cart page
 * @param buyer - the contact details
 */
export async function startCheckout(page: Page, buyer: Buyer): Promise<void> {
  await page.getByRole('main').getByRole('button', { name: 'Checkout' }).click();
  await expectUrl(page, /\/hosted\/checkout\?.*redirect_session_id=/);
  await expectText(page.getByRole('heading', { level: 1 }), 'Checkout');
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Save and update totals' }) });
  if (buyer.email) await form.getByLabel('Email').fill(buyer.email);
  await form.getByLabel('First name').fill(buyer.firstName);
  await form.getByLabel('Last name').fill(buyer.lastName);
  await form.getByLabel('Country').first().selectOption('US');
  await form.getByLabel('State / province').first().fill('US-OR');
  await form.getByLabel('City').first().fill('Portland');
  await form.getByLabel('Postal code').first().fill('97201');
  await form.getByLabel('Street address').first().fill('1 Main St');
  await form.getByRole('button', { name: 'Save and update totals' }).click();
  await expectVisible(page.getByRole('status').filter({ hasText: 'Saved. Totals are up to date.' }));
}

/**
 * Pays on the hosted checkout with a test card (an expiry far in the future, any CVC).
 *
 * @param page - the tab, on the hosted checkout
 * @param card - the card number, as a buyer types it (`'4242 4242 4242 4242'`)
 */
export async function payWith(page: Page, card: string): Promise<void> {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByRole('button', { name: /^Place order/ }).click();
}
