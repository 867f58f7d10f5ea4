import { seedDemo } from '@bazaar/platform';
import { createTestPlatform, type TestPlatform } from '@bazaar/platform/testing';
import { collections, createClient, OAuthStrategy, products } from '@bazaar/sdk';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderHooks } from '../test-support/render-hooks';
import { useCollections } from './collection-hooks';
import { collectionQueries } from './collection-queries';
import { useProduct, useProductOptionsAvailability, useProducts } from './product-hooks';
import { productQueries } from './product-queries';

// Catalog hooks over the demo catalog of a test platform (real HTTP): hooks and factories share their keys, so
// what a route loader or a server prefetched is what the page renders.

let platform: TestPlatform;
let client: ReturnType<typeof makeClient>;
const makeClient = (baseUrl: string) =>
  createClient({
    auth: OAuthStrategy({ clientId: platform.clientId }),
    baseUrl,
    modules: { products, collections },
  });

beforeAll(async () => {
  platform = await createTestPlatform();
  await seedDemo(platform.deps, { force: true });
  client = makeClient((await platform.listen()).baseUrl);
});
afterAll(() => platform.close());

const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const jacket = (query: Parameters<NonNullable<Parameters<typeof useProducts>[0]>>[0]) =>
  query.eq('slug', 'trail-runner-jacket');

describe('catalog hooks', () => {
  it('render the pages and products their factories prefetched', async () => {
    const queryClient = newQueryClient();
    const page = await queryClient.fetchQuery(productQueries.queryOptions.queryProducts(client, jacket));
    const id = page.items[0]!._id!;
    await queryClient.prefetchQuery(productQueries.queryOptions.getProduct(client, id));
    await queryClient.prefetchQuery(collectionQueries.queryOptions.queryCollections(client));
    const choices = { Size: 'XL', Color: 'Rust' };
    await queryClient.prefetchQuery(
      productQueries.queryOptions.getProductOptionsAvailability(client, id, choices),
    );

    const rendered = renderHooks(client, queryClient, () => ({
      products: useProducts(jacket).data,
      product: useProduct(id).data,
      availability: useProductOptionsAvailability(id, choices).data,
      collections: useCollections().data,
    }));
    expect(rendered.products?.items.map((product) => product.name)).toEqual(['Trail Runner Jacket']);
    expect(rendered.product?.product?.variants?.length).toBeGreaterThan(1);
    // The demo's rust XL is sold out (demo/README.md).
    expect(rendered.availability).toMatchObject({ availableForPurchase: false });
    expect(rendered.collections?.items[0]?.name).toBe('All Products');
  });
});
