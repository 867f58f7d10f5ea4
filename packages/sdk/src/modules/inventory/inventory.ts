import { lazyCalls } from '../lazy-calls';
import type { inventoryCalls } from './inventory-calls';

type InventoryCalls = typeof inventoryCalls;

/** The calls of `inventory`, all loaded on first use: writes are staff-only and storefronts read stock from products. */
export const INVENTORY_NAMES: ReadonlyArray<keyof InventoryCalls> = [
  'updateInventoryVariants',
  'decrementInventory',
  'incrementInventory',
  'getInventoryVariants',
  'queryInventory',
];

/** The Inventory API v2 (@wix/stores `inventory`): a product's stock per variant, read and adjusted. */
export const inventory = lazyCalls<InventoryCalls>(INVENTORY_NAMES, () =>
  import('./inventory-calls').then((module) => module.inventoryCalls),
);
