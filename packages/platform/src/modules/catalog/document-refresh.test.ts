import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformApp, createPlatformDeps } from '../../app';
import { refreshDocuments } from './document-refresh';
import { type CatalogTestKit, createCatalogTestKit } from './testing/catalog-test-kit';

let kit: CatalogTestKit;
beforeAll(async () => {
  kit = await createCatalogTestKit({ seed: true });
});
afterAll(() => kit.close());

const query = { query: { filter: { slug: 'enamel-camp-mug' } } };

describe('refreshDocuments', () => {
  it('leaves documents alone after the seed recorded their configuration', async () => {
    expect(await refreshDocuments(kit.platform.deps)).toBe(false);
  });

  it('rebuilds stored documents on the first query after the currency or storefront changed', async () => {
    const before = await kit.call('POST', '/stores-reader/v1/products/query-platformized', { body: query });
    expect(before.body.products[0].priceData.formatted.price).toMatch(/^\$/);
    // The same database opened by a platform configured for another store currency and storefront.
    const config = { ...kit.platform.config, currency: 'EUR', webUrl: 'https://shop.example' };
    const app = createPlatformApp(
      createPlatformDeps({ db: kit.platform.db, clock: kit.platform.clock, config }),
    );
    const res = await app.request('/stores-reader/v1/products/query-platformized', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(query),
    });
    const [product] = (await res.json()).products;
    expect(product.priceData).toMatchObject({ currency: 'EUR', formatted: { price: '€18.00' } });
    expect(product.productPageUrl.base).toBe('https://shop.example/');
  });
});
