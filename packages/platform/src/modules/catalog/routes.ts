import { Hono } from 'hono';
import type { PlatformDeps, PlatformEnv } from '../../context';
import { createCollectionRoutes } from './collection-routes';
import { createInventoryRoutes } from './inventory-routes';
import { createMediaRoutes } from './media-routes';
import { createProductRoutes } from './product-routes';

/**
 * The catalog module (issue 4): products, variants, collections, inventory and catalog media at their public paths.
 * See README.md in this folder.
 * @param deps - platform dependencies
 */
export function createCatalogRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();
  app.route('/', createProductRoutes(deps));
  app.route('/', createCollectionRoutes(deps));
  app.route('/', createInventoryRoutes(deps));
  app.route('/', createMediaRoutes(deps));
  return app;
}
