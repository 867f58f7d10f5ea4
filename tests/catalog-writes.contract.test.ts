import { describe, expect, it } from 'vitest';
import {
  CATALOG_CLIENTS,
  type CatalogModules,
  errorCode,
  errorStatus,
  failure,
} from './support/catalog-clients';
import { useCatalogPlatform } from './support/catalog-platform';

// Every catalog write of spec §7 through each client on the seeded demo catalog: staff (an API key) may make them,
// visitors and members get 403 on every one (spec §6: catalog writes are owner-level).

const ctx = useCatalogPlatform();

const MISSING = '00000000-0000-4000-8000-000000000000';

describe.each(CATALOG_CLIENTS)('catalog writes with the $name client', (factory) => {
  const callers = () => ctx.callers(factory);
  const staff = () => callers().staff;
  const read = async (id: string) =>
    (await staff().products.getProduct(id, { includeMerchantSpecificData: true })).product;

  it('creates, updates and deletes a product', async () => {
    const { product } = await staff().products.createProduct({
      name: `Folding Saw ${factory.name}`,
      priceData: { price: 10.5 },
      costAndProfitData: { itemCost: 7 },
      discount: { type: 'AMOUNT', value: 1 },
      brand: 'Northpine',
      ribbon: 'New',
      productOptions: [{ name: 'Blade', choices: [{ value: 'Short' }, { value: 'Long' }] }],
    });
    expect(product).toMatchObject({
      priceData: { price: 10.5, discountedPrice: 9.5 },
      costAndProfitData: { itemCost: 7, profit: 2.5, profitMargin: 0.2632 },
      stock: { inventoryStatus: 'IN_STOCK' },
    });
    expect(product.variants.map((variant: any) => variant.choices.Blade)).toEqual(['Short', 'Long']);
    expect(product._createdDate).toBeInstanceOf(Date);

    const { product: updated } = await staff().products.updateProduct(product._id, {
      description: '<p>Cuts green wood.</p>',
      manageVariants: true,
    });
    expect(updated).toMatchObject({ _id: product._id, name: product.name, manageVariants: true });
    expect(updated.description).toBe('<p>Cuts green wood.</p>');

    await staff().products.removeBrand(product._id);
    await staff().products.removeRibbon(product._id);
    const cleared = await read(product._id);
    expect([cleared.brand, cleared.ribbon]).toEqual([undefined, '']);

    expect(await staff().products.deleteProduct(product._id)).toBeUndefined();
    expect(errorStatus(await failure(staff().products.getProduct(product._id)))).toBe(404);
  });

  it('updates and resets managed variants', async () => {
    const { product } = await staff().products.createProduct({
      name: `Stuff Sack ${factory.name}`,
      priceData: { price: 20 },
      manageVariants: true,
      productOptions: [{ name: 'Volume', choices: [{ value: '5 L' }, { value: '10 L' }] }],
    });
    const { variants } = await staff().products.updateProductVariants(product._id, [
      { choices: { Volume: '10 L' }, price: 24, sku: 'SACK-10', weight: 0.12 },
    ]);
    expect(variants.map((variant: any) => [variant.variant.priceData.price, variant.variant.sku])).toEqual([
      [20, ''],
      [24, 'SACK-10'],
    ]);
    expect(await staff().products.resetAllProductVariantData(product._id)).toBeUndefined();
    const reset = await read(product._id);
    expect(reset.variants.map((variant: any) => variant.variant.priceData.price)).toEqual([20, 20]);
    expect(reset.variants.map((variant: any) => variant._id)).toEqual(
      variants.map((variant: any) => variant._id),
    );
  });

  it('adds and removes media, on the product and on choices', async () => {
    const { product } = await staff().products.createProduct({
      name: `Tarp ${factory.name}`,
      priceData: { price: 60 },
      productOptions: [
        { optionType: 'color', name: 'Color', choices: [{ value: '#2f5d50', description: 'Forest' }] },
      ],
    });
    await staff().products.addProductMedia(product._id, [
      { url: '/media/demo/ultralight-tarp.svg' },
      { url: '/media/demo/ultralight-tarp--detail.svg' },
    ]);
    const withMedia = await read(product._id);
    const [main, detail] = withMedia.media.items.map((item: any) => item._id);
    expect(withMedia.media.mainMedia.image).toMatchObject({ width: 800, height: 800 });
    await staff().products.addProductMediaToChoices(product._id, [
      { option: 'Color', choice: 'Forest', mediaIds: [detail] },
    ]);
    expect((await read(product._id)).productOptions[0].choices[0].media.mainMedia._id).toBe(detail);
    await staff().products.removeProductMediaFromChoices(product._id, [
      { option: 'Color', choice: 'Forest', mediaIds: [] },
    ]);
    expect((await read(product._id)).productOptions[0].choices[0].media).toBeUndefined();
    await staff().products.removeProductMedia(product._id, [detail]);
    expect((await read(product._id)).media.items.map((item: any) => item._id)).toEqual([main]);
  });

  it('deletes the options of a product that does not manage its variants', async () => {
    const { product } = await staff().products.createProduct({
      name: `Mug ${factory.name}`,
      priceData: { price: 18 },
      productOptions: [{ name: 'Size', choices: [{ value: 'S' }, { value: 'L' }] }],
    });
    await staff().products.deleteProductOptions(product._id);
    const after = await read(product._id);
    expect(after.productOptions).toEqual([]);
    expect(after.variants.map((variant: any) => variant._id)).toEqual([
      '00000000-0000-0000-0000-000000000000',
    ]);
  });

  it('creates, updates, fills, empties and deletes a collection', async () => {
    const { collection } = await staff().products.createCollection({ name: `Trail Picks ${factory.name}` });
    expect(collection).toMatchObject({ numberOfProducts: 0, visible: true });
    expect(collection.lastUpdated).toBeInstanceOf(Date);
    const { collection: renamed } = await staff().products.updateCollection(collection._id, {
      description: 'Our favourites',
    });
    expect(renamed).toMatchObject({
      _id: collection._id,
      name: collection.name,
      description: 'Our favourites',
    });
    const ids = [await ctx.productId('enamel-camp-mug'), await ctx.productId('trail-runner-jacket')];
    await staff().products.addProductsToCollection(collection._id, ids);
    expect((await staff().collections.getCollection(collection._id)).numberOfProducts).toBe(2);
    const inIt = await staff().products.queryProducts().hasSome('collectionIds', [collection._id]).find();
    expect(inIt.items.map((product: any) => product._id).sort()).toEqual([...ids].sort());
    await staff().products.removeProductsFromCollection(collection._id, [ids[0]]);
    expect((await staff().collections.getCollection(collection._id)).numberOfProducts).toBe(1);
    expect(await staff().products.deleteCollection(collection._id)).toBeUndefined();
    expect(errorCode(await failure(staff().collections.getCollection(collection._id)))).toBe(
      'COLLECTION_NOT_FOUND',
    );
  });

  it('sets and adjusts properties in bulk, one result per product', async () => {
    const make = async (price: number) =>
      (await staff().products.createProduct({ name: `Bulk ${price} ${factory.name}`, priceData: { price } }))
        .product._id;
    const ids = [await make(10), await make(20)];
    const set = await staff().products.bulkUpdateProductsProperty([...ids, MISSING], { price: 15 });
    expect(set.bulkActionMetadata).toMatchObject({ totalSuccesses: 2, totalFailures: 1 });
    expect(
      set.results.map((result: any) => [result.itemMetadata.originalIndex, result.itemMetadata.success]),
    ).toEqual([
      [0, true],
      [1, true],
      [2, false],
    ]);
    const adjusted = await staff().products.bulkAdjustProductProperty(
      { price: { percentage: { rate: -10 } } },
      ids,
    );
    expect(adjusted.bulkActionMetadata.totalSuccesses).toBe(2);
    expect((await read(ids[0])).priceData.price).toBe(13.5);
  });

  describe('permissions', () => {
    const writes: [string, (api: CatalogModules, id: string) => Promise<unknown>][] = [
      ['createProduct', (api) => api.products.createProduct({ name: 'x', priceData: { price: 1 } })],
      ['updateProduct', (api, id) => api.products.updateProduct(id, { name: 'y' })],
      ['deleteProduct', (api, id) => api.products.deleteProduct(id)],
      [
        'updateProductVariants',
        (api, id) => api.products.updateProductVariants(id, [{ choices: {}, price: 1 }]),
      ],
      ['resetAllProductVariantData', (api, id) => api.products.resetAllProductVariantData(id)],
      ['addProductsToCollection', (api, id) => api.products.addProductsToCollection('c', [id])],
      ['removeProductsFromCollection', (api, id) => api.products.removeProductsFromCollection('c', [id])],
      ['addProductMedia', (api, id) => api.products.addProductMedia(id, [{ url: 'https://x/y.png' }])],
      ['removeProductMedia', (api, id) => api.products.removeProductMedia(id, [])],
      [
        'addProductMediaToChoices',
        (api, id) => api.products.addProductMediaToChoices(id, [{ option: 'a', choice: 'b' }]),
      ],
      ['removeProductMediaFromChoices', (api, id) => api.products.removeProductMediaFromChoices(id, [])],
      ['deleteProductOptions', (api, id) => api.products.deleteProductOptions(id)],
      ['removeBrand', (api, id) => api.products.removeBrand(id)],
      ['removeRibbon', (api, id) => api.products.removeRibbon(id)],
      ['createCollection', (api) => api.products.createCollection({ name: 'x' })],
      ['updateCollection', (api) => api.products.updateCollection('c', { name: 'y' })],
      ['deleteCollection', (api) => api.products.deleteCollection('c')],
      [
        'bulkUpdateProductsProperty',
        (api, id) => api.products.bulkUpdateProductsProperty([id], { price: 1 }),
      ],
      [
        'bulkAdjustProductProperty',
        (api, id) => api.products.bulkAdjustProductProperty({ price: { amount: 1 } }, [id]),
      ],
    ];

    it.each(writes)('%s answers 403 to a visitor and to a member', async (_name, write) => {
      const id = await ctx.productId('enamel-camp-mug');
      for (const caller of [callers().visitor, callers().member]) {
        const error = await failure(write(caller, id));
        expect([errorStatus(error), errorCode(error)]).toEqual([403, 'PERMISSION_DENIED']);
      }
    });
  });
});
