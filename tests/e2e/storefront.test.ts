import { describe, expect, it } from 'vitest';
import { expectEnabled, expectText, expectUrl, expectVisible } from './support/assertions';
import { launchBrowser, screenshot, watchErrors } from './support/browser';
import { cartButton } from './support/shopping';
import { shareStorefront } from './support/storefront';

// A visitor without a cart reads 404 for the current cart (business-rules 3: a state, not an error).
const unexpected = (error: string) => error !== '404 GET /ecom/v1/carts/current';

// A visitor on the storefront served by the platform (production build, demo catalog), in headless Chromium.

const shared = shareStorefront();

describe('a visitor on the storefront', () => {
  it('browses the collections, searches, filters and opens a product', async () => {
    const page = await shared.browser.newPage();
    const errors = watchErrors(page);
    await page.goto(shared.store.baseUrl);
    await expectText(page.getByRole('heading', { level: 1 }), 'Gear for the long way round');
    const collections = page.getByRole('link', { name: /Camp Kitchen/ });
    await collections.first().waitFor();
    await page.getByRole('list', { name: 'Best sellers' }).getByRole('article').first().waitFor();
    await screenshot(page, 'home');

    // A collection from the home page.
    await page
      .getByRole('main')
      .getByRole('link', { name: /Camp Kitchen/ })
      .click();
    await expectUrl(page, /\/shop\?collection=camp-kitchen$/);
    await expectText(page.getByRole('heading', { level: 1 }), 'Camp Kitchen');
    await expectText(page.getByText(/^\d+ products$/), '15 products');

    // Search from the header: name or brand, across the shop.
    await page.getByRole('searchbox', { name: 'Search products' }).fill('mug');
    await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    await expectUrl(page, /q=mug/);
    const results = page.getByRole('list', { name: /Camp Kitchen|Results/ }).getByRole('article');
    await expectText(results.first(), /Mug/);

    // Everything in stock, cheapest first.
    await page.goto(`${shared.store.baseUrl}/shop`);
    await expectText(page.getByText(/^\d+ products$/), '58 products');
    await page.getByRole('complementary', { name: 'Filters' }).getByLabel('In stock only').click();
    await expectText(page.getByText(/^\d+ products$/), '53 products');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');
    await expectUrl(page, /inStock=1&sort=price-asc/);
    // The previous result stays on screen until the sorted one arrives.
    const prices = page.locator('.app-product-grid:not([data-stale]) .bz-price__current');
    const amounts = async () =>
      (await prices.allInnerTexts()).map((text) => Number(text.replace(/[^\d.]/g, '')));
    const ascending = (list: number[]) => list.every((amount, at) => at === 0 || list[at - 1]! <= amount);
    await expect.poll(async () => ascending(await amounts())).toBe(true);
    expect(await amounts()).toHaveLength(12);
    await page.getByRole('navigation', { name: 'Product pages' }).getByRole('link', { name: /Next/ }).click();
    await expectUrl(page, /page=2/);
    await expectVisible(page.getByText('Page 2 of 5'));
    await screenshot(page, 'shop');

    // A product with a size and a colour; the rust XL is sold out (demo catalog).
    await page.goto(`${shared.store.baseUrl}/shop?q=trail%20runner`);
    await page.getByRole('link', { name: /Trail Runner Jacket/ }).click();
    await expectUrl(page, /\/product-page\/trail-runner-jacket$/);
    await expectText(page.getByRole('heading', { level: 1 }), 'Trail Runner Jacket');
    await expectVisible(page.getByText('From'));
    const add = page.getByRole('button', { name: 'Add to cart' });
    await expectEnabled(add, false);
    await expectVisible(page.getByText('Choose size and color to see availability.'));
    await page.getByRole('radio', { name: 'XL' }).check({ force: true });
    await page.getByRole('radio', { name: /Rust/ }).check({ force: true });
    await expectVisible(page.getByText('Sold out', { exact: true }));
    await expectEnabled(add, false);
    await expectText(page.locator('.bz-price--lg .bz-price__current'), '$139.00');
    await page.getByRole('radio', { name: /Forest/ }).check({ force: true });
    await expectVisible(page.getByText('In stock', { exact: true }));
    await expectEnabled(add);
    await screenshot(page, 'product');
    expect(errors.filter(unexpected)).toEqual([]);
  });

  it('can be used with the keyboard: skip link, then product options with arrow keys', async () => {
    const page = await shared.browser.newPage();
    await page.goto(`${shared.store.baseUrl}/product-page/trail-runner-jacket`);
    await expectText(page.getByRole('heading', { level: 1 }), 'Trail Runner Jacket');
    await page.keyboard.press('Tab');
    await expectText(page.locator(':focus'), 'Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    // Into the Size group: the first radio takes focus, arrows choose.
    await page.getByRole('radio', { name: 'S', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expectText(page.getByRole('group', { name: /Size/ }).locator('legend'), 'Size: M');
    await page.getByRole('radio', { name: /Forest/ }).focus();
    await page.keyboard.press('Space');
    await expectVisible(page.getByText('In stock', { exact: true }));
    await page.getByRole('button', { name: 'Add to cart' }).focus();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Add to cart');
  });

  it('answers an unknown address with a page, and keeps the API’s own 404', async () => {
    const page = await shared.browser.newPage();
    const res = await page.goto(`${shared.store.baseUrl}/no-such-page`);
    expect(res?.status()).toBe(200);
    await expectText(page.getByRole('heading', { level: 1 }), 'Page not found');
    const api = await page.goto(`${shared.store.baseUrl}/stores-reader/v1/no-such-endpoint`);
    expect(api?.status()).toBe(404);
    expect(await api?.json()).toMatchObject({ details: { applicationError: { code: 'NOT_FOUND' } } });
  });

  it('fits a phone screen', async () => {
    const phone = await launchBrowser({ width: 390, height: 844, mobile: true });
    try {
      const page = await phone.newPage();
      for (const [path, name] of [
        ['/', 'home-mobile'],
        ['/shop?collection=trail-apparel', 'shop-mobile'],
        ['/product-page/enamel-camp-mug', 'product-mobile'],
      ] as const) {
        await page.goto(`${shared.store.baseUrl}${path}`);
        await page.locator('main img').first().waitFor();
        // No sideways scrolling of the page itself (the navigation row scrolls on its own).
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
          390,
        );
        await screenshot(page, name);
      }
      // The filters move into a drawer.
      await page.goto(`${shared.store.baseUrl}/shop`);
      await page.getByRole('button', { name: 'Filters' }).click();
      const filters = page.getByRole('dialog', { name: 'Filters' });
      await filters.getByLabel('Camp Kitchen').click();
      await expectUrl(page, /collection=camp-kitchen/);
      await expectText(page.getByText(/^\d+ products$/), '15 products');
    } finally {
      await phone.close();
    }
  });

  it('adds two items to the cart, sees the cart drawer and the estimated totals', async () => {
    const page = await shared.browser.newPage();
    const errors = watchErrors(page);
    await page.goto(`${shared.store.baseUrl}/product-page/trail-runner-jacket`);
    await page.getByRole('radio', { name: 'M', exact: true }).check({ force: true });
    await page.getByRole('radio', { name: /Forest/ }).check({ force: true });
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    await expectVisible(drawer.getByText('Trail Runner Jacket'));
    await drawer.getByRole('button', { name: 'Close' }).click();
    await page.goto(`${shared.store.baseUrl}/product-page/enamel-camp-mug`);
    await page.getByRole('radio', { name: /Red/ }).check({ force: true });
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expectVisible(drawer.getByText('Enamel Camp Mug'));
    await expectVisible(cartButton(page, 2));
    await expectVisible(drawer.getByText('Estimated total'));
    await expectText(drawer.locator('.app-totals__row--total dd'), /^\$\d/);
    await drawer.getByRole('button', { name: 'Increase quantity' }).last().click();
    await expectVisible(cartButton(page, 3));
    await screenshot(page, 'cart-drawer');
    await page.goto(`${shared.store.baseUrl}/cart`);
    await expectText(page.getByRole('heading', { level: 1 }), 'Your cart');
    await screenshot(page, 'cart');
    expect(errors.filter(unexpected)).toEqual([]);
  });
});
