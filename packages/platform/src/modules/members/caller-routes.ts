import { Hono } from 'hono';
import { getCaller, isOwner, isStaff } from '../../auth/caller';
import { assertCaller } from '../../auth/guards';
import type { PlatformDeps, PlatformEnv } from '../../context';

/**
 * Who the caller is (Bazaar's own endpoint): `GET /bazaar/v1/me` → `{caller: {kind, memberId?, role?, staff,
 * owner, siteOwnerIds?}}`. The members v1 API has no roles (a member record does not say who is staff), so the back
 * office asks here whether to open, which owner-only pages (webhooks) to offer, and — for staff — which members are
 * site owners (`siteOwnerIds`): it does not offer a contributor changes to an owner's record, which the platform
 * refuses (member-access.ts `assertMayChangeMember`), nor anyone blocking, disconnecting or deleting an owner.
 * Anonymous callers get 401.
 * @param deps - platform dependencies
 */
export function createCallerRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();
  app.get('/bazaar/v1/me', async (c) => {
    const caller = assertCaller(getCaller(c));
    const staff = isStaff(caller);
    return c.json({
      caller: {
        kind: caller.kind,
        ...(caller.memberId ? { memberId: caller.memberId } : {}),
        ...(caller.role ? { role: caller.role } : {}),
        staff,
        owner: isOwner(caller),
        ...(staff ? { siteOwnerIds: await siteOwnerIds(deps) } : {}),
      },
    });
  });
  return app;
}

// Only staff learn who the owners are: to others the roles stay private, like in the members API.
async function siteOwnerIds(deps: PlatformDeps): Promise<string[]> {
  const rows = await deps.db.query<{ id: string }>(`select id from members where role = 'OWNER' order by id`);
  return rows.map((row) => row.id);
}
