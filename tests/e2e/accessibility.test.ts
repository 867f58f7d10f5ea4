import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectText, expectUrl, expectVisible } from './support/assertions';
import { type AxeViolation, COLOUR_RULES, describeViolation, isBlocking, runAxe } from './support/axe';
import { contrastOverImage, lowContrastFields, TEXT_CONTRAST } from './support/contrast';
import { addToCart, JACKET, payWith, startCheckout } from './support/shopping';
import { shareStorefront } from './support/storefront';
import { ROOT } from './support/web-build';

// Accessibility of the web app in a real browser: axe-core on the storefront, the member account, the hosted
// checkout and the back office, each page in its main states and in the light and the dark colour scheme; then the
// keyboard: dialogs keep and give back focus, the shop's filters and menus are reachable with Tab, and every Tab
// stop shows a focus ring. A page may have no serious or critical axe violation; every violation found (moderate
// and minor too) is written to tests/artifacts/accessibility.json for review.

const shared = shareStorefront();
const found: Record<string, AxeViolation[]> = {};
let page: Page;

beforeAll(async () => {
  page = await shared.browser.newPage();
});
afterAll(() => {
  mkdirSync(join(ROOT, 'tests', 'artifacts'), { recursive: true });
  writeFileSync(
    join(ROOT, 'tests', 'artifacts', 'accessibility.json'),
    `${JSON.stringify(found, null, 2)}\n`,
  );
});

/** Waits until the page's data arrived: no loading placeholder or busy region is left. */
async function settled(target: Page): Promise<void> {
  await target.waitForFunction(
    () => !document.querySelector('[aria-busy="true"], .bz-skeleton, .bz-skeleton-lines, .app-page-loading'),
    undefined,
    { timeout: 15_000 },
  );
}

/**
 * Runs axe on the page as it is, in the light and the dark scheme, and checks (softly, so every page is reported)
 * that neither has a serious or critical violation, nor a text field whose placeholder or edge is too faint.
 */
async function audit(name: string, target: Page = page): Promise<void> {
  await settled(target);
  for (const scheme of ['light', 'dark'] as const) {
    await target.emulateMedia({ colorScheme: scheme });
    // The dark scheme changes only the colours: the other rules already ran in the light one.
    const violations = await runAxe(target, scheme === 'dark' ? COLOUR_RULES : undefined);
    found[`${name} (${scheme})`] = violations;
    expect
      .soft(
        violations.filter(isBlocking).map(describeViolation),
        `serious/critical axe violations on ${name} (${scheme})`,
      )
      .toEqual([]);
    expect
      .soft(await lowContrastFields(target), `text fields under the contrast minimums on ${name} (${scheme})`)
      .toEqual([]);
  }
  await target.emulateMedia({ colorScheme: 'light' });
}

