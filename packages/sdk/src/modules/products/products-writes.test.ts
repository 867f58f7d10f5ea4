import { describe, expect, it } from 'vitest';
import { P, sdkCollection, sdkProduct, setup, wireCollection, wireProduct } from './products-fixtures';

describe('products writes', () => {
  it('createProduct POSTs {product} with special floats as strings and returns {product}', async () => {
    const { fetch, products: api } = setup(() => ({ json: { product: wireProduct() } }));
    const result = await api.createProduct({ name: 'Mug', priceData: { price: 10.5 }, weight: Number.NaN });
    expect(result).toEqual({ product: sdkProduct() });
    expect(fetch.requests[0]).toMatchObject({
      method: 'POST',
      path: '/stores/v1/products',
      json: { product: { name: 'Mug', priceData: { price: 10.5 }, weight: 'NaN' } },
    });
  });

  it('updateProduct PATCHes /products/{product.id} with the id inside the product, as the official client does', async () => {
    const { fetch, products: api } = setup(() => ({ json: { product: wireProduct() } }));
    expect(await api.updateProduct(P, { name: 'Cup' })).toEqual({ product: sdkProduct() });
    expect(fetch.requests[0]).toMatchObject({
      method: 'PATCH',
      path: `/stores/v1/products/${P}`,
      json: { product: { name: 'Cup', id: P } },
    });
  });

  it('updateCollection PATCHes /collections/{collection.id} and converts the answer', async () => {
    const { fetch, products: api } = setup(() => ({ json: { collection: wireCollection() } }));
    expect(await api.updateCollection('c1', { name: 'Cups' })).toEqual({ collection: sdkCollection() });
    expect(fetch.requests[0]).toMatchObject({
      path: '/stores/v1/collections/c1',
      json: { collection: { name: 'Cups', id: 'c1' } },
    });
  });

  // One row per remaining call: what it sends and that it resolves to nothing or to the converted answer.
  const voidCalls: [
    string,
    (api: ReturnType<typeof setup>['products']) => Promise<unknown>,
    string,
    string,
    unknown,
  ][] = [
    ['deleteProduct', (api) => api.deleteProduct(P), 'DELETE', `/stores/v1/products/${P}?id=${P}`, undefined],
    [
      'resetAllProductVariantData',
      (api) => api.resetAllProductVariantData(P),
      'POST',
      `/stores/v1/products/${P}/variants/resetToDefault`,
      { id: P },
    ],
    [
      'addProductsToCollection',
      (api) => api.addProductsToCollection('c1', [P]),
      'POST',
      '/stores/v1/collections/c1/productIds',
      { id: 'c1', productIds: [P] },
    ],
    [
      'removeProductsFromCollection',
      (api) => api.removeProductsFromCollection('c1', [P]),
      'POST',
      '/stores/v1/collections/c1/productIds/delete',
      { id: 'c1', productIds: [P] },
    ],
    [
      'addProductMedia',
      (api) => api.addProductMedia(P, [{ url: 'https://x/a.png', choice: { option: 'Size', choice: 'S' } }]),
      'POST',
      `/stores/v1/products/${P}/media`,
      { id: P, media: [{ url: 'https://x/a.png', choice: { option: 'Size', choice: 'S' } }] },
    ],
    [
      'removeProductMedia',
      (api) => api.removeProductMedia(P, []),
      'POST',
      `/stores/v1/products/${P}/media/delete`,
      { id: P, mediaIds: [] },
    ],
    [
      'addProductMediaToChoices',
      (api) => api.addProductMediaToChoices(P, [{ option: 'Size', choice: 'S', mediaIds: ['m1'] }]),
      'PATCH',
      `/stores/v1/products/${P}/choices/media`,
      { id: P, media: [{ option: 'Size', choice: 'S', mediaIds: ['m1'] }] },
    ],
    [
      'removeProductMediaFromChoices',
      (api) => api.removeProductMediaFromChoices(P, [{ option: 'Size', choice: 'S' }]),
      'POST',
      `/stores/v1/products/${P}/choices/media/delete`,
      { id: P, media: [{ option: 'Size', choice: 'S' }] },
    ],
    [
      'deleteProductOptions',
      (api) => api.deleteProductOptions(P),
      'DELETE',
      `/stores/v1/products/${P}/options?id=${P}`,
      undefined,
    ],
    ['removeBrand', (api) => api.removeBrand(P), 'POST', `/stores/v1/products/${P}/remove-brand`, { id: P }],
    [
      'removeRibbon',
      (api) => api.removeRibbon(P),
      'POST',
      `/stores/v1/products/${P}/remove-ribbon`,
      { id: P },
    ],
    [
      'deleteCollection',
      (api) => api.deleteCollection('c1'),
      'DELETE',
      '/stores/v1/collections/c1?id=c1',
      undefined,
    ],
  ];
  it.each(voidCalls)(
    '%s sends its request and resolves to nothing',
    async (_name, call, method, path, json) => {
      const { fetch, products: api } = setup(() => ({ json: {} }));
      expect(await call(api)).toBeUndefined();
      expect(fetch.requests[0]).toMatchObject({ method, path, json });
    },
  );

  it('updateProductVariants PATCHes the overrides (floats as wire values) and converts the variants', async () => {
    const { fetch, products: api } = setup(() => ({
      json: { variants: [{ id: 'v1', variant: { weight: '-Infinity' } }] },
    }));
    const result = await api.updateProductVariants(P, [
      { choices: { Size: 'S' }, price: 12, weight: Number.NaN },
    ]);
    expect(result).toEqual({ variants: [{ _id: 'v1', variant: { weight: Number.NEGATIVE_INFINITY } }] });
    expect(fetch.requests[0]).toMatchObject({
      method: 'PATCH',
      path: `/stores/v1/products/${P}/variants`,
      json: { id: P, variants: [{ choices: { Size: 'S' }, price: 12, weight: 'NaN' }] },
    });
  });

  it('createCollection POSTs {collection} and converts lastUpdated', async () => {
    const { fetch, products: api } = setup(() => ({ json: { collection: wireCollection() } }));
    expect(await api.createCollection({ name: 'Mugs' })).toEqual({ collection: sdkCollection() });
    expect(fetch.requests[0]).toMatchObject({
      method: 'POST',
      path: '/stores/v1/collections',
      json: { collection: { name: 'Mugs' } },
    });
  });

  it('bulkUpdateProductsProperty and bulkAdjustProductProperty send ids with the set or adjust value', async () => {
    const reply = {
      results: [{ itemMetadata: { id: P, originalIndex: 0, success: true } }],
      bulkActionMetadata: { totalSuccesses: 1 },
    };
    const { fetch, products: api } = setup(() => ({ json: reply }));
    const updated = await api.bulkUpdateProductsProperty([P], { price: 20 });
    expect(updated.results?.[0]?.itemMetadata).toEqual({ _id: P, originalIndex: 0, success: true });
    await api.bulkAdjustProductProperty({ price: { percentage: { rate: 10, roundToInt: true } } }, [P]);
    expect(fetch.requests.map((request) => [request.path, request.json])).toEqual([
      ['/stores/v1/bulk/products/update', { ids: [P], set: { price: 20 } }],
      [
        '/stores/v1/bulk/products/adjust-properties',
        { adjust: { price: { percentage: { rate: 10, roundToInt: true } } }, ids: [P] },
      ],
    ]);
  });

  it('names a list that is not an array when the server refuses it', async () => {
    const { fetch, products: api } = setup(() => ({ status: 400, json: { message: 'invalid' } }));
    await expect(api.addProductsToCollection('c1', P as never)).rejects.toThrow(
      '"productIds" must be string[]',
    );
    expect(fetch.requests).toHaveLength(1);
  });
});
