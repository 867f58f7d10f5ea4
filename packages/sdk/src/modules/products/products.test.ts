import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../errors/bazaar-error';
import type { RecordedRequest } from '../../testing/recording-fetch';
import { P, sdkCollection, sdkProduct, setup, wireCollection, wireProduct } from './products-fixtures';

const decodeR = (request: RecordedRequest) =>
  JSON.parse(Buffer.from(new URL(request.url).searchParams.get('.r')!, 'base64url').toString());

describe('products.queryProducts', () => {
  it('sends the builder query as one `.r` parameter and returns converted products with paging', async () => {
    const { fetch, products: api } = setup(() => ({
      json: { products: [wireProduct()], metadata: { count: 1, offset: 0, total: 1 } },
    }));
    const result = await api
      .queryProducts()
      .eq('_id', P)
      .hasSome('collectionIds', ['c1', 'c2'])
      .limit(10)
      .find();
    expect(fetch.requests[0]).toMatchObject({
      method: 'GET',
      path: expect.stringMatching(/^\/stores-reader\/v1\/products\/query-platformized\?\.r=/),
    });
    expect(decodeR(fetch.requests[0]!)).toEqual({
      query: {
        filter: { $and: [{ id: P }, { collectionIds: { $hasSome: ['c1', 'c2'] } }] },
        paging: { offset: 0, limit: 10 },
      },
    });
    expect(result.items).toEqual([sdkProduct()]);
    expect(result.totalCount).toBe(1);
    expect(result.hasNext()).toBe(false);
  });

  it('sends the extra request fields beside the query', async () => {
    const { fetch, products: api } = setup(() => ({ json: { products: [], metadata: { total: 0 } } }));
    await api.queryProducts({ includeVariants: true, includeHiddenProducts: true }).find();
    expect(decodeR(fetch.requests[0]!)).toMatchObject({ includeVariants: true, includeHiddenProducts: true });
  });

  it('falls back to a POST with a JSON body when the query string is longer than 4000 characters', async () => {
    const { fetch, products: api } = setup(() => ({ json: { products: [], metadata: { total: 0 } } }));
    const ids = Array.from(
      { length: 120 },
      (_, i) => `00000000-0000-0000-0000-${String(i).padStart(12, '0')}`,
    );
    await api.queryProducts().hasSome('_id', ids).find();
    expect(fetch.requests[0]).toMatchObject({
      method: 'POST',
      path: '/stores-reader/v1/products/query-platformized',
      json: { query: { filter: { id: { $hasSome: ids } } } },
    });
  });

  it('walks every page with for await', async () => {
    const { fetch, products: api } = setup((request) => {
      const { offset } = decodeR(request).query.paging;
      const page = offset === 0 ? [wireProduct(), wireProduct()] : [wireProduct()];
      return { json: { products: page, metadata: { count: page.length, offset, total: 3 } } };
    });
    const seen: unknown[] = [];
    for await (const product of await api.queryProducts().limit(2).find()) seen.push(product);
    expect(seen).toHaveLength(3);
    expect(fetch.requests.map((request) => decodeR(request).query.paging)).toEqual([
      { offset: 0, limit: 2 },
      { offset: 2, limit: 2 },
    ]);
  });
});

describe('products.getProduct', () => {
  it('GETs the product with the id and the flag in the query string and converts it', async () => {
    const { fetch, products: api } = setup(() => ({ json: { product: wireProduct() } }));
    expect(await api.getProduct(P, { includeMerchantSpecificData: true })).toEqual({ product: sdkProduct() });
    expect(fetch.requests[0]).toMatchObject({
      method: 'GET',
      path: `/stores-reader/v1/products/${P}?id=${P}&includeMerchantSpecificData=true`,
    });
  });

  it('names an empty id when the server refuses the `undefined` path', async () => {
    const { fetch, products: api } = setup(() => ({ status: 404, json: { message: 'Not found' } }));
    await expect(api.getProduct('')).rejects.toBeInstanceOf(ValidationError);
    expect(fetch.requests[0]?.path).toMatch(/\/undefined\b/);
  });
});

describe('products reads of variants and collections', () => {
  it('getProductOptionsAvailability POSTs the selection and converts the selected variant floats', async () => {
    const { fetch, products: api } = setup(() => ({
      json: { selectedVariant: { weight: 'NaN', price: { price: 10 } }, availableForPurchase: true },
    }));
    const result = await api.getProductOptionsAvailability(P, { Size: 'S' });
    expect(result).toEqual({
      selectedVariant: { weight: Number.NaN, price: { price: 10 } },
      availableForPurchase: true,
    });
    expect(fetch.requests[0]).toMatchObject({
      method: 'POST',
      path: `/stores-reader/v1/products/${P}/productOptionsAvailability`,
      json: { id: P, options: { Size: 'S' } },
    });
  });

  it('queryProductVariants POSTs the options beside the id', async () => {
    const { fetch, products: api } = setup(() => ({ json: { variants: [{ id: 'v1' }], totalResults: 1 } }));
    expect(await api.queryProductVariants(P, { choices: { Size: 'S' }, paging: { limit: 5 } })).toEqual({
      variants: [{ _id: 'v1' }],
      totalResults: 1,
    });
    expect(fetch.requests[0]).toMatchObject({
      json: { id: P, choices: { Size: 'S' }, paging: { limit: 5 } },
    });
  });

  it('queryStoreVariants POSTs {query} and keeps images in their wire shape', async () => {
    const variant = {
      id: `${P}-v1`,
      media: { image: { id: 'i1', url: '/i.png', urlExpirationDate: '2024-01-01T00:00:00Z' } },
    };
    const { fetch, products: api } = setup(() => ({ json: { variants: [variant], metadata: { total: 1 } } }));
    const result = await api.queryStoreVariants({ filter: { productId: P }, paging: { limit: 1 } });
    expect(result.variants?.[0]).toEqual({
      _id: `${P}-v1`,
      media: { image: { _id: 'i1', url: '/i.png', urlExpirationDate: new Date('2024-01-01T00:00:00Z') } },
    });
    expect(fetch.requests[0]).toMatchObject({
      method: 'POST',
      path: '/stores-reader/v1/variants/query',
      json: { query: { filter: { productId: P } } },
    });
  });

  it('getStoreVariant GETs by store variant id', async () => {
    const { fetch, products: api } = setup(() => ({ json: { variant: { id: `${P}-v1` } } }));
    expect(await api.getStoreVariant(`${P}-v1`)).toEqual({ variant: { _id: `${P}-v1` } });
    expect(fetch.requests[0]?.path).toBe(`/stores-reader/v1/variants/${P}-v1?id=${P}-v1`);
  });

  it('getCollectionBySlug GETs the v1 reader path and converts lastUpdated', async () => {
    const { fetch, products: api } = setup(() => ({ json: { collection: wireCollection() } }));
    expect(await api.getCollectionBySlug('mugs')).toEqual({ collection: sdkCollection() });
    expect(fetch.requests[0]?.path).toBe('/stores-reader/v1/collections/slug/mugs?slug=mugs');
  });
});
