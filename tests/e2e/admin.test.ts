import { appendEvent, createWebhookDispatcher } from '@bazaar/platform';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectText, expectUrl, expectVisible } from './support/assertions';
import { launchBrowser, screenshot, type TestBrowser } from './support/browser';
import { placeOrder } from './support/place-order';
import { type Storefront, startStorefront } from './support/storefront';

// The back office in the browser, as the demo owner: orders (capture and partial refund of an authorised payment,
// cancel with restock), members (bulk approve, block), the catalog (a product with two options, seen in the shop;
// renaming a collection), and the refusal of a plain member. The orders are placed in the setup through the hosted
// checkout over HTTP.

let store: Storefront;
let browser: TestBrowser;
let page: Page;
let apiKey: string;
let productId: string;
let authorised: { id: string; number: string };
let paid: { id: string; number: string };
let pendingMember: string;
let blockedMember: string;

/** A 1×1 PNG: the platform checks uploads by their bytes. */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

async function api(method: string, path: string, body?: unknown) {
  const res = await fetch(`${store.baseUrl}${path}`, {
    method,
    headers: { authorization: apiKey, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await res.json()) as Record<string, any>;
}

const stockOf = async (id: string) =>
  (await api('GET', `/stores-reader/v1/products/${id}`)).product.stock.quantity;
const memberStatus = async (id: string) =>
  (await api('GET', `/members/v1/members/${id}?fieldsets=FULL`)).member.status as string;

beforeAll(async () => {
  [store, browser] = await Promise.all([startStorefront(), launchBrowser()]);
  // The dashboard charts the browser's last 30 days: the orders must be placed at the browser's time.
  store.platform.clock.set(new Date());
  apiKey = (await store.platform.seed.apiKey('e2e setup')).key;
  const created = await api('POST', '/stores/v1/products', {
    product: {
      name: 'E2E Lantern',
      productType: 'physical',
      priceData: { price: 40 },
      stock: { trackInventory: true, quantity: 10 },
    },
  });
  productId = created.product.id;
  [authorised, paid] = await Promise.all([
    placeOrder(store, productId, '4000 0000 0000 3220'),
    placeOrder(store, productId, '4242 4242 4242 4242'),
  ]);
  pendingMember = (await store.platform.seed.member({ email: 'pending@example.com', status: 'PENDING' })).id;
  blockedMember = (await store.platform.seed.member({ email: 'troll@example.com', nickname: 'Troll' })).id;
  page = await browser.newPage();
});
afterAll(async () => {
  await browser?.close();
  await store?.close();
});

async function signIn(email: string, password: string) {
  await page.goto(`${store.baseUrl}/login?returnTo=%2Fadmin`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectUrl(page, /\/admin$/);
}

describe('the back office', () => {
  it('asks a visitor to sign in and refuses a plain member', async () => {
    await page.goto(`${store.baseUrl}/admin`);
    await expectText(page.getByRole('heading', { level: 1 }), 'Staff sign-in needed');
    await signIn('member@bazaar.test', 'bazaar-member');
    await expectText(page.getByRole('heading', { level: 1 }), 'The back office is for staff only');
    await screenshot(page, 'admin-refused');
    // The member's session lives in localStorage: clearing it is signing out for the next test.
    await page.evaluate(() => localStorage.clear());
  });

  it('opens for the owner on the dashboard', async () => {
    await signIn('owner@bazaar.test', 'bazaar-owner');
    await expectText(page.getByRole('heading', { level: 1 }), 'Dashboard');
    await expectVisible(page.getByRole('img', { name: /Sales per day/ }));
    await expectVisible(page.getByRole('img', { name: /Top products \(units\): E2E Lantern: 2/ }));
    await screenshot(page, 'admin-dashboard');
  });

  it('finds an order, captures its authorised payment and refunds part of it', async () => {
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).click();
    await page.getByLabel('Search').fill(authorised.number);
    await expectText(page.getByRole('rowheader'), `#${authorised.number}`);
    await screenshot(page, 'admin-orders');
    await page.getByRole('link', { name: `#${authorised.number}` }).click();
    await expectText(page.getByRole('heading', { level: 1 }), `Order #${authorised.number}`);
    // An authorised payment blocks cancelling until it is captured or voided; the page says so.
    await expectVisible(page.getByText('Capture or void the authorised payment first.'));
    await page.getByRole('button', { name: 'Capture', exact: true }).click();
    const capture = page.getByRole('dialog', { name: 'Capture this payment?' });
    await capture.getByRole('button', { name: 'Capture' }).click();
    await expectVisible(page.getByRole('cell', { name: 'Approved' }));
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    const refund = page.getByRole('dialog', { name: 'Refund this payment?' });
    // More than the payment received: the platform refuses, and the dialog shows its message.
    await refund.getByLabel('Amount to refund').fill('1000');
    await refund.getByRole('button', { name: 'Refund' }).click();
    await expectText(refund.getByRole('alert'), /At most [\d.]+ can be refunded from this payment/);
    await refund.getByLabel('Amount to refund').fill('10');
    await refund.getByRole('button', { name: 'Refund' }).click();
    await expectVisible(page.getByText('Partially refunded', { exact: true }).first());
    await screenshot(page, 'admin-order');
    const { order } = await api('GET', `/ecom/v1/orders/${authorised.id}`);
    expect(order.paymentStatus).toBe('PARTIALLY_REFUNDED');
    expect(Number(order.balanceSummary.refunded.amount)).toBe(10);
  });

  it('edits the shipping address of another order, then cancels it and puts its item back in stock', async () => {
    const before = await stockOf(productId);
    await page.goto(`${store.baseUrl}/admin/orders/${paid.id}`);
    await page.getByRole('button', { name: 'Edit items and shipping address' }).click();
    await page.getByLabel('City').fill('Berkeley');
    await page.getByLabel('Reason').fill('The buyer moved');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectVisible(page.getByText('Bea Buyer, 1 Broadway, 94607 Berkeley, US'));
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order #${paid.number}?` });
    await expectVisible(dialog.getByLabel('Put the items back in stock'));
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expectVisible(page.getByText('The order is already canceled.'));
    expect((await api('GET', `/ecom/v1/orders/${paid.id}`)).order.status).toBe('CANCELED');
    expect(await stockOf(productId)).toBe(before + 1);
  });

  it('adds a product variant to an order, priced by the catalog, and sees the new line, total and activity', async () => {
    // A product with a Size option whose L variant costs more than the product, and an order to add it to
    // (placed here: the dashboard test above counts the units of the setup's orders).
    const sock = (
      await api('POST', '/stores/v1/products', {
        product: {
          name: 'E2E Wool Sock',
          productType: 'physical',
          priceData: { price: 9 },
          stock: { trackInventory: true, quantity: 5 },
          manageVariants: true,
          productOptions: [{ name: 'Size', choices: [{ value: 'S' }, { value: 'L' }] }],
        },
      })
    ).product;
    await api('PATCH', `/stores/v1/products/${sock.id}/variants`, {
      variants: [{ choices: { Size: 'L' }, price: 12.5 }],
    });
    const large = (await api('GET', `/stores-reader/v1/products/${sock.id}`)).product.variants.find(
      (variant: any) => variant.choices.Size === 'L',
    );
    // One L left: the first save is refused, and the platform's message shows.
    const stockOfLarge = (quantity: number) =>
      api('PATCH', `/stores/v2/inventoryItems/product/${sock.id}`, {
        inventoryItem: { productId: sock.id, variants: [{ variantId: large.id, quantity }] },
      });
    await stockOfLarge(1);
    const order = await placeOrder(store, productId, '4242 4242 4242 4242');
    const before = (await api('GET', `/ecom/v1/orders/${order.id}`)).order;
    await page.goto(`${store.baseUrl}/admin/orders/${order.id}`);
    await page.getByRole('button', { name: 'Edit items and shipping address' }).click();
    await page.getByRole('button', { name: 'Add a product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a product' });
    await dialog.getByLabel('Product name').fill('E2E Wool');
    await dialog.getByRole('radio', { name: 'E2E Wool Sock' }).check();
    await dialog.getByLabel('Variant').selectOption({ label: 'Size: L — $12.50' });
    await dialog.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await expectText(dialog.getByRole('status'), 'Catalog price: $12.50 each');
    await screenshot(page, 'admin-order-add-product');
    await dialog.getByRole('button', { name: 'Add to order' }).click();
    await expectVisible(
      page
        .getByRole('list', { name: 'Products to add' })
        .getByText('New: E2E Wool Sock (Size: L) × 2 at $12.50 each'),
    );
    await page.getByLabel('Reason').fill('Buyer wants socks');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectText(
      page.getByRole('alert').filter({ hasText: 'Could not change the order' }),
      /Some items do not have enough units in stock/,
    );
    await stockOfLarge(5);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectVisible(page.getByText('Buyer wants socks · Added E2E Wool Sock × 2'));
    const after = (await api('GET', `/ecom/v1/orders/${order.id}`)).order;
    const added = after.lineItems.find((line: any) => line.catalogReference.catalogItemId === sock.id);
    expect(added).toMatchObject({
      quantity: 2,
      price: { amount: '12.50' },
      catalogReference: { options: { variantId: large.id } },
    });
    // The added line is taxed as the bought one was (the order's California address, the store's rate), so the
    // order costs what one placed with both lines would.
    expect(added.taxDetails.taxRate).toBe(before.lineItems[0].taxDetails.taxRate);
    const addedTax = Number(added.taxDetails.totalTax.amount);
    expect(addedTax).toBeGreaterThan(0);
    const total = (Number(before.priceSummary.total.amount) + 25 + addedTax).toFixed(2);
    expect(after.priceSummary.total.amount).toBe(total);
    const items = page.getByRole('region', { name: 'Items' });
    await expectVisible(
      items
        .getByRole('row')
        .filter({ hasText: 'E2E Wool Sock' })
        .getByText(`$${(25 + addedTax).toFixed(2)}`),
    );
    await expectVisible(items.getByText(`$${total}`));
    await screenshot(page, 'admin-order-product-added');
    const largeLeft = async () =>
      (await api('GET', `/stores-reader/v1/products/${sock.id}`)).product.variants.find(
        (variant: any) => variant.id === large.id,
      ).stock.quantity;
    expect(await largeLeft()).toBe(3);

    // Raising the quantity takes stock: more than is left is refused with the platform's message, nothing changes.
    const sockRow = page.locator('.admin-toolbar').filter({ hasText: 'E2E Wool Sock' });
    await page.getByRole('button', { name: 'Edit items and shipping address' }).click();
    await page.getByLabel('Quantity of E2E Wool Sock').fill('9');
    await expectVisible(page.getByText('Stock: takes 7 units'));
    await page.getByLabel('Reason').fill('Buyer wants fewer');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectText(
      page.getByRole('alert').filter({ hasText: 'Could not change the order' }),
      /Some items do not have enough units in stock/,
    );
    expect(await largeLeft()).toBe(3);
    // Lowering it puts units back unless staff untick it (a damaged sock stays out of stock).
    await page.getByLabel('Quantity of E2E Wool Sock').fill('1');
    await expectVisible(page.getByText('Stock: puts 1 unit back'));
    await page.getByLabel('Put removed items back in stock').uncheck();
    await expectVisible(page.getByText('Stock: keeps 1 unit out'));
    await screenshot(page, 'admin-order-edit-stock');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectVisible(page.getByText('Buyer wants fewer · E2E Wool Sock 2 → 1'));
    expect(await largeLeft()).toBe(3);
    // Removing the line with restock ticked puts back the unit it still holds; the total drops back.
    await page.getByRole('button', { name: 'Edit items and shipping address' }).click();
    await sockRow.getByLabel('Remove').check();
    await expectVisible(page.getByText('Stock: puts 1 unit back'));
    await page.getByLabel('Reason').fill('Buyer changed their mind');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectVisible(page.getByText('Buyer changed their mind · Removed E2E Wool Sock × 1'));
    expect(await largeLeft()).toBe(4);
    const last = (await api('GET', `/ecom/v1/orders/${order.id}`)).order;
    expect(last.priceSummary.total.amount).toBe(before.priceSummary.total.amount);
    expect(last.balanceSummary.balance.amount).toBe('0.00');
  });

  it("shows an edit's totals before and after, as the platform repriced them, and a coupon that stopped applying", async () => {
    // $5 off orders over $30 (the demo store's SAVE5) on one $40 lantern; lowering its price to $20 drops the coupon.
    const order = await placeOrder(store, productId, '4242 4242 4242 4242', 'SAVE5');
    const before = (await api('GET', `/ecom/v1/orders/${order.id}`)).order;
    expect(before.appliedDiscounts.map((discount: any) => discount.coupon?.code)).toEqual(['SAVE5']);
    await page.goto(`${store.baseUrl}/admin/orders/${order.id}`);
    await page.getByRole('button', { name: 'Edit items and shipping address' }).click();
    await expectVisible(page.getByText('Discounts, shipping and tax are recalculated when you save'));
    await page.getByLabel('Price of E2E Lantern').fill('20');
    await page.getByLabel('Reason').fill('Price match');
    await page.getByRole('button', { name: 'Save changes' }).click();
    const totals = page.getByRole('table', { name: 'Totals after the edit' });
    await expectVisible(totals);
    const after = (await api('GET', `/ecom/v1/orders/${order.id}`)).order;
    expect(after.appliedDiscounts ?? []).toEqual([]);
    const row = (label: string) =>
      totals.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
    for (const [label, key] of [
      ['Subtotal', 'subtotal'],
      ['Discount', 'discount'],
      ['Total', 'total'],
    ] as const) {
      await expectText(
        row(label),
        `${label}${before.priceSummary[key].formattedAmount}${after.priceSummary[key].formattedAmount}`,
      );
    }
    expect(before.priceSummary.discount.amount).toBe('5.00');
    expect(after.priceSummary.subtotal.amount).toBe('20.00');
    await expectVisible(page.getByText('Coupon SAVE5 no longer applies to this order.'));
    await screenshot(page, 'admin-order-edit-totals');
    // Starting another edit puts the report away.
    await page.getByRole('button', { name: 'Edit items and shipping address' }).click();
    await expect.poll(() => totals.count()).toBe(0);
    await page.getByRole('button', { name: 'Discard' }).click();
  });

  it('approves a pending member in bulk and blocks another', async () => {
    await page.goto(`${store.baseUrl}/admin/members`);
    await page.getByLabel('Status').selectOption('PENDING');
    await expectText(page.getByRole('rowheader'), 'pending@example.com');
    await page.getByRole('checkbox', { name: 'pending@example.com' }).check();
    await screenshot(page, 'admin-members');
    await page.getByRole('button', { name: 'Approve selected' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expectVisible(page.getByText(/1 succeeded, 0 failed/));
    expect(await memberStatus(pendingMember)).toBe('APPROVED');

    await page.goto(`${store.baseUrl}/admin/members/${blockedMember}`);
    await expectText(page.getByRole('heading', { level: 1 }), 'Troll');
    await screenshot(page, 'admin-member');
    await page.getByRole('button', { name: 'Block' }).click();
    await page
      .getByRole('dialog', { name: 'Block this member?' })
      .getByRole('button', { name: 'Block' })
      .click();
    await expectVisible(page.getByRole('button', { name: 'Unblock' }));
    expect(await memberStatus(blockedMember)).toBe('BLOCKED');
  });

  it('creates a product with two options whose variants the shop offers', async () => {
    await page.goto(`${store.baseUrl}/admin/products`);
    await expectVisible(page.getByRole('link', { name: 'E2E Lantern' }));
    await screenshot(page, 'admin-products');
    await page.getByRole('link', { name: 'New product' }).click();
    await expectText(page.getByRole('heading', { level: 1 }), 'New product');
    await page.getByLabel(/^Name\b/).fill('E2E Trail Cap');
    await page.getByLabel(/^Price\b/).fill('25');
    await page.getByRole('button', { name: 'Add option' }).click();
    await page.getByLabel('Option 1 name').fill('Size');
    await page.getByLabel('Option 1 choices').fill('S, M');
    await page.getByRole('button', { name: 'Add option' }).click();
    await page.getByLabel('Option 2 name').fill('Shade');
    await page.getByLabel('Option 2 choices').fill('Sand, Moss');
    await page.getByRole('button', { name: 'Create product' }).click();
    await expectText(page.getByRole('heading', { level: 1 }), 'E2E Trail Cap');
    // Two options of two choices: four variants, each with its own price.
    await expect
      .poll(() => page.getByRole('table').filter({ hasText: 'Variant' }).locator('tbody tr').count())
      .toBe(4);
    await page.getByLabel('Price of M / Moss').fill('29');
    await page.getByRole('button', { name: 'Save variants' }).click();
    await expectVisible(page.getByText('Variants saved'));
    // An image uploaded to the platform's media store and added to the product.
    await page.getByLabel('Upload images').setInputFiles({
      name: 'cap.png',
      mimeType: 'image/png',
      buffer: Buffer.from(ONE_PIXEL_PNG, 'base64'),
    });
    await expectVisible(page.getByRole('button', { name: 'Remove', exact: true }));
    await screenshot(page, 'admin-product');

    await page
      .getByRole('link', { name: 'View in the shop' })
      .evaluate((link) => link.removeAttribute('target'));
    await page.getByRole('link', { name: 'View in the shop' }).click();
    await expectText(page.getByRole('heading', { level: 1 }), 'E2E Trail Cap');
    for (const choice of ['S', 'M', 'Sand', 'Moss'])
      await expectVisible(page.getByRole('radio', { name: choice }));
  });

  it('lists the collections and the webhooks', async () => {
    await page.goto(`${store.baseUrl}/admin/collections`);
    await expectVisible(page.getByRole('rowheader', { name: 'Trail Apparel' }));
    await screenshot(page, 'admin-collections');
    await page.goto(`${store.baseUrl}/admin/webhooks`);
    await expectText(page.getByRole('heading', { level: 1 }), 'Webhooks');
    await expectVisible(page.getByText('No webhooks registered.'));
    await screenshot(page, 'admin-webhooks');
  });

  it('registers a webhook, redelivers one of its deliveries, shows the signing key and removes the webhook', async () => {
    // The earlier tests' events still wait in the outbox: send them (to no one) first, so that the webhook gets
    // only the event appended below.
    const dispatcher = createWebhookDispatcher(store.platform.deps);
    await dispatcher.runUntilIdle();
    await page.goto(`${store.baseUrl}/admin/webhooks`);
    const form = page.getByRole('region', { name: 'Register a webhook' });
    // The platform takes http and https URLs only; its refusal shows in the form.
    await form.getByLabel(/^URL\b/).fill('ftp://example.com/hooks');
    await form.getByRole('button', { name: 'Register webhook' }).click();
    await expectText(
      form.getByRole('alert').filter({ hasText: 'Could not register the webhook' }),
      /"url" must be an http or https URL/,
    );
    // Nothing listens on port 9: the delivery fails and stays to be retried.
    const url = 'http://127.0.0.1:9/hooks';
    await form.getByLabel('Event').selectOption('wix.stores.catalog.v3.product_updated');
    await form.getByLabel(/^URL\b/).fill(url);
    await form.getByRole('button', { name: 'Register webhook' }).click();
    await expectVisible(page.getByRole('rowheader', { name: url }));
    const { webhooks } = await api('GET', '/bazaar/v1/webhooks');
    expect(webhooks).toMatchObject([{ eventType: 'wix.stores.catalog.v3.product_updated', url }]);

    const event = {
      type: 'wix.stores.catalog.v3.product_updated',
      entityFqdn: 'wix.stores.catalog.v3.product',
      entityId: productId,
      slug: 'updated',
      payload: { updatedEvent: { currentEntity: { id: productId } } },
    };
    await appendEvent(store.platform.deps.db, event, store.platform.clock);
    const report = await dispatcher.runUntilIdle();
    expect(report).toMatchObject({ created: 1, attempted: 1, retrying: 1 });
    await page.reload();
    const redeliver = page.getByRole('button', { name: `Redeliver ${event.type} to ${url}` });
    await redeliver.click();
    await expectVisible(page.getByText('Delivery scheduled again'));
    // Its retry was 10 s away on the platform's (stopped) clock: redelivered, it is due now.
    expect(await dispatcher.runUntilIdle()).toMatchObject({ attempted: 1 });

    const key = await api('GET', '/bazaar/v1/webhooks/public-key');
    const signing = page.getByRole('region', { name: 'Signing key' });
    await expectVisible(signing.getByText(key.kid, { exact: true }));
    await expectText(signing.locator('pre'), /-----BEGIN PUBLIC KEY-----/);
    await screenshot(page, 'admin-webhooks-registered');

    await page.getByRole('button', { name: `Remove the webhook ${url} (${event.type})` }).click();
    const confirm = page.getByRole('dialog', { name: `Remove the webhook ${url}?` });
    await confirm.getByRole('button', { name: 'Remove webhook' }).click();
    await expectVisible(page.getByText('No webhooks registered.'));
    expect((await api('GET', '/bazaar/v1/webhooks')).webhooks).toEqual([]);
    // Its delivery stays listed, without a redeliver action the platform would refuse.
    const row = page.getByRole('row').filter({ hasText: url }).filter({ hasText: event.type });
    await expectVisible(row.getByText('Webhook removed'));
    expect(await redeliver.count()).toBe(0);
  });

  it('renames a collection and changes its description, refusing a blank name', async () => {
    await page.goto(`${store.baseUrl}/admin/collections`);
    await page.getByRole('button', { name: 'Edit Camp Kitchen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit the collection Camp Kitchen' });
    await dialog.getByLabel(/^Name\b/).fill('  ');
    await dialog.getByRole('button', { name: 'Save collection' }).click();
    await expectVisible(dialog.getByText('Enter a name for the collection.'));
    // The platform's limit (50 characters) answers with its own message.
    await dialog.getByLabel(/^Name\b/).fill('x'.repeat(51));
    await dialog.getByRole('button', { name: 'Save collection' }).click();
    await expectText(
      dialog.getByRole('alert').filter({ hasText: 'Could not save the collection' }),
      /must be at most 50 characters long/,
    );
    await dialog.getByLabel(/^Name\b/).fill('Camp Cooking');
    await dialog.getByLabel('Description').fill('Stoves, pots and mugs.');
    await dialog.getByRole('button', { name: 'Save collection' }).click();
    await expectVisible(page.getByRole('rowheader', { name: 'Camp Cooking' }));
    await expect.poll(() => dialog.count()).toBe(0);
    const { collection } = await api('GET', '/v2/collections/slug/camp-kitchen');
    expect(collection).toMatchObject({ name: 'Camp Cooking', description: 'Stoves, pots and mugs.' });
  });

  it("offers a contributor no changes to the owner's record, and the owner no block, disconnect or delete", async () => {
    const contributor = await store.platform.seed.member({
      email: 'helper@example.com',
      role: 'CONTRIBUTOR',
    });
    const [owner] = await store.platform.db.query<{ id: string }>(
      `select m.id from members m join identities i on i.id = m.id where i.login_email = 'owner@bazaar.test'`,
    );
    const ownerPage = `${store.baseUrl}/admin/members/${owner!.id}`;
    const actions = page.getByRole('region', { name: 'Member actions' });
    // Signing out is clearing the session in localStorage, which needs a page of the store open.
    await page.goto(`${store.baseUrl}/admin`);
    await page.evaluate(() => localStorage.clear());
    await signIn(contributor.email, contributor.password);
    await page.goto(ownerPage);
    await expectVisible(actions.getByText("This is the site owner's record: only the owner can change it."));
    expect(await actions.getByRole('button', { name: 'Mute' }).isDisabled()).toBe(true);
    for (const name of ['Block', 'Disconnect', 'Delete']) {
      expect(await actions.getByRole('button', { name }).count()).toBe(0);
    }
    await screenshot(page, 'admin-owner-member-as-contributor');

    await page.evaluate(() => localStorage.clear());
    await signIn('owner@bazaar.test', 'bazaar-owner');
    await page.goto(ownerPage);
    await expectVisible(actions.getByText('A site owner cannot be blocked, disconnected or deleted.'));
    expect(await actions.getByRole('button', { name: 'Mute' }).isDisabled()).toBe(false);
    expect(await actions.getByRole('button', { name: 'Block' }).count()).toBe(0);
  });
});
