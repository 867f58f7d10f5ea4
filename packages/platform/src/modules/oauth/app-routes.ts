import { Hono } from 'hono';
import { z } from 'zod';
import { requireOwner } from '../../auth/guards';
import type { PlatformDeps, PlatformEnv } from '../../context';
import { readBody } from '../../http/read-body';
import { parseInput } from '../../http/validate';
import { createOAuthApp, listOAuthApps } from './oauth-apps';

const createOAuthAppSchema = z.object({
  name: z.string().trim().min(1).max(100),
  allowedRedirectUris: z.array(z.string().max(2048)).max(50),
});

/**
 * OAuth-app management for owners (Bazaar's own endpoints): `POST /bazaar/v1/oauth-apps {name,
 * allowedRedirectUris}` → `{oauthApp}`, `GET /bazaar/v1/oauth-apps` → `{oauthApps}`.
 * @param deps - platform dependencies
 */
export function createOAuthAppRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();
  app.post('/bazaar/v1/oauth-apps', requireOwner(), async (c) => {
    const input = parseInput(createOAuthAppSchema, await readBody(c));
    return c.json({ oauthApp: await createOAuthApp(deps.db, deps.clock, input) });
  });
  app.get('/bazaar/v1/oauth-apps', requireOwner(), async (c) =>
    c.json({ oauthApps: await listOAuthApps(deps.db) }),
  );
  return app;
}
