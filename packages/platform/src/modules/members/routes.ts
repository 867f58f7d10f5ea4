import { Hono } from 'hono';
import type { PlatformDeps, PlatformEnv } from '../../context';
import { createCallerRoutes } from './caller-routes';
import { createMemberAboutRoutes } from './member-about-routes';
import { registerMemberJobHandlers } from './member-bulk-jobs';
import { createMembersV1Routes } from './members-v1-routes';
import { createPrivacySettingsRoutes } from './privacy-settings-routes';

/**
 * The members module: the members v1 calls at `/members/v1/members…` (endpoints.md rows 50–73), the member privacy
 * settings at `/members/v1/privacy-settings`, who the caller is at `/bazaar/v1/me` (caller-routes.ts) and the "About" sections at `/members/v2/abouts…` — each also under
 * `/_api/members/…`, the paths the official client uses for hosts other than `www.wixapis.com` (endpoints.md §0).
 * Registers the handlers of the members bulk jobs.
 * @param deps - platform dependencies
 */
export function createMemberRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  registerMemberJobHandlers();
  const app = new Hono<PlatformEnv>();
  const members = createMembersV1Routes(deps);
  const privacy = createPrivacySettingsRoutes(deps);
  const abouts = createMemberAboutRoutes(deps);
  for (const prefix of ['/members', '/_api/members']) {
    app.route(`${prefix}/v1/members`, members);
    app.route(`${prefix}/v1/privacy-settings`, privacy);
    app.route(`${prefix}/v2/abouts`, abouts);
  }
  app.route('/', createCallerRoutes(deps));
  return app;
}
