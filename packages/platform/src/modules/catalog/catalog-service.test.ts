import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiError } from '../../http/api-error';
import { type CatalogService, createCatalogService } from './catalog-service';
import { DEFAULT_VARIANT_ID } from './product-state';
import { variantIdFor } from './product-variants';
import { type CatalogTestKit, createCatalogTestKit } from './testing/catalog-test-kit';

let kit: CatalogTestKit;
let catalog: CatalogService;
beforeAll(async () => {
  kit = await createCatalogTestKit({ seed: true });
  catalog = createCatalogService(kit.platform.deps);
});
afterAll(() => kit.close());

const JACKET_XL_RUST = variantIdFor({ Size: 'XL', Color: 'Rust' });
const JACKET_M_SLATE = variantIdFor({ Size: 'M', Color: 'Slate' });

async function tracked(name: string, quantity: number, extra: Record<string, unknown> = {}) {
  const res = await kit.call('POST', '/stores/v1/products', {
    body: {
      product: { name, priceData: { price: 10 }, stock: { trackInventory: true, quantity }, ...extra },
    },
  });
  return res.body.product.id as string;
}

async function stockOf(id: string) {
  return (await kit.call('GET', `/stores-reader/v1/products/${id}`)).body.product;
}

describe('catalogService.getCatalogItems', () => {
  it('resolves references by variant id, by choices and by the default variant, in order', async () => {
    const jacket = await kit.productId('trail-runner-jacket');
    const bivy = await kit.productId('bivy-sack');
    const items = await catalog.getCatalogItems(kit.platform.db, [
      { productId: jacket, variantId: JACKET_XL_RUST },
      { productId: jacket, choices: { Size: 'M', Color: 'Slate' } },
      { productId: bivy },
      { productId: jacket },
      { productId: '00000000-0000-4000-8000-000000000000' },
      { productId: 'not-a-guid' },
    ]);
    expect(items[0]).toMatchObject({
      productId: jacket,
      variantId: JACKET_XL_RUST,
      name: 'Trail Runner Jacket',
      productType: 'physical',
      sku: 'BZ-APP-101-XL-RUS',
      choices: { Size: 'XL', Color: 'Rust' },
      price: 139,
      discountedPrice: 139,
      formattedDiscountedPrice: '$139.00',
      currency: 'USD',
      weight: 0.5,
      visible: true,
      trackQuantity: true,
      quantity: 0,
      inStock: false,
      pagePath: '/product-page/trail-runner-jacket',
    });
    expect(items[0]?.image?.url).toMatch(/--color-rust\.svg$/);
    expect(items[1]?.variantId).toBe(JACKET_M_SLATE);
    expect(items[2]).toMatchObject({ variantId: DEFAULT_VARIANT_ID, choices: {}, inStock: false });
    // A product with options needs a variant: a bare product id names none of them.
    expect(items.slice(3)).toEqual([undefined, undefined, undefined]);
  });

  it('applies the product discount and marks hidden products as not visible', async () => {
    const [tee, hidden] = await catalog.getCatalogItems(kit.platform.db, [
      { productId: await kit.productId('merino-base-layer-tee'), choices: { Size: 'S', Color: 'Charcoal' } },
      { productId: await kit.productId('map-case') },
    ]);
    expect(tee).toMatchObject({ price: 64, discountedPrice: 54.4 });
    expect(hidden?.visible).toBe(false);
  });
});

