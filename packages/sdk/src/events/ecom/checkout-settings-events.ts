import type { ConversionPaths } from '../../modules/endpoint';
import { updatedEvent } from '../define-event';

// Conversion paths of the wix.ecom.v1.checkout_settings entity (wire names), as the official module's event
// definitions list them.
const CHECKOUT_SETTINGS: ConversionPaths = {
  timestamps: ['createdDate', 'updatedDate'],
};

/**
 * Checkout settings: the events of @wix/ecom `checkoutSettings`, as data. Mix them into a module object so
 * `createClient` binds the handler registrations: `modules: { checkoutSettings: { ...checkoutSettings,
 * ...checkoutSettingsEvents } }`.
 *
 * @example
 * const client = createClient({ auth: AppStrategy({ publicKey }), modules: { checkoutSettings: checkoutSettingsEvents } });
 * client.checkoutSettings.onCheckoutSettingsUpdated((event) => handle(event));
 * await client.webhooks.process(body);
 */
export const checkoutSettingsEvents = {
  /** `wix.ecom.v1.checkout_settings_updated`: handlers get `{ entity, metadata, modifiedFields? }`. */
  onCheckoutSettingsUpdated: updatedEvent('wix.ecom.v1.checkout_settings', CHECKOUT_SETTINGS),
};
