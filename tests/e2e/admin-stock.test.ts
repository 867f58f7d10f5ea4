import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectText, expectUrl, expectVisible } from './support/assertions';
import { describeViolation, isBlocking, runAxe } from './support/axe';
import { launchBrowser, screenshot, type TestBrowser } from './support/browser';
import { type Storefront, startStorefront } from './support/storefront';

// Stock adjustments in the back office, as the demo owner: units received and written off on one variant move its
// stock by exactly those units (a sale made while the page is open is kept), a write-off larger than the stock is
// refused on the form and changes nothing, and a product without a count says so instead of offering a change. The
// product form and the variants table save a changed count as a move from the count they loaded, so a sale made
// while they are open is kept, and leave untouched counts alone.

let store: Storefront;
let browser: TestBrowser;
let page: Page;
let apiKey: string;
let hoodieId: string;
let largeId: string;
let posterId: string;
let lanternId: string;

async function api(method: string, path: string, body?: unknown) {
  const res = await fetch(`${store.baseUrl}${path}`, {
    method,
    headers: { authorization: apiKey, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

const variantsOf = async (id: string) =>
  (await api('GET', `/stores-reader/v1/products/${id}`)).body.product.variants as {
    id: string;
    choices: Record<string, string>;
    stock: { trackQuantity: boolean; quantity?: number };
  }[];
const stockOfLarge = async () =>
  (await variantsOf(hoodieId)).find((variant) => variant.id === largeId)!.stock.quantity ?? 0;

/**
 * The page's serious and critical axe violations, scrolled to the top: axe's target-size rule counts a control
 * scrolled under the sticky header as crowding the header's links.
 */
async function blockingViolations() {
  await page.evaluate(() => window.scrollTo(0, 0));
  return (await runAxe(page)).filter(isBlocking).map(describeViolation);
}

beforeAll(async () => {
  [store, browser] = await Promise.all([startStorefront(), launchBrowser()]);
  apiKey = (await store.platform.seed.apiKey('e2e stock')).key;
  const hoodie = (
    await api('POST', '/stores/v1/products', {
      product: {
        name: 'E2E Hoodie',
        productType: 'physical',
        priceData: { price: 60 },
        manageVariants: true,
        productOptions: [{ name: 'Size', choices: [{ value: 'S' }, { value: 'L' }] }],
      },
    })
  ).body.product;
  hoodieId = hoodie.id;
  const variants = await variantsOf(hoodieId);
  largeId = variants.find((variant) => variant.choices.Size === 'L')!.id;
  const set = await api('PATCH', `/stores/v2/inventoryItems/product/${hoodieId}`, {
    inventoryItem: {
      trackQuantity: true,
      variants: variants.map((variant) => ({ variantId: variant.id, quantity: 10 })),
    },
  });
  expect(set.status).toBe(200);
  posterId = (
    await api('POST', '/stores/v1/products', {
      product: { name: 'E2E Poster', productType: 'physical', priceData: { price: 15 } },
    })
  ).body.product.id;
  lanternId = (
    await api('POST', '/stores/v1/products', {
      product: {
        name: 'E2E Lantern',
        productType: 'physical',
        priceData: { price: 30 },
        stock: { trackInventory: true, quantity: 10 },
      },
    })
  ).body.product.id;
  page = await browser.newPage();
  await page.goto(`${store.baseUrl}/login?returnTo=%2Fadmin`);
  await page.getByLabel('E-mail').fill('owner@bazaar.test');
  await page.getByLabel('Password').fill('bazaar-owner');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectUrl(page, /\/admin$/);
});
afterAll(async () => {
  await browser?.close();
  await store?.close();
});

async function adjustLarge(change: string) {
  // The test platform's clock is frozen: a millisecond passes before each change, as it always does for real.
  store.platform.clock.advance(1);
  await page.getByLabel('Change of L').fill(change);
  await page.getByRole('button', { name: 'Adjust stock of L' }).click();
}

describe('adjusting stock in the back office', () => {
  it('receives 5 and writes off 3 units of a variant, keeping a sale made meanwhile', async () => {
    await page.goto(`${store.baseUrl}/admin/products/${hoodieId}`);
    await expectText(page.getByRole('heading', { level: 1 }), 'E2E Hoodie');
    const card = page.getByRole('region', { name: 'Adjust stock' });
    await expectText(card.getByRole('row', { name: /^L\b/ }), /L\s*10/);
    // A sale while the page shows 10: an absolute 15 would lose it, a change of +5 keeps it.
    const sale = await api('POST', '/stores/v2/inventoryItems/decrement', {
      decrementData: [{ productId: hoodieId, variantId: largeId, decrementBy: 2 }],
    });
    expect(sale.status).toBe(200);

    await adjustLarge('+5');
    const receive = page.getByRole('dialog', { name: 'Receive 5 units of L?' });
    expect(await blockingViolations()).toEqual([]);
    await receive.getByRole('button', { name: 'Receive 5 units' }).click();
    await expectVisible(page.getByText('Stock of L received'));
    expect(await stockOfLarge()).toBe(8 + 5);
    await expectText(card.getByRole('row', { name: /^L\b/ }), /L\s*13/);
    // The variants table shows the new count too, so saving it does not put the old one back.
    await expect.poll(() => page.getByLabel('Stock of L').inputValue()).toBe('13');

    await adjustLarge('-3');
    await page
      .getByRole('dialog', { name: 'Write off 3 units of L?' })
      .getByRole('button', { name: 'Write off 3 units' })
      .click();
    await expectVisible(page.getByText('Stock of L written off'));
    expect(await stockOfLarge()).toBe(13 - 3);
    await expectText(card.getByRole('row', { name: /^L\b/ }), /L\s*10/);
    expect(await blockingViolations()).toEqual([]);
    await screenshot(page, 'admin-adjust-stock');
  });

  it('refuses a write-off larger than the stock on the form and changes nothing', async () => {
    const before = await stockOfLarge();
    await adjustLarge(`-${before + 1}`);
    const dialog = page.getByRole('dialog', { name: `Write off ${before + 1} units of L?` });
    await dialog.getByRole('button', { name: `Write off ${before + 1} units` }).click();
    await expectText(
      dialog.getByRole('alert'),
      new RegExp(
        `not have enough units in stock: ${before} in stock, ${before + 1} to write off\\. Nothing was changed`,
      ),
    );
    expect(await blockingViolations()).toEqual([]);
    expect(await stockOfLarge()).toBe(before);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('checks the change before asking, on the field', async () => {
    await adjustLarge('1.5');
    await expectVisible(page.getByText('Enter whole units: +5 to receive, -3 to write off'));
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('says a product without a count has no stock to adjust', async () => {
    await page.goto(`${store.baseUrl}/admin/products/${posterId}`);
    await expectText(page.getByRole('heading', { level: 1 }), 'E2E Poster');
    const card = page.getByRole('region', { name: 'Adjust stock' });
    await expectVisible(card.getByText('Stock is not tracked for this product'));
    expect(await card.getByRole('button').count()).toBe(0);
  });

  it('receives stock for the selected products, every tracked variant by the same units', async () => {
    const before = (await variantsOf(hoodieId)).map((variant) => variant.stock.quantity);
    await page.goto(`${store.baseUrl}/admin/products`);
    await page.getByRole('checkbox', { name: 'E2E Hoodie' }).check();
    await page.getByRole('checkbox', { name: 'E2E Poster' }).check();
    await page.getByRole('button', { name: 'Receive stock' }).click();
    const dialog = page.getByRole('dialog', { name: 'Receive stock for 2 products' });
    await expectVisible(dialog.getByText('1 without a count are left as they are'));
    await dialog.getByLabel('Units per variant').fill('4');
    expect(await blockingViolations()).toEqual([]);
    await dialog.getByRole('button', { name: 'Receive stock' }).click();
    await expectVisible(page.getByText('Stock received'));
    expect((await variantsOf(hoodieId)).map((variant) => variant.stock.quantity)).toEqual(
      before.map((quantity) => quantity! + 4),
    );
    expect((await variantsOf(posterId)).map((variant) => variant.stock.trackQuantity)).toEqual([false]);
  });
});

const stockOfLantern = async () =>
  (await api('GET', `/stores-reader/v1/products/${lanternId}`)).body.product.stock.quantity as number;

/** A sale made elsewhere (a checkout) while the back office has the product open. */
async function sell(productId: string, units: number, variantId?: string) {
  store.platform.clock.advance(1);
  const sale = await api('POST', '/stores/v2/inventoryItems/decrement', {
    decrementData: [{ productId, ...(variantId ? { variantId } : {}), decrementBy: units }],
  });
  expect(sale.status).toBe(200);
}

describe('saving stock counts on the product form and the variants table', () => {
  const quantityField = () => page.getByRole('region', { name: 'Details' }).getByLabel('Stock quantity');

  it('saves a changed count on the product form as a move, keeping a sale made meanwhile', async () => {
    await page.goto(`${store.baseUrl}/admin/products/${lanternId}`);
    await expectText(page.getByRole('heading', { level: 1 }), 'E2E Lantern');
    await expect.poll(() => quantityField().inputValue()).toBe('10');
    // Three sold while the form shows 10; staff count 5 more in (15): saving 15 would lose the sale.
    await sell(lanternId, 3);
    await quantityField().fill('15');
    store.platform.clock.advance(1);
    await page.getByRole('button', { name: 'Save product' }).click();
    await expect.poll(() => quantityField().inputValue()).toBe('12');
    expect(await stockOfLantern()).toBe(10 - 3 + 5);
  });

  /** Opens the lantern's page afresh; its count as the form shows it. */
  async function openLantern() {
    await page.goto(`${store.baseUrl}/admin/products/${lanternId}`);
    await expectText(page.getByRole('heading', { level: 1 }), /^E2E Lantern/);
    const before = await stockOfLantern();
    await expect.poll(() => quantityField().inputValue()).toBe(String(before));
    return before;
  }

  it('leaves an untouched count alone when saving other details', async () => {
    const before = await openLantern();
    await sell(lanternId, 2);
    await page.getByLabel('Brand', { exact: true }).fill('Northern Lights');
    store.platform.clock.advance(1);
    await page.getByRole('button', { name: 'Save product' }).click();
    await expect.poll(() => quantityField().inputValue()).toBe(String(before - 2));
    const { product } = (await api('GET', `/stores-reader/v1/products/${lanternId}`)).body;
    expect(product.brand).toBe('Northern Lights');
    expect(product.stock.quantity).toBe(before - 2);
  });

  it('refuses a count that would write off more than is left, and saves nothing', async () => {
    const before = await openLantern();
    // All but one sold meanwhile. Typing 0 writes off every unit the form showed, more than there are.
    await sell(lanternId, before - 1);
    await quantityField().fill('0');
    await page.getByRole('region', { name: 'Details' }).getByLabel(/^Name/).fill('E2E Lantern (renamed)');
    store.platform.clock.advance(1);
    await page.getByRole('button', { name: 'Save product' }).click();
    await expectText(
      page.getByRole('region', { name: 'Details' }).getByRole('alert'),
      new RegExp(`not have enough units in stock: 1 in stock, ${before} to write off\\. Nothing was changed`),
    );
    expect(await blockingViolations()).toEqual([]);
    const { product } = (await api('GET', `/stores-reader/v1/products/${lanternId}`)).body;
    expect(product.stock.quantity).toBe(1);
    expect(product.name).toBe('E2E Lantern');
  });

  it('saves changed variant counts as moves and leaves untouched ones, keeping sales made meanwhile', async () => {
    await page.goto(`${store.baseUrl}/admin/products/${hoodieId}`);
    await expectText(page.getByRole('heading', { level: 1 }), 'E2E Hoodie');
    const before = await variantsOf(hoodieId);
    const smallId = before.find((variant) => variant.choices.Size === 'S')!.id;
    const count = (id: string) => before.find((variant) => variant.id === id)!.stock.quantity!;
    await expect.poll(() => page.getByLabel('Stock of L').inputValue()).toBe(String(count(largeId)));
    // A sale of each size while the table is open; staff receive 6 L and leave S as it is.
    await sell(hoodieId, 2, largeId);
    await sell(hoodieId, 1, smallId);
    await page.getByLabel('Stock of L').fill(String(count(largeId) + 6));
    store.platform.clock.advance(1);
    await page.getByRole('button', { name: 'Save variants' }).click();
    await expectVisible(page.getByText('Variants saved'));
    const after = await variantsOf(hoodieId);
    const now = (id: string) => after.find((variant) => variant.id === id)!.stock.quantity;
    expect(now(largeId)).toBe(count(largeId) - 2 + 6);
    expect(now(smallId)).toBe(count(smallId) - 1);
    await expect.poll(() => page.getByLabel('Stock of L').inputValue()).toBe(String(count(largeId) + 4));
    expect(await blockingViolations()).toEqual([]);
  });
});
