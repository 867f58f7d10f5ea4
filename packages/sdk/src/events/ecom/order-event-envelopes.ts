import type { ConversionPaths } from '../../modules/endpoint';

// The envelope paths of the order events as the `orders` module mixes them in (lazy-order-events.ts), loaded with
// the webhook runtime: the envelopes of order-events.ts, written with brace groups (expanded when the conversion trie
// is built); lazy-events.test.ts checks that they stay the same. Imports nothing at run time: a module that the
// initial bundle also reaches would go into a chunk that pages load up front.
const ORDER_DATES =
  '{createdDate,updatedDate,purchasedDate,activities.createdDate,lineItems.{digitalFile.expirationDate,' +
  'subscriptionInfo.subscriptionSettings.startDate,serviceProperties.{scheduledDate,endDate}},' +
  'shippingInfo.logistics.{deliverByDate,deliveryTimeSlot.{from,to}}}';
const ORDER_FLOATS = 'lineItems.physicalProperties.weight';
// Domain events always convert their time.
const EVENT_TIME = 'metadata.eventTime';

/** The order under `root` (`entity`, `data.order`). */
const orderUnder = (root: string): ConversionPaths => ({
  timestamps: [`${root}.${ORDER_DATES}`, EVENT_TIME],
  floats: [`${root}.${ORDER_FLOATS}`],
});

/** Action events: `data.order`. */
const ACTION = orderUnder('data.order');

/** The envelope paths of every order event, by name. */
export const orderEventEnvelopes: Record<string, ConversionPaths> = {
  onOrderApproved: ACTION,
  onOrderCanceled: ACTION,
  onOrderCommitted: {
    timestamps: [
      `data.order.${ORDER_DATES}`,
      'data.{commitDate,changes.{changedShippingInfo.logistics.{deliverByDate,deliveryTimeSlot.{from,to}},' +
        'lineItems.lineItemRemoved.{digitalFile.expirationDate,subscriptionInfo.subscriptionSettings.startDate}}}',
      EVENT_TIME,
    ],
    floats: ['data.{order.lineItems,changes.lineItems.lineItemRemoved}.physicalProperties.weight'],
  },
  onOrderCreated: orderUnder('entity'),
  onOrderFulfilled: ACTION,
  onOrderImported: ACTION,
  onOrderImportedOrderDeleted: ACTION,
  onOrderPaymentStatusUpdated: ACTION,
  // Updated events convert the previous values in `modifiedFields` with the entity's paths.
  onOrderUpdated: orderUnder('{entity,modifiedFields}'),
};
