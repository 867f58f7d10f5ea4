import { Hono } from 'hono';
import { requireCaller, requireStaff } from '../../auth/guards';
import type { PlatformDeps, PlatformEnv } from '../../context';
import { readBody } from '../../http/read-body';
import { parseInput } from '../../http/validate';
import { getPrivacySettings, setPrivacySettings, toPrivacySettingsWire } from './privacy-settings';
import { setPrivacySettingsSchema } from './schema';

/**
 * The site's member privacy settings (`@wix/members` `memberPrivacySettings`), relative to
 * `/members/v1/privacy-settings`: `GET` (any caller: the storefront needs to know whether the community is open)
 * and `POST {memberPrivacySettings: {publicMemberVisibility, publicMemberCandidates, revision}}` (staff).
 * @param deps - platform dependencies
 */
export function createPrivacySettingsRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();
  app.get('/', requireCaller(), async (c) =>
    c.json({ memberPrivacySettings: toPrivacySettingsWire(await getPrivacySettings(deps.db)) }),
  );
  app.post('/', requireStaff(), async (c) => {
    const input = parseInput(setPrivacySettingsSchema, await readBody(c)).memberPrivacySettings;
    const settings = await setPrivacySettings(deps.db, deps.clock, {
      ...input,
      revision: Number(input.revision),
    });
    return c.json({ memberPrivacySettings: toPrivacySettingsWire(settings) });
  });
  return app;
}
