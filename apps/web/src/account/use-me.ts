import { useCurrentMember, useSession } from '@bazaar/react';

/**
 * The signed-in member (FULL fieldset), read only while signed in and not signing out: signing out resets the
 * cache, and a page still on screen must not ask the server for a visitor's member (404).
 *
 * @param signingOut - true once the member asked to sign out
 * @returns the query
 */
export const useMe = (signingOut = false) =>
  useCurrentMember(undefined, { enabled: useSession().loggedIn && !signingOut });
