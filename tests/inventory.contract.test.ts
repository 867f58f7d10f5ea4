import { describe, expect, it } from 'vitest';
import { CATALOG_CLIENTS, errorCode, errorStatus, failure } from './support/catalog-clients';
import { useCatalogPlatform } from './support/catalog-platform';

// The Inventory API v2 (@wix/stores `inventory`) through each client: reads for anyone, adjustments for staff, and
// the errors each call can answer with.

const ctx = useCatalogPlatform();

const MISSING = '00000000-0000-4000-8000-000000000000';

describe.each(CATALOG_CLIENTS)('inventory with the $name client', (factory) => {
  const callers = () => ctx.callers(factory);
  const staff = () => callers().staff;

  /** A product with managed Size variants: S with 2 units, L with 5. Returns its ids and variant ids. */
  async function sized(name: string) {
    const { product } = await staff().products.createProduct({
      name: `${name} ${factory.name}`,
      priceData: { price: 12 },
      manageVariants: true,
      productOptions: [{ name: 'Size', choices: [{ value: 'S' }, { value: 'L' }] }],
    });
    const [small, large] = product.variants.map((variant: { _id: string }) => variant._id);
    await staff().inventory.updateInventoryVariants(product._id, {
      trackQuantity: true,
      variants: [
        { variantId: small, quantity: 2 },
        { variantId: large, quantity: 5 },
      ],
    });
    return { id: product._id as string, inventoryId: product.inventoryItemId as string, small, large };
  }

  const quantities = async (inventoryId: string) =>
    (await staff().inventory.getInventoryVariants(inventoryId)).inventoryItem.variants.map(
      (variant: { quantity?: number }) => variant.quantity,
    );

  it('getInventoryVariants returns the item to anyone, by inventory id or by product id', async () => {
    const product = await sized('Dry Bag');
    const { inventoryItem } = await callers().visitor.inventory.getInventoryVariants(product.inventoryId);
    expect(inventoryItem).toMatchObject({
      _id: product.inventoryId,
      productId: product.id,
      trackQuantity: true,
      numericId: expect.any(String),
      preorderInfo: { enabled: false },
      variants: [
        { variantId: product.small, quantity: 2, inStock: true, availableForPreorder: false },
        { variantId: product.large, quantity: 5, inStock: true, availableForPreorder: false },
      ],
    });
    expect(inventoryItem.lastUpdated).toBeInstanceOf(Date);
    const byProduct = await callers().member.inventory.getInventoryVariants(product.inventoryId, {
      productId: product.id,
      variantIds: [product.large],
    });
    expect(byProduct.inventoryItem.variants).toEqual([
      { variantId: product.large, quantity: 5, inStock: true, availableForPreorder: false },
    ]);
    const missing = await failure(staff().inventory.getInventoryVariants(MISSING));
    expect([errorStatus(missing), errorCode(missing)]).toEqual([404, 'INVENTORY_ITEM_NOT_FOUND']);
  });

  it('queryInventory takes the filter and sort as JSON strings and pages', async () => {
    const a = await sized('Stuff Sack A');
    const b = await sized('Stuff Sack B');
    const result = await callers().visitor.inventory.queryInventory({
      query: {
        filter: JSON.stringify({ productId: { $in: [a.id, b.id] } }),
        sort: JSON.stringify([{ numericId: 'desc' }]),
        paging: { limit: 1, offset: 0 },
      },
    });
    expect(result.inventoryItems.map((item: { _id: string }) => item._id)).toEqual([b.inventoryId]);
    expect(result.inventoryItems[0].lastUpdated).toBeInstanceOf(Date);
    expect(result.metadata).toEqual({ items: 1, offset: 0 });
    expect(result.totalResults).toBe(2);
    const invalid = await failure(staff().inventory.queryInventory({ query: { filter: '{"color":"red"}' } }));
    expect([errorStatus(invalid), errorCode(invalid)]).toEqual([400, 'INVALID_ARGUMENT']);
  });

  it('decrementInventory and incrementInventory adjust tracked units, all or nothing', async () => {
    const product = await sized('Compression Sack');
    expect(
      await staff().inventory.decrementInventory([
        { inventoryId: product.inventoryId, variantId: product.small, decrementBy: 2 },
        { productId: product.id, variantId: product.large, decrementBy: 1 },
      ]),
    ).toBeUndefined();
    expect(await quantities(product.inventoryId)).toEqual([0, 4]);
    expect(
      await staff().inventory.incrementInventory([
        { productId: product.id, variantId: product.small, incrementBy: 3 },
      ]),
    ).toBeUndefined();
    expect(await quantities(product.inventoryId)).toEqual([3, 4]);

    const short = await failure(
      staff().inventory.decrementInventory([
        { productId: product.id, variantId: product.large, decrementBy: 1 },
        { productId: product.id, variantId: product.small, decrementBy: 4 },
      ]),
    );
    expect([errorStatus(short), errorCode(short)]).toEqual([428, 'INSUFFICIENT_INVENTORY']);
    expect(await quantities(product.inventoryId)).toEqual([3, 4]);
  });

  it('refuses adjustments of unknown items and variants, and from visitors and members', async () => {
    const product = await sized('Pack Liner');
    const unknownItem = await failure(
      staff().inventory.decrementInventory([
        { inventoryId: MISSING, variantId: product.small, decrementBy: 1 },
      ]),
    );
    expect([errorStatus(unknownItem), errorCode(unknownItem)]).toEqual([404, 'INVENTORY_ITEM_NOT_FOUND']);
    const unknownProduct = await failure(
      staff().inventory.incrementInventory([
        { productId: MISSING, variantId: product.small, incrementBy: 1 },
      ]),
    );
    expect([errorStatus(unknownProduct), errorCode(unknownProduct)]).toEqual([404, 'PRODUCT_NOT_FOUND']);
    const unknownVariant = await failure(
      staff().inventory.decrementInventory([{ productId: product.id, variantId: MISSING, decrementBy: 1 }]),
    );
    expect([errorStatus(unknownVariant), errorCode(unknownVariant)]).toEqual([400, 'INVALID_ARGUMENT']);
    for (const caller of [callers().visitor, callers().member]) {
      const denied = await failure(
        caller.inventory.decrementInventory([
          { productId: product.id, variantId: product.small, decrementBy: 1 },
        ]),
      );
      expect(errorStatus(denied)).toBe(403);
      expect(
        errorStatus(
          await failure(caller.inventory.incrementInventory([{ productId: product.id, incrementBy: 1 }])),
        ),
      ).toBe(403);
    }
    expect(await quantities(product.inventoryId)).toEqual([2, 5]);
  });
});
