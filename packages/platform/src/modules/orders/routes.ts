/**
 * Order calls at their public paths (endpoints.md rows 25–38, with the `/ecom/v1/ep-orders` aliases) and the orders
 * settings. Reads: staff see every order, members their own, the buying visitor its order by id. Everything else
 * needs staff (OWNER/CONTRIBUTOR members, API keys).
 */
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { type Caller, getCaller } from '../../auth/caller';
import { requireCaller, requireStaff } from '../../auth/guards';
import type { PlatformDeps, PlatformEnv } from '../../context';
import { ApiError } from '../../http/api-error';
import { readBody } from '../../http/read-body';
import { parseInput } from '../../http/validate';
import { addActivities, deleteActivity, parsePublicActivity, updateActivity } from './activity-service';
import { commitDeltas } from './commit-deltas';
import { createOrder, ValidNewOrder } from './create-order';
import { aggregateOrders } from './order-aggregate';
import { orderActor } from './order-events';
import { getOrder, searchOrders } from './order-reads';
import { createOrderRequestSchema } from './order-schema';
import { cancelOrder, updateOrderStatus } from './order-status';
import { ORDER_STATUSES, type Order } from './order-types';
import { updateOrder, updateOrderLineItem, updateOrderTags } from './order-updates';
import { getOrdersSettings, updateOrdersSettings } from './orders-settings';

const BASES = ['/ecom/v1/orders', '/ecom/v1/ep-orders'];
const BULK = '/ecom/v1/bulk/orders';

const guid = z.guid();

/**
 * A GUID path parameter.
 * @param c - the request context
 * @param name - the parameter
 * @throws ApiError 400 when it is not a GUID
 */
export function guidParam(c: Context<PlatformEnv>, name: string): string {
  const value = c.req.param(name);
  if (!guid.safeParse(value).success)
    throw ApiError.invalidField(name, 'must be a GUID', 'FORMAT', { type: 'GUID' });
  return value!;
}

/** The `createdBy` of an order placed by this caller (rule 51). */
function createdByOf(caller: Caller): Order['createdBy'] {
  if (caller.kind === 'apiKey') return { appId: caller.apiKeyId ?? '' };
  if (caller.memberId) return { memberId: caller.memberId };
  return caller.visitorId ? { visitorId: caller.visitorId } : undefined;
}

const cancelSchema = z.looseObject({
  sendOrderCanceledEmail: z.boolean().nullable().optional(),
  customMessage: z.string().min(1).max(1000).nullable().optional(),
  restockAllItems: z.boolean().nullable().optional(),
});
const statusSchema = z.looseObject({ status: z.enum(ORDER_STATUSES) });
const bulkUpdateSchema = z.looseObject({
  orders: z
    .array(z.looseObject({ order: z.looseObject({ id: z.guid() }), fieldMask: z.unknown().optional() }))
    .min(1)
    .max(100),
  returnEntity: z.boolean().nullable().optional(),
});
// `TagsTagList.tagIds @maxSize 100`. Without this a string was spread into one tag per character and a number
// answered 500.
const tagList = z.looseObject({ tagIds: z.array(z.string().min(1)).max(100).optional() }).optional();
const tagChanges = z.looseObject({ tags: tagList, privateTags: tagList }).nullable().optional();
const tagsSchema = z.looseObject({
  orderIds: z.array(z.guid()).min(1).max(100),
  assignTags: tagChanges,
  unassignTags: tagChanges,
});

/** A bulk item's metadata (rule 70). */
function itemMetadata(id: string, index: number, error?: unknown) {
  if (!error) return { id, originalIndex: index, success: true };
  const failure =
    error instanceof ApiError
      ? { code: error.code, description: error.description, data: error.data }
      : { code: 'INTERNAL_ERROR', description: 'The item could not be processed', data: {} };
  return { id, originalIndex: index, success: false, error: failure };
}

/**
 * The orders routes.
 * @param deps - platform dependencies
 */
