import type { ConversionPaths } from '../endpoint';

// Conversion paths of an order (transforms.md §5 TS-res-6…9, FL-res-6…8, FL-req-6…9), in wire names, relative to
// the order; `orderPaths(prefix)` puts them under where the order sits in a request or response.

// Brace groups, expanded once per call (convert/expand-paths.ts); each list is one path, its groups side by side
// (a few hundred expanded strings, compiled once per endpoint into the same trie).
/** Timestamps of an order (TS-res-6). */
const ORDER_TIMESTAMPS =
  '{createdDate,updatedDate,purchasedDate,activities.createdDate,' +
  'lineItems.{image.urlExpirationDate,digitalFile.expirationDate,subscriptionInfo.subscriptionSettings.startDate,' +
  'serviceProperties.{scheduledDate,endDate}},shippingInfo.logistics.{deliverByDate,deliveryTimeSlot.{from,to}}}';

/** Floats of an order (FL-res-6…8, FL-req-6…9). */
const ORDER_FLOATS =
  '{lineItems.{image.focalPoint.{x,y},physicalProperties.weight},' +
  '{billingInfo,shippingInfo.logistics.{shippingDestination,pickupDetails},recipientInfo}' +
  '.address.geocode.{latitude,longitude}}';

/**
 * The conversion paths of an order under a prefix (`order.`, `orders.`).
 * @param prefix - where the order sits, with its trailing dot
 */
export function orderPaths(prefix: string): ConversionPaths {
  return { timestamps: [prefix + ORDER_TIMESTAMPS], floats: [prefix + ORDER_FLOATS] };
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
