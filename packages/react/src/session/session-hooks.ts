import { useSyncExternalStore } from 'react';
import { requireSession, type SessionClient } from '../client-types';
import { useBazaarClient } from '../provider/bazaar-provider';
import { getSessionStore, type SessionSnapshot } from './session-store';

// The session is on every page (the header's sign-in link); the sign-in flows' hooks are in
// session-mutation-hooks.ts, so a page that only reads the session does not bundle them.

/**
 * The provider's client, checked to have an OAuth session.
 *
 * @param hook - the hook asking, for the error message
 * @returns the client
 * @throws Error - when the client's auth is not an `OAuthStrategy`
 */
export const useSessionClient = (hook: string): SessionClient => requireSession(useBazaarClient(), hook);

/**
 * The session: `{ loggedIn, role, tokens }`, re-rendering on every session event (login, logout, new visitor,
 * lost member session). On a server it reads the request's session (cookie token storage).
 *
 * @returns the session snapshot
 * @example
 * const { loggedIn } = useSession();
 * return loggedIn ? <AccountMenu /> : <SignInButton />;
 */
export function useSession(): SessionSnapshot {
  const store = getSessionStore(useSessionClient('useSession').auth);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
