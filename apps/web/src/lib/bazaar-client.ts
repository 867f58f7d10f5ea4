import {
  collections,
  createClient,
  createWebStorageTokenStorage,
  currentCart,
  members,
  OAuthStrategy,
  products,
  redirects,
} from '@bazaar/sdk';
import type { AppConfig } from './app-config';

/**
 * The app's SDK client: a visitor or member session kept in `localStorage` (so the cart survives reloads), and the
 * modules the storefront and account use. TODO(orders): add `orders` here when the orders SDK module lands;
 * `orders/order-queries.ts` then finds it.
 *
 * @param config - client id and API origin
 * @returns the client
 */
export function createAppClient(config: AppConfig) {
  return createClient({
    auth: OAuthStrategy({ clientId: config.clientId, tokenStorage: createWebStorageTokenStorage() }),
    modules: { currentCart, redirects, products, collections, members },
    baseUrl: config.apiBaseUrl,
  });
}

/** The app's client. */
export type AppClient = ReturnType<typeof createAppClient>;
