import { legacyEvent } from '../define-event';

/**
 * Inventory v1 (legacy events): the events of @wix/stores `inventory`, as data. Mix them into a module object
 * so `createClient` binds the handler registrations: `modules: { inventory: { ...inventory,
 * ...inventoryEvents } }`.
 *
 * @example
 * const client = createClient({ auth: AppStrategy({ publicKey }), modules: { inventory: inventoryEvents } });
 * client.inventory.onInventoryItemChanged((event) => handle(event));
 * await client.webhooks.process(body);
 */
export const inventoryEvents = {
  /** `com.wix.ecommerce.inventory.api.v1.InventoryItemChanged` (legacy): handlers get `{ data, metadata }` with the payload as sent. */
  onInventoryItemChanged: legacyEvent('com.wix.ecommerce.inventory.api.v1.InventoryItemChanged', {
    timestamps: ['updatedDate'],
    fieldMasks: ['fieldMask'],
  }),
  /** `com.wix.ecommerce.inventory.api.v1.InventoryVariantsChanged` (legacy): handlers get `{ data, metadata }` with the payload as sent. */
  onInventoryVariantsChanged: legacyEvent('com.wix.ecommerce.inventory.api.v1.InventoryVariantsChanged', {
    timestamps: ['updatedDate'],
  }),
};
