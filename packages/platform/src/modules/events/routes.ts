import { Hono } from 'hono';
import { getCaller } from '../../auth/caller';
import { requireOwner } from '../../auth/guards';
import type { PlatformDeps, PlatformEnv } from '../../context';
import { readBody } from '../../http/read-body';
import { readQuery } from '../../http/read-query';
import { parseInput } from '../../http/validate';
import { getDelivery, queryDeliveries, redeliver } from './deliveries';
import { createWebhookSchema, idSchema, listDeliveriesSchema } from './schema';
import { createSubscription, deleteSubscription, listSubscriptions } from './subscriptions';
import { getWebhookKey, toPublicKeyInfo } from './webhook-key';

/**
 * Webhook management for owners (owners and API keys; Bazaar's own endpoints, README "Webhooks"):
 *
 * - `POST /bazaar/v1/webhooks {eventType, url}` → `{webhook}`; `GET /bazaar/v1/webhooks` → `{webhooks}`;
 *   `DELETE /bazaar/v1/webhooks/{id}` → `{}` (pending deliveries are canceled).
 * - `GET /bazaar/v1/webhooks/public-key` → `{publicKey, kid, algorithm, appId, instanceId, createdDate,
 *   previousKeys}`: what receivers give `AppStrategy({ publicKey })` (the top-level key), or the whole answer to our
 *   SDK, which verifies with the key of the token's `kid` (previousKeys: keys replaced by a rotation, until expiresDate).
 * - `POST /bazaar/v1/webhooks/deliveries/query {query}` → `{deliveries, metadata}` (shared query language);
 *   `GET /bazaar/v1/webhooks/deliveries?status=&eventType=&webhookId=&entityId=&limit=&offset=` the same, newest
 *   first; `GET /bazaar/v1/webhooks/deliveries/{id}` → `{delivery}`; `POST …/deliveries/{id}/redeliver` →
 *   `{delivery}`. Deliveries carry their attempts (time, duration, status code, error, outcome).
 * @param deps - platform dependencies
 */
export function createWebhookRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();
  app.use('/bazaar/v1/webhooks', requireOwner());
  app.use('/bazaar/v1/webhooks/*', requireOwner());

  app.post('/bazaar/v1/webhooks', async (c) => {
    const input = parseInput(createWebhookSchema, await readBody(c));
    const caller = getCaller(c);
    const webhook = await createSubscription(deps.db, deps.clock, {
      ...input,
      createdBy: caller.memberId ?? null,
    });
    return c.json({ webhook });
  });
  app.get('/bazaar/v1/webhooks', async (c) => c.json({ webhooks: await listSubscriptions(deps.db) }));
  app.get('/bazaar/v1/webhooks/public-key', async (c) =>
    c.json(toPublicKeyInfo(await getWebhookKey(deps.db, deps.clock), deps.clock.now())),
  );

  app.post('/bazaar/v1/webhooks/deliveries/query', async (c) => {
    const body = await readBody(c);
    return c.json(await queryDeliveries(deps.db, body.query ?? {}));
  });
  app.get('/bazaar/v1/webhooks/deliveries', async (c) => {
    const input = parseInput(listDeliveriesSchema, readQuery(c));
    const filter = Object.fromEntries(
      (['status', 'eventType', 'webhookId', 'entityId'] as const)
        .filter((name) => input[name] !== undefined)
        .map((name) => [name, input[name]]),
    );
    return c.json(
      await queryDeliveries(deps.db, {
        filter,
        paging: { limit: input.limit ?? 50, offset: input.offset ?? 0 },
      }),
    );
  });
  app.get('/bazaar/v1/webhooks/deliveries/:id', async (c) => {
    const { id } = parseInput(idSchema, { id: c.req.param('id') });
    return c.json({ delivery: await getDelivery(deps.db, id) });
  });
  app.post('/bazaar/v1/webhooks/deliveries/:id/redeliver', async (c) => {
    const { id } = parseInput(idSchema, { id: c.req.param('id') });
    return c.json({ delivery: await redeliver(deps.db, deps.clock, id) });
  });

  app.delete('/bazaar/v1/webhooks/:id', async (c) => {
    const { id } = parseInput(idSchema, { id: c.req.param('id') });
    await deleteSubscription(deps.db, deps.clock, id);
    return c.json({});
  });
  return app;
}
