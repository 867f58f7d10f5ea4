import { describe, expect, it } from 'vitest';
import { ApiKeyStrategy } from '../../auth/api-key-strategy';
import { createClient } from '../../client/create-client';
import { ApplicationError, ValidationError } from '../../errors/bazaar-error';
import { createRecordingFetch, type MockHandler } from '../../testing/recording-fetch';
import { currentCart } from './current-cart';

const CART_PATH = '/ecom/v1/carts/current';
const wireCart = () => ({
  id: 'cart-1',
  createdDate: '2024-01-02T03:04:05.678Z',
  updatedDate: '2024-01-03T00:00:00Z',
  lineItems: [
    {
      id: 'li-1',
      quantity: 2,
      catalogReference: { catalogItemId: 'p1', appId: 'app' },
      price: { amount: '10.50', formattedAmount: '$10.50' },
      image: {
        id: 'img',
        url: 'https://img/x.png',
        focalPoint: { x: 'NaN', y: 0.5 },
        urlExpirationDate: '2024-02-01T00:00:00Z',
      },
      physicalProperties: { weight: 1.25 },
      serviceProperties: { scheduledDate: '2024-03-01T10:00:00Z' },
    },
  ],
  contactInfo: { address: { addressLine: 'Main 1', geocode: { latitude: 'Infinity', longitude: 2 } } },
});
// What callers get: renamed system keys, Dates, special floats; images and addresses keep their wire shapes.
const sdkCart = () => ({
  _id: 'cart-1',
  _createdDate: new Date('2024-01-02T03:04:05.678Z'),
  _updatedDate: new Date('2024-01-03T00:00:00Z'),
  lineItems: [
    {
      _id: 'li-1',
      quantity: 2,
      catalogReference: { catalogItemId: 'p1', appId: 'app' },
      price: { amount: '10.50', formattedAmount: '$10.50' },
      image: {
        _id: 'img',
        url: 'https://img/x.png',
        focalPoint: { x: Number.NaN, y: 0.5 },
        urlExpirationDate: new Date('2024-02-01T00:00:00Z'),
      },
      physicalProperties: { weight: 1.25 },
      serviceProperties: { scheduledDate: new Date('2024-03-01T10:00:00Z') },
    },
  ],
  contactInfo: {
    address: { addressLine: 'Main 1', geocode: { latitude: Number.POSITIVE_INFINITY, longitude: 2 } },
  },
});

const setup = (handler: MockHandler = () => ({ json: { cart: wireCart() } })) => {
  const fetch = createRecordingFetch(handler);
  const client = createClient({
    auth: ApiKeyStrategy({ apiKey: 'key' }),
    fetch,
    baseUrl: 'http://api',
    modules: { currentCart },
  });
  return { fetch, cart: client.currentCart };
};

// The platform refuses bad input; the SDK then names the caller's field (errors/argument-checks.ts).
const REFUSED: MockHandler = () => ({
  status: 400,
  json: { message: 'invalid' },
  headers: { 'x-wix-request-id': 'r-bad' },
});

describe('currentCart.getCurrentCart', () => {
  it('GETs the current cart and returns the converted cart itself', async () => {
    const { fetch, cart } = setup();
    expect(await cart.getCurrentCart()).toEqual(sdkCart());
    expect(fetch.requests[0]).toMatchObject({
      method: 'GET',
      url: `http://api${CART_PATH}`,
      body: undefined,
    });
  });

  it('raises OWNED_CART_NOT_FOUND as an ApplicationError', async () => {
    const { cart } = setup(() => ({
      status: 404,
      json: {
        message: 'Cart not found',
        details: { applicationError: { code: 'OWNED_CART_NOT_FOUND', description: 'Cart not found' } },
      },
    }));
    const error = await cart.getCurrentCart().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApplicationError);
    expect((error as ApplicationError).details.applicationError?.code).toBe('OWNED_CART_NOT_FOUND');
  });
});

