import type { ConversionPaths } from '../../modules/endpoint';
import { createdEvent, deletedEvent, updatedEvent } from '../define-event';

// Conversion paths of the wix.ecom.v1.shipping_option entity (wire names), as the official module's event
// definitions list them.
const SHIPPING_OPTION: ConversionPaths = {
  timestamps: ['createdDate', 'updatedDate'],
};

/**
 * Shipping options: the events of @wix/ecom `shippingOptions`, as data. Mix them into a module object so
 * `createClient` binds the handler registrations: `modules: { shippingOptions: { ...shippingOptions,
 * ...shippingOptionEvents } }`.
 *
 * @example
 * const client = createClient({ auth: AppStrategy({ publicKey }), modules: { shippingOptions: shippingOptionEvents } });
 * client.shippingOptions.onShippingOptionCreated((event) => handle(event));
 * await client.webhooks.process(body);
 */
export const shippingOptionEvents = {
  /** `wix.ecom.v1.shipping_option_created`: handlers get `{ entity, metadata }`. */
  onShippingOptionCreated: createdEvent('wix.ecom.v1.shipping_option', SHIPPING_OPTION),
  /** `wix.ecom.v1.shipping_option_deleted`: handlers get `{ entity?, metadata }`. */
  onShippingOptionDeleted: deletedEvent('wix.ecom.v1.shipping_option', SHIPPING_OPTION),
  /** `wix.ecom.v1.shipping_option_updated`: handlers get `{ entity, metadata, modifiedFields? }`. */
  onShippingOptionUpdated: updatedEvent('wix.ecom.v1.shipping_option', SHIPPING_OPTION),
};
