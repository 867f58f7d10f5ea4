import { seedDemoStorePricing } from '@bazaar/platform';
import { afterAll, beforeAll } from 'vitest';
import type { CartBuyerKind, CartClientFactory, CartModules } from './cart-clients';
import { type ContractPlatform, startContractPlatform } from './contract-platform';
import { rewriteGlobalFetch } from './rewrite-fetch';

/** The Wix Stores app id of catalog references. */
export const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

/** A platform with the demo store's pricing (shipping, tax, coupons), served over HTTP, for one test file. */
export interface CartPlatform {
  server: ContractPlatform;
  /** The real fetch (the global one is swapped for the official client's token calls). */
  fetcher: typeof fetch;
  apiKey: string;
  /** Modules of one client bound to a new buyer. */
  buyer(factory: CartClientFactory, kind: CartBuyerKind): Promise<CartModules>;
  /** Creates a physical product through the catalog API; returns its id. */
  product(input: { name?: string; price: number; quantity?: number; weight?: number }): Promise<string>;
  /** Units left of a tracked product. */
  stock(productId: string): Promise<number>;
  /** A JSON request with the API key. */
  staff(method: string, path: string, body?: unknown): Promise<any>;
}

/** A catalog line item of `productId`. */
export const lineItem = (productId: string, quantity = 1) => ({
  catalogReference: { appId: STORES_APP_ID, catalogItemId: productId },
  quantity,
});

/**
 * Starts the platform for a test file, seeds the demo store's pricing, and points the global fetch at it (the
 * official client's token calls use the global fetch, endpoints.md §0).
 */
export function useCartPlatform(): CartPlatform {
  const context = {} as CartPlatform;
  let restore = () => {};
  let products = 0;
  beforeAll(async () => {
    const server = await startContractPlatform();
    await seedDemoStorePricing(server.platform.deps);
    const swap = rewriteGlobalFetch(server.baseUrl);
    restore = swap.restore;
    const apiKey = (await server.platform.seed.apiKey()).key;
    const staff = async (method: string, path: string, body?: unknown) => {
      const res = await swap.original(`${server.baseUrl}${path}`, {
        method,
        headers: { authorization: apiKey, ...(body !== undefined && { 'content-type': 'application/json' }) },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      const json = await res.json();
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
      return json;
    };
    Object.assign(context, {
      server,
      fetcher: swap.original,
      apiKey,
      staff,
      buyer: (factory: CartClientFactory, kind: CartBuyerKind) =>
        factory.buyer({ platform: server.platform, baseUrl: server.baseUrl, fetcher: swap.original }, kind),
      async product(input: { name?: string; price: number; quantity?: number; weight?: number }) {
        const { product } = await staff('POST', '/stores/v1/products', {
          product: {
            name: input.name ?? `Contract product ${++products}`,
            priceData: { price: input.price },
            ...(input.weight !== undefined && { weight: input.weight }),
            stock:
              input.quantity === undefined
                ? { trackInventory: false, inStock: true }
                : { trackInventory: true, quantity: input.quantity },
          },
        });
        return product.id as string;
      },
      async stock(productId: string) {
        const { product } = await staff('GET', `/stores-reader/v1/products/${productId}`);
        return product.stock.quantity as number;
      },
    });
  });
  afterAll(async () => {
    restore();
    await context.server?.close();
  });
  return context;
}
