import type { RefreshToken, SessionEvent, Tokens } from '@bazaar/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { bazaarKeyPrefix } from '../query-keys';

/** The part of an OAuth strategy this needs. */
interface SessionSource {
  onSessionChange(listener: (event: SessionEvent) => void): () => unknown;
  getTokens(): Tokens;
}

/**
 * Keeps cached data in step with who is signed in: after a visitor logs in every Bazaar query is refetched (the
 * cart, prices and member data depend on the caller); when the cache's data belonged to someone else — after a
 * logout, a lost member session, another member's login, or a new visitor replacing a session (another tab signed
 * out or started one, or a visitor's renewal failed) — they are reset, so nobody is shown the previous caller's
 * cart or account. The first visitor session changes nothing (it starts on the first call, which is already
 * fetching).
 *
 * @param auth - the client's auth strategy (strategies without sessions are ignored)
 * @param queryClient - the cache
 * @returns the unsubscribe function
 */
export function syncQueriesWithSession(auth: object, queryClient: QueryClient): () => void {
  const source = auth as Partial<SessionSource>;
  if (typeof source.onSessionChange !== 'function') return () => {};
  // Whose session the cached data was fetched for (role `none`: nobody's yet, or nobody's any more).
  let holder: RefreshToken | undefined = source.getTokens?.().refreshToken;
  const unsubscribe = source.onSessionChange((event) => {
    const queryKey = bazaarKeyPrefix();
    const previous = holder?.role ?? 'none';
    holder = 'tokens' in event ? event.tokens.refreshToken : undefined;
    if (event.type === 'member-logged-in' && previous !== 'member') {
      void queryClient.invalidateQueries({ queryKey });
    } else if (event.type !== 'visitor-session-started' || previous !== 'none') {
      void queryClient.resetQueries({ queryKey });
    }
  });
  return () => {
    unsubscribe();
  };
}
