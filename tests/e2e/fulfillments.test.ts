import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectText, expectUrl, expectVisible } from './support/assertions';
import { describeViolation, isBlocking, runAxe } from './support/axe';
import { launchBrowser, screenshot, type TestBrowser } from './support/browser';
import { type Storefront, startStorefront } from './support/storefront';

// Fulfilling orders in the browser: the owner ships part of an order (one of two shirts, no mug) with a tracking
// number from the back office, ships the rest, edits the tracking and deletes a fulfillment, and the order list
// follows the status; fulfills several selected orders at once (the ones that cannot be are reported per order),
// marks a shipment completed and sets its progress; a member sees the tracking of their own order in the account and
// on its thank-you page. Orders are created over HTTP.

let store: Storefront;
let browser: TestBrowser;
let page: Page;
let apiKey: string;
let order: { id: string; number: string };

const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

/** A shipped order line of `quantity` units at 25.00 (no catalog product: no stock moves). */
const line = (name: string, quantity: number) => ({
  productName: { original: name },
  catalogReference: { appId: STORES_APP_ID, catalogItemId: crypto.randomUUID() },
  quantity,
  price: { amount: '25.00' },
  itemType: { preset: 'PHYSICAL' },
  physicalProperties: { shippable: true },
});

/** An approved order of these lines. */
function orderOf(
  lineItems: (ReturnType<typeof line> & Record<string, unknown>)[],
  buyer: Record<string, unknown> = {},
) {
  const total = (lineItems.reduce((sum, item) => sum + item.quantity, 0) * 25).toFixed(2);
  return {
    channelInfo: { type: 'WEB' },
    status: 'APPROVED',
    buyerInfo: { email: 'buyer@example.com', ...buyer },
    lineItems,
    shippingInfo: { title: 'Standard delivery' },
    priceSummary: { subtotal: { amount: total }, total: { amount: total } },
  };
}

