import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectText, expectUrl, expectVisible } from './support/assertions';
import { describeViolation, isBlocking, runAxe } from './support/axe';
import { launchBrowser, screenshot, type TestBrowser } from './support/browser';
import { type Storefront, startStorefront } from './support/storefront';

// The back office's settings in the browser: a contributor turns the shipping confirmation off under "Buyer emails",
// the choice survives a reload, and a shipment then mails the buyer nothing (read over HTTP from the mail outbox).

let store: Storefront;
let browser: TestBrowser;
let page: Page;
let apiKey: string;

const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const BUYER = 'quiet-buyer@example.com';

async function api(method: string, path: string, body?: unknown) {
  const res = await fetch(`${store.baseUrl}${path}`, {
    method,
    headers: { authorization: apiKey, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await res.json()) as Record<string, any>;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

const mailsOf = async (kind: string) =>
  (await api('GET', `/bazaar/v1/mail?to=${encodeURIComponent(BUYER)}&kind=${kind}`)).messages as unknown[];

beforeAll(async () => {
  [store, browser] = await Promise.all([startStorefront(), launchBrowser()]);
  apiKey = (await store.platform.seed.apiKey('e2e setup')).key;
  page = await browser.newPage();
});
afterAll(async () => {
  await browser?.close();
  await store?.close();
});

describe('the back office settings', () => {
  it('turns the shipping confirmation off for every buyer, and a shipment then mails nothing', async () => {
    const contributor = await store.platform.seed.member({
      email: 'settings@example.com',
      role: 'CONTRIBUTOR',
    });
    await page.goto(`${store.baseUrl}/login?returnTo=%2Fadmin`);
    await page.getByLabel('E-mail').fill(contributor.email);
    await page.getByLabel('Password').fill(contributor.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectUrl(page, /\/admin$/);
    await page.getByRole('link', { name: 'Settings' }).click();
    await expectText(page.getByRole('heading', { level: 1 }), 'Settings');
    const section = page.getByRole('region', { name: 'Buyer emails' });
    const shipping = section.getByRole('checkbox', { name: 'Shipping confirmation' });
    await expectVisible(shipping);
    expect(await section.getByRole('checkbox').count()).toBe(6);
    for (const box of await section.getByRole('checkbox').all()) expect(await box.isChecked()).toBe(true);
    expect((await runAxe(page)).filter(isBlocking).map(describeViolation)).toEqual([]);

    await shipping.uncheck();
    await section.getByRole('button', { name: 'Save buyer emails' }).click();
    await expectVisible(page.getByText('Buyer emails saved'));
    await screenshot(page, 'admin-settings');
    expect((await api('GET', '/bazaar/v1/notification-settings')).notificationSettings).toMatchObject({
      orderShipped: false,
      orderPlaced: true,
    });
    await page.reload();
    await expectVisible(section.getByRole('checkbox', { name: 'Order confirmation' }));
    expect(await section.getByRole('checkbox', { name: 'Shipping confirmation' }).isChecked()).toBe(false);

    const { order } = await api('POST', '/ecom/v1/orders', {
      order: {
        channelInfo: { type: 'WEB' },
        status: 'APPROVED',
        buyerInfo: { email: BUYER },
        lineItems: [
          {
            productName: { original: 'Linen Shirt' },
            catalogReference: { appId: STORES_APP_ID, catalogItemId: crypto.randomUUID() },
            quantity: 1,
            price: { amount: '25.00' },
            itemType: { preset: 'PHYSICAL' },
            physicalProperties: { shippable: true },
          },
        ],
        shippingInfo: { title: 'Standard delivery' },
        priceSummary: { subtotal: { amount: '25.00' }, total: { amount: '25.00' } },
      },
    });
    await api('POST', `/ecom/v1/fulfillments/orders/${order.id}/create-fulfillment`, {
      fulfillment: { lineItems: [{ id: order.lineItems[0].id }] },
    });
    expect(await mailsOf('order-placed')).toHaveLength(1);
    expect(await mailsOf('order-shipped')).toEqual([]);
  });
});
