import type { ConversionPaths } from '../../modules/endpoint';
import { actionEvent, createdEvent, deletedEvent, nestPaths, updatedEvent } from '../define-event';
import type { EventEntity } from '../event-types';

// Conversion paths of the wix.stores.catalog.v3.inventory_item entity (wire names), as the official module's
// event definitions list them.
const INVENTORY_ITEM: ConversionPaths = {
  timestamps: ['createdDate', 'updatedDate'],
};

/**
 * Catalog v3 inventory items: the events of @wix/stores `inventoryItemsV3`, as data. Mix them into a module
 * object so `createClient` binds the handler registrations: `modules: { inventoryItemsV3: {
 * ...inventoryItemsV3, ...inventoryItemV3Events } }`.
 *
 * @example
 * const client = createClient({ auth: AppStrategy({ publicKey }), modules: { inventoryItemsV3: inventoryItemV3Events } });
 * client.inventoryItemsV3.onInventoryItemCreated((event) => handle(event));
 * await client.webhooks.process(body);
 */
export const inventoryItemV3Events = {
  /** `wix.stores.catalog.v3.inventory_item_created`: handlers get `{ entity, metadata }`. */
  onInventoryItemCreated: createdEvent('wix.stores.catalog.v3.inventory_item', INVENTORY_ITEM),
  /** `wix.stores.catalog.v3.inventory_item_deleted`: handlers get `{ entity?, metadata }`. */
  onInventoryItemDeleted: deletedEvent('wix.stores.catalog.v3.inventory_item', INVENTORY_ITEM),
  /** `wix.stores.catalog.v3.inventory_item_updated`: handlers get `{ entity, metadata, modifiedFields? }`. */
  onInventoryItemUpdated: updatedEvent('wix.stores.catalog.v3.inventory_item', INVENTORY_ITEM),
  /** `wix.stores.catalog.v3.inventory_item_stock_status_updated` (action): handlers get `{ data, metadata }`. */
  onInventoryItemStockStatusUpdated: actionEvent(
    'wix.stores.catalog.v3.inventory_item',
    'stock_status_updated',
  ),
  /** `wix.stores.catalog.v3.inventory_item_updated_with_reason` (action): handlers get `{ data, metadata }` with `data.currentEntity`. */
  onInventoryItemUpdatedWithReason: actionEvent<{ currentEntity?: EventEntity; [field: string]: unknown }>(
    'wix.stores.catalog.v3.inventory_item',
    'updated_with_reason',
    nestPaths('currentEntity', INVENTORY_ITEM),
  ),
};
