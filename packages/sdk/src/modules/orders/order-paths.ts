import type { ConversionPaths } from '../endpoint';

// Conversion paths of an order (transforms.md §5 TS-res-6…9, FL-res-6…8, FL-req-6…9), in wire names, relative to
// the order; `orderPaths(prefix)` puts them under where the order sits in a request or response.

/** Timestamps of an order (TS-res-6). */
const ORDER_TIMESTAMPS = [
  'createdDate',
  'updatedDate',
  'purchasedDate',
  'lineItems.image.urlExpirationDate',
  'lineItems.digitalFile.expirationDate',
  'lineItems.subscriptionInfo.subscriptionSettings.startDate',
  'lineItems.serviceProperties.scheduledDate',
  'lineItems.serviceProperties.endDate',
  'shippingInfo.logistics.deliverByDate',
  'shippingInfo.logistics.deliveryTimeSlot.from',
  'shippingInfo.logistics.deliveryTimeSlot.to',
  'activities.createdDate',
];

const GEOCODE = ['geocode.latitude', 'geocode.longitude'];

/** Floats of an order (FL-res-6). */
const ORDER_FLOATS = [
  'lineItems.image.focalPoint.x',
  'lineItems.image.focalPoint.y',
  'lineItems.physicalProperties.weight',
  ...['billingInfo.address.', 'shippingInfo.logistics.shippingDestination.address.'].flatMap((base) =>
    GEOCODE.map((path) => base + path),
  ),
  ...['shippingInfo.logistics.pickupDetails.address.', 'recipientInfo.address.'].flatMap((base) =>
    GEOCODE.map((path) => base + path),
  ),
];

/**
 * The order's conversion paths under a prefix (`order.`, `orders.`, `results.item.`).
 * @param prefix - where the order sits, with its trailing dot
 */
export function orderPaths(prefix: string): ConversionPaths {
  return {
    timestamps: ORDER_TIMESTAMPS.map((path) => prefix + path),
    floats: ORDER_FLOATS.map((path) => prefix + path),
  };
}

/** Floats of an order in a request (FL-req-6 / 7): the same float fields. */
export function orderRequestFloats(prefix: string): ConversionPaths {
  return { floats: ORDER_FLOATS.map((path) => prefix + path) };
}

/** Timestamps of order transactions (TS-res-10), under a prefix (`orderTransactions.`). */
export function transactionPaths(prefix: string): ConversionPaths {
  return {
    timestamps: [
      'payments.createdDate',
      'payments.updatedDate',
      'payments.regularPaymentDetails.authorizationDetails.authorizedDate',
      'payments.regularPaymentDetails.authorizationDetails.captures.createdDate',
      'payments.regularPaymentDetails.authorizationDetails.void.voidedDate',
      'payments.regularPaymentDetails.authorizationDetails.scheduledAction.executionDate',
      'payments.regularPaymentDetails.chargebacks.createdDate',
      'payments.regularPaymentDetails.chargebacks.updatedDate',
      'refunds.createdDate',
    ].map((path) => prefix + path),
  };
}