describe('catalogService.decrementInventory', () => {
  it('takes units from tracked variants and records why (rule 52)', async () => {
    const id = await tracked('Tent stake', 5);
    await kit.newEvents();
    await kit.platform.db.transaction((tx) =>
      catalog.decrementInventory(tx, [
        { productId: id, variantId: DEFAULT_VARIANT_ID, quantity: 2 },
        { productId: id, variantId: DEFAULT_VARIANT_ID, quantity: 1 },
      ]),
    );
    expect((await stockOf(id)).stock).toMatchObject({ quantity: 2, inStock: true });
    const events = await kit.newEvents();
    expect(events.map((event) => event.type)).toEqual([
      'wix.stores.catalog.v3.inventory_item_updated',
      'wix.stores.catalog.v3.inventory_item_updated_with_reason',
      'com.wix.ecommerce.inventory.api.v1.InventoryVariantsChanged',
    ]);
    expect(events[0]?.payload.updatedEvent).toMatchObject({
      currentEntity: { productId: id, variantId: DEFAULT_VARIANT_ID, quantity: 2 },
      modifiedFields: { quantity: 5 },
    });
    expect(events[1]?.payload.actionEvent.body).toMatchObject({
      reason: 'ORDER',
      currentEntity: { quantity: 2 },
    });
    expect(events[2]?.payload.variants).toEqual([
      {
        id: DEFAULT_VARIANT_ID,
        oldValue: { quantity: 5, inStock: true },
        newValue: { quantity: 2, inStock: true },
      },
    ]);
  });

  it('changes nothing and says what is short when any item is short', async () => {
    const plenty = await tracked('Plenty', 10);
    const scarce = await tracked('Scarce', 1);
    const error = await kit.platform.db
      .transaction((tx) =>
        catalog.decrementInventory(tx, [
          { productId: plenty, variantId: DEFAULT_VARIANT_ID, quantity: 3 },
          { productId: scarce, variantId: DEFAULT_VARIANT_ID, quantity: 2 },
        ]),
      )
      .catch((caught: unknown) => caught);
    expect(isApiError(error) && error.status).toBe(428);
    expect(isApiError(error) && error.data).toEqual({
      items: [{ productId: scarce, variantId: DEFAULT_VARIANT_ID, requested: 2, available: 1 }],
    });
    expect((await stockOf(plenty)).stock.quantity).toBe(10);
  });

  it('lets untracked items through while in stock and refuses them when flagged out of stock', async () => {
    const fleece = await kit.productId('ridge-fleece-pullover');
    const variantId = variantIdFor({ Size: 'M', Color: 'Navy' });
    await kit.platform.db.transaction((tx) =>
      catalog.decrementInventory(tx, [{ productId: fleece, variantId, quantity: 3 }]),
    );
    expect((await stockOf(fleece)).stock).toEqual({
      trackInventory: false,
      inStock: true,
      inventoryStatus: 'IN_STOCK',
    });
    const cones = await kit.productId('pine-incense-cones');
    await expect(
      kit.platform.db.transaction((tx) =>
        catalog.decrementInventory(tx, [{ productId: cones, variantId: DEFAULT_VARIANT_ID, quantity: 1 }]),
      ),
    ).rejects.toMatchObject({ status: 428 });
  });

  it('lets only one of two concurrent checkouts take the last unit', async () => {
    const id = await tracked('Last one', 1);
    const take = () =>
      kit.platform.db.transaction((tx) =>
        catalog.decrementInventory(tx, [{ productId: id, variantId: DEFAULT_VARIANT_ID, quantity: 1 }]),
      );
    const results = await Promise.allSettled([take(), take()]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((await stockOf(id)).stock).toMatchObject({
      quantity: 0,
      inStock: false,
      inventoryStatus: 'OUT_OF_STOCK',
    });
  });

  it('restocks tracked units (a canceled order)', async () => {
    const id = await tracked('Restocked', 0);
    await kit.platform.db.transaction((tx) =>
      catalog.restockInventory(tx, [{ productId: id, variantId: DEFAULT_VARIANT_ID, quantity: 4 }]),
    );
    expect((await stockOf(id)).stock).toMatchObject({ quantity: 4, inStock: true });
  });
});

describe('PATCH /stores/v2/inventoryItems/product/{productId}', () => {
  it('sets per-variant quantities of a product with managed variants (rule 173)', async () => {
    const id = await tracked('Sized', 2, {
      manageVariants: true,
      productOptions: [{ name: 'Size', choices: [{ value: 'S' }, { value: 'L' }] }],
    });
    const small = variantIdFor({ Size: 'S' });
    const res = await kit.call('PATCH', `/stores/v2/inventoryItems/product/${id}`, {
      body: { inventoryItem: { productId: id, variants: [{ variantId: small, quantity: 0 }] } },
    });
    expect(res).toMatchObject({ status: 200, body: {} });
    const product = await stockOf(id);
    expect(product.stock).toMatchObject({ quantity: 2, inventoryStatus: 'PARTIALLY_OUT_OF_STOCK' });
    expect(product.productOptions[0].choices.map((choice: any) => choice.inStock)).toEqual([false, true]);
  });

  // Preorder is not sold here: `preorderInfo` used to be dropped with a 200, so a shop believed it was on.
  it('refuses to turn preorder on, changing nothing, and accepts it off', async () => {
    const id = await tracked('Preorder', 0);
    const on = await kit.call('PATCH', `/stores/v2/inventoryItems/product/${id}`, {
      body: {
        inventoryItem: {
          preorderInfo: { enabled: true, limit: 5 },
          variants: [{ variantId: DEFAULT_VARIANT_ID, quantity: 3 }],
        },
      },
    });
    expect([on.status, on.body.details.validationError.fieldViolations]).toEqual([
      400,
      [
        {
          field: 'inventoryItem.preorderInfo.enabled',
          description: 'preorder is not available in this store',
          violatedRule: 'FIELD_NOT_ALLOWED',
          data: {},
        },
      ],
    ]);
    expect((await stockOf(id)).stock).toMatchObject({ quantity: 0, inventoryStatus: 'OUT_OF_STOCK' });
    const off = await kit.call('PATCH', `/stores/v2/inventoryItems/product/${id}`, {
      body: {
        inventoryItem: {
          preorderInfo: { enabled: false },
          variants: [{ variantId: DEFAULT_VARIANT_ID, quantity: 3 }],
        },
      },
    });
    expect(off.status).toBe(200);
    expect((await stockOf(id)).stock).toMatchObject({ quantity: 3, inventoryStatus: 'IN_STOCK' });
  });
});
