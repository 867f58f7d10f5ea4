import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_VARIANT_ID } from './product-state';
import { variantIdFor } from './product-variants';
import { type CallerKind, type CatalogTestKit, createCatalogTestKit } from './testing/catalog-test-kit';

// The Inventory API v2 besides updateInventoryVariants: getInventoryVariants, queryInventory, decrementInventory,
// incrementInventory (inventory-reads.ts, inventory-adjustments.ts).

let kit: CatalogTestKit;
beforeAll(async () => {
  kit = await createCatalogTestKit({ seed: true });
});
afterAll(() => kit.close());

const READER = '/stores-reader/v2/inventoryItems';
const WRITER = '/stores/v2/inventoryItems';
const MISSING = '00000000-0000-4000-8000-000000000000';
const SMALL = variantIdFor({ Size: 'S' });
const LARGE = variantIdFor({ Size: 'L' });

async function create(name: string, product: Record<string, unknown>) {
  const res = await kit.call('POST', '/stores/v1/products', {
    body: { product: { name, priceData: { price: 10 }, ...product } },
  });
  expect(res.status).toBe(200);
  return res.body.product as { id: string; inventoryItemId: string };
}

const tracked = (name: string, quantity: number, extra: Record<string, unknown> = {}) =>
  create(name, { stock: { trackInventory: true, quantity }, ...extra });

/** A product with managed Size variants S (2 units) and L (5 units). */
async function sized(name: string) {
  const product = await tracked(name, 0, {
    manageVariants: true,
    productOptions: [{ name: 'Size', choices: [{ value: 'S' }, { value: 'L' }] }],
  });
  const res = await kit.call('PATCH', `${WRITER}/product/${product.id}`, {
    body: {
      inventoryItem: {
        trackQuantity: true,
        variants: [
          { variantId: SMALL, quantity: 2 },
          { variantId: LARGE, quantity: 5 },
        ],
      },
    },
  });
  expect(res.status).toBe(200);
  return product;
}

const variantsOf = async (inventoryId: string) =>
  (await kit.call('POST', `${READER}/${inventoryId}/getVariants`, { body: {} })).body.inventoryItem.variants;

const decrement = (decrementData: unknown[], as: CallerKind = 'apiKey') =>
  kit.call('POST', `${WRITER}/decrement`, { as, body: { decrementData } });
const increment = (incrementData: unknown[], as: CallerKind = 'apiKey') =>
  kit.call('POST', `${WRITER}/increment`, { as, body: { incrementData } });

describe('getInventoryVariants', () => {
  it('returns the inventory item by its id, to anyone, with every variant', async () => {
    const product = await sized('Inventory Read Sack');
    const res = await kit.call('POST', `${READER}/${product.inventoryItemId}/getVariants`, {
      as: 'anonymous',
      body: { inventoryId: product.inventoryItemId },
    });
    expect(res.status).toBe(200);
    expect(res.body.inventoryItem).toMatchObject({
      id: product.inventoryItemId,
      productId: product.id,
      trackQuantity: true,
      numericId: expect.any(String),
      lastUpdated: expect.any(String),
      preorderInfo: { enabled: false },
      variants: [
        { variantId: SMALL, quantity: 2, inStock: true, availableForPreorder: false },
        { variantId: LARGE, quantity: 5, inStock: true, availableForPreorder: false },
      ],
    });
  });

  it('finds the item by product id and keeps only the variants asked for', async () => {
    const product = await sized('Inventory Read By Product');
    const res = await kit.call('POST', `${READER}/${MISSING}/getVariants`, {
      as: 'visitor',
      body: { productId: product.id, variantIds: [LARGE] },
    });
    expect(res.body.inventoryItem.id).toBe(product.inventoryItemId);
    expect(res.body.inventoryItem.variants).toEqual([
      { variantId: LARGE, quantity: 5, inStock: true, availableForPreorder: false },
    ]);
  });

  it('leaves out the quantity of untracked stock', async () => {
    const product = await create('Inventory Untracked Read', {});
    expect(await variantsOf(product.inventoryItemId)).toEqual([
      { variantId: DEFAULT_VARIANT_ID, inStock: true, availableForPreorder: false },
    ]);
  });

  it('answers 404 for an unknown item, and for a hidden product unless staff', async () => {
    const unknown = await kit.call('POST', `${READER}/${MISSING}/getVariants`, { body: {} });
    expect(unknown.status).toBe(404);
    expect(unknown.body.details.applicationError.code).toBe('INVENTORY_ITEM_NOT_FOUND');
    expect((await kit.call('POST', `${READER}/not-a-guid/getVariants`, { body: {} })).status).toBe(404);
    const hidden = await create('Inventory Hidden', { visible: false });
    const path = `${READER}/${hidden.inventoryItemId}/getVariants`;
    expect((await kit.call('POST', path, { as: 'member', body: {} })).status).toBe(404);
    expect((await kit.call('POST', path, { as: 'owner', body: {} })).status).toBe(200);
  });
});

