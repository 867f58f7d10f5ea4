import {
  collections,
  createClient,
  createWebStorageTokenStorage,
  currentCart,
  OAuthStrategy,
  products,
  redirects,
} from '@bazaar/sdk';
import type { AppConfig } from './app-config';
import { lazyModule } from './lazy-module';

// Modules only some pages call, downloaded with the first of those pages: the order reads of the thank-you page
// and the account, and the member's own record (account).
const orders = lazyModule(['getOrder', 'searchOrders'], () =>
  import('./lazy-modules').then((module) => module.orders),
);
// The tracking of the account's order page.
const orderFulfillments = lazyModule(['listFulfillmentsForSingleOrder'], () =>
  import('./lazy-modules').then((module) => module.orderFulfillments),
);
const members = lazyModule(
  [
    'getCurrentMember',
    'updateMember',
    'updateCurrentMemberSlug',
    'joinCommunity',
    'leaveCommunity',
    'deleteMyMember',
  ],
  () => import('./lazy-modules').then((module) => module.members),
);

/**
 * The app's SDK client: a visitor or member session kept in `localStorage` (so the cart survives reloads), and the
 * modules the storefront and account use (`orders`, `orderFulfillments` and `members` loaded on
 * first use).
 *
 * @param config - client id and API origin
 * @returns the client
 */
export function createAppClient(config: AppConfig) {
  return createClient({
    auth: OAuthStrategy({ clientId: config.clientId, tokenStorage: createWebStorageTokenStorage() }),
    modules: { currentCart, redirects, products, collections, members, orders, orderFulfillments },
    baseUrl: config.apiBaseUrl,
  });
}

/** The app's client. */
export type AppClient = ReturnType<typeof createAppClient>;
