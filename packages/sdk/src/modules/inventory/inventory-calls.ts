import { endpoint } from '../endpoint';
import type {
  DecrementData,
  GetInventoryVariantsOptions,
  GetInventoryVariantsResponse,
  IncrementData,
  QueryInventoryOptions,
  QueryInventoryResponse,
  UpdateInventoryVariantsInventoryItem,
} from './inventory-types';

// The Inventory API v2 calls (inventory.ts loads them on their first use: a storefront reads stock from products).

const READER = '/stores-reader/v2/inventoryItems';
const WRITER = '/stores/v2/inventoryItems';

export const inventoryCalls = {
  /** Sets tracking and the stock of a product's variants (staff). */
  updateInventoryVariants: endpoint<
    (productId: string, inventoryItem: UpdateInventoryVariantsInventoryItem) => Promise<void>
  >({
    method: 'PATCH',
    path: `${WRITER}/product/{productId}`,
    args: ['productId', 'inventoryItem'],
    params: { productId: 'string!', inventoryItem: 'object!' },
    idempotent: true,
    void: true,
  }),
  /** Takes units out of tracked inventory; all or nothing, never below zero (staff). */
  decrementInventory: endpoint<(decrementData: DecrementData[]) => Promise<void>>({
    method: 'POST',
    path: `${WRITER}/decrement`,
    args: ['decrementData'],
    params: { decrementData: 'object[]!' },
    void: true,
  }),
  /** Puts units into tracked inventory (staff). */
  incrementInventory: endpoint<(incrementData: IncrementData[]) => Promise<void>>({
    method: 'POST',
    path: `${WRITER}/increment`,
    args: ['incrementData'],
    params: { incrementData: 'object[]!' },
    void: true,
  }),
  /** A product's inventory item, by its id or by `options.productId`. Returns `{ inventoryItem }`. */
  getInventoryVariants: endpoint<
    (inventoryId: string, options?: GetInventoryVariantsOptions) => Promise<GetInventoryVariantsResponse>
  >({
    method: 'POST',
    path: `${READER}/{inventoryId}/getVariants`,
    args: ['inventoryId', '...options'],
    params: { inventoryId: 'string!' },
    idempotent: true,
    response: { timestamps: ['inventoryItem.lastUpdated'] },
  }),
  /** Inventory items by a query. Returns `{ inventoryItems, metadata, totalResults }`. */
  queryInventory: endpoint<(options?: QueryInventoryOptions) => Promise<QueryInventoryResponse>>({
    method: 'POST',
    path: `${READER}/query`,
    args: ['...options'],
    idempotent: true,
    response: { timestamps: ['inventoryItems.lastUpdated'] },
  }),
};
