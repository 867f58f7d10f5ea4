import type { ConversionPaths } from '../../modules/endpoint';
import { createdEvent, deletedEvent, updatedEvent } from '../define-event';

// Conversion paths of the wix.stores.catalog.v3.customization entity (wire names), as the official module's
// event definitions list them.
const CUSTOMIZATION: ConversionPaths = {
  timestamps: ['createdDate', 'updatedDate'],
};

/**
 * Catalog v3 customizations: the events of @wix/stores `customizationsV3`, as data. Mix them into a module
 * object so `createClient` binds the handler registrations: `modules: { customizationsV3: {
 * ...customizationsV3, ...customizationV3Events } }`.
 *
 * @example
 * const client = createClient({ auth: AppStrategy({ publicKey }), modules: { customizationsV3: customizationV3Events } });
 * client.customizationsV3.onCustomizationCreated((event) => handle(event));
 * await client.webhooks.process(body);
 */
export const customizationV3Events = {
  /** `wix.stores.catalog.v3.customization_created`: handlers get `{ entity, metadata }`. */
  onCustomizationCreated: createdEvent('wix.stores.catalog.v3.customization', CUSTOMIZATION),
  /** `wix.stores.catalog.v3.customization_deleted`: handlers get `{ entity?, metadata }`. */
  onCustomizationDeleted: deletedEvent('wix.stores.catalog.v3.customization', CUSTOMIZATION),
  /** `wix.stores.catalog.v3.customization_updated`: handlers get `{ entity, metadata, modifiedFields? }`. */
  onCustomizationUpdated: updatedEvent('wix.stores.catalog.v3.customization', CUSTOMIZATION),
};
