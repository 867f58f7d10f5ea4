import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { AnyBazaarClient } from '../client-types';
import { syncQueriesWithSession } from './sync-queries-with-session';

const BazaarClientContext = createContext<AnyBazaarClient | null>(null);

/** Props of {@link BazaarProvider}. */
export interface BazaarProviderProps {
  /** A `createClient` result (its modules decide which hooks work). */
  client: AnyBazaarClient;
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
 */
export function BazaarProvider({ client, queryClient, children }: BazaarProviderProps) {
  const [ownQueryClient] = useState(() => queryClient ?? new QueryClient());
  const cache = queryClient ?? ownQueryClient;
  useEffect(() => syncQueriesWithSession(client.auth, cache), [client, cache]);
  return (
    <QueryClientProvider client={cache}>
      <BazaarClientContext.Provider value={client}>{children}</BazaarClientContext.Provider>
    </QueryClientProvider>
  );
}

/**
 * The client of the nearest `BazaarProvider`, typed as the caller says.
 *
 * @returns the client
 * @throws Error - outside a `BazaarProvider`
 * @example
 * const client = useBazaarClient<typeof appClient>();
 */
export function useBazaarClient<TClient extends AnyBazaarClient = AnyBazaarClient>(): TClient {
  const client = useContext(BazaarClientContext);
  if (!client) throw new Error('useBazaarClient must be used inside a <BazaarProvider client={…}>');
  return client as TClient;
}