describe('queryInventory', () => {
  it('filters and sorts with the JSON strings the official request sends, and pages', async () => {
    const a = await tracked('Inventory Query A', 1);
    const b = await tracked('Inventory Query B', 2);
    const res = await kit.call('POST', `${READER}/query`, {
      as: 'anonymous',
      body: {
        query: {
          filter: JSON.stringify({ productId: { $in: [a.id, b.id] } }),
          sort: JSON.stringify([{ numericId: 'desc' }]),
          paging: { limit: 1, offset: 0 },
        },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.inventoryItems.map((item: { productId: string }) => item.productId)).toEqual([b.id]);
    expect(res.body.metadata).toEqual({ items: 1, offset: 0 });
    expect(res.body.totalResults).toBe(2);
    expect(res.body.inventoryItems[0].variants[0]).toMatchObject({ quantity: 2 });
  });

  it('hides hidden products from non-staff, and refuses unknown fields with 400', async () => {
    const hidden = await create('Inventory Query Hidden', { visible: false });
    const query = { filter: { id: { $eq: hidden.inventoryItemId } } };
    const visitor = await kit.call('POST', `${READER}/query`, { as: 'visitor', body: { query } });
    expect(visitor.body.totalResults).toBe(0);
    const staff = await kit.call('POST', `${READER}/query`, { body: { query } });
    expect(staff.body.inventoryItems.map((item: { id: string }) => item.id)).toEqual([
      hidden.inventoryItemId,
    ]);
    const bad = await kit.call('POST', `${READER}/query`, { body: { query: { filter: { color: 'red' } } } });
    expect(bad.status).toBe(400);
  });
});

describe('decrementInventory and incrementInventory', () => {
  it('take and put back units by inventory id or product id, and record MANUAL changes', async () => {
    const product = await sized('Inventory Adjust Sack');
    await kit.newEvents();
    expect(
      (
        await decrement([
          { inventoryId: product.inventoryItemId, variantId: SMALL, decrementBy: 2 },
          { productId: product.id, variantId: LARGE, decrementBy: 1, preorderRequest: true },
        ])
      ).status,
    ).toBe(200);
    expect((await variantsOf(product.inventoryItemId)).map((v: { quantity: number }) => v.quantity)).toEqual([
      0, 4,
    ]);
    const events = await kit.newEvents();
    const reasons = events
      .filter((event) => event.type === 'wix.stores.catalog.v3.inventory_item_updated_with_reason')
      .map((event) => event.payload.actionEvent.body.reason);
    expect(reasons).toEqual(['MANUAL', 'MANUAL']);
    expect(events.map((event) => event.type)).toContain(
      'com.wix.ecommerce.inventory.api.v1.InventoryVariantsChanged',
    );
    expect(events.map((event) => event.type)).toContain(
      'wix.stores.catalog.v3.inventory_item_stock_status_updated',
    );

    // The caller (an API key here) is the events' identity, as with every other staff write.
    const [actor] = await kit.platform.db.query<{ actor: { identityType: string } }>(
      "SELECT actor FROM event_outbox WHERE event_type LIKE '%InventoryVariantsChanged' ORDER BY id DESC LIMIT 1",
    );
    expect(actor?.actor).toMatchObject({ identityType: 'APP' });

    expect((await increment([{ productId: product.id, variantId: SMALL, incrementBy: 3 }])).status).toBe(200);
    expect((await variantsOf(product.inventoryItemId)).map((v: { quantity: number }) => v.quantity)).toEqual([
      3, 4,
    ]);
  });

  // They appended the inventory events only, where updateInventoryVariants — the same stock change as a product
  // update — also appends product_updated (v3) and ProductChanged (v1).
  it('append the product events of the same stock change made with updateInventoryVariants', async () => {
    // The events' kinds and what they say changed (the products differ, so ids and dates do).
    const changes = async () =>
      (await kit.newEvents()).map((event) => [
        event.type,
        event.payload.updatedEvent
          ? Object.keys(event.payload.updatedEvent.modifiedFields).sort()
          : undefined,
        event.payload.changedFields,
        event.payload.actionEvent?.body.reason,
      ]);
    const setSmall = (productId: string, quantity: number) =>
      kit.call('PATCH', `${WRITER}/product/${productId}`, {
        body: { inventoryItem: { trackQuantity: true, variants: [{ variantId: SMALL, quantity }] } },
      });
    const updated = await sized('Inventory Events Updated');
    const adjusted = await sized('Inventory Events Adjusted');
    await kit.newEvents();
    // S from 2 to 0 (out of stock, the product partly so), then to 3.
    expect((await setSmall(updated.id, 0)).status).toBe(200);
    const emptied = await changes();
    expect(emptied.map(([type]) => type)).toContain('com.wix.ecommerce.catalog.api.v1.ProductChanged');
    expect((await decrement([{ productId: adjusted.id, variantId: SMALL, decrementBy: 2 }])).status).toBe(
      200,
    );
    expect(await changes()).toEqual(emptied);
    expect((await setSmall(updated.id, 3)).status).toBe(200);
    const refilled = await changes();
    expect((await increment([{ productId: adjusted.id, variantId: SMALL, incrementBy: 3 }])).status).toBe(
      200,
    );
    expect(await changes()).toEqual(refilled);
  });

  it('caps increments at 99,999 units', async () => {
    const product = await tracked('Inventory Capped', 99_998);
    expect((await increment([{ productId: product.id, incrementBy: 5 }])).status).toBe(200);
    expect((await variantsOf(product.inventoryItemId))[0].quantity).toBe(99_999);
  });

  it('never takes stock below zero: a short item fails the request and changes nothing', async () => {
    const product = await sized('Inventory Short Sack');
    const res = await decrement([
      { productId: product.id, variantId: LARGE, decrementBy: 1 },
      { productId: product.id, variantId: SMALL, decrementBy: 3 },
    ]);
    expect(res.status).toBe(428);
    expect(res.body.details.applicationError).toMatchObject({
      code: 'INSUFFICIENT_INVENTORY',
      data: { items: [{ productId: product.id, variantId: SMALL, requested: 3, available: 2 }] },
    });
    expect((await variantsOf(product.inventoryItemId)).map((v: { quantity: number }) => v.quantity)).toEqual([
      2, 5,
    ]);
  });

  it('lets parallel decrements take exactly the units there are', async () => {
    const product = await tracked('Inventory Last Units', 3);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => decrement([{ productId: product.id, decrementBy: 1 }])),
    );
    expect(results.map((res) => res.status).sort()).toEqual([200, 200, 200, 428, 428, 428]);
    expect(await variantsOf(product.inventoryItemId)).toEqual([
      { variantId: DEFAULT_VARIANT_ID, quantity: 0, inStock: false, availableForPreorder: false },
    ]);
  });

  it('leaves untracked inventory as it is, in stock or not', async () => {
    const inStock = await create('Inventory Untracked In', {});
    const outOfStock = await create('Inventory Untracked Out', { stock: { inStock: false } });
    await kit.newEvents();
    expect(
      (
        await decrement([
          { productId: inStock.id, decrementBy: 4 },
          { productId: outOfStock.id, decrementBy: 1 },
        ])
      ).status,
    ).toBe(200);
    expect((await increment([{ productId: outOfStock.id, incrementBy: 1 }])).status).toBe(200);
    expect((await variantsOf(inStock.inventoryItemId))[0]).toEqual({
      variantId: DEFAULT_VARIANT_ID,
      inStock: true,
      availableForPreorder: false,
    });
    expect((await variantsOf(outOfStock.inventoryItemId))[0].inStock).toBe(false);
    expect(await kit.newEvents()).toEqual([]);
  });

  it('answers 404 for unknown items and 400 for unknown variants, missing ids or amounts', async () => {
    const product = await sized('Inventory Errors Sack');
    const unknownItem = await decrement([{ inventoryId: MISSING, decrementBy: 1 }]);
    expect([unknownItem.status, unknownItem.body.details.applicationError.code]).toEqual([
      404,
      'INVENTORY_ITEM_NOT_FOUND',
    ]);
    const unknownProduct = await increment([{ productId: MISSING, incrementBy: 1 }]);
    expect([unknownProduct.status, unknownProduct.body.details.applicationError.code]).toEqual([
      404,
      'PRODUCT_NOT_FOUND',
    ]);
    const invalid = [
      [{ productId: product.id, variantId: MISSING, decrementBy: 1 }],
      [{ productId: product.id, decrementBy: 1 }],
      [{ variantId: SMALL, decrementBy: 1 }],
      [{ productId: product.id, inventoryId: product.inventoryItemId, variantId: SMALL, decrementBy: 1 }],
      [{ productId: product.id, variantId: SMALL, decrementBy: 0 }],
      [],
    ];
    for (const data of invalid) expect((await decrement(data)).status, JSON.stringify(data)).toBe(400);
  });

  it('is for staff only', async () => {
    const product = await tracked('Inventory Staff Only', 5);
    const item = [{ productId: product.id, decrementBy: 1 }];
    expect((await decrement(item, 'anonymous')).status).toBe(401);
    expect((await decrement(item, 'visitor')).status).toBe(403);
    expect((await decrement(item, 'member')).status).toBe(403);
    expect((await increment([{ productId: product.id, incrementBy: 1 }], 'member')).status).toBe(403);
    expect((await decrement(item, 'contributor')).status).toBe(200);
    expect((await decrement(item, 'owner')).status).toBe(200);
    expect((await variantsOf(product.inventoryItemId))[0].quantity).toBe(3);
  });
});
