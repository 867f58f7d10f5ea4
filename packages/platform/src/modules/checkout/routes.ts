import { Hono, type MiddlewareHandler } from 'hono';
import { getCaller } from '../../auth/caller';
import { assertCaller } from '../../auth/guards';
import type { PlatformDeps, PlatformEnv } from '../../context';
import { readBody } from '../../http/read-body';
import { parseInput } from '../../http/validate';
import { createSessionWriteCheck } from '../cart/cart-write-throttle';
import { createCatalogService } from '../catalog';
import { createCheckoutService } from './checkout-service';
import { placeOrder } from './place-order';
import { createOrderSchema, markCompletedSchema, updateCheckoutSchema } from './schema';

/** Public path of checkouts (`@wix/ecom` `checkout`: `/ecom/v1/checkouts`). */
export const CHECKOUTS_PATH = '/ecom/v1/checkouts';

/**
 * The checkout calls: `getCheckout` (GET `/{id}`), `updateCheckout` (PATCH `/{checkout.id}`), `removeCoupon`
 * (POST `/{id}/remove-coupon`) and `markCheckoutAsCompleted` (POST `/{id}/mark-as-completed`). A checkout is
 * reachable by its buyer (visitor or member token) and by staff; anyone else gets 404 `CHECKOUT_NOT_FOUND`.
 * `createOrder` (POST `/{id}/create-order`) places the order without a payment (place-order.ts). Every write, placing
 * the order included, is throttled per session before its body is read, in one budget with the session's cart
 * writes (`cartThrottle` config, cart-write-throttle.ts); API keys are never counted.
 * @param deps - platform dependencies
 */
export function createCheckoutRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const cartDeps = { ...deps, catalog: createCatalogService(deps) };
  const checkouts = createCheckoutService(cartDeps);
  const app = new Hono<PlatformEnv>();
  const countWrite = createSessionWriteCheck(deps);
  const guard: MiddlewareHandler<PlatformEnv> = async (c, next) => {
    assertCaller(getCaller(c));
    await next();
  };
  app.use(`${CHECKOUTS_PATH}/*`, guard);

  app.get(`${CHECKOUTS_PATH}/:id`, async (c) =>
    c.json({ checkout: await checkouts.getCheckout(getCaller(c), c.req.param('id')) }),
  );
  app.patch(`${CHECKOUTS_PATH}/:id`, async (c) => {
    countWrite(c);
    const input = parseInput(updateCheckoutSchema, await readBody(c));
    return c.json({ checkout: await checkouts.updateCheckout(getCaller(c), c.req.param('id'), input) });
  });
  app.post(`${CHECKOUTS_PATH}/:id/remove-coupon`, async (c) => {
    countWrite(c);
    return c.json({ checkout: await checkouts.removeCoupon(getCaller(c), c.req.param('id')) });
  });
  // `createOrder`: the order without a payment (INITIALIZED, NOT_PAID); it is paid through the payments collector.
  app.post(`${CHECKOUTS_PATH}/:id/create-order`, async (c) => {
    countWrite(c);
    parseInput(createOrderSchema, await readBody(c));
    const placed = await placeOrder(cartDeps, getCaller(c), c.req.param('id'));
    return c.json({ orderId: placed.order.id });
  });
  app.post(`${CHECKOUTS_PATH}/:id/mark-as-completed`, async (c) => {
    countWrite(c);
    parseInput(markCompletedSchema, await readBody(c));
    await checkouts.markCompleted(getCaller(c), c.req.param('id'));
    return c.json({});
  });
  return app;
}
