import type { ConversionPaths } from '../../modules/endpoint';
import { createdEvent, deletedEvent, updatedEvent } from '../define-event';

// Conversion paths of the wix.ecom.subscription_contracts.v1.subscription_contract entity (wire names), as
// the official module's event definitions list them.
const SUBSCRIPTION_CONTRACT: ConversionPaths = {
  timestamps: [
    'createdDate',
    'updatedDate',
    'subscriptionSettings.startDate',
    'lineItems.digitalFile.expirationDate',
    'lineItems.subscriptionInfo.subscriptionSettings.startDate',
    'lineItems.serviceProperties.scheduledDate',
    'lineItems.serviceProperties.endDate',
    'shippingInfo.logistics.deliverByDate',
    'shippingInfo.logistics.deliveryTimeSlot.from',
    'shippingInfo.logistics.deliveryTimeSlot.to',
    'activities.createdDate',
  ],
  floats: ['lineItems.physicalProperties.weight'],
};

/**
 * Subscription contracts: the events of @wix/ecom `subscriptionContracts`, as data. Mix them into a module
 * object so `createClient` binds the handler registrations: `modules: { subscriptionContracts: {
 * ...subscriptionContracts, ...subscriptionContractEvents } }`.
 *
 * @example
 * const client = createClient({ auth: AppStrategy({ publicKey }), modules: { subscriptionContracts: subscriptionContractEvents } });
 * client.subscriptionContracts.onSubscriptionContractCreated((event) => handle(event));
 * await client.webhooks.process(body);
 */
export const subscriptionContractEvents = {
  /** `wix.ecom.subscription_contracts.v1.subscription_contract_created`: handlers get `{ entity, metadata }`. */
  onSubscriptionContractCreated: createdEvent(
    'wix.ecom.subscription_contracts.v1.subscription_contract',
    SUBSCRIPTION_CONTRACT,
  ),
  /** `wix.ecom.subscription_contracts.v1.subscription_contract_deleted`: handlers get `{ entity?, metadata }`. */
  onSubscriptionContractDeleted: deletedEvent(
    'wix.ecom.subscription_contracts.v1.subscription_contract',
    SUBSCRIPTION_CONTRACT,
  ),
  /** `wix.ecom.subscription_contracts.v1.subscription_contract_updated`: handlers get `{ entity, metadata, modifiedFields? }`. */
  onSubscriptionContractUpdated: updatedEvent(
    'wix.ecom.subscription_contracts.v1.subscription_contract',
    SUBSCRIPTION_CONTRACT,
  ),
};
