import type { ConversionPaths } from '../../modules/endpoint';
import {
  actionEvent,
  createdEvent,
  deletedEvent,
  mergePaths,
  nestPaths,
  updatedEvent,
} from '../define-event';
import type { EventEntity } from '../event-types';

// Conversion paths of the wix.ecom.v1.checkout_template entity (wire names), as the official module's event
// definitions list them.
const CHECKOUT_TEMPLATE: ConversionPaths = {
  timestamps: [
    'customLineItems.subscriptionOptionInfo.subscriptionSettings.startDate',
    'customLineItems.serviceProperties.scheduledDate',
    'customLineItems.serviceProperties.endDate',
  ],
  floats: [
    'lineItems.catalogOverrideFields.physicalProperties.weight',
    'customLineItems.physicalProperties.weight',
  ],
};

/**
 * Checkout templates: the events of @wix/ecom `checkoutTemplates`, as data. Mix them into a module object so
 * `createClient` binds the handler registrations: `modules: { checkoutTemplates: { ...checkoutTemplates,
 * ...checkoutTemplateEvents } }`.
 *
 * @example
 * const client = createClient({ auth: AppStrategy({ publicKey }), modules: { checkoutTemplates: checkoutTemplateEvents } });
 * client.checkoutTemplates.onCheckoutTemplateCreated((event) => handle(event));
 * await client.webhooks.process(body);
 */
export const checkoutTemplateEvents = {
  /** `wix.ecom.v1.checkout_template_created`: handlers get `{ entity, metadata }`. */
  onCheckoutTemplateCreated: createdEvent('wix.ecom.v1.checkout_template', CHECKOUT_TEMPLATE),
  /** `wix.ecom.v1.checkout_template_deleted`: handlers get `{ entity?, metadata }`. */
  onCheckoutTemplateDeleted: deletedEvent('wix.ecom.v1.checkout_template', CHECKOUT_TEMPLATE),
  /** `wix.ecom.v1.checkout_template_updated`: handlers get `{ entity, metadata, modifiedFields? }`. */
  onCheckoutTemplateUpdated: updatedEvent('wix.ecom.v1.checkout_template', CHECKOUT_TEMPLATE),
  /** `wix.ecom.v1.checkout_template_used` (action): handlers get `{ data, metadata }` with `data.checkoutTemplate`. */
  onCheckoutTemplateUsed: actionEvent<{ checkoutTemplate?: EventEntity; [field: string]: unknown }>(
    'wix.ecom.v1.checkout_template',
    'used',
    mergePaths(nestPaths('checkoutTemplate', CHECKOUT_TEMPLATE), {
      timestamps: [
        'checkout.createdDate',
        'checkout.updatedDate',
        'checkout.lineItems.subscriptionOptionInfo.subscriptionSettings.startDate',
        'checkout.lineItems.serviceProperties.scheduledDate',
        'checkout.lineItems.serviceProperties.endDate',
        'checkout.shippingInfo.selectedCarrierServiceOption.logistics.deliveryTimeSlot.from',
        'checkout.shippingInfo.selectedCarrierServiceOption.logistics.deliveryTimeSlot.to',
        'checkout.shippingInfo.carrierServiceOptions.shippingOptions.logistics.deliveryTimeSlot.from',
        'checkout.shippingInfo.carrierServiceOptions.shippingOptions.logistics.deliveryTimeSlot.to',
        'checkout.membershipOptions.eligibleMemberships.expirationDate',
        'checkout.membershipOptions.invalidMemberships.membership.expirationDate',
        'checkout.subscriptionCharges.charges.cycleBillingDate',
      ],
      floats: [
        'checkout.lineItems.physicalProperties.weight',
        'checkout.lineItems.catalogOverrideFields.physicalProperties.weight',
        'checkout.appliedDiscounts.merchantDiscount.percentage',
      ],
    }),
  ),
};
