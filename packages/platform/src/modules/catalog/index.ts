/**
 * The catalog module's API for other platform modules (cart, checkout, orders): the catalog service and the catalog
 * constants. Routes are mounted through `createCatalogRoutes` in `app.ts`. See README.md in this folder.
 */
export {
  type CatalogItem,
  type CatalogItemRef,
  type CatalogService,
  createCatalogService,
  type InventoryItemQuantity,
  type InventoryReason,
} from './catalog-service';
export {
  ALL_PRODUCTS_COLLECTION_ID,
  DEFAULT_VARIANT_ID,
  type ProductType,
  STORES_APP_ID,
} from './product-state';
export { createCatalogRoutes } from './routes';
export { seedDemoCatalog } from './seed-demo-catalog';
