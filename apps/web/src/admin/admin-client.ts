import { useBazaarClient } from '@bazaar/react';
import {
  type AuthStrategy,
  collections,
  createClient,
  inventory,
  members,
  orderFulfillments,
  orders,
  orderTransactions,
  paymentsCollector,
  products,
} from '@bazaar/sdk';
import { useMemo } from 'react';
import { CONFIG_META_NAME, readAppConfig } from '../lib/app-config';
import { backOffice } from './back-office-api';

/**
 * The back office's client: the storefront's session (same auth strategy, so the signed-in staff member's tokens)
 * with the modules only staff use. It lives in the back-office chunk so the storefront does not download them.
 *
 * @param auth - the app client's auth strategy
 * @param baseUrl - the API origin
 * @returns the client
 */
export function createAdminClient(auth: AuthStrategy, baseUrl: string) {
  return createClient({
    auth,
    modules: {
      orders,
      orderTransactions,
      orderFulfillments,
      paymentsCollector,
      members,
      products,
      collections,
      inventory,
      backOffice,
    },
    baseUrl,
  });
}

/** The back office's client. */
export type AdminClient = ReturnType<typeof createAdminClient>;

/**
 * The back office's client, made once per app client.
 *
 * @returns the client
 */
export function useAdminClient(): AdminClient {
  const appClient = useBazaarClient();
  return useMemo(() => {
    const config = readAppConfig(
      document.querySelector(`meta[name="${CONFIG_META_NAME}"]`)?.getAttribute('content') ?? null,
      location.origin,
    );
    return createAdminClient(appClient.auth, config.apiBaseUrl);
  }, [appClient]);
}
