import type { ConversionPaths } from '../endpoint';

// Conversion paths of an order (transforms.md §5 TS-res-6…9, FL-res-6…8, FL-req-6…9), in wire names, relative to
// the order; `orderPaths(prefix)` puts them under where the order sits in a request or response.

/** Timestamps of an order (TS-res-6). */
// Brace groups, expanded once per call (convert/expand-paths.ts).
const ORDER_TIMESTAMPS = [
  '{createdDate,updatedDate,purchasedDate,activities.createdDate}',
  'lineItems.{image.urlExpirationDate,digitalFile.expirationDate,subscriptionInfo.subscriptionSettings.startDate}',
  'lineItems.serviceProperties.{scheduledDate,endDate}',
  'shippingInfo.logistics.{deliverByDate,deliveryTimeSlot.{from,to}}',
];

const ORDER_FLOATS = [
  'lineItems.{image.focalPoint.x,image.focalPoint.y,physicalProperties.weight}',
  '{billingInfo,shippingInfo.logistics.shippingDestination,shippingInfo.logistics.pickupDetails,recipientInfo}' +
    '.address.geocode.{latitude,longitude}',
];

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
      'payments.{createdDate,updatedDate}',
      'payments.regularPaymentDetails.authorizationDetails.' +
        '{authorizedDate,captures.createdDate,void.voidedDate,scheduledAction.executionDate}',
      'payments.regularPaymentDetails.chargebacks.{createdDate,updatedDate}',
      'refunds.createdDate',
    ].map((path) => prefix + path),
  };
}
