import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createOpaqueToken, hashToken } from '../auth/opaque-token';
import type { PlatformDeps } from '../context';
import { isSecureOrigin } from '../http/public-url';

const COOKIE = 'bazaar_session';
/** A hosted-page sign-in lasts 30 days (or until logout). */
export const BROWSER_SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * Remembers a member signed in on the hosted pages, so a later `prompt=none` authorization can answer without
 * asking again, and logout can end it. Cookie `HttpOnly; SameSite=Lax` (`Secure` on https); only its hash is stored.
 * @param c - the request context
 * @param deps - platform dependencies
 * @param memberId - the member
 * @returns the session's id (the hash of its cookie, see {@link browserSessionId})
 */
export async function startBrowserSession(c: Context, deps: PlatformDeps, memberId: string): Promise<string> {
  const token = createOpaqueToken('bzb');
  const now = deps.clock.now();
  await deps.db.query(
    'insert into browser_sessions (id_hash, member_id, created_at, expires_at) values ($1, $2, $3, $4)',
    [hashToken(token), memberId, now, new Date(now.getTime() + BROWSER_SESSION_TTL_SECONDS * 1000)],
  );
  setCookie(c, COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isSecureOrigin(c, deps.config),
    path: '/',
    maxAge: BROWSER_SESSION_TTL_SECONDS,
  });
  return hashToken(token);
}

/**
 * The id of the hosted sign-in this browser's cookie names (live or not: {@link readBrowserSession} says whether it
 * lasts), as stored: the cookie's hash.
 * @param c - the request context
 */
export function browserSessionId(c: Context): string | undefined {
  const token = getCookie(c, COOKIE);
  return token ? hashToken(token) : undefined;
}

/**
 * The member signed in on this browser, if the session is live and the member may still sign in.
 * @param c - the request context
 * @param deps - platform dependencies
 */
export async function readBrowserSession(c: Context, deps: PlatformDeps): Promise<string | undefined> {
  const token = getCookie(c, COOKIE);
  if (!token) return undefined;
  const rows = await deps.db.query<{ member_id: string }>(
    `select b.member_id from browser_sessions b join members m on m.id = b.member_id
     where b.id_hash = $1 and b.revoked_at is null and b.expires_at > $2 and m.status = 'APPROVED'`,
    [hashToken(token), deps.clock.now()],
  );
  return rows[0]?.member_id;
}

/**
 * Ends this browser's hosted sign-in and removes the cookie.
 * @param c - the request context
 * @param deps - platform dependencies
 */
export async function endBrowserSession(c: Context, deps: PlatformDeps): Promise<void> {
  const token = getCookie(c, COOKIE);
  if (token) {
    await deps.db.query(
      'update browser_sessions set revoked_at = $2 where id_hash = $1 and revoked_at is null',
      [hashToken(token), deps.clock.now()],
    );
  }
  deleteCookie(c, COOKIE, { path: '/', secure: isSecureOrigin(c, deps.config) });
}