async function signIn(email: string, password: string, returnTo: string) {
  await page.goto(`${shared.store.baseUrl}/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectUrl(page, new RegExp(`${returnTo}$`));
}

let orderNumber = '';

describe('the storefront', () => {
  it('has no serious accessibility defects on the home, shop, product and empty cart pages', async () => {
    await page.goto(shared.store.baseUrl);
    await expectText(page.getByRole('heading', { level: 1 }), 'Gear for the long way round');
    await page.getByRole('list', { name: 'Best sellers' }).getByRole('article').first().waitFor();
    await audit('home');
    // The collections' names are white over their photos, which axe cannot measure; the counts under them sit where
    // the shade is darker. Neither the text nor the photos change with the colour scheme: one measure is enough.
    const ratios = await contrastOverImage(page.locator('.app-collection-card__name'));
    expect(ratios.length).toBeGreaterThan(0);
    expect
      .soft(Math.min(...ratios), "collection cards' text over their photos")
      .toBeGreaterThanOrEqual(TEXT_CONTRAST);

    await page.goto(`${shared.store.baseUrl}/shop`);
    await expectText(page.getByText(/^\d+ products$/), '58 products');
    await audit('shop');
    // Lowest above highest: no products, and the price filter says why.
    await page.goto(`${shared.store.baseUrl}/shop?collection=camp-kitchen&inStock=1&min=10&max=5`);
    await expectText(page.getByRole('heading', { level: 1 }), 'Camp Kitchen');
    await expectVisible(page.getByText('No products match'));
    await audit('shop, filtered, no results, price range error');

    await page.goto(`${shared.store.baseUrl}/product-page/${JACKET.slug}`);
    await expectText(page.getByRole('heading', { level: 1 }), JACKET.name);
    await audit('product');

    await page.goto(`${shared.store.baseUrl}/cart`);
    await expectText(page.getByRole('heading', { level: 1 }), 'Your cart');
    await expectVisible(page.getByText('Your cart is empty'));
    await audit('cart, empty');

    await page.goto(`${shared.store.baseUrl}/signup`);
    await expectText(page.getByRole('heading', { level: 1 }), 'Create an account');
    await audit('sign-up');
    await page.goto(`${shared.store.baseUrl}/forgot-password`);
    await audit('forgot password');
    await page.goto(`${shared.store.baseUrl}/no-such-page`);
    await audit('not found');
  });

  it('has none for a member: sign-in, account, cart with an item, hosted checkout, thank-you and the order', async () => {
    const member = await shared.store.platform.seed.member({ password: 'a11y-pw-1', nickname: 'Alan' });
    await page.goto(`${shared.store.baseUrl}/login`);
    await expectText(page.getByRole('heading', { level: 1 }), 'Sign in');
    await audit('sign-in');
    await page.getByLabel('E-mail').fill(member.email);
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectVisible(page.getByRole('alert'));
    await audit('sign-in, wrong password');
    await signIn(member.email, 'a11y-pw-1', '/account');
    await expectText(page.getByRole('heading', { level: 1 }), 'Hello, Alan');
    await audit('account, profile');
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Orders' }).click();
    await expectVisible(page.getByText('No orders yet'));
    await audit('account, orders (none)');

    await page.goto(`${shared.store.baseUrl}/product-page/${JACKET.slug}`);
    for (const choice of JACKET.choices)
      await page
        .getByRole('radio', { name: choice, exact: typeof choice === 'string' })
        .check({ force: true });
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expectVisible(page.getByRole('dialog', { name: 'Your cart' }).getByText(JACKET.name));
    await audit('product, cart drawer open');
    await page.getByRole('dialog', { name: 'Your cart' }).getByRole('button', { name: 'Close' }).click();

    await page.goto(`${shared.store.baseUrl}/cart`);
    await expectVisible(page.getByRole('main').getByText(JACKET.name));
    await audit('cart, one item');
    await startCheckout(page, { firstName: 'Alan', lastName: 'Turing' });
    await audit('hosted checkout');
    await payWith(page, '4242 4242 4242 4242');
    await expectUrl(page, /\/thank-you\?orderId=/);
    await expectText(page.getByTestId('order-id'), /^\d+$/);
    orderNumber = (await page.getByTestId('order-id').textContent()) ?? '';
    await audit('thank you');

    await page.goto(`${shared.store.baseUrl}/account/orders`);
    const listed = page.getByRole('link', { name: new RegExp(`Order #${orderNumber}`) });
    await expectVisible(listed);
    await audit('account, orders');
    await listed.click();
    await expectText(page.getByRole('heading', { name: /^Order #/ }), `Order #${orderNumber}`);
    await audit('account, order');
    await page.evaluate(() => localStorage.clear());
  });
});

describe('the back office, as the owner', () => {
  it('has no serious accessibility defects on its pages and dialogs', async () => {
    await signIn('owner@bazaar.test', 'bazaar-owner', '/admin');
    await expectText(page.getByRole('heading', { level: 1 }), 'Dashboard');
    await audit('admin dashboard');

    const nav = page.getByRole('navigation', { name: 'Back office' });
    await nav.getByRole('link', { name: 'Orders' }).click();
    await expectVisible(page.getByRole('link', { name: `#${orderNumber}` }));
    await audit('admin orders');
    await page.getByRole('link', { name: `#${orderNumber}` }).click();
    await expectText(page.getByRole('heading', { level: 1 }), `Order #${orderNumber}`);
    await audit('admin order');
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    await expectVisible(page.getByRole('dialog', { name: 'Refund this payment?' }));
    await audit('admin order, refund dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Edit items and shipping address' }).click();
    await audit('admin order, edit form');
    await page.getByLabel('City').fill('Sacramento');
    await page.getByLabel('Reason').fill('The buyer moved');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectVisible(page.getByRole('table', { name: 'Totals after the edit' }));
    await audit('admin order, totals after an edit');

    await nav.getByRole('link', { name: 'Products' }).click();
    await expectVisible(page.getByRole('link', { name: JACKET.name }).first());
    await audit('admin products');
    await page.getByRole('link', { name: JACKET.name }).first().click();
    await expectText(page.getByRole('heading', { level: 1 }), JACKET.name);
    await audit('admin product');

    await nav.getByRole('link', { name: 'Members' }).click();
    await expectVisible(page.getByRole('rowheader').first());
    await audit('admin members');
    await page.getByRole('rowheader').getByRole('link').first().click();
    await expectVisible(page.getByRole('heading', { level: 1 }));
    await audit('admin member');

    await nav.getByRole('link', { name: 'Collections' }).click();
    await expectVisible(page.getByRole('rowheader', { name: 'Camp Kitchen' }));
    await audit('admin collections');
    await page.getByRole('button', { name: 'Edit Camp Kitchen' }).click();
    await expectVisible(page.getByRole('dialog', { name: 'Edit the collection Camp Kitchen' }));
    await audit('admin collections, edit dialog');
    await page.keyboard.press('Escape');

    await nav.getByRole('link', { name: 'Webhooks' }).click();
    await expectText(page.getByRole('heading', { level: 1 }), 'Webhooks');
    await audit('admin webhooks');

    await nav.getByRole('link', { name: 'Settings' }).click();
    await expectVisible(page.getByRole('checkbox', { name: 'Shipping confirmation' }));
    await audit('admin settings');
    await page.evaluate(() => localStorage.clear());
  });
});

