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
import { lazyModule } from './lazy-module';

// The order reads of the thank-you page and the account, downloaded with the first of those pages.
const orders = lazyModule(['getOrder', 'searchOrders'], () =>
  import('../orders/order-calls').then((module) => module.orders),
);

/**
 * The app's SDK client: a visitor or member session kept in `localStorage` (so the cart survives reloads), and the
 * modules the storefront and account use (`orders` loaded on first use).
 *
 * @param config - client id and API origin
 * @returns the client
 */
export function createAppClient(config: AppConfig) {
  return createClient({
    auth: OAuthStrategy({ clientId: config.clientId, tokenStorage: createWebStorageTokenStorage() }),
    modules: { currentCart, redirects, products, collections, members, orders },
    baseUrl: config.apiBaseUrl,
  });
}

/** The app's client. */
export type AppClient = ReturnType<typeof createAppClient>;
