import { Hono } from 'hono';
import { getCaller } from '../../auth/caller';
import { requireCaller } from '../../auth/guards';
import type { PlatformDeps, PlatformEnv } from '../../context';
import { publicOrigin } from '../../http/public-url';
import { readBody } from '../../http/read-body';
import { parseInput } from '../../http/validate';
import { createRedirectSessionSchema } from './schema';
import { createRedirectSession } from './service';

/** Public paths of the redirect-session call: the one the official client uses first, then the aliases. */
export const REDIRECT_SESSION_PATHS = [
  '/_api/redirects-api/v1/redirect-session',
  '/redirect-session/v1/redirect-session',
  '/headless/v1/redirect-session',
];

/**
 * `POST /_api/redirects-api/v1/redirect-session` (and aliases) → `{redirectSession}`. Needs a token (the official
 * client always sends at least a visitor token).
 * @param deps - platform dependencies
 */
export function createRedirectRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();
  for (const path of REDIRECT_SESSION_PATHS) {
    app.post(path, requireCaller(), async (c) => {
      const input = parseInput(createRedirectSessionSchema, await readBody(c));
      const redirectSession = await createRedirectSession(
        deps,
        getCaller(c),
        input,
        publicOrigin(c, deps.config),
      );
      return c.json({ redirectSession });
    });
  }
  return app;
}
