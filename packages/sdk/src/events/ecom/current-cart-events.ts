import type { ConversionPaths } from '../../modules/endpoint';
import { createdEvent, deletedEvent, updatedEvent } from '../define-event';

// Conversion paths of the wix.ecom.v1.cart entity (wire names), as the official module's event definitions
// list them.
const CART: ConversionPaths = {
  timestamps: [
    'createdDate',
    'updatedDate',
    'lineItems.subscriptionOptionInfo.subscriptionSettings.startDate',
    'lineItems.serviceProperties.scheduledDate',
    'lineItems.serviceProperties.endDate',
  ],
  floats: [
    'lineItems.physicalProperties.weight',
    'lineItems.catalogOverrideFields.physicalProperties.weight',
  ],
};

/**
 * Carts: the events of @wix/ecom `currentCart`, as data. Mix them into a module object so `createClient`
 * binds the handler registrations: `modules: { currentCart: { ...currentCart, ...currentCartEvents } }`.
 *
 * @example
 * const client = createClient({ auth: AppStrategy({ publicKey }), modules: { currentCart: currentCartEvents } });
 * client.currentCart.onCartDeleted((event) => handle(event));
 * await client.webhooks.process(body);
 */
export const currentCartEvents = {
  /** `wix.ecom.v1.cart_deleted`: handlers get `{ entity?, metadata }`. */
  onCartDeleted: deletedEvent('wix.ecom.v1.cart', CART),
  /** `wix.ecom.v1.cart_updated`: handlers get `{ entity, metadata, modifiedFields? }`. */
  onCartUpdated: updatedEvent('wix.ecom.v1.cart', CART),
  /** `wix.ecom.v1.cart_created`: handlers get `{ entity, metadata }`. */
  onCartCreated: createdEvent('wix.ecom.v1.cart', CART),
};
