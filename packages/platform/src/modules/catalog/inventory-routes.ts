/**
 * The Inventory API v2 (`@wix/stores` `inventory`) at its public paths: reads under `/stores-reader/v2/inventoryItems`
 * open to everyone (stock is public on products; hidden products' items only for staff), writes under
 * `/stores/v2/inventoryItems` for staff (spec §6 "catalog writes are owner-level").
 */
import { Hono } from 'hono';
import { getCaller } from '../../auth/caller';
import { requireStaff } from '../../auth/guards';
import type { PlatformDeps, PlatformEnv } from '../../context';
import { readBody } from '../../http/read-body';
import { parseInput } from '../../http/validate';
import { createCatalogService } from './catalog-service';
import { decrementInventory, incrementInventory } from './inventory-adjustments';
import { getInventoryVariants, queryInventory } from './inventory-reads';
import { productIdOf } from './product-routes';
import { changeProduct } from './product-service';
import { applyInventoryUpdate } from './product-stock';
import {
  decrementInventoryRequestSchema,
  getInventoryVariantsRequestSchema,
  incrementInventoryRequestSchema,
  updateInventoryRequestSchema,
} from './request-schema';

const READER = '/stores-reader/v2/inventoryItems';
const WRITER = '/stores/v2/inventoryItems';

/**
 * The inventory routes.
 * @param deps - platform dependencies
 */
export function createInventoryRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();
  const catalog = createCatalogService(deps);
  const staff = requireStaff();

  app.post(`${READER}/query`, async (c) =>
    c.json(await queryInventory(deps, getCaller(c), (await readBody(c)).query)),
  );
  app.post(`${READER}/:inventoryId/getVariants`, async (c) => {
    const options = parseInput(getInventoryVariantsRequestSchema, await readBody(c));
    return c.json(await getInventoryVariants(deps, getCaller(c), c.req.param('inventoryId'), options));
  });

  // How staff set stock (rule 173).
  app.patch(`${WRITER}/product/:productId`, staff, async (c) => {
    const { inventoryItem } = parseInput(updateInventoryRequestSchema, await readBody(c));
    await changeProduct(deps, getCaller(c), productIdOf(c, 'productId'), (state) => ({
      state: applyInventoryUpdate(state, {
        trackInventory: inventoryItem.trackQuantity,
        variants: inventoryItem.variants,
      }),
      changedFields: ['stock'],
    }));
    return c.json({});
  });
  app.post(`${WRITER}/decrement`, staff, async (c) => {
    const { decrementData } = parseInput(decrementInventoryRequestSchema, await readBody(c));
    await decrementInventory(deps, catalog, getCaller(c), decrementData);
    return c.json({});
  });
  app.post(`${WRITER}/increment`, staff, async (c) => {
    const { incrementData } = parseInput(incrementInventoryRequestSchema, await readBody(c));
    await incrementInventory(deps, catalog, getCaller(c), incrementData);
    return c.json({});
  });
  return app;
}
