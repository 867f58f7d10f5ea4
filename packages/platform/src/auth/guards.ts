import type { Context, MiddlewareHandler } from 'hono';
import type { PlatformEnv } from '../context';
import { ApiError } from '../http/api-error';
import { type Caller, getCaller, isOwner, isStaff, type MemberCaller } from './caller';

/**
 * Lets any identified caller through (visitor, member, API key); no or a refused credential → 401.
 * @example app.post('/x', requireCaller(), handler)
 */
export function requireCaller(): MiddlewareHandler<PlatformEnv> {
  return async (c, next) => {
    assertCaller(getCaller(c));
    await next();
  };
}

/** Lets members through; anonymous → 401, visitors and API keys → 403. */
export function requireMember(): MiddlewareHandler<PlatformEnv> {
  return async (c, next) => {
    assertMember(getCaller(c));
    await next();
  };
}

/** Lets staff through (OWNER/CONTRIBUTOR members, API keys); anonymous → 401, visitors and plain members → 403. */
export function requireStaff(): MiddlewareHandler<PlatformEnv> {
  return async (c, next) => {
    const caller = assertCaller(getCaller(c));
    if (!isStaff(caller)) throw ApiError.forbidden('This call needs an owner, a contributor or an API key');
    await next();
  };
}

/** Lets owners through (OWNER members, API keys); anonymous → 401, everyone else → 403. */
export function requireOwner(): MiddlewareHandler<PlatformEnv> {
  return async (c, next) => {
    const caller = assertCaller(getCaller(c));
    if (!isOwner(caller)) throw ApiError.forbidden('This call needs the site owner or an API key');
    await next();
  };
}

/**
 * Returns the caller when identified.
 * @param caller - the caller
 * @throws ApiError 401 for an anonymous caller (with the reason a credential was refused)
 */
export function assertCaller(caller: Caller): Caller {
  if (caller.kind === 'anonymous')
    throw ApiError.unauthenticated(caller.authError ?? 'Missing authorization');
  return caller;
}

/**
 * Returns the caller when it is a member.
 * @param caller - the caller
 * @throws ApiError 401 when anonymous, 403 when not a member
 */
export function assertMember(caller: Caller): MemberCaller {
  assertCaller(caller);
  if (caller.kind !== 'member' || !caller.memberId || !caller.role) {
    throw ApiError.forbidden('This call needs a logged-in member');
  }
  return caller as MemberCaller;
}

/**
 * The member calling the current request.
 * @param c - the request context
 * @throws ApiError 401/403 like {@link assertMember}
 */
export function currentMember(c: Context<PlatformEnv>): MemberCaller {
  return assertMember(getCaller(c));
}
