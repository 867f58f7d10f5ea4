// What the bench's tests share to run reference clients against the platform: the demo store, served in process
// (TestPlatform's app.request), and the storefront cart flow of bundle-size's set (a).
import { seedDemo } from '@bazaar/platform';
import { createTestPlatform, type TestPlatform } from '@bazaar/platform/testing';
import { afterAll, beforeAll, expect } from 'vitest';

/** The Wix Stores app id: catalog references to the platform's products carry it. */
export const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

/**
 * A platform seeded with the demo store for the calling test file (or describe block): created before its tests,
 * closed after them.
 *
 * @returns the platform, once the tests run
 */
export function useDemoPlatform(): () => TestPlatform {
  let platform: TestPlatform | undefined;
  beforeAll(async () => {
    platform = await createTestPlatform();
    await seedDemo(platform.deps);
  }, 60_000);
  afterAll(async () => {
    await platform?.close();
  });
  return () => {
    if (!platform) throw new Error('the demo platform is used before its beforeAll ran');
    return platform;
  };
}

/**
 * The cart flow of bundle-size's set (a), up to the checkout redirect, on a fresh visitor session: a client that
 * runs it (the floor, the least conforming client) does what the set's calls need when they succeed.
 *
 * @param client - a client with the `products`, `currentCart` and `redirects` modules bound
 */
export async function runCartFlowOfSetA(client: any): Promise<void> {
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
  expect((await client.currentCart.estimateCurrentCartTotals()).cart._id).toBe(cart._id);
  const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({ channelType: 'WEB' });
  const { redirectSession } = await client.redirects.createRedirectSession({
    ecomCheckout: { checkoutId },
    callbacks: { postFlowUrl: 'https://app.test/' },
  });
  expect(redirectSession.fullUrl).toContain('http');
  await client.currentCart.removeLineItemsFromCurrentCart([lineItemId]);
}
