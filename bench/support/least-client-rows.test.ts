import { createClient, currentCart, OAuthStrategy, products } from '@bazaar/sdk';
import { describe, expect, it } from 'vitest';
import { STORES_APP_ID, useDemoPlatform } from './demo-platform';
import { leastConformingClients } from './least-client-rows';

// The whole least conforming client's rows of products-query and cart-get time its two builds making the same call
// as ours: each must give our SDK's answer, the cart one reading our visitor's cart through the tokens it is given.
const BASE = 'http://platform.test';
const platform = useDemoPlatform();

const platformFetch = async (url: string, init: RequestInit) => platform().app.request(url, init);
const ours = () =>
  createClient({
    auth: OAuthStrategy({ clientId: platform().clientId }),
    modules: { currentCart, products },
    fetch: (request: Request) => platform().app.request(request),
  });

describe('the least conforming client, whole, as benchmark rows', () => {
  it('gives our SDK’s queryProducts().limit(100).find() page in both builds, each with its own session', async () => {
    const ourPage = await ours().products.queryProducts().limit(100).find();
    const builds = leastConformingClients({
      clientId: platform().clientId,
      baseUrl: BASE,
      fetch: platformFetch,
      modules: { products },
    });
    expect(ourPage.items.length).toBeGreaterThan(10);
    for (const build of [builds.inPlace, builds.copying]) {
      const page = await build.products.queryProducts().limit(100).find();
      expect(page.items).toStrictEqual(ourPage.items);
    }
  });

  it('reads our visitor’s cart with our tokens, with our SDK’s getCurrentCart() answer, in both builds', async () => {
    const client = ours();
    // The benchmark's cart: the first 10 products without options (cart-get.bench.ts).
    const page = await client.products.queryProducts().limit(100).find();
    const plain = page.items.filter((product) => (product.productOptions ?? []).length === 0).slice(0, 10);
    await client.currentCart.addToCurrentCart({
      lineItems: plain.map((product, index) => ({
        catalogReference: { appId: STORES_APP_ID, catalogItemId: product._id! },
        quantity: 1 + (index % 3),
      })),
    });
    const ourCart = await client.currentCart.getCurrentCart();
    expect(ourCart.lineItems).toHaveLength(10);
    const options = {
      clientId: platform().clientId,
      baseUrl: BASE,
      fetch: platformFetch,
      modules: { currentCart },
    };
    const builds = leastConformingClients({ ...options, tokens: client.auth.getTokens() });
    for (const build of [builds.inPlace, builds.copying])
      expect(await build.currentCart.getCurrentCart()).toStrictEqual(ourCart);
    // Without the tokens, a client is another visitor, without our cart.
    const stranger = leastConformingClients(options).inPlace;
    expect(await stranger.currentCart.getCurrentCart().catch(() => undefined)).not.toEqual(ourCart);
  });
});
