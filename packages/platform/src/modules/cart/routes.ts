import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { getCaller } from '../../auth/caller';
import type { PlatformDeps, PlatformEnv } from '../../context';
import { readBody } from '../../http/read-body';
import { parseInput } from '../../http/validate';
import { createCatalogService } from '../catalog';
import { createCheckoutService } from '../checkout/checkout-service';
import { parseAddToCart } from './add-to-cart-input';
import { cartOwnerOf } from './buyer-info';
import { createCartService, type WireCart } from './cart-service';
import { createSessionWriteCheck } from './cart-write-throttle';
import {
  createCheckoutSchema,
  estimateTotalsSchema,
  removeLineItemsSchema,
  updateCartSchema,
  updateQuantitiesSchema,
} from './schema';
import { cartAnswerJson } from './wire-cart-json';

/** Public path of the current cart (endpoints.md rows 16–24). */
export const CURRENT_CART_PATH = '/ecom/v1/carts/current';

/**
 * The current cart's nine calls (spec §7 "Current cart"). Every call needs a visitor or member token (rule 1):
 * anonymous → 401, API keys → 403. Answers: `{cart}` for reads and changes, `{checkoutId}` for create-checkout,
 * the estimate for estimate-totals, `{}` for delete (endpoints.md "Notes"). Writes (everything but the read and the
 * estimate) are throttled per session (`cartThrottle` config, cart-write-throttle.ts: one budget with the session's
 * checkout writes) before their body is read.
 * @param deps - platform dependencies
 */
export function createCartRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const cartDeps = { ...deps, catalog: createCatalogService(deps) };
  const carts = createCartService(cartDeps);
  const checkouts = createCheckoutService(cartDeps);
  const app = new Hono<PlatformEnv>();
  const path = CURRENT_CART_PATH;
  const countWrite = createSessionWriteCheck(deps);
  // Who may call is settled before the body is read: 401/403 come before 400.
  const guard: MiddlewareHandler<PlatformEnv> = async (c, next) => {
    cartOwnerOf(getCaller(c));
    await next();
  };
  // `{cart}` from the cart's text, which the change's event reused: the same body as c.json({cart}).
  const cartAnswer = (c: Context<PlatformEnv>, cart: WireCart) =>
    c.body(cartAnswerJson(cart), 200, { 'Content-Type': 'application/json' });
  app.use(path, guard);
  app.use(`${path}/*`, guard);

  app.get(path, async (c) => c.json({ cart: await carts.getCurrentCart(getCaller(c)) }));
  app.patch(path, async (c) => {
    countWrite(c);
    const input = parseInput(updateCartSchema, await readBody(c));
    return cartAnswer(c, await carts.updateCurrentCart(getCaller(c), input));
  });
  app.delete(path, async (c) => {
    countWrite(c);
    await carts.deleteCurrentCart(getCaller(c));
    return c.json({});
  });
  app.post(`${path}/add-to-cart`, async (c) => {
    countWrite(c);
    const input = parseAddToCart(await readBody(c));
    return cartAnswer(c, await carts.addToCurrentCart(getCaller(c), input));
  });
  app.post(`${path}/remove-line-items`, async (c) => {
    countWrite(c);
    const { lineItemIds } = parseInput(removeLineItemsSchema, await readBody(c));
    return cartAnswer(c, await carts.removeLineItems(getCaller(c), lineItemIds));
  });
  app.post(`${path}/remove-coupon`, async (c) => {
    countWrite(c);
    return cartAnswer(c, await carts.removeCoupon(getCaller(c)));
  });
  app.post(`${path}/update-line-items-quantity`, async (c) => {
    countWrite(c);
    const { lineItems } = parseInput(updateQuantitiesSchema, await readBody(c));
    return cartAnswer(c, await carts.updateLineItemsQuantity(getCaller(c), lineItems));
  });
  app.post(`${path}/create-checkout`, async (c) => {
    countWrite(c);
    const input = parseInput(createCheckoutSchema, await readBody(c));
    return c.json(await checkouts.createFromCurrentCart(getCaller(c), input));
  });
  app.post(`${path}/estimate-totals`, async (c) => {
    const input = parseInput(estimateTotalsSchema, await readBody(c));
    return c.json(await carts.estimateTotals(getCaller(c), input));
  });
  return app;
}
