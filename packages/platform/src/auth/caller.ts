import type { Context } from 'hono';
import type { PlatformEnv } from '../context';

/** Member roles (spec §3): owners and contributors are staff. */
export type MemberRole = 'MEMBER' | 'OWNER' | 'CONTRIBUTOR';

/**
 * Who is calling, resolved once per request from the `Authorization` header (auth/resolve-caller.ts):
 * - `anonymous`: no credential, or one that was refused (`authError` says why; guards answer 401 with it);
 * - `visitor`: an anonymous-grant access token (`visitorId`);
 * - `member`: a member access token (`memberId`, `role`, and `visitorId` when the login started as that visitor);
 * - `apiKey`: an API key (elevated, like an owner).
 */
export interface Caller {
  kind: 'anonymous' | 'visitor' | 'member' | 'apiKey';
  visitorId?: string;
  memberId?: string;
  role?: MemberRole;
  /** The token session (`oauth_sessions.id`) the access token belongs to. */
  sessionId?: string;
  /** The OAuth app the token was issued to. */
  clientId?: string;
  apiKeyId?: string;
  /** Why a presented credential was refused. */
  authError?: string;
}

/** A caller that is a member. */
export type MemberCaller = Caller & { kind: 'member'; memberId: string; role: MemberRole };

/** The anonymous caller. */
export const ANONYMOUS: Caller = { kind: 'anonymous' };

/**
 * The caller of the current request.
 * @param c - the request context
 */
export function getCaller(c: Context<PlatformEnv>): Caller {
  return c.get('caller') ?? ANONYMOUS;
}

/**
 * True for staff: an OWNER or CONTRIBUTOR member, or an API key (DESIGN.md §4).
 * @param caller - the caller
 */
export function isStaff(caller: Caller): boolean {
  return (
    caller.kind === 'apiKey' ||
    (caller.kind === 'member' && (caller.role === 'OWNER' || caller.role === 'CONTRIBUTOR'))
  );
}

/**
 * True for an owner: an OWNER member or an API key.
 * @param caller - the caller
 */
export function isOwner(caller: Caller): boolean {
  return caller.kind === 'apiKey' || (caller.kind === 'member' && caller.role === 'OWNER');
}
