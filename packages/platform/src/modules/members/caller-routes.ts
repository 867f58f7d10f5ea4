import { Hono } from 'hono';
import { getCaller, isOwner, isStaff } from '../../auth/caller';
import { assertCaller } from '../../auth/guards';
import type { PlatformEnv } from '../../context';

/**
 * Who the caller is (Bazaar's own endpoint): `GET /bazaar/v1/me` → `{caller: {kind, memberId?, role?, staff,
 * owner}}`. The members v1 API has no roles (a member record does not say who is staff), so the back office asks
 * here whether to open, and which owner-only pages (webhooks) to offer. Anonymous callers get 401.
 */
export function createCallerRoutes(): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();
  app.get('/bazaar/v1/me', (c) => {
    const caller = assertCaller(getCaller(c));
    return c.json({
      caller: {
        kind: caller.kind,
        ...(caller.memberId ? { memberId: caller.memberId } : {}),
        ...(caller.role ? { role: caller.role } : {}),
        staff: isStaff(caller),
        owner: isOwner(caller),
      },
    });
  });
  return app;
}
