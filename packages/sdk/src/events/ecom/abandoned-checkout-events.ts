import type { ConversionPaths } from '../../modules/endpoint';
import { actionEvent, createdEvent, deletedEvent, nestPaths, updatedEvent } from '../define-event';
import type { EventEntity } from '../event-types';

// Conversion paths of the wix.ecom.v1.abandoned_checkout entity (wire names), as the official module's event
// definitions list them.
const ABANDONED_CHECKOUT: ConversionPaths = {
  timestamps: ['createdDate', 'updatedDate', 'checkoutRecoveredDate', 'activities.createdDate'],
  floats: ['lineItems.physicalProperties.weight', 'appliedDiscounts.merchantDiscount.percentage'],
};

/**
 * Abandoned checkouts: the events of @wix/ecom `abandonedCheckouts`, as data. Mix them into a module object
 * so `createClient` binds the handler registrations: `modules: { abandonedCheckouts: { ...abandonedCheckouts,
 * ...abandonedCheckoutEvents } }`.
 *
 * @example
 * const client = createClient({ auth: AppStrategy({ publicKey }), modules: { abandonedCheckouts: abandonedCheckoutEvents } });
 * client.abandonedCheckouts.onAbandonedCheckoutCreated((event) => handle(event));
 * await client.webhooks.process(body);
 */
export const abandonedCheckoutEvents = {
  /** `wix.ecom.v1.abandoned_checkout_created`: handlers get `{ entity, metadata }`. */
  onAbandonedCheckoutCreated: createdEvent('wix.ecom.v1.abandoned_checkout', ABANDONED_CHECKOUT),
  /** `wix.ecom.v1.abandoned_checkout_deleted`: handlers get `{ entity?, metadata }`. */
  onAbandonedCheckoutDeleted: deletedEvent('wix.ecom.v1.abandoned_checkout', ABANDONED_CHECKOUT),
  /** `wix.ecom.v1.abandoned_checkout_recovered` (action): handlers get `{ data, metadata }` with `data.abandonedCheckout`. */
  onAbandonedCheckoutRecovered: actionEvent<{ abandonedCheckout?: EventEntity; [field: string]: unknown }>(
    'wix.ecom.v1.abandoned_checkout',
    'recovered',
    nestPaths('abandonedCheckout', ABANDONED_CHECKOUT),
  ),
  /** `wix.ecom.v1.abandoned_checkout_updated`: handlers get `{ entity, metadata, modifiedFields? }`. */
  onAbandonedCheckoutUpdated: updatedEvent('wix.ecom.v1.abandoned_checkout', ABANDONED_CHECKOUT),
};