/** What has the focus: its tag, role and accessible text, and whether it is inside an open dialog. */
const focused = (target: Page) =>
  target.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    // A visually hidden control (an option pill's radio) shows its focus on its label.
    const box = element?.getBoundingClientRect();
    const drawn = box && (box.width < 4 || box.height < 4) ? (element?.closest('label') ?? element) : element;
    const style = drawn ? getComputedStyle(drawn) : null;
    return {
      label:
        element?.getAttribute('aria-label') ??
        (element as HTMLInputElement | null)?.labels?.[0]?.textContent ??
        element?.textContent?.trim().slice(0, 40) ??
        '',
      tag: element?.tagName.toLowerCase() ?? '',
      inDialog: Boolean(element?.closest('dialog[open]')),
      // Past the dialog's last control a native modal lets the focus go to the browser's own controls (the body
      // here), never to the inert page behind.
      behind: Boolean(element && element !== document.body && !element.closest('dialog[open]')),
      // A focus ring: an outline, or a box-shadow standing in for one.
      ring: style
        ? (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
          style.boxShadow !== 'none'
        : false,
    };
  });

async function tabUntil(
  target: Page,
  wanted: (stop: Awaited<ReturnType<typeof focused>>) => boolean,
  max = 60,
) {
  const stops: Array<Awaited<ReturnType<typeof focused>>> = [];
  for (let step = 0; step < max; step++) {
    await target.keyboard.press('Tab');
    const stop = await focused(target);
    stops.push(stop);
    if (wanted(stop)) return stops;
  }
  throw new Error(`not reached in ${max} Tab presses; stops: ${stops.map((stop) => stop.label).join(' | ')}`);
}

describe('the keyboard', () => {
  it('reaches the skip link, the header menu and every shop filter with Tab, each with a visible focus ring', async () => {
    await page.goto(`${shared.store.baseUrl}/shop`);
    await expectText(page.getByText(/^\d+ products$/), '58 products');
    await settled(page);
    const stops = await tabUntil(page, (stop) => stop.label === 'Sort by');
    expect(stops[0]?.label).toMatch(/Skip to/);
    const labels = stops.map((stop) => stop.label);
    for (const wanted of ['Search products', 'Shop all', 'Lowest', 'Highest', 'In stock only'])
      expect(
        labels.some((label) => label?.includes(wanted)),
        `${wanted} in ${labels.join(' | ')}`,
      ).toBe(true);
    expect(stops.filter((stop) => !stop.ring).map((stop) => `${stop.tag} ${stop.label}`)).toEqual([]);
  });

  it('shows a focus ring on every Tab stop of a product page, the option pills included', async () => {
    await page.goto(`${shared.store.baseUrl}/product-page/${JACKET.slug}`);
    await expectText(page.getByRole('heading', { level: 1 }), JACKET.name);
    await settled(page);
    // Add to cart is enabled once every option is chosen; a radio group is one Tab stop, at its checked radio.
    for (const choice of JACKET.choices)
      await page
        .getByRole('radio', { name: choice, exact: typeof choice === 'string' })
        .check({ force: true });
    // Tab goes on from where one clicks: the title, just before the options.
    await page.getByRole('heading', { level: 1 }).click();
    const stops = await tabUntil(page, (stop) => stop.label === 'Add to cart');
    expect(stops.filter((stop) => stop.tag === 'input').map((stop) => stop.label)).toEqual(
      expect.arrayContaining(['M', expect.stringMatching(/Forest/)]),
    );
    expect(stops.filter((stop) => !stop.ring).map((stop) => `${stop.tag} ${stop.label}`)).toEqual([]);
  });

  it('keeps the focus in the cart drawer and gives it back to the button that opened it', async () => {
    await addToCart(page, shared.store.baseUrl, JACKET);
    const add = page.getByRole('button', { name: 'Add to cart' });
    await add.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    await expectVisible(drawer.getByText(JACKET.name));
    const behind: string[] = [];
    for (let step = 0; step < 15; step++) {
      await page.keyboard.press('Tab');
      const stop = await focused(page);
      if (stop.behind) behind.push(`${stop.tag} ${stop.label}`);
    }
    expect(behind, 'focused behind the drawer').toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.count()).toBe(0);
    await expect.poll(() => add.evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it('opens a back-office dialog from the keyboard, keeps the focus in it and gives it back on Escape', async () => {
    await signIn('owner@bazaar.test', 'bazaar-owner', '/admin');
    await page.goto(`${shared.store.baseUrl}/admin/collections`);
    const edit: Locator = page.getByRole('button', { name: 'Edit Camp Kitchen' });
    await edit.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit the collection Camp Kitchen' });
    await expectVisible(dialog);
    expect((await focused(page)).inDialog).toBe(true);
    for (let step = 0; step < 10; step++) {
      await page.keyboard.press('Shift+Tab');
      expect((await focused(page)).behind).toBe(false);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => edit.evaluate((button) => button === document.activeElement)).toBe(true);
  });
});
