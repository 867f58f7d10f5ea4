import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { vi } from 'vitest';
import { cartQueries } from '../cart/cart-queries';
import type { BazaarMutationOptions } from '../options-types';
import { createFakeCartServer, STORES_APP_ID, settle } from './fake-cart-server';

/** The current cart's path. */
export const CART_PATH = '/ecom/v1/carts/current';
/** A Stores catalog reference. */
export const ref = (catalogItemId: string) => ({ appId: STORES_APP_ID, catalogItemId });
/** `addToCurrentCart` options for one item. */
export const add = (catalogItemId: string, quantity = 1) => ({
  lineItems: [{ catalogReference: ref(catalogItemId), quantity }],
});

const observers: Array<() => void> = [];

/** Stops the observers `observeCart` started (call it in `afterEach`). */
export function stopObservers(): void {
  while (observers.length) observers.pop()!();
}

/**
 * A QueryClient with the current cart observed (as a mounted `useCurrentCart` would) over the fake cart server.
 *
 * @param seed - the server cart's items and quantities (none: no cart)
 * @returns the server, the client, the cache and helpers to run mutations and read what is shown
 */
export async function observeCart(seed?: Record<string, number>) {
  const server = createFakeCartServer();
  if (seed) server.seed(seed);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const cartOptions = cartQueries.currentCart(server.client);
  const observer = new QueryObserver(queryClient, cartOptions);
  observers.push(observer.subscribe(() => {}));
  // Until the first fetch is over (a visitor without a cart ends in an error answer, which the SDK converts with a
  // lazily loaded module: more than a few ticks the first time).
  await vi.waitFor(() => {
    if (observer.getCurrentResult().fetchStatus !== 'idle') throw new Error('still fetching');
  });
  await settle();
  // Runs a mutation the way useMutation does, through the mutation cache.
  const run = <TData, TVariables>(options: BazaarMutationOptions<TData, TVariables>, variables: TVariables) =>
    queryClient.getMutationCache().build(queryClient, options).execute(variables);
  const shown = () => queryClient.getQueryData(cartOptions.queryKey);
  const quantities = () =>
    Object.fromEntries(
      (shown()?.lineItems ?? []).map((line) => [line.catalogReference?.catalogItemId, line.quantity]),
    );
  const gets = () => server.fetch.requests.filter((r) => r.method === 'GET' && r.path === CART_PATH).length;
  return { server, client: server.client, queryClient, observer, run, shown, quantities, gets };
}
