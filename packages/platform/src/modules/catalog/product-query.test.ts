import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProducts } from './demo/demo-catalog';
import { type CallerKind, type CatalogTestKit, createCatalogTestKit } from './testing/catalog-test-kit';

let kit: CatalogTestKit;
beforeAll(async () => {
  kit = await createCatalogTestKit({ seed: true });
});
afterAll(() => kit.close());

const QUERY = '/stores-reader/v1/products/query-platformized';
const VISIBLE = demoProducts.filter((demo) => demo.product.visible).length;

/** The query as the official client sends it: a GET with the request as base64url JSON in `.r`. */
function get(request: Record<string, unknown>, as: CallerKind = 'visitor') {
  const packed = Buffer.from(JSON.stringify(request)).toString('base64url');
  return kit.call('GET', `${QUERY}?.r=${packed}`, { as });
}
const post = (request: Record<string, unknown>, as: CallerKind = 'visitor') =>
  kit.call('POST', QUERY, { as, body: request });
const names = (body: any) => body.products.map((product: any) => product.name);
const slugs = (body: any) => body.products.map((product: any) => product.slug);

describe('product query', () => {
  it('answers the GET with `.r` and its POST fallback with the same page and offset metadata', async () => {
    const request = { query: { filter: {}, paging: { offset: 5, limit: 10 } } };
    const viaGet = await get(request);
    expect(viaGet.status).toBe(200);
    expect(viaGet.headers.get('content-type')).toMatch(/^application\/json/);
    expect(viaGet.body.metadata).toEqual({ count: 10, offset: 5, total: VISIBLE });
    expect((await post(request)).body).toEqual(viaGet.body);
  });

  it('answers 50 products from offset 0 when the query names no paging (spec §9)', async () => {
    const { body } = await post({ query: { filter: {} } });
    expect(body.products).toHaveLength(50);
    expect(body.metadata).toEqual({ count: 50, offset: 0, total: VISIBLE });
    expect(VISIBLE).toBeGreaterThan(50);
  });

  // Rule 183: the documented full scan — sort by numericId ascending and page with `numericId $gt` the last one.
  it('walks every visible product once by numericId keyset paging (rule 183)', async () => {
    const seen: string[] = [];
    let last: string | undefined;
    for (let page = 0; page < 20; page++) {
      const { body } = await post({
        query: {
          filter: last === undefined ? {} : { numericId: { $gt: Number(last) } },
          sort: [{ fieldName: 'numericId', order: 'ASC' }],
          paging: { limit: 16 },
        },
      });
      if (body.products.length === 0) break;
      const numericIds = body.products.map((product: any) => Number(product.numericId));
      expect([...numericIds].sort((a, b) => a - b)).toEqual(numericIds);
      seen.push(...body.products.map((product: any) => product.id));
      last = body.products.at(-1).numericId;
    }
    expect(seen).toHaveLength(VISIBLE);
    expect(new Set(seen).size).toBe(VISIBLE);
  });

  it('lists newest first by default, which is the demo catalog order', async () => {
    const { body } = await post({ query: { paging: { limit: 3 } } });
    expect(slugs(body)).toEqual(demoProducts.slice(0, 3).map((demo) => demo.product.slug));
    expect(body.products[0].collectionIds).toContain('00000000-000000-000000-000000000001');
  });

  it('filters on collections through `collectionIds` (alias of `collections.id`, rule 182) and on options', async () => {
    const kitchen = await kit.collectionId('camp-kitchen');
    const { body } = await post({
      query: { filter: { collectionIds: { $hasSome: [kitchen] }, 'options.Color': { $hasSome: ['Coral'] } } },
    });
    expect(slugs(body)).toEqual(['double-wall-tumbler']);
    const viaCanonical = await post({
      query: { filter: { 'collections.id': kitchen }, paging: { limit: 100 } },
    });
    expect(viaCanonical.body.metadata.total).toBe(15);
  });

  it('filters on price ranges and sorts by price, with `priceData.price` as another name for `price`', async () => {
    const { body } = await post({
      query: {
        filter: { $and: [{ price: { $gte: 100 } }, { 'priceData.price': { $lt: 200 } }] },
        sort: [{ fieldName: 'price', order: 'DESC' }],
        paging: { limit: 100 },
      },
    });
    const prices = body.products.map((product: any) => product.priceData.price);
    expect(prices.length).toBeGreaterThan(2);
    expect(prices.every((price: number) => price >= 100 && price < 200)).toBe(true);
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
  });

  it('filters on stock status, brand and a case-insensitive name prefix', async () => {
    const out = await post({
      query: { filter: { inventoryStatus: 'OUT_OF_STOCK' }, paging: { limit: 100 } },
    });
    expect(slugs(out.body).sort()).toEqual(
      [
        'baseplate-compass',
        'bivy-sack',
        'camp-french-press',
        'pine-incense-cones',
        'wool-hiking-socks',
      ].sort(),
    );
    const brand = await post({ query: { filter: { brand: 'Northpine', name: { $startsWith: 'trail' } } } });
    expect(names(brand.body).sort()).toEqual(['Trail Gloves', 'Trail Runner Jacket']);
  });

  it('accepts the legacy JSON-string filter and sort (rule 181)', async () => {
    const { body } = await post({
      query: { filter: JSON.stringify({ slug: 'bivy-sack' }), sort: JSON.stringify([{ price: 'desc' }]) },
    });
    expect(slugs(body)).toEqual(['bivy-sack']);
  });

  it('hides hidden products from everyone but staff asking for them (rule 171)', async () => {
    const hidden = {
      query: { filter: { visible: false }, paging: { limit: 100 } },
      includeHiddenProducts: true,
    };
    expect((await post(hidden, 'visitor')).body.metadata.total).toBe(0);
    expect((await post(hidden, 'member')).body.metadata.total).toBe(0);
    expect(slugs((await post(hidden, 'owner')).body).sort()).toEqual(['canvas-work-shirt', 'map-case']);
    expect((await post({ query: {} }, 'apiKey')).body.metadata.total).toBe(VISIBLE);
    expect((await post({ query: {}, includeHiddenProducts: true }, 'contributor')).body.metadata.total).toBe(
      demoProducts.length,
    );
  });

  it('includes merchant data for staff only, and variants when asked', async () => {
    const request = { query: { filter: { slug: 'trail-runner-jacket' } }, includeMerchantSpecificData: true };
    const visitor = (await post(request, 'visitor')).body.products[0];
    const owner = (await post(request, 'owner')).body.products[0];
    expect(visitor.costAndProfitData).toBeUndefined();
    expect(visitor.variants).toBeUndefined();
    expect(owner.costAndProfitData).toMatchObject({ itemCost: 58, profit: 71 });
    expect(owner.costRange).toEqual({ minValue: 58, maxValue: 62 });
    const withVariants = (await post({ ...request, includeVariants: true }, 'visitor')).body.products[0];
    expect(withVariants.variants).toHaveLength(12);
    expect(withVariants.variants[0].variant.costAndProfitData).toBeUndefined();
  });

  it('answers INVALID_ARGUMENT with a field violation for unknown fields, operators and limits, never a 500', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ filter: { colour: 'red' } }, 'query.filter.colour', 'FIELD_NOT_ALLOWED'],
      [{ filter: { name: { $regex: '.*' } } }, 'query.filter.name', 'FORMAT'],
      [{ filter: { price: { $gt: 'cheap' } } }, 'query.filter.price', 'FORMAT'],
      [{ sort: [{ fieldName: 'description' }] }, 'query.sort[0].fieldName', 'FIELD_NOT_ALLOWED'],
      [{ paging: { limit: 101 } }, 'query.paging.limit', 'MAX'],
    ];
    for (const [query, field, rule] of cases) {
      const res = await get({ query });
      expect(res.status).toBe(400);
      expect(res.body.details.validationError.fieldViolations).toEqual([
        expect.objectContaining({ field, violatedRule: rule }),
      ]);
    }
  });
});

describe('GET /stores-reader/v1/products/{id}', () => {
  it('returns the product with its variants and, for staff asking, merchant data', async () => {
    const id = await kit.productId('trail-runner-jacket');
    const visitor = await kit.call(
      'GET',
      `/stores-reader/v1/products/${id}?includeMerchantSpecificData=true`,
      {
        as: 'anonymous',
      },
    );
    expect(visitor.status).toBe(200);
    expect(visitor.body.product.variants).toHaveLength(12);
    expect(visitor.body.product.costAndProfitData).toBeUndefined();
    const owner = await kit.call(
      'GET',
      `/stores-reader/v1/products/${id}?id=${id}&includeMerchantSpecificData=true`,
      {
        as: 'owner',
      },
    );
    expect(owner.body.product.costAndProfitData.itemCost).toBe(58);
  });

  it('finds a hidden product for staff only', async () => {
    const id = await kit.productId('map-case');
    expect((await kit.call('GET', `/stores-reader/v1/products/${id}`, { as: 'visitor' })).status).toBe(404);
    expect((await kit.call('GET', `/stores-reader/v1/products/${id}`, { as: 'contributor' })).status).toBe(
      200,
    );
  });
});
