import { OPTIONS } from '../common-args';
import { endpoint } from '../endpoint';
import type { Cart } from './cart-types';
import type {
  AddToCurrentCartOptions,
  CartResponse,
  CreateCheckoutFromCurrentCartOptions,
  CreateCheckoutResponse,
  EstimateCurrentCartTotalsOptions,
  EstimateTotalsResponse,
  LineItemQuantityUpdate,
  UpdateCurrentCartOptions,
} from './current-cart-types';

// Conversion paths of transforms.md §5, in wire names, with brace groups for shared prefixes (expanded on first
// use, convert/expand-paths.ts). Requests list only floats and field masks: outgoing Dates are always sent as ISO
// strings (see ConversionPaths.timestamps).
// FL-req-2/3 and FL-res-4: the floats of a (custom) line item are written in full at each use (gzip stores the
// repeats once, where a module-level constant joined into templates costs bytes up front).
// TS-res-4 / FL-res-4: every answer that carries the cart (its timestamps and floats written in full here and in the
// estimate's answer: gzip stores the repeat once, where a module-level constant costs bytes up front).
const CART_RESPONSE = {
  timestamps: [
    'cart.{createdDate,updatedDate,lineItems.{image.urlExpirationDate,' +
      'subscriptionOptionInfo.subscriptionSettings.startDate,serviceProperties.{scheduledDate,endDate}}}',
  ],
  floats: [
    'cart.{lineItems.{image.focalPoint.{x,y},physicalProperties.weight,catalogOverrideFields.physicalProperties.weight},' +
      'contactInfo.address.geocode.{latitude,longitude}}',
  ],
};

// The argument checks of these endpoints are in current-cart-rules.ts, by endpoint key: loaded with the failure path,
// not up front (argument-rules.ts). An endpoint added here gets its checks there.

/**
 * The current visitor's or member's cart (`@wix/ecom` `currentCart`): public paths `/ecom/v1/carts/current…`
 * (endpoints.md "Current cart"). Functions that the official module unwraps return the cart; the others return the
 * whole response.
 *
 * @example
 * const client = createClient({ auth: OAuthStrategy({ clientId }), modules: { currentCart } });
 * const { cart } = await client.currentCart.addToCurrentCart({
 *   lineItems: [{ catalogReference: { appId, catalogItemId, options: { variantId } }, quantity: 1 }],
 * });
 */
