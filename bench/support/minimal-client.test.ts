import {
  OAuthStrategy as BazaarOAuthStrategy,
  collections,
  createClient as createBazaarClient,
  currentCart,
  products,
  redirects,
} from '@bazaar/sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCartFlowOfSetA, useDemoPlatform } from './demo-platform';
import { createClient, OAuthStrategy } from './minimal-client';

// The floor of bundle-size.bench.ts must really run the sets' normal path, or it would not be a floor: it makes the
// storefront calls of sets (a) and (b) against the platform, and its answers equal our SDK's.
const BASE = 'https://www.wixapis.com';
const platform = useDemoPlatform();

beforeAll(() => {
  // The floor calls the global fetch on the production host, as a browser page would.
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
    platform().app.request(url.replace(BASE, ''), init),
  );
});

afterAll(() => {
  vi.unstubAllGlobals();
});

const modules = { currentCart, redirects, products, collections };
const floorClient = () => createClient({ auth: OAuthStrategy({ clientId: platform().clientId }), modules });
const ourClient = () =>
  createBazaarClient({
    auth: BazaarOAuthStrategy({ clientId: platform().clientId }),
    modules,
    fetch: (request) => platform().app.request(request),
  });

describe('the bundle-size floor (minimal-client.ts)', () => {
  it('runs the catalog calls of set (b) with the same answers as our SDK', async () => {
    const [floor, ours] = [floorClient(), ourClient()];
    const [floorPage, ourPage] = await Promise.all(
      [floor, ours].map((client) => client.products.queryProducts().limit(12).find()),
    );
    expect(floorPage.items.length).toBeGreaterThan(0);
    expect(floorPage.items).toEqual(ourPage.items);
    const id = ourPage.items[0]._id;
    const [floorProduct, ourProduct] = await Promise.all(
      [floor, ours].map((client) => client.products.getProduct(id)),
    );
    expect(floorProduct).toEqual(ourProduct);
    expect(floorProduct.product.lastUpdated).toBeInstanceOf(Date);
    const [floorCollections, ourCollections] = await Promise.all(
      [floor, ours].map((client) => client.collections.queryCollections().find()),
    );
    expect(floorCollections.items).toEqual(ourCollections.items);
  });

  it('runs the cart flow of set (a) up to the checkout redirect', async () => {
    await runCartFlowOfSetA(floorClient());
  });
});