export function createOrderRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();
  const staff = requireStaff();
  const actor = (c: Context<PlatformEnv>) => orderActor(getCaller(c));
  const inTx = <T>(
    work: (tx: Parameters<Parameters<PlatformDeps['db']['transaction']>[0]>[0]) => Promise<T>,
  ) => deps.db.transaction(work);

  for (const base of BASES) {
    app.post(`${base}/search`, requireCaller(), async (c) => {
      const body = await readBody(c);
      return c.json(await searchOrders(deps.db, getCaller(c), body.search));
    });
    app.post(`${base}/aggregate`, staff, async (c) =>
      c.json(await aggregateOrders(deps.db, await readBody(c))),
    );
    app.get(`${base}/:id`, requireCaller(), async (c) =>
      c.json({ order: await getOrder(deps.db, getCaller(c), guidParam(c, 'id')) }),
    );
    app.post(base, staff, async (c) => {
      // Validated here once, order and settings together: createOrder takes the order as it is.
      const { order, settings } = parseInput(createOrderRequestSchema, await readBody(c));
      const caller = getCaller(c);
      const created = await inTx((tx) =>
        createOrder(tx, deps, {
          order: new ValidNewOrder(order),
          settings,
          createdBy: createdByOf(caller),
          actor: orderActor(caller),
        }),
      );
      return c.json({ order: created.order });
    });
    app.patch(`${base}/:id`, staff, async (c) => {
      const body = await readBody(c);
      const patch = (body.order ?? {}) as Record<string, unknown>;
      const id = guidParam(c, 'id');
      return c.json({
        order: await inTx((tx) => updateOrder(tx, deps, id, patch, body.fieldMask, actor(c))),
      });
    });
    app.post(`${base}/:id/commit-deltas`, staff, async (c) => {
      const body = (await readBody(c)) as Parameters<typeof commitDeltas>[3];
      const id = guidParam(c, 'id');
      return c.json({ order: await inTx((tx) => commitDeltas(tx, deps, id, body, actor(c))) });
    });
    app.patch(`${base}/:id/line-item/:lineItemId`, staff, async (c) => {
      const body = await readBody(c);
      const lineItem = { ...(body.lineItem as Record<string, unknown>), id: c.req.param('lineItemId') };
      const id = guidParam(c, 'id');
      return c.json({ order: await inTx((tx) => updateOrderLineItem(tx, deps, id, lineItem, actor(c))) });
    });
    app.post(`${base}/:id/activities`, staff, async (c) => {
      const body = await readBody(c);
      const activity = parsePublicActivity(body.activity as never);
      const id = guidParam(c, 'id');
      const { order, activityIds } = await inTx((tx) => addActivities(tx, deps, id, [activity], actor(c)));
      return c.json({ order, activityId: activityIds[0] });
    });
    app.post(`${base}/:id/activities/add`, staff, async (c) => {
      const body = await readBody(c);
      const list = (body.orderActivities ?? body.activities ?? []) as unknown[];
      if (!Array.isArray(list) || list.length === 0 || list.length > 300) {
        const rule = Array.isArray(list) && list.length > 300 ? 'MAX_SIZE' : 'MIN_SIZE';
        throw ApiError.invalidField('orderActivities', 'must hold 1 to 300 activities', rule);
      }
      const activities = list.map((entry, index) =>
        parsePublicActivity(entry as never, `orderActivities[${index}]`),
      );
      const id = guidParam(c, 'id');
      return c.json(await inTx((tx) => addActivities(tx, deps, id, activities, actor(c))));
    });
    app.patch(`${base}/:id/activities/:activityId`, staff, async (c) => {
      const body = await readBody(c);
      const id = guidParam(c, 'id');
      const activityId = c.req.param('activityId');
      const order = await inTx((tx) =>
        updateActivity(tx, deps, id, activityId, body.activity as never, actor(c)),
      );
      return c.json({ order });
    });
    app.delete(`${base}/:id/activities/:activityId`, staff, async (c) => {
      const id = guidParam(c, 'id');
      const activityId = c.req.param('activityId');
      return c.json({ order: await inTx((tx) => deleteActivity(tx, deps, id, activityId, actor(c))) });
    });
    app.post(`${base}/:id/cancel`, staff, async (c) => {
      const body = parseInput(cancelSchema, await readBody(c));
      const id = guidParam(c, 'id');
      const options = {
        sendOrderCanceledEmail: body.sendOrderCanceledEmail ?? false,
        restockAllItems: body.restockAllItems ?? false,
        ...(body.customMessage && { customMessage: body.customMessage }),
      };
      return c.json({ order: await inTx((tx) => cancelOrder(tx, deps, id, options, actor(c))) });
    });
    app.post(`${base}/:id/update-status`, staff, async (c) => {
      const { status } = parseInput(statusSchema, await readBody(c));
      const id = guidParam(c, 'id');
      return c.json({ order: await inTx((tx) => updateOrderStatus(tx, deps, id, status, actor(c))) });
    });
  }

  app.post(`${BULK}/update`, staff, async (c) => {
    const body = parseInput(bulkUpdateSchema, await readBody(c));
    const results = [];
    for (const [index, entry] of body.orders.entries()) {
      const id = entry.order.id;
      try {
        const order = await inTx((tx) =>
          updateOrder(tx, deps, id, entry.order, entry.fieldMask, actor(c), `orders[${index}].fieldMask`),
        );
        results.push({ itemMetadata: itemMetadata(id, index), ...(body.returnEntity && { item: order }) });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        results.push({ itemMetadata: itemMetadata(id, index, error) });
      }
    }
    return c.json({ results, bulkActionMetadata: bulkMetadata(results) });
  });
  app.post(`${BULK}/update-tags`, staff, async (c) => {
    const body = parseInput(tagsSchema, await readBody(c));
    const results = [];
    for (const [index, id] of body.orderIds.entries()) {
      try {
        await inTx((tx) =>
          updateOrderTags(tx, deps, id, body.assignTags ?? {}, body.unassignTags ?? {}, actor(c)),
        );
        results.push({ itemMetadata: itemMetadata(id, index) });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        results.push({ itemMetadata: itemMetadata(id, index, error) });
      }
    }
    return c.json({ results, bulkActionMetadata: bulkMetadata(results) });
  });

  app.get('/ecom/v1/orders-settings', staff, async (c) =>
    c.json({ ordersSettings: await getOrdersSettings(deps.db, deps.clock) }),
  );
  app.patch('/ecom/v1/orders-settings', staff, async (c) => {
    const body = await readBody(c);
    const ordersSettings = await inTx((tx) =>
      updateOrdersSettings(tx, deps.clock, body.ordersSettings, actor(c)),
    );
    return c.json({ ordersSettings });
  });
  return app;
}

/**
 * `bulkActionMetadata` of bulk results (rule 70).
 * @param results - the per-item results
 */
export function bulkMetadata(results: { itemMetadata: { success: boolean } }[]) {
  const totalSuccesses = results.filter((result) => result.itemMetadata.success).length;
  return { totalSuccesses, totalFailures: results.length - totalSuccesses, undetailedFailures: 0 };
}

export { itemMetadata };
