import type { SessionEvent } from '@bazaar/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { bazaarKeyPrefix } from '../query-keys';

/** The part of an OAuth strategy this needs. */
interface SessionSource {
  onSessionChange(listener: (event: SessionEvent) => void): () => unknown;
}

/**
 * Keeps cached data in step with who is signed in: after a login every Bazaar query is refetched (the cart, prices
 * and member data depend on the caller); after a logout or a lost member session they are reset, so a former
 * member's data is never shown to the next visitor. A new anonymous session changes nothing (it starts on the first
 * call, which is already fetching).
 *
 * @param auth - the client's auth strategy (strategies without sessions are ignored)
 * @param queryClient - the cache
 * @returns the unsubscribe function
 */
export function syncQueriesWithSession(auth: object, queryClient: QueryClient): () => void {
  const source = auth as Partial<SessionSource>;
  if (typeof source.onSessionChange !== 'function') return () => {};
  const unsubscribe = source.onSessionChange((event) => {
    const queryKey = bazaarKeyPrefix();
    if (event.type === 'member-logged-in') void queryClient.invalidateQueries({ queryKey });
    else if (event.type === 'logged-out' || event.type === 'member-session-lost') {
      void queryClient.resetQueries({ queryKey });
    }
  });
  return () => {
    unsubscribe();
  };
}
