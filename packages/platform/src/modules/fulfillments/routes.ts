/**
 * Order fulfillments at their public paths (`@wix/auto_sdk_ecom_order-fulfillments`: www.wixapis.com maps
 * `/ecom/v1/fulfillments` to the service's `/v1/fulfillments`). Lists: staff, and the order's buyer; changes: staff
 * (OWNER/CONTRIBUTOR members, API keys), like the other order writes.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { getCaller } from '../../auth/caller';
import { requireCaller, requireStaff } from '../../auth/guards';
import type { PlatformDeps, PlatformEnv } from '../../context';
import { ApiError } from '../../http/api-error';
import { readBody } from '../../http/read-body';
import { parseInput } from '../../http/validate';
import { orderActor } from '../orders/order-events';
import { bulkMetadata, guidParam, itemMetadata } from '../orders/routes';
import { createFulfillments, deleteFulfillment, updateFulfillment } from './fulfillment-changes';
import { listFulfillments } from './fulfillment-reads';

const BASE = '/ecom/v1/fulfillments';

const orderIdsSchema = z.looseObject({ orderIds: z.array(z.guid()).min(1).max(100) });
const createSchema = z.looseObject({ fulfillment: z.looseObject({}) });
const bulkSchema = z.looseObject({
  ordersWithFulfillments: z
    .array(z.looseObject({ orderId: z.guid(), fulfillments: z.array(z.unknown()).min(1).max(100) }))
    .min(1)
    .max(100),
});

/**
 * The fulfillments routes.
 * @param deps - platform dependencies
 */
export function createFulfillmentRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();
  const staff = requireStaff();

  app.get(`${BASE}/orders/:id`, requireCaller(), async (c) =>
    c.json({ orderWithFulfillments: await listFulfillments(deps.db, getCaller(c), guidParam(c, 'id')) }),
  );
  app.post(`${BASE}/list-by-ids`, requireCaller(), async (c) => {
    const { orderIds } = parseInput(orderIdsSchema, await readBody(c));
    const caller = getCaller(c);
    const found = [];
    // Orders the caller may not read are left out, as the transactions list does.
    for (const id of orderIds) {
      try {
        found.push(await listFulfillments(deps.db, caller, id));
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
      }
    }
    return c.json({ ordersWithFulfillments: found });
  });
  app.post(`${BASE}/orders/:id/create-fulfillment`, staff, async (c) => {
    const { fulfillment } = parseInput(createSchema, await readBody(c));
    const id = guidParam(c, 'id');
    const actor = orderActor(getCaller(c));
    const { orderWithFulfillments, fulfillmentIds } = await deps.db.transaction((tx) =>
      createFulfillments(tx, deps, id, [fulfillment], actor, ['fulfillment']),
    );
    return c.json({ orderWithFulfillments, fulfillmentId: fulfillmentIds[0] });
  });
  app.patch(`${BASE}/:fulfillmentId/orders/:id`, staff, async (c) => {
    const body = await readBody(c);
    const id = guidParam(c, 'id');
    const fulfillmentId = guidParam(c, 'fulfillmentId');
    const actor = orderActor(getCaller(c));
    const orderWithFulfillments = await deps.db.transaction((tx) =>
      updateFulfillment(tx, deps, id, fulfillmentId, body.fulfillment, actor),
    );
    return c.json({ orderWithFulfillments });
  });
  app.delete(`${BASE}/:fulfillmentId/orders/:id`, staff, async (c) => {
    const id = guidParam(c, 'id');
    const fulfillmentId = guidParam(c, 'fulfillmentId');
    const actor = orderActor(getCaller(c));
    const orderWithFulfillments = await deps.db.transaction((tx) =>
      deleteFulfillment(tx, deps, id, fulfillmentId, actor),
    );
    return c.json({ orderWithFulfillments });
  });
  app.post(`${BASE}/orders/bulk/create-fulfillments`, staff, async (c) => {
    const body = parseInput(bulkSchema, await readBody(c));
    const actor = orderActor(getCaller(c));
    const results = [];
    // Each order in its own transaction: one order's refusal leaves the others created (rule 70).
    for (const [index, entry] of body.ordersWithFulfillments.entries()) {
      const paths = entry.fulfillments.map((_, at) => `ordersWithFulfillments[${index}].fulfillments[${at}]`);
      try {
        const { orderWithFulfillments } = await deps.db.transaction((tx) =>
          createFulfillments(tx, deps, entry.orderId, entry.fulfillments, actor, paths),
        );
        results.push({
          itemMetadata: itemMetadata(entry.orderId, index),
          ordersWithFulfillments: orderWithFulfillments,
        });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        results.push({ itemMetadata: itemMetadata(entry.orderId, index, error) });
      }
    }
    return c.json({ results, bulkActionMetadata: bulkMetadata(results) });
  });
  return app;
}
