import { seedDemo } from '@bazaar/platform';
import { createTestPlatform, type TestPlatform } from '@bazaar/platform/testing';
import {
  OAuthStrategy as BazaarOAuthStrategy,
  collections,
  createClient as createBazaarClient,
  currentCart,
  products,
  redirects,
} from '@bazaar/sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient, OAuthStrategy } from './minimal-client';

// The floor of bundle-size.bench.ts must really run the sets' normal path, or it would not be a floor: it makes the
// storefront calls of sets (a) and (b) against the platform, and its answers equal our SDK's.
const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const BASE = 'https://www.wixapis.com';
let platform: TestPlatform;

beforeAll(async () => {
  platform = await createTestPlatform();
  await seedDemo(platform.deps);
  // The floor calls the global fetch on the production host, as a browser page would.
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
    platform.app.request(url.replace(BASE, ''), init),
  );
}, 60_000);

afterAll(async () => {
  vi.unstubAllGlobals();
  await platform?.close();
});

const modules = { currentCart, redirects, products, collections };
const floorClient = () => createClient({ auth: OAuthStrategy({ clientId: platform.clientId }), modules });
const ourClient = () =>
  createBazaarClient({
    auth: BazaarOAuthStrategy({ clientId: platform.clientId }),
    modules,
    fetch: (request) => platform.app.request(request),
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
    const client = floorClient();
    const page = await client.products.queryProducts().limit(12).find();
    // A product without managed variants: its one variant is in stock whenever the product is.
    const catalogItemId = page.items.find((item: any) => !item.manageVariants && item.stock.inStock)._id;
    const { variants } = (await client.products.getProduct(catalogItemId)).product;
    const { cart } = await client.currentCart.addToCurrentCart({
      lineItems: [
        {
          catalogReference: { appId: STORES_APP_ID, catalogItemId, options: { variantId: variants[0]._id } },
          quantity: 1,
        },
      ],
    });
    expect(cart._createdDate).toBeInstanceOf(Date);
    const lineItemId = cart.lineItems[0]._id;
    await client.currentCart.updateCurrentCartLineItemQuantity([{ _id: lineItemId, quantity: 2 }]);
    expect((await client.currentCart.getCurrentCart()).lineItems[0].quantity).toBe(2);
    const totals = await client.currentCart.estimateCurrentCartTotals();
    expect(totals.cart._id).toBe(cart._id);
    const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({ channelType: 'WEB' });
    const { redirectSession } = await client.redirects.createRedirectSession({
      ecomCheckout: { checkoutId },
      callbacks: { postFlowUrl: 'https://app.test/' },
    });
    expect(redirectSession.fullUrl).toContain('http');
    await client.currentCart.removeLineItemsFromCurrentCart([lineItemId]);
  });
});
