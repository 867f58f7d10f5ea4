import { describe, expect, it } from 'vitest';
import { CATALOG_CLIENTS, errorCode, errorStatus, PRODUCTS_FUNCTIONS } from './support/catalog-clients';
import { useCatalogPlatform } from './support/catalog-platform';
import { failure } from './support/failure';

// Every catalog read of spec §7 through each client, as a visitor, on the seeded demo catalog (the ten calls:
// queryProducts, getProduct, getCollectionBySlug (v1), getProductOptionsAvailability, queryProductVariants,
// queryStoreVariants, getStoreVariant, and the v2 queryCollections, getCollection, getCollectionBySlug).

const ALL_PRODUCTS = '00000000-000000-000000-000000000001';
const ctx = useCatalogPlatform();
/** Every item from a first page on: `for await` where the result is iterable (ours), else `next()` (official). */
async function walk(first: any): Promise<any[]> {
  const items: any[] = [];
  if (Symbol.asyncIterator in first) {
    for await (const item of first) items.push(item);
    return items;
  }
  let page = first;
  items.push(...page.items);
  while (page.hasNext()) {
    page = await page.next();
    items.push(...page.items);
  }
  return items;
}

describe.each(CATALOG_CLIENTS)('catalog reads with the $name client', (factory) => {
  const visitor = () => ctx.callers(factory).visitor;

  it('has every catalog function of the official modules, under the same name', () => {
    for (const name of PRODUCTS_FUNCTIONS)
      expect([name, typeof visitor().products[name]]).toEqual([name, 'function']);
    for (const name of ['queryCollections', 'getCollection', 'getCollectionBySlug'] as const) {
      expect([name, typeof visitor().collections[name]]).toEqual([name, 'function']);
    }
  });

  it('queries products with the builder and walks every page', async () => {
    const kitchen = await ctx.collectionId('camp-kitchen');
    const page = await visitor().products.queryProducts().hasSome('collectionIds', [kitchen]).limit(4).find();
    expect(page.items).toHaveLength(4);
    expect(page.totalCount).toBe(15);
    expect([page.currentPage, page.totalPages]).toEqual([0, 4]);
    expect(page.hasNext()).toBe(true);
    const names = (await walk(page)).map((product) => product.name);
    expect(names).toHaveLength(15);
    expect(new Set(names).size).toBe(15);
    const [first] = page.items;
    expect(first._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first._createdDate).toBeInstanceOf(Date);
    expect(first.lastUpdated).toBeInstanceOf(Date);
    expect(first.collectionIds).toEqual(expect.arrayContaining([ALL_PRODUCTS, kitchen]));
  });

  it('filters with eq, ge and sorts ascending, on the names the official builder uses', async () => {
    const page = await visitor()
      .products.queryProducts()
      .ge('priceData.price', 100)
      .eq('productType', 'physical')
      .ascending('priceData.price')
      .limit(50)
      .find();
    const prices = page.items.map((product: any) => product.priceData.price);
    expect(prices.length).toBeGreaterThan(3);
    expect(prices.every((price: number) => price >= 100)).toBe(true);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const one = await visitor().products.queryProducts().eq('slug', 'bivy-sack').find();
    expect(one.items.map((product: any) => product.stock.inventoryStatus)).toEqual(['OUT_OF_STOCK']);
  });

  // A wishlist or "recently viewed" page asks for many products by id: the `.r` query string passes 4000
  // characters and each client sends the POST fallback instead (spec §7, endpoints.md row 83).
  it('finds products by a long list of ids through the POST fallback of a query string over 4000 characters', async () => {
    const all = await walk(await visitor().products.queryProducts().ascending('numericId').limit(100).find());
    const ids = all.map((product) => product._id);
    // Each id twice (an `$in` list may repeat): the list alone then packs into more than 4000 characters.
    const list = [...ids, ...ids];
    expect(Buffer.from(JSON.stringify(list)).toString('base64url').length).toBeGreaterThan(4000);
    const found = await visitor()
      .products.queryProducts()
      .in('_id', list)
      .ascending('numericId')
      .limit(100)
      .find();
    expect(found.items.map((product: any) => product._id)).toEqual(ids);
    expect(found.totalCount).toBe(ids.length);
  });

  it('gets a product with its variants and stock, without merchant data for a visitor', async () => {
    const id = await ctx.productId('trail-runner-jacket');
    const { product } = await visitor().products.getProduct(id, { includeMerchantSpecificData: true });
    expect(product).toMatchObject({
      _id: id,
      name: 'Trail Runner Jacket',
      priceData: { currency: 'USD', price: 129, formatted: { price: '$129.00' } },
      priceRange: { minValue: 129, maxValue: 139 },
      stock: { trackInventory: true, inventoryStatus: 'PARTIALLY_OUT_OF_STOCK' },
      ribbon: 'Best seller',
      manageVariants: true,
    });
    expect(product.variants).toHaveLength(12);
    expect(product.variants[0]._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(product.media.mainMedia._id).toBeDefined();
    expect(product.costAndProfitData).toBeUndefined();
  });

  it('reports an unknown product with its code and a bad filter as a validation error', async () => {
    const missing = await failure(visitor().products.getProduct('00000000-0000-4000-8000-000000000000'));
    expect([errorStatus(missing), errorCode(missing)]).toEqual([404, 'PRODUCT_NOT_FOUND']);
    const bad = await failure(visitor().products.queryProducts().eq('colour', 'red').find());
    expect([errorStatus(bad), errorCode(bad)]).toEqual([400, 'INVALID_ARGUMENT']);
  });

  it('gets option availability for a partial and a complete selection', async () => {
    const id = await ctx.productId('trail-runner-jacket');
    const partial = await visitor().products.getProductOptionsAvailability(id, { Size: 'XL' });
    expect(partial.availableForPurchase).toBe(false);
    expect(partial.selectedVariant).toBeUndefined();
    const colors = partial.productOptions.find((option: any) => option.name === 'Color');
    expect(colors.choices.map((choice: any) => [choice.description, choice.inStock])).toEqual([
      ['Forest', true],
      ['Slate', true],
      ['Rust', false],
    ]);
    const complete = await visitor().products.getProductOptionsAvailability(id, {
      Size: 'M',
      Color: 'Forest',
    });
    expect(complete).toMatchObject({
      availableForPurchase: true,
      selectedVariant: { price: { price: 129 }, inStock: true, visible: true },
    });
  });

  it('queries a product’s variants by choices with paging', async () => {
    const id = await ctx.productId('trail-runner-jacket');
    const result = await visitor().products.queryProductVariants(id, {
      choices: { Size: 'XL' },
      paging: { limit: 2, offset: 0 },
    });
    expect(result.totalResults).toBe(3);
    expect(result.variants).toHaveLength(2);
    expect(result.variants[0]).toMatchObject({
      choices: { Size: 'XL', Color: 'Forest' },
      variant: { priceData: { price: 139 }, sku: 'BZ-APP-101-XL-FOR' },
      stock: { trackQuantity: true, inStock: true },
    });
  });

  it('queries store variants and gets one by `{productId}-{variantId}`', async () => {
    const id = await ctx.productId('trail-runner-jacket');
    const result = await visitor().products.queryStoreVariants({
      filter: { productId: id, 'choices.Color': 'Rust' },
      sort: [{ fieldName: 'sku', order: 'ASC' }],
      paging: { limit: 10 },
    });
    expect(result.metadata).toMatchObject({ count: 4, total: 4 });
    const [first] = result.variants;
    expect(first).toMatchObject({ productId: id, productName: 'Trail Runner Jacket', managedVariant: true });
    expect(first._id).toBe(`${id}-${first.variantId}`);
    const { variant } = await visitor().products.getStoreVariant(first._id);
    expect(variant).toMatchObject({ variantName: first.variantName, sku: first.sku, choices: first.choices });
    // Ours keeps the image object; the official client makes it a `wix:image://v1/<id>…` string.
    const image = variant.media.image;
    expect(typeof image === 'string' ? image : image.url).toMatch(/color-rust|wix:image:\/\/v1\//);
  });

  it('reads collections through v1 and v2', async () => {
    const page = await visitor().collections.queryCollections().limit(3).find();
    expect(page.items.map((collection: any) => collection.slug)).toEqual([
      'all-products',
      'trail-apparel',
      'camp-kitchen',
    ]);
    expect(page.totalCount).toBe(7);
    const kitchen = page.items[2];
    expect(kitchen.lastUpdated).toBeInstanceOf(Date);
    const byId = await visitor().collections.getCollection(kitchen._id);
    expect(byId).toMatchObject({ _id: kitchen._id, name: 'Camp Kitchen', numberOfProducts: 15 });
    const bySlug = await visitor().collections.getCollectionBySlug('camp-kitchen');
    expect(bySlug.collection._id).toBe(kitchen._id);
    const v1 = await visitor().products.getCollectionBySlug('camp-kitchen');
    expect(v1.collection).toMatchObject({ _id: kitchen._id, numberOfProducts: 15 });
    const filtered = await visitor().collections.queryCollections().startsWith('name', 'shelter').find();
    expect(filtered.items.map((collection: any) => collection.name)).toEqual(['Shelter & Sleep']);
  });
});