describe('currentCart.updateCurrentCart', () => {
  it('PATCHes the options with wire names and returns the cart', async () => {
    const { fetch, cart } = setup();
    const result = await cart.updateCurrentCart({
      couponCode: 'SAVE',
      lineItems: [
        {
          catalogReference: { catalogItemId: 'p', appId: 'a' },
          quantity: 1,
          physicalProperties: { weight: Number.NaN },
        },
      ],
      cartInfo: {
        buyerNote: 'hi',
        contactInfo: { address: { geocode: { latitude: Number.NEGATIVE_INFINITY } } },
      },
    });
    expect(result).toEqual(sdkCart());
    expect(fetch.requests[0]).toMatchObject({
      method: 'PATCH',
      url: `http://api${CART_PATH}`,
      json: {
        couponCode: 'SAVE',
        lineItems: [
          {
            catalogReference: { catalogItemId: 'p', appId: 'a' },
            quantity: 1,
            physicalProperties: { weight: 'NaN' },
          },
        ],
        cartInfo: { buyerNote: 'hi', contactInfo: { address: { geocode: { latitude: '-Infinity' } } } },
      },
    });
  });

  it('reports a bad coupon type with the argument name when the server refuses it', async () => {
    const { fetch, cart } = setup(REFUSED);
    await expect(cart.updateCurrentCart({ couponCode: 5 as unknown as string })).rejects.toThrow(
      'INVALID_ARGUMENT: "options.couponCode" must be string, request-id: r-bad',
    );
    expect(fetch.requests).toHaveLength(1);
  });
});

describe('currentCart.addToCurrentCart', () => {
  it('POSTs the line items to add-to-cart and returns the whole response', async () => {
    const { fetch, cart } = setup();
    const lineItems = [
      { catalogReference: { appId: 'app', catalogItemId: 'p1', options: { variantId: 'v' } }, quantity: 2 },
    ];
    expect(await cart.addToCurrentCart({ lineItems, businessLocationId: 'loc' })).toEqual({
      cart: sdkCart(),
    });
    expect(fetch.requests[0]).toMatchObject({
      method: 'POST',
      url: `http://api${CART_PATH}/add-to-cart`,
      headers: { authorization: 'key', 'content-type': 'application/json' },
      json: { lineItems, businessLocationId: 'loc' },
    });
  });

  it('names the line item missing its catalog item id or quantity', async () => {
    const { fetch, cart } = setup(REFUSED);
    const error = (await cart
      .addToCurrentCart({
        lineItems: [
          { catalogReference: { appId: 'a', catalogItemId: '' }, quantity: 1 },
          { quantity: 1 } as never,
        ],
      })
      .catch((caught: unknown) => caught)) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.violations.map((v) => v.field)).toEqual([
      'options.lineItems[0].catalogReference.catalogItemId',
      'options.lineItems[1].catalogReference',
    ]);
    expect(error).toMatchObject({ status: 400, requestId: 'r-bad' });
    expect(fetch.requests).toHaveLength(1);
  });
});

describe('currentCart.removeLineItemsFromCurrentCart', () => {
  it('POSTs the ids and returns the whole response', async () => {
    const { fetch, cart } = setup();
    expect(await cart.removeLineItemsFromCurrentCart(['li-1'])).toEqual({ cart: sdkCart() });
    expect(fetch.requests[0]).toMatchObject({
      method: 'POST',
      url: `http://api${CART_PATH}/remove-line-items`,
      json: { lineItemIds: ['li-1'] },
    });
  });

  it('requires an array of ids', async () => {
    const { cart } = setup(REFUSED);
    await expect(cart.removeLineItemsFromCurrentCart('li-1' as never)).rejects.toThrow(
      '"lineItemIds" must be string[]',
    );
    await expect(cart.removeLineItemsFromCurrentCart(undefined as never)).rejects.toThrow(
      '"lineItemIds" is required',
    );
  });
});

describe('currentCart.removeCouponFromCurrentCart', () => {
  it('POSTs an empty object and returns the whole response', async () => {
    const { fetch, cart } = setup();
    expect(await cart.removeCouponFromCurrentCart()).toEqual({ cart: sdkCart() });
    expect(fetch.requests[0]).toMatchObject({
      method: 'POST',
      url: `http://api${CART_PATH}/remove-coupon`,
      body: '{}',
    });
  });
});

