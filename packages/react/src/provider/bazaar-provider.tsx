import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, use, useContext, useEffect, useState } from 'react';
import type { AnyBazaarClient } from '../client-types';
import { syncQueriesWithSession } from './sync-queries-with-session';

const BazaarClientContext = createContext<AnyBazaarClient | PromiseLike<AnyBazaarClient> | null>(null);

const isPromiseLike = (value: object): value is PromiseLike<AnyBazaarClient> =>
  typeof (value as { then?: unknown }).then === 'function';

/** Props of {@link BazaarProvider}. */
export interface BazaarProviderProps {
  /**
   * A `createClient` result (its modules decide which hooks work), or a promise of one: an app can then download the
   * SDK in its own chunk and paint what needs no data first. Hooks suspend until it resolves (wrap them in
   * `<Suspense>`).
   */
  client: AnyBazaarClient | PromiseLike<AnyBazaarClient>;
  /** The TanStack cache (default: a new one per provider). Pass one to prefetch, dehydrate or share it. */
  queryClient?: QueryClient;
  children?: ReactNode;
}

/**
 * Provides a Bazaar client and a TanStack QueryClient to the hooks below it, and keeps the cache in step with the
 * session (refetch after login, reset after logout). Safe to render on a server.
 *
 * @param props - the client, the optional QueryClient, the children
 * @returns the providers
 * @example
 * const client = createClient({ auth: OAuthStrategy({ clientId }), modules: { currentCart, redirects } });
 * createRoot(el).render(<BazaarProvider client={client}><App /></BazaarProvider>);
 * @example
 * // The SDK in its own chunk: the page's frame paints while it downloads.
 * const client = import('./bazaar-client').then((module) => module.createAppClient());
 * createRoot(el).render(<BazaarProvider client={client}><App /></BazaarProvider>);
 */
export function BazaarProvider({ client, queryClient, children }: BazaarProviderProps) {
  const [ownQueryClient] = useState(() => queryClient ?? new QueryClient());
  const cache = queryClient ?? ownQueryClient;
  useEffect(() => {
    if (!isPromiseLike(client)) return syncQueriesWithSession(client.auth, cache);
    let stop: (() => void) | undefined;
    let unmounted = false;
    client.then((resolved) => {
      if (!unmounted) stop = syncQueriesWithSession(resolved.auth, cache);
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [client, cache]);
  return (
    <QueryClientProvider client={cache}>
      <BazaarClientContext.Provider value={client}>{children}</BazaarClientContext.Provider>
    </QueryClientProvider>
  );
}

/**
 * The client of the nearest `BazaarProvider`, typed as the caller says. While the provider's client is a pending
 * promise, the component suspends.
 *
 * @returns the client
 * @throws Error - outside a `BazaarProvider`
 * @example
 * const client = useBazaarClient<typeof appClient>();
 */
export function useBazaarClient<TClient extends AnyBazaarClient = AnyBazaarClient>(): TClient {
  const client = useContext(BazaarClientContext);
  if (!client) throw new Error('useBazaarClient must be used inside a <BazaarProvider client={…}>');
  return (isPromiseLike(client) ? use(client) : client) as TClient;
}