async function api(method: string, path: string, body?: unknown) {
  const res = await fetch(`${store.baseUrl}${path}`, {
    method,
    headers: { authorization: apiKey, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await res.json()) as Record<string, any>;
}

beforeAll(async () => {
  [store, browser] = await Promise.all([startStorefront(), launchBrowser()]);
  apiKey = (await store.platform.seed.apiKey('e2e setup')).key;
  order = (
    await api('POST', '/ecom/v1/orders', { order: orderOf([line('Linen Shirt', 2), line('Trail Mug', 1)]) })
  ).order;
  page = await browser.newPage();
});
afterAll(async () => {
  await browser?.close();
  await store?.close();
});

/** The page's serious and critical axe violations, described. */
const blockingViolations = async () => (await runAxe(page)).filter(isBlocking).map(describeViolation);

async function signIn(email: string, password: string, returnTo: string) {
  await page.goto(`${store.baseUrl}/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectUrl(page, new RegExp(`${returnTo.replaceAll('/', '\\/')}$`));
}

describe('fulfilling an order in the back office', () => {
  it('ships part of an order with tracking, then the rest, edits the tracking, deletes a shipment; the list shows the status', async () => {
    await signIn('owner@bazaar.test', 'bazaar-owner', '/admin');
    await page.goto(`${store.baseUrl}/admin/orders/${order.id}`);
    await expectText(page.getByRole('heading', { level: 1 }), `Order #${order.number}`);
    const card = page.getByRole('region', { name: 'Fulfillment' });
    await expectVisible(card.getByText('Nothing fulfilled yet.'));

    // One of the two shirts, no mug, with tracking.
    await card.getByRole('button', { name: 'Mark as fulfilled' }).click();
    const dialog = page.getByRole('dialog', { name: `Fulfill order #${order.number}` });
    await expectVisible(dialog.getByText('2 not yet fulfilled'));
    expect(await blockingViolations()).toEqual([]);
    await dialog.getByLabel('Linen Shirt', { exact: true }).fill('1');
    await dialog.getByLabel('Trail Mug', { exact: true }).fill('0');
    await dialog.getByLabel('Tracking number').fill('1Z999AA1');
    await dialog.getByLabel('Shipping provider').fill('ups');
    await dialog.getByRole('button', { name: 'Mark as fulfilled' }).click();
    await expectVisible(card.getByRole('cell', { name: 'Linen Shirt × 1', exact: true }));
    await expectVisible(card.getByRole('cell', { name: /ups 1Z999AA1/ }));
    expect(await card.getByRole('link', { name: 'Track' }).getAttribute('href')).toBe(
      'https://www.ups.com/track?tracknum=1Z999AA1',
    );
    await expectVisible(page.getByText('Partially fulfilled', { exact: true }).first());

    // The rest: the dialog offers what is left.
    await card.getByRole('button', { name: 'Mark as fulfilled' }).click();
    const rest = page.getByRole('dialog', { name: `Fulfill order #${order.number}` });
    await expectVisible(rest.getByText('1 not yet fulfilled').first());
    await rest.getByRole('button', { name: 'Mark as fulfilled' }).click();
    await expectVisible(card.getByRole('cell', { name: 'Linen Shirt × 1, Trail Mug × 1', exact: true }));
    await expectVisible(card.getByText('Every item is fulfilled.'));
    await expectVisible(page.getByText('Fulfilled', { exact: true }).first());
    await screenshot(page, 'admin-order-fulfilled');

    await card.getByRole('button', { name: 'Edit tracking' }).first().click();
    const edit = page.getByRole('dialog', { name: 'Edit tracking' });
    await edit.getByLabel('Tracking number').fill('1Z999AA2');
    await edit.getByRole('button', { name: 'Save tracking' }).click();
    await expectVisible(card.getByRole('cell', { name: /ups 1Z999AA2/ }));
    const { orderWithFulfillments } = await api('GET', `/ecom/v1/fulfillments/orders/${order.id}`);
    expect(orderWithFulfillments.fulfillments[0].trackingInfo.trackingLink).toBe(
      'https://www.ups.com/track?tracknum=1Z999AA2',
    );

    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).click();
    await page.getByLabel('Search').fill(order.number);
    await expectText(page.getByRole('rowheader'), `#${order.number}`);
    await expectVisible(page.getByRole('row', { name: new RegExp(`#${order.number}.*Fulfilled`) }));

    await page.getByRole('link', { name: `#${order.number}` }).click();
    await card.getByRole('button', { name: 'Delete' }).first().click();
    await page
      .getByRole('dialog', { name: 'Delete this fulfillment?' })
      .getByRole('button', { name: 'Delete fulfillment' })
      .click();
    await expectVisible(page.getByText('Partially fulfilled', { exact: true }).first());
    // The header row and the remaining fulfillment.
    await expect.poll(() => card.getByRole('row').count()).toBe(2);
    await expectVisible(card.getByRole('cell', { name: 'Linen Shirt × 1, Trail Mug × 1', exact: true }));
    const after = await api('GET', `/ecom/v1/fulfillments/orders/${order.id}`);
    expect(after.orderWithFulfillments.fulfillments).toHaveLength(1);
    expect((await api('GET', `/ecom/v1/orders/${order.id}`)).order.fulfillmentStatus).toBe(
      'PARTIALLY_FULFILLED',
    );
    await page.evaluate(() => localStorage.clear());
  });
});

