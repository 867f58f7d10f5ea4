import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectText, expectUrl, expectVisible } from './support/assertions';
import { addToCart, cartButton, MUG } from './support/shopping';
import { shareStorefront } from './support/storefront';

// The tabs of one browser share the session (tokens in localStorage). A tab left open follows a sign-in or a
// sign-out made in another one at once — no reload, no failed call first: the back office's gate opens and closes,
// the header says who is signed in, and the cart shown is the current caller's, never the previous one's.

const shared = shareStorefront();
const RENA = { email: 'tabs-rena@example.com', password: 'tabs-pw', nickname: 'Rena' };

beforeAll(async () => {
  await shared.store.platform.seed.member(RENA);
});

beforeEach(async () => {
  // Each test starts as a new visitor: no tokens, no hosted sign-in.
  await shared.browser.context.clearCookies();
  const page = await shared.browser.newPage();
  await page.goto(`${shared.store.baseUrl}/hosted/styles.css`);
  await page.evaluate(() => localStorage.clear());
  await page.close();
});

/** Signs in on the app's login page in `page`, returning to the account page. */
async function signIn(page: Page, email: string, password: string, greeting: string) {
  await page.goto(`${shared.store.baseUrl}/login?returnTo=%2Faccount`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectText(page.getByRole('heading', { level: 1 }), greeting);
}

/** Signs out from the account page in `page`, through the hosted logout page back to the shop. */
async function signOut(page: Page) {
  await page.goto(`${shared.store.baseUrl}/account`);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expectUrl(page, new RegExp(`^${shared.store.baseUrl}/$`));
}

/** Marks the document, so a test can tell it was never reloaded. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);

const accountLink = (page: Page, name: 'Account' | 'Sign in') =>
  page.getByRole('banner').getByRole('link', { name, exact: true });

describe('a tab left open', () => {
  it('opens and closes the back office as staff sign in and out in another tab', async () => {
    const { store, browser } = shared;
    const office = await browser.newPage();
    await office.goto(`${store.baseUrl}/admin/orders`);
    await expectText(office.getByRole('heading', { level: 1 }), 'Staff sign-in needed');
    await markDocument(office);

    const other = await browser.newPage();
    await signIn(other, 'owner@bazaar.test', 'bazaar-owner', 'Hello, Store Owner');
    await expectText(office.getByRole('heading', { level: 1 }), 'Orders');

    await signOut(other);
    await expectText(office.getByRole('heading', { level: 1 }), 'Staff sign-in needed');
    expect(await isSameDocument(office)).toBe(true);
    await other.close();
    await office.close();
  });

  it('shows the member signed in in another tab, their cart, and the visitor again after they sign out', async () => {
    const { store, browser } = shared;
    // Rena's cart holds a mug from an earlier visit.
    const earlier = await browser.newPage();
    await signIn(earlier, RENA.email, RENA.password, 'Hello, Rena');
    await addToCart(earlier, store.baseUrl, MUG);
    await signOut(earlier);
    await earlier.close();

    const shop = await browser.newPage();
    await shop.goto(`${store.baseUrl}/`);
    await expectVisible(accountLink(shop, 'Sign in'));
    await expectVisible(cartButton(shop, 0));
    await markDocument(shop);

    const other = await browser.newPage();
    await signIn(other, RENA.email, RENA.password, 'Hello, Rena');
    await expectVisible(accountLink(shop, 'Account'));
    await expectVisible(cartButton(shop, 1));

    await signOut(other);
    await expectVisible(accountLink(shop, 'Sign in'));
    await expectVisible(cartButton(shop, 0));
    expect(await isSameDocument(shop)).toBe(true);
    await other.close();
    await shop.close();
  });
});
