import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogChanged, catalogReadCache } from './catalog-read-cache';
import { createCatalogService } from './catalog-service';
import { type CallerKind, type CatalogTestKit, createCatalogTestKit } from './testing/catalog-test-kit';

// Every test warms the cache with a read, writes through one path, and reads again: the second read must show the
// write at once (a cached body would still show the old value).
let kit: CatalogTestKit;
beforeAll(async () => {
  kit = await createCatalogTestKit();
});
afterAll(() => kit.close());

const PRODUCTS = '/stores/v1/products';
const QUERY = '/stores-reader/v1/products/query-platformized';

async function create(product: Record<string, unknown>): Promise<string> {
  const res = await kit.call('POST', PRODUCTS, {
    body: { product: { priceData: { price: 10 }, ...product } },
  });
  expect(res.status).toBe(200);
  return res.body.product.id;
}

/** The product as the query shows it to `as` (undefined when it is not listed). */
async function listed(id: string, as: CallerKind = 'visitor', flags: Record<string, unknown> = {}) {
  const res = await kit.call('POST', QUERY, { as, body: { query: { filter: { id } }, ...flags } });
  expect(res.status).toBe(200);
  return res.body.products[0];
}

/** The product as `GET /products/{id}` shows it (undefined on 404). */
async function fetched(id: string, as: CallerKind = 'visitor') {
  const res = await kit.call('GET', `/stores-reader/v1/products/${id}`, { as });
  return res.status === 404 ? undefined : res.body.product;
}

async function bothReads(id: string) {
  return { listed: await listed(id), fetched: await fetched(id) };
}

describe('catalog reads after catalog writes', () => {
  it('shows a created product in a query page read before it existed', async () => {
    const before = await kit.call('POST', QUERY, {
      as: 'visitor',
      body: { query: { filter: { name: 'Cache Kettle' } } },
    });
    expect(before.body.products).toHaveLength(0);
    await create({ name: 'Cache Kettle' });
    const after = await kit.call('POST', QUERY, {
      as: 'visitor',
      body: { query: { filter: { name: 'Cache Kettle' } } },
    });
    expect(after.body.products).toHaveLength(1);
  });

  it('shows a product update (name, price) in the query and the product read', async () => {
    const id = await create({ name: 'Cache Lamp' });
    await bothReads(id);
    await kit.call('PATCH', `${PRODUCTS}/${id}`, {
      body: { product: { name: 'Cache Lamp II', priceData: { price: 12 } } },
    });
    const after = await bothReads(id);
    expect(after.listed).toMatchObject({ name: 'Cache Lamp II', priceData: { price: 12 } });
    expect(after.fetched).toMatchObject({ name: 'Cache Lamp II', priceData: { price: 12 } });
  });

  it('drops a deleted product from the query and answers 404 for it', async () => {
    const id = await create({ name: 'Cache Stool' });
    expect((await bothReads(id)).fetched).toBeDefined();
    expect((await kit.call('DELETE', `${PRODUCTS}/${id}`)).status).toBe(200);
    expect(await bothReads(id)).toEqual({ listed: undefined, fetched: undefined });
  });

  it('hides a product from visitors as soon as it is made invisible, while staff still see it', async () => {
    const id = await create({ name: 'Cache Vase' });
    await bothReads(id);
    await kit.call('PATCH', `${PRODUCTS}/${id}`, { body: { product: { visible: false } } });
    expect(await bothReads(id)).toEqual({ listed: undefined, fetched: undefined });
    expect(await listed(id, 'owner', { includeHiddenProducts: true })).toMatchObject({ visible: false });
    // A page staff warmed with hidden products and merchant data is not what a visitor gets for the same query.
    expect(await listed(id, 'visitor', { includeHiddenProducts: true })).toBeUndefined();
    expect((await fetched(id, 'owner'))?.visible).toBe(false);
    expect(await fetched(id, 'visitor')).toBeUndefined();
  });

  it('keeps merchant data for staff who ask for it and away from everyone else', async () => {
    const id = await create({ name: 'Cache Bowl', costAndProfitData: { itemCost: 4 } });
    const flags = { includeMerchantSpecificData: true };
    expect((await listed(id, 'owner', flags)).costAndProfitData).toMatchObject({ itemCost: 4 });
    expect((await listed(id, 'visitor', flags)).costAndProfitData).toBeUndefined();
    expect((await listed(id, 'owner')).costAndProfitData).toBeUndefined();
  });

  it('shows variant and inventory updates', async () => {
    const id = await create({
      name: 'Cache Jacket',
      manageVariants: true,
      productOptions: [
        {
          name: 'Size',
          choices: [
            { value: 'S', description: 'S' },
            { value: 'L', description: 'L' },
          ],
        },
      ],
      stock: { trackInventory: true, quantity: 5 },
    });
    await bothReads(id);
    await kit.call('PATCH', `${PRODUCTS}/${id}/variants`, {
      body: { variants: [{ choices: { Size: 'L' }, price: 15 }] },
    });
    const large = (await fetched(id)).variants.find((variant: any) => variant.choices.Size === 'L');
    expect(large.variant.priceData.price).toBe(15);
    await listed(id);
    const res = await kit.call('PATCH', `/stores/v2/inventoryItems/product/${id}`, {
      body: { inventoryItem: { trackQuantity: true, variants: [{ variantId: large.id, quantity: 0 }] } },
    });
    expect(res.status).toBe(200);
    expect((await listed(id)).stock.inventoryStatus).toBe('PARTIALLY_OUT_OF_STOCK');
  });

  it('shows bulk price updates and adjustments', async () => {
    const id = await create({ name: 'Cache Tray' });
    await bothReads(id);
    await kit.call('POST', '/stores/v1/bulk/products/update', { body: { ids: [id], set: { price: 20 } } });
    expect((await listed(id)).priceData.price).toBe(20);
    expect((await fetched(id)).priceData.price).toBe(20);
    await kit.call('POST', '/stores/v1/bulk/products/adjust-properties', {
      body: { ids: [id], adjust: { price: { amount: 5 } } },
    });
    expect((await listed(id)).priceData.price).toBe(25);
  });

  it('shows collection membership changes and a deleted collection', async () => {
    const id = await create({ name: 'Cache Mug' });
    const collection = (
      await kit.call('POST', '/stores/v1/collections', { body: { collection: { name: 'Cached' } } })
    ).body.collection;
    await bothReads(id);
    await kit.call('POST', `/stores/v1/collections/${collection.id}/productIds`, {
      body: { productIds: [id] },
    });
    expect((await listed(id)).collectionIds).toContain(collection.id);
    expect((await fetched(id)).collectionIds).toContain(collection.id);
    await kit.call('DELETE', `/stores/v1/collections/${collection.id}`);
    expect((await listed(id)).collectionIds).not.toContain(collection.id);
    expect((await fetched(id)).collectionIds).not.toContain(collection.id);
  });

  it('shows stock taken by an order and put back by a cancel (the catalog service of checkout and orders)', async () => {
    const id = await create({ name: 'Cache Lantern', stock: { trackInventory: true, quantity: 3 } });
    const catalog = createCatalogService(kit.platform.deps);
    const [item] = await catalog.getCatalogItems(kit.platform.db, [{ productId: id }]);
    const line = { productId: id, variantId: item!.variantId, quantity: 3 };
    await bothReads(id);
    await kit.platform.db.transaction((tx) => catalog.decrementInventory(tx, [line]));
    expect((await listed(id)).stock).toMatchObject({ quantity: 0, inStock: false });
    expect((await fetched(id)).stock).toMatchObject({ quantity: 0, inStock: false });
    await kit.platform.db.transaction((tx) => catalog.restockInventory(tx, [line]));
    expect((await listed(id)).stock).toMatchObject({ quantity: 3, inStock: true });
  });
});

