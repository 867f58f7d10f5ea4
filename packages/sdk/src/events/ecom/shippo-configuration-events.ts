import type { ConversionPaths } from '../../modules/endpoint';
import { createdEvent, deletedEvent, updatedEvent } from '../define-event';

// Conversion paths of the wix.ecom.v1.shippo_configuration entity (wire names), as the official module's
// event definitions list them.
const SHIPPO_CONFIGURATION: ConversionPaths = {
  timestamps: ['createdDate', 'updatedDate'],
};

/**
 * Shipping-label provider (Shippo) configurations: the events of @wix/ecom `shippoConfigurations`, as data.
 * Mix them into a module object so `createClient` binds the handler registrations: `modules: {
 * shippoConfigurations: { ...shippoConfigurations, ...shippoConfigurationEvents } }`.
 *
 * @example
 * const client = createClient({ auth: AppStrategy({ publicKey }), modules: { shippoConfigurations: shippoConfigurationEvents } });
 * client.shippoConfigurations.onShippoConfigurationCreated((event) => handle(event));
 * await client.webhooks.process(body);
 */
export const shippoConfigurationEvents = {
  /** `wix.ecom.v1.shippo_configuration_created`: handlers get `{ entity, metadata }`. */
  onShippoConfigurationCreated: createdEvent('wix.ecom.v1.shippo_configuration', SHIPPO_CONFIGURATION),
  /** `wix.ecom.v1.shippo_configuration_deleted`: handlers get `{ entity?, metadata }`. */
  onShippoConfigurationDeleted: deletedEvent('wix.ecom.v1.shippo_configuration', SHIPPO_CONFIGURATION),
  /** `wix.ecom.v1.shippo_configuration_updated`: handlers get `{ entity, metadata, modifiedFields? }`. */
  onShippoConfigurationUpdated: updatedEvent('wix.ecom.v1.shippo_configuration', SHIPPO_CONFIGURATION),
};
