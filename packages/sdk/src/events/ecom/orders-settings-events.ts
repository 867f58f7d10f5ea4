import type { ConversionPaths } from '../../modules/endpoint';
import { updatedEvent } from '../define-event';

// Conversion paths of the wix.ecom.v1.orders_settings entity (wire names), as the official module's event
// definitions list them.
const ORDERS_SETTINGS: ConversionPaths = {
  timestamps: ['createdDate', 'updatedDate'],
};

/**
 * Orders settings: the events of @wix/ecom `ordersSettings`, as data. Mix them into a module object so
 * `createClient` binds the handler registrations: `modules: { ordersSettings: { ...ordersSettings,
 * ...ordersSettingsEvents } }`.
 *
 * @example
 * const client = createClient({ auth: AppStrategy({ publicKey }), modules: { ordersSettings: ordersSettingsEvents } });
 * client.ordersSettings.onOrdersSettingsUpdated((event) => handle(event));
 * await client.webhooks.process(body);
 */
export const ordersSettingsEvents = {
  /** `wix.ecom.v1.orders_settings_updated`: handlers get `{ entity, metadata, modifiedFields? }`. */
  onOrdersSettingsUpdated: updatedEvent('wix.ecom.v1.orders_settings', ORDERS_SETTINGS),
};