export const currentCart = {
  /** Retrieves the current cart (404 `OWNED_CART_NOT_FOUND` before anything was added). Returns the cart. */
  getCurrentCart: endpoint<() => Promise<Cart>>({
    method: 'GET',
    path: '/ecom/v1/carts/current',
    unwrap: 'cart',
    response: CART_RESPONSE,
  }),
  /** Updates the cart's info, coupon and line items. Returns the cart. */
  updateCurrentCart: endpoint<(options?: UpdateCurrentCartOptions) => Promise<Cart>>({
    method: 'PATCH',
    path: '/ecom/v1/carts/current',
    args: OPTIONS,
    unwrap: 'cart',
    request: {
      floats: [
        '{cartInfo.,}lineItems.{image.focalPoint.{x,y},physicalProperties.weight,catalogOverrideFields.physicalProperties.weight}',
        `cartInfo.contactInfo.address.geocode.{latitude,longitude}`,
        'customLineItems.physicalProperties.weight',
      ],
      fieldMasks: ['cartFieldmask'],
    },
    response: CART_RESPONSE,
  }),
  /** Adds catalog and custom line items (creating the cart if needed). Returns `{ cart }`. */
  addToCurrentCart: endpoint<(options?: AddToCurrentCartOptions) => Promise<CartResponse>>({
    method: 'POST',
    path: '/ecom/v1/carts/current/add-to-cart',
    args: OPTIONS,
    request: {
      floats: [
        'lineItems.{image.focalPoint.{x,y},physicalProperties.weight,catalogOverrideFields.physicalProperties.weight}',
        'customLineItems.physicalProperties.weight',
      ],
    },
    response: CART_RESPONSE,
  }),
  /** Removes line items by id. Returns `{ cart }`. */
  removeLineItemsFromCurrentCart: endpoint<(lineItemIds: string[]) => Promise<CartResponse>>({
    method: 'POST',
    path: '/ecom/v1/carts/current/remove-line-items',
    args: ['lineItemIds'],
    response: CART_RESPONSE,
  }),
  /** Removes the applied coupon. Returns `{ cart }`. */
  removeCouponFromCurrentCart: endpoint<() => Promise<CartResponse>>({
    method: 'POST',
    path: '/ecom/v1/carts/current/remove-coupon',
    idempotent: true,
    response: CART_RESPONSE,
  }),
  /** Sets the quantity of line items (absolute values, so safe to retry). Returns `{ cart }`. */
  updateCurrentCartLineItemQuantity: endpoint<(lineItems: LineItemQuantityUpdate[]) => Promise<CartResponse>>(
    {
      method: 'POST',
      path: '/ecom/v1/carts/current/update-line-items-quantity',
      args: ['lineItems'],
      idempotent: true,
      response: CART_RESPONSE,
    },
  ),
  /** Creates (or refreshes) a checkout from the cart; `channelType` is required. Returns `{ checkoutId }`. */
  createCheckoutFromCurrentCart: endpoint<
    (options: CreateCheckoutFromCurrentCartOptions) => Promise<CreateCheckoutResponse>
  >({
    method: 'POST',
    path: '/ecom/v1/carts/current/create-checkout',
    args: OPTIONS,
    // FL-req-4: the addresses sent (written in full in both calls: fewer bytes up front than a constant).
    request: { floats: ['{shippingAddress,billingAddress}.geocode.{latitude,longitude}'] },
  }),
  /** Estimates totals (tax, shipping, discounts) without changing the cart. Returns the whole estimate. */
  estimateCurrentCartTotals: endpoint<
    (options?: EstimateCurrentCartTotalsOptions) => Promise<EstimateTotalsResponse>
  >({
    method: 'POST',
    path: '/ecom/v1/carts/current/estimate-totals',
    args: OPTIONS,
    idempotent: true,
    request: { floats: ['{shippingAddress,billingAddress}.geocode.{latitude,longitude}'] },
    response: {
      timestamps: [
        'cart.{createdDate,updatedDate,lineItems.{image.urlExpirationDate,' +
          'subscriptionOptionInfo.subscriptionSettings.startDate,serviceProperties.{scheduledDate,endDate}}}',
        // TS-res-5 / FL-res-5: the shipping options, selected and offered (written in full in both lists: gzip stores
        // the repeat once, where a module-level constant costs bytes up front).
        'shippingInfo.{selectedCarrierServiceOption,carrierServiceOptions.shippingOptions}.logistics.' +
          'deliveryTimeSlot.{from,to}',
        'membershipOptions.{eligibleMemberships,invalidMemberships.membership,' +
          'validatedExistingMemberships.memberships.membership}.expirationDate',
      ],
      floats: [
        'cart.{lineItems.{image.focalPoint.{x,y},physicalProperties.weight,catalogOverrideFields.physicalProperties.weight},' +
          'contactInfo.address.geocode.{latitude,longitude}}',
        'shippingInfo.{selectedCarrierServiceOption,carrierServiceOptions.shippingOptions}.logistics.' +
          'pickupDetails.address.geocode.{latitude,longitude}',
        'appliedDiscounts.merchantDiscount.percentage',
      ],
    },
  }),
  /** Deletes the cart. Resolves to nothing. */
  deleteCurrentCart: endpoint<() => Promise<void>>({
    method: 'DELETE',
    path: '/ecom/v1/carts/current',
    void: true,
  }),
};