describe('catalogReadCache', () => {
  const owner = {};
  const text = (body: Uint8Array) => Buffer.from(body).toString('utf8');
  it('serves a body again until the catalog changes', async () => {
    const cache = catalogReadCache(owner);
    let loads = 0;
    const load = async () => `body ${++loads}`;
    expect(text(await cache.read('k', load))).toBe('body 1');
    expect(text(await cache.read('k', load))).toBe('body 1');
    catalogChanged(kit.platform.db);
    expect(text(await cache.read('k', load))).toBe('body 2');
  });

  // A hit sends the bytes encoded when the body was stored: encoding a 200 KB page per request cost ~40% of a
  // product query's CPU.
  it('serves a hit as the very bytes it stored, UTF-8 encoded', async () => {
    const cache = catalogReadCache(owner);
    const first = await cache.read('bytes', async () => '{"name":"Crème brûlée ☕"}');
    expect(first).toBeInstanceOf(Uint8Array);
    expect(text(first)).toBe('{"name":"Crème brûlée ☕"}');
    expect(await cache.read('bytes', async () => 'other')).toBe(first);
  });

  it('does not keep a body read while a write was under way, before or after its commit', async () => {
    const cache = catalogReadCache(owner);
    let loads = 0;
    // The write lands (in its transaction) while the read is loading: that read may hold the old rows.
    const racing = async () => {
      loads++;
      catalogChanged(kit.platform.db);
      return 'old';
    };
    expect(text(await cache.read('race', racing))).toBe('old');
    expect(text(await cache.read('race', async () => `fresh ${++loads}`))).toBe('fresh 2');

    // A read that starts after the write but before its commit sees the old rows; the commit drops its body.
    let release!: () => void;
    let written!: () => void;
    const wrote = new Promise<void>((resolve) => {
      written = resolve;
    });
    const committed = kit.platform.db.transaction(async (tx) => {
      catalogChanged(tx);
      written();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await wrote;
    expect(text(await cache.read('window', async () => 'before commit'))).toBe('before commit');
    release();
    await committed;
    expect(text(await cache.read('window', async () => 'after commit'))).toBe('after commit');
  });
});

describe('catalog read bodies', () => {
  it('send a few non-ASCII characters as escapes, so clients decode the body as ASCII', async () => {
    const id = await create({ name: 'Cache Mug – 350 ml × 2', description: 'Served at 60 °C' });
    for (const path of [`/stores-reader/v1/products/${id}`, `${QUERY}?.r=${query({ filter: { id } })}`]) {
      const res = await kit.platform.request(path, { headers: { authorization: kit.tokens.visitor } });
      const text = await res.text();
      expect(text).not.toMatch(/[\u0080-\uffff]/);
      expect(JSON.stringify(JSON.parse(text))).toContain('Cache Mug – 350 ml × 2');
    }
  });
});

function query(query: unknown): string {
  return Buffer.from(JSON.stringify({ query })).toString('base64url');
}
