import type { ModuleBinder } from '../../client/create-client';
import type { CallOptions } from '../../http/create-invoker';
import { type EndpointDescriptor, endpoint } from '../endpoint';
import type {
  Checkout,
  CheckoutCreateOrderOptions,
  CheckoutCreateOrderResponse,
  MarkCheckoutAsCompletedOptions,
  RemoveCouponResponse,
  UpdateCheckout,
  UpdateCheckoutOptions,
} from './checkout-types';

// Conversion paths of the official checkout module (`@wix/auto_sdk_ecom_checkout`), in wire names, with brace
// groups for shared prefixes (expanded on first use, convert/expand-paths.ts).
const GEOCODE = 'geocode.{latitude,longitude}';
const SHIPPING =
  'shippingInfo.{selectedCarrierServiceOption,carrierServiceOptions.shippingOptions}.logistics';
const ADDRESSES = `{billingInfo.address,shippingInfo.shippingDestination.address,${SHIPPING}.pickupDetails.address}.${GEOCODE}`;
/** Every answer that carries `checkout` (getCheckout, updateCheckout, removeCoupon). */
const CHECKOUT_RESPONSE = {
  timestamps: [
    'checkout.{createdDate,updatedDate,lineItems.{media.urlExpirationDate,' +
      'subscriptionOptionInfo.subscriptionSettings.startDate,serviceProperties.{scheduledDate,endDate}},' +
      `${SHIPPING}.deliveryTimeSlot.{from,to},` +
      'membershipOptions.{eligibleMemberships,invalidMemberships.membership}.expirationDate}',
  ],
  floats: [
    'checkout.{lineItems.{media.focalPoint.{x,y},physicalProperties.weight,catalogOverrideFields.physicalProperties.weight},' +
      `${ADDRESSES},appliedDiscounts.merchantDiscount.percentage}`,
  ],
};
const PATH = '/ecom/v1/checkouts';

const updateCheckoutCall: EndpointDescriptor = {
  method: 'PATCH',
  path: `${PATH}/{checkout.id}`,
  args: ['checkout', '...options'],
  unwrap: 'checkout',
  request: { floats: [`checkout.${ADDRESSES}`] },
  response: CHECKOUT_RESPONSE,
};

// The argument checks of these endpoints are in checkout-rules.ts, by endpoint key: loaded with the failure path, not
// up front (argument-rules.ts). An endpoint added here gets its checks there.

/**
 * Checkouts (`@wix/ecom` `checkout`): public paths `/ecom/v1/checkouts/…`. A checkout is made from the current
 * cart (`currentCart.createCheckoutFromCurrentCart`) and read and changed by its buyer; the hosted checkout page
 * (`redirects.createRedirectSession({ ecomCheckout: { checkoutId } })`) takes the payment and places the order.
 *
 * @example
 * const client = createClient({ auth: OAuthStrategy({ clientId }), modules: { currentCart, checkout } });
 * const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({ channelType: 'WEB' });
 * const updated = await client.checkout.updateCheckout(checkoutId, {
 *   shippingInfo: { shippingDestination: { address: { country: 'US', subdivision: 'US-CA' } } },
 * }, { couponCode: 'WELCOME10' });
 * console.log(updated.priceSummary?.total?.formattedAmount);
 */
export const checkout = {
  /** Retrieves a checkout with its prices, shipping options, taxes and discounts. Returns the checkout. */
  getCheckout: endpoint<(_id: string) => Promise<Checkout>>({
    method: 'GET',
    path: `${PATH}/{id}`,
    args: ['_id'],
    unwrap: 'checkout',
    response: CHECKOUT_RESPONSE,
  }),
  /**
   * Updates a checkout's billing and shipping details, delivery option, email, note and coupon. Returns the
   * checkout.
   */
  updateCheckout: ((context) =>
    (_id: string, changes: UpdateCheckout, options?: UpdateCheckoutOptions, callOptions?: CallOptions) =>
      context.invoke<Checkout>(updateCheckoutCall, [
        { ...changes, _id },
        options ?? {},
        callOptions,
      ])) as ModuleBinder<
    (
      _id: string,
      checkout: UpdateCheckout,
      options?: UpdateCheckoutOptions,
      callOptions?: CallOptions,
    ) => Promise<Checkout>
  >,
  /** Removes the checkout's coupon. Returns `{ checkout }`. */
  removeCoupon: endpoint<(_id: string) => Promise<RemoveCouponResponse>>({
    method: 'POST',
    path: `${PATH}/{id}/remove-coupon`,
    args: ['_id'],
    idempotent: true,
    response: CHECKOUT_RESPONSE,
  }),
  /**
   * Creates the checkout's order without taking a payment (it is paid through the payments collector); takes
   * the units out of inventory and completes the cart. Returns `{ orderId }`.
   */
  createOrder: endpoint<
    (_id: string, options?: CheckoutCreateOrderOptions) => Promise<CheckoutCreateOrderResponse>
  >({
    method: 'POST',
    path: `${PATH}/{id}/create-order`,
    args: ['_id', '...options'],
  }),
  /** Marks a checkout completed (its order was paid elsewhere). Resolves to nothing. */
  markCheckoutAsCompleted: endpoint<(_id: string, options?: MarkCheckoutAsCompletedOptions) => Promise<void>>(
    {
      method: 'POST',
      path: `${PATH}/{id}/mark-as-completed`,
      args: ['_id', '...options'],
      idempotent: true,
      void: true,
    },
  ),
};
