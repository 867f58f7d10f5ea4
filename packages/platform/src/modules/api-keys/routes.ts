import { Hono } from 'hono';
import { getCaller } from '../../auth/caller';
import { requireOwner } from '../../auth/guards';
import type { PlatformDeps, PlatformEnv } from '../../context';
import { readBody } from '../../http/read-body';
import { parseInput } from '../../http/validate';
import { apiKeyIdSchema, createApiKeySchema } from './schema';
import { createApiKey, listApiKeys, revokeApiKey } from './service';

/**
 * API-key management for owners (Bazaar's own endpoints; the hosted platform manages keys in its dashboard):
 * `POST /bazaar/v1/api-keys {name}` → `{apiKey, key}` (the secret is shown once), `GET /bazaar/v1/api-keys` →
 * `{apiKeys}`, `DELETE /bazaar/v1/api-keys/{id}` → `{}`. Visitors and plain members get 403.
 * @param deps - platform dependencies
 */
export function createApiKeyRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();
  app.post('/bazaar/v1/api-keys', requireOwner(), async (c) => {
    const input = parseInput(createApiKeySchema, await readBody(c));
    const caller = getCaller(c);
    return c.json(
      await createApiKey(deps.db, deps.clock, { name: input.name, createdBy: caller.memberId ?? null }),
    );
  });
  app.get('/bazaar/v1/api-keys', requireOwner(), async (c) =>
    c.json({ apiKeys: await listApiKeys(deps.db) }),
  );
  app.delete('/bazaar/v1/api-keys/:id', requireOwner(), async (c) => {
    const { id } = parseInput(apiKeyIdSchema, { id: c.req.param('id') });
    await revokeApiKey(deps.db, deps.clock, id);
    return c.json({});
  });
  return app;
}
