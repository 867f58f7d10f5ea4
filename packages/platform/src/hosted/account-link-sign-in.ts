import type { Context } from 'hono';
import type { PlatformDeps } from '../context';
import type { Queryable } from '../db/database';
import type { StoredRedirectSession } from '../modules/redirects/service';
import { browserSessionId, readBrowserSession } from './browser-session';

/** The hosted member account's path (the `membersAccount` redirect target, modules/redirects/service.ts). */
export const ACCOUNT_PAGE_PATH = '/hosted/account';

/**
 * The account page of a redirect session: where a sign-in from that page returns. Built from the session's id
 * alone — never from a URL the request carries — so the way back cannot lead off the platform's own hosted page.
 * @param sessionId - the `membersAccount` redirect session
 */
export const accountPageUrl = (sessionId: string) =>
  `${ACCOUNT_PAGE_PATH}?${new URLSearchParams({ redirect_session_id: sessionId })}`;

/**
 * Remembers that the browser session `browserSession` was signed in from the account link `sessionId`, so the
 * account page shows its member once the browser is back (see {@link memberSignedInFromAccountLink}).
 * @param db - database
 * @param sessionId - the `membersAccount` redirect session
 * @param browserSession - the browser session's id ({@link browserSessionId})
 */
export async function rememberAccountLinkSignIn(
  db: Queryable,
  sessionId: string,
  browserSession: string,
): Promise<void> {
  await db.query(
    `update redirect_sessions set signed_in_browser_session = $2 where id = $1 and target = 'membersAccount'`,
    [sessionId, browserSession],
  );
}

/**
 * The member who signed in from this account link, when this request comes from the browser that did and that
 * sign-in still lasts (logout, expiry or a block ends it). A copied link shows nothing in another browser: the link
 * and the browser's own sign-in must both match.
 * @param c - the request context
 * @param deps - platform dependencies
 * @param session - the `membersAccount` redirect session
 */
export async function memberSignedInFromAccountLink(
  c: Context,
  deps: PlatformDeps,
  session: StoredRedirectSession,
): Promise<string | undefined> {
  const browserSession = browserSessionId(c);
  if (!browserSession || browserSession !== session.signedInBrowserSession) return undefined;
  return readBrowserSession(c, deps);
}