describe('currentCart.updateCurrentCartLineItemQuantity', () => {
  it('POSTs the quantities with `_id` sent as `id` and returns the whole response', async () => {
    const { fetch, cart } = setup();
    expect(await cart.updateCurrentCartLineItemQuantity([{ _id: 'li-1', quantity: 3 }])).toEqual({
      cart: sdkCart(),
    });
    expect(fetch.requests[0]).toMatchObject({
      url: `http://api${CART_PATH}/update-line-items-quantity`,
      json: { lineItems: [{ id: 'li-1', quantity: 3 }] },
    });
  });

  it('is retried on 503 because setting quantities is idempotent', async () => {
    const replies = [{ status: 503 }, { json: { cart: wireCart() } }];
    const fetch = createRecordingFetch(() => replies.shift());
    const client = createClient({
      auth: ApiKeyStrategy({ apiKey: 'k' }),
      fetch,
      retries: { baseDelayMs: 0 },
      modules: { currentCart },
    });
    await client.currentCart.updateCurrentCartLineItemQuantity([{ _id: 'li-1', quantity: 3 }]);
    expect(fetch.requests).toHaveLength(2);
  });

  it('names the line item without an id', async () => {
    const { cart } = setup(REFUSED);
    await expect(cart.updateCurrentCartLineItemQuantity([{ quantity: 1 } as never])).rejects.toThrow(
      '"lineItems[0]._id" is required',
    );
  });
});

describe('currentCart.createCheckoutFromCurrentCart', () => {
  it('POSTs the options (addresses in wire shape) and returns { checkoutId }', async () => {
    const { fetch, cart } = setup(() => ({ json: { checkoutId: 'chk-1' } }));
    const result = await cart.createCheckoutFromCurrentCart({
      channelType: 'WEB',
      shippingAddress: { country: 'US', geocode: { latitude: Number.NaN, longitude: 1 } },
      email: 'a@b.c',
    });
    expect(result).toEqual({ checkoutId: 'chk-1' });
    expect(fetch.requests[0]).toMatchObject({
      url: `http://api${CART_PATH}/create-checkout`,
      json: {
        channelType: 'WEB',
        shippingAddress: { country: 'US', geocode: { latitude: 'NaN', longitude: 1 } },
        email: 'a@b.c',
      },
    });
  });

  it('requires a channel type', async () => {
    const { cart } = setup(REFUSED);
    await expect(cart.createCheckoutFromCurrentCart({} as never)).rejects.toThrow(
      '"options.channelType" is required',
    );
  });
});

describe('currentCart.estimateCurrentCartTotals', () => {
  it('POSTs the options and converts the estimate’s dates and floats', async () => {
    const { fetch, cart } = setup(() => ({
      json: {
        cart: wireCart(),
        priceSummary: { total: { amount: '21' } },
        shippingInfo: {
          selectedCarrierServiceOption: {
            logistics: {
              deliveryTimeSlot: { from: '2024-04-01T09:00:00Z' },
              pickupDetails: { address: { geocode: { latitude: 'NaN' } } },
            },
          },
          carrierServiceOptions: [
            { shippingOptions: [{ logistics: { deliveryTimeSlot: { to: '2024-04-02T09:00:00Z' } } }] },
          ],
        },
        membershipOptions: { eligibleMemberships: [{ id: 'm', expirationDate: '2025-01-01T00:00:00Z' }] },
        appliedDiscounts: [{ merchantDiscount: { percentage: 'Infinity' } }],
      },
    }));
    const estimate = await cart.estimateCurrentCartTotals({ calculateTax: true, calculateShipping: false });
    expect(fetch.requests[0]).toMatchObject({
      url: `http://api${CART_PATH}/estimate-totals`,
      json: { calculateTax: true, calculateShipping: false },
    });
    expect(estimate).toEqual({
      cart: sdkCart(),
      priceSummary: { total: { amount: '21' } },
      shippingInfo: {
        selectedCarrierServiceOption: {
          logistics: {
            deliveryTimeSlot: { from: new Date('2024-04-01T09:00:00Z') },
            pickupDetails: { address: { geocode: { latitude: Number.NaN } } },
          },
        },
        carrierServiceOptions: [
          {
            shippingOptions: [{ logistics: { deliveryTimeSlot: { to: new Date('2024-04-02T09:00:00Z') } } }],
          },
        ],
      },
      membershipOptions: {
        eligibleMemberships: [{ _id: 'm', expirationDate: new Date('2025-01-01T00:00:00Z') }],
      },
      appliedDiscounts: [{ merchantDiscount: { percentage: Number.POSITIVE_INFINITY } }],
    });
  });
});

describe('currentCart.deleteCurrentCart', () => {
  it('DELETEs the cart and resolves to nothing', async () => {
    const { fetch, cart } = setup(() => ({ json: {} }));
    await expect(cart.deleteCurrentCart()).resolves.toBeUndefined();
    expect(fetch.requests[0]).toMatchObject({
      method: 'DELETE',
      url: `http://api${CART_PATH}`,
      body: undefined,
    });
  });
});