describe('fulfilling several orders at once and completing a shipment', () => {
  it('fulfills the selected orders that can be, reports the others per order, marks a shipment completed and sets its progress', async () => {
    const buyer = { email: 'bulk@example.com' };
    const place = async (body: Record<string, unknown>) =>
      (await api('POST', '/ecom/v1/orders', { order: body })).order as Record<string, any>;
    const fresh = await place(orderOf([line('Wool Cap', 2)], buyer));
    const partial = await place(orderOf([line('Rain Jacket', 1), line('Dry Bag', 3)], buyer));
    const canceled = await place(orderOf([line('Tent Peg', 4)], buyer));
    await api('POST', `/ecom/v1/orders/${canceled.id}/cancel`, {});
    const digital = await place({
      ...orderOf(
        [
          {
            ...line('Trail Map PDF', 1),
            itemType: { preset: 'DIGITAL' },
            digitalFile: { fileId: 'trail-map.pdf' },
            physicalProperties: { shippable: false },
          },
        ],
        buyer,
      ),
      shippingInfo: undefined,
    });
    // A shipment sent elsewhere, without tracking: custom info and a progress the back office shows.
    await api('POST', `/ecom/v1/fulfillments/orders/${partial.id}/create-fulfillment`, {
      fulfillment: {
        lineItems: [{ id: partial.lineItems[1].id, quantity: 1 }],
        customInfo: { fieldsData: { Courier: 'Bike messenger' } },
        status: 'In_Delivery',
      },
    });

    await signIn('owner@bazaar.test', 'bazaar-owner', '/admin');
    await page.goto(`${store.baseUrl}/admin/orders`);
    await page.getByLabel('Search').fill(buyer.email);
    await expect.poll(() => page.getByRole('rowheader').count()).toBe(4);
    for (const order of [fresh, partial, canceled, digital]) {
      // Keyboard: focus the row's checkbox and toggle it with Space.
      await page.getByRole('checkbox', { name: `order #${order.number}` }).focus();
      await page.keyboard.press('Space');
    }
    const bar = page.getByRole('region', { name: 'Selected orders' });
    await expectVisible(bar.getByText('4 selected'));
    await bar.getByRole('button', { name: 'Mark as fulfilled' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark 4 orders as fulfilled?' });
    const refused = dialog.getByRole('list', { name: 'Orders that cannot be fulfilled' });
    await expectText(refused, new RegExp(`#${canceled.number}: A canceled order cannot be fulfilled.`));
    await expectText(refused, new RegExp(`#${digital.number}: Nothing to ship: the order is digital only.`));
    expect(await blockingViolations()).toEqual([]);
    await dialog.getByLabel('Shipping provider').fill('ups');
    await dialog.getByRole('button', { name: 'Mark as fulfilled' }).click();

    const results = page.getByRole('list', { name: 'Fulfillment results' });
    await expectVisible(page.getByText('Marked as fulfilled: 2 of 4 orders'));
    const outcome = async (order: Record<string, any>) =>
      results
        .getByRole('listitem')
        .filter({ hasText: `#${order.number}:` })
        .textContent();
    expect(await outcome(fresh)).toBe(`#${fresh.number}: fulfilled`);
    expect(await outcome(partial)).toBe(`#${partial.number}: fulfilled`);
    expect(await outcome(canceled)).toBe(
      `#${canceled.number}: not fulfilled — A canceled order cannot be fulfilled.`,
    );
    expect(await outcome(digital)).toBe(
      `#${digital.number}: not fulfilled — Nothing to ship: the order is digital only.`,
    );
    expect(await blockingViolations()).toEqual([]);
    await screenshot(page, 'admin-orders-bulk-fulfilled');
    // The list refreshed: both fulfilled orders show their new status.
    for (const order of [fresh, partial]) {
      await expectVisible(page.getByRole('row', { name: new RegExp(`#${order.number}.*Fulfilled`) }));
    }

    const shipped = await api('POST', '/ecom/v1/fulfillments/list-by-ids', {
      orderIds: [fresh.id, partial.id, canceled.id, digital.id],
    });
    const byOrder = new Map<string, any[]>(
      shipped.ordersWithFulfillments.map((entry: any) => [entry.orderId, entry.fulfillments]),
    );
    expect(byOrder.get(fresh.id)).toMatchObject([
      { lineItems: [{ id: fresh.lineItems[0].id, quantity: 2 }], trackingInfo: { shippingProvider: 'ups' } },
    ]);
    // The partly shipped order got one more shipment with every unit left.
    expect(byOrder.get(partial.id)?.[1]).toMatchObject({
      lineItems: [
        { id: partial.lineItems[0].id, quantity: 1 },
        { id: partial.lineItems[1].id, quantity: 2 },
      ],
    });
    expect(byOrder.get(canceled.id)).toEqual([]);
    expect(byOrder.get(digital.id)).toEqual([]);

    // The order page: the courier shipment's custom info and progress; marking it completed.
    await page.getByRole('link', { name: `#${partial.number}` }).click();
    const card = page.getByRole('region', { name: 'Fulfillment' });
    const courierRow = card.getByRole('row').filter({ hasText: 'Courier: Bike messenger' });
    await expectVisible(courierRow.getByRole('cell', { name: 'In delivery', exact: true }));
    await courierRow.getByRole('button', { name: 'Mark completed' }).click();
    await expectVisible(courierRow.getByRole('cell', { name: 'Completed (in delivery)', exact: true }));
    await expectVisible(courierRow.getByRole('button', { name: 'Reopen' }));
    expect(await blockingViolations()).toEqual([]);
    const after = await api('GET', `/ecom/v1/fulfillments/orders/${partial.id}`);
    expect(after.orderWithFulfillments.fulfillments[0]).toMatchObject({
      completed: true,
      status: 'In_Delivery',
    });
    // Its progress is set from the page too: delivered, then cleared.
    const progress = courierRow.getByLabel(/^Progress of shipment \d+$/);
    expect(await progress.inputValue()).toBe('In_Delivery');
    await progress.selectOption({ label: 'Fulfilled' });
    await expectVisible(courierRow.getByRole('cell', { name: 'Completed (fulfilled)', exact: true }));
    expect(
      (await api('GET', `/ecom/v1/fulfillments/orders/${partial.id}`)).orderWithFulfillments.fulfillments[0],
    ).toMatchObject({
      completed: true,
      status: 'Fulfilled',
    });
    expect(await blockingViolations()).toEqual([]);
    await progress.selectOption({ label: 'No progress' });
    await expectVisible(courierRow.getByRole('cell', { name: 'Completed', exact: true }));
    expect(
      (await api('GET', `/ecom/v1/fulfillments/orders/${partial.id}`)).orderWithFulfillments.fulfillments[0]
        .status,
    ).toBeUndefined();
    expect(after.orderWithFulfillments.fulfillments[1].completed).toBeUndefined();
    await page.evaluate(() => localStorage.clear());
  });
});

describe('tracking in the member account', () => {
  it("shows the member the tracking number and link of their order's shipment", async () => {
    const member = await store.platform.seed.member({
      email: 'shipped@example.com',
      password: 'paddle-1234',
    });
    const { order: placed } = await api('POST', '/ecom/v1/orders', {
      order: orderOf([line('Canoe Paddle', 1)], { memberId: member.id, email: member.email }),
    });
    await api('POST', `/ecom/v1/fulfillments/orders/${placed.id}/create-fulfillment`, {
      fulfillment: {
        lineItems: [{ id: placed.lineItems[0].id }],
        trackingInfo: { trackingNumber: 'RIVER-42', trackingLink: 'https://couriers.example/RIVER-42' },
      },
    });
    await signIn(member.email, 'paddle-1234', '/account');
    await page.goto(`${store.baseUrl}/account/orders/${placed.id}`);
    const tracking = page.getByRole('region', { name: 'Tracking' });
    await expectVisible(tracking.getByText('RIVER-42'));
    expect(await tracking.getByRole('link', { name: 'Track your package' }).getAttribute('href')).toBe(
      'https://couriers.example/RIVER-42',
    );
    expect(await blockingViolations()).toEqual([]);
    await screenshot(page, 'account-order-tracking');
    // The thank-you page shows it too once the order has shipments (seldom so soon after paying, but it may be
    // revisited).
    await page.goto(`${store.baseUrl}/thank-you?orderId=${placed.id}`);
    const thanks = page.getByRole('region', { name: 'Tracking' });
    await expectVisible(thanks.getByText('RIVER-42'));
    expect(await thanks.getByRole('link', { name: 'Track your package' }).getAttribute('href')).toBe(
      'https://couriers.example/RIVER-42',
    );
    expect(await blockingViolations()).toEqual([]);
    await screenshot(page, 'thank-you-tracking');
  });
});
