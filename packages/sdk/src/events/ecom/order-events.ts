import type { ConversionPaths } from '../../modules/endpoint';
import { actionEvent, createdEvent, mergePaths, nestPaths, updatedEvent } from '../define-event';
import type { EventEntity } from '../event-types';

// Conversion paths of the wix.ecom.v1.order entity (wire names), as the official module's event definitions
// list them.
const ORDER: ConversionPaths = {
  timestamps: [
    'createdDate',
    'updatedDate',
    'purchasedDate',
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
 * Orders: the events of @wix/ecom `orders`, as data. Mix them into a module object so `createClient` binds
 * the handler registrations: `modules: { orders: { ...orders, ...orderEvents } }`.
 *
 * @example
 * const client = createClient({ auth: AppStrategy({ publicKey }), modules: { orders: orderEvents } });
 * client.orders.onOrderApproved((event) => handle(event));
 * await client.webhooks.process(body);
 */
export const orderEvents = {
  /** `wix.ecom.v1.order_approved` (action): handlers get `{ data, metadata }` with `data.order`. */
  onOrderApproved: actionEvent<{ order?: EventEntity; [field: string]: unknown }>(
    'wix.ecom.v1.order',
    'approved',
    nestPaths('order', ORDER),
  ),
  /** `wix.ecom.v1.order_canceled` (action): handlers get `{ data, metadata }` with `data.order`. */
  onOrderCanceled: actionEvent<{ order?: EventEntity; [field: string]: unknown }>(
    'wix.ecom.v1.order',
    'canceled',
    nestPaths('order', ORDER),
  ),
  /** `wix.ecom.v1.order_committed` (action): handlers get `{ data, metadata }` with `data.order`. */
  onOrderCommitted: actionEvent<{ order?: EventEntity; [field: string]: unknown }>(
    'wix.ecom.v1.order',
    'committed',
    mergePaths(nestPaths('order', ORDER), {
      timestamps: [
        'commitDate',
        'changes.changedShippingInfo.logistics.deliverByDate',
        'changes.changedShippingInfo.logistics.deliveryTimeSlot.from',
        'changes.changedShippingInfo.logistics.deliveryTimeSlot.to',
        'changes.lineItems.lineItemRemoved.digitalFile.expirationDate',
        'changes.lineItems.lineItemRemoved.subscriptionInfo.subscriptionSettings.startDate',
      ],
      floats: ['changes.lineItems.lineItemRemoved.physicalProperties.weight'],
    }),
  ),
  /** `wix.ecom.v1.order_created`: handlers get `{ entity, metadata }`. */
  onOrderCreated: createdEvent('wix.ecom.v1.order', ORDER),
  /** `wix.ecom.v1.order_fulfilled` (action): handlers get `{ data, metadata }` with `data.order`. */
  onOrderFulfilled: actionEvent<{ order?: EventEntity; [field: string]: unknown }>(
    'wix.ecom.v1.order',
    'fulfilled',
    nestPaths('order', ORDER),
  ),
  /** `wix.ecom.v1.order_imported` (action): handlers get `{ data, metadata }` with `data.order`. */
  onOrderImported: actionEvent<{ order?: EventEntity; [field: string]: unknown }>(
    'wix.ecom.v1.order',
    'imported',
    nestPaths('order', ORDER),
  ),
  /** `wix.ecom.v1.order_imported_order_deleted` (action): handlers get `{ data, metadata }` with `data.order`. */
  onOrderImportedOrderDeleted: actionEvent<{ order?: EventEntity; [field: string]: unknown }>(
    'wix.ecom.v1.order',
    'imported_order_deleted',
    nestPaths('order', ORDER),
  ),
  /** `wix.ecom.v1.order_payment_status_updated` (action): handlers get `{ data, metadata }` with `data.order`. */
  onOrderPaymentStatusUpdated: actionEvent<{ order?: EventEntity; [field: string]: unknown }>(
    'wix.ecom.v1.order',
    'payment_status_updated',
    nestPaths('order', ORDER),
  ),
  /** `wix.ecom.v1.order_updated`: handlers get `{ entity, metadata, modifiedFields? }`. */
  onOrderUpdated: updatedEvent('wix.ecom.v1.order', ORDER),
};
