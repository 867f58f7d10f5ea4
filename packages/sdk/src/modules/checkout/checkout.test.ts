import { describe, expect, it } from 'vitest';
import { ApiKeyStrategy } from '../../auth/api-key-strategy';
import { createClient } from '../../client/create-client';
import { ApplicationError, ValidationError } from '../../errors/bazaar-error';
import { createRecordingFetch, type MockHandler } from '../../testing/recording-fetch';
import { checkout } from './checkout';

const PATH = '/ecom/v1/checkouts';
const wireCheckout = () => ({
  id: 'co-1',
  createdDate: '2025-01-01T00:00:00.000Z',
  updatedDate: '2025-01-02T00:00:00.000Z',
  lineItems: [
    {
      id: 'li-1',
      quantity: 1,
      media: { id: 'img', url: 'https://img/x.png', focalPoint: { x: 'NaN', y: 0.5 } },
      physicalProperties: { weight: 0.4 },
    },
  ],
  billingInfo: { address: { country: 'US', geocode: { latitude: 'Infinity', longitude: 2 } } },
  shippingInfo: {
    selectedCarrierServiceOption: {
      code: 'standard',
      logistics: { deliveryTimeSlot: { from: '2025-01-05T09:00:00Z', to: '2025-01-05T12:00:00Z' } },
    },
    carrierServiceOptions: [],
  },
  priceSummary: { total: { amount: '32.80', formattedAmount: '$32.80' } },
  appliedDiscounts: [{ discountType: 'GLOBAL', coupon: { id: 'c1', code: 'WELCOME10' } }],
});
// What callers get: renamed system keys, Dates, special floats; images and addresses keep their wire shapes.
const sdkCheckout = () => ({
  _id: 'co-1',
  _createdDate: new Date('2025-01-01T00:00:00.000Z'),
  _updatedDate: new Date('2025-01-02T00:00:00.000Z'),
  lineItems: [
    {
      _id: 'li-1',
      quantity: 1,
      media: { _id: 'img', url: 'https://img/x.png', focalPoint: { x: Number.NaN, y: 0.5 } },
      physicalProperties: { weight: 0.4 },
    },
  ],
  billingInfo: { address: { country: 'US', geocode: { latitude: Number.POSITIVE_INFINITY, longitude: 2 } } },
  shippingInfo: {
    selectedCarrierServiceOption: {
      code: 'standard',
      logistics: {
        deliveryTimeSlot: { from: new Date('2025-01-05T09:00:00Z'), to: new Date('2025-01-05T12:00:00Z') },
      },
    },
    carrierServiceOptions: [],
  },
  priceSummary: { total: { amount: '32.80', formattedAmount: '$32.80' } },
  appliedDiscounts: [{ discountType: 'GLOBAL', coupon: { _id: 'c1', code: 'WELCOME10' } }],
});

const setup = (handler: MockHandler = () => ({ json: { checkout: wireCheckout() } })) => {
  const fetch = createRecordingFetch(handler);
  const client = createClient({
    auth: ApiKeyStrategy({ apiKey: 'key' }),
    fetch,
    baseUrl: 'http://api',
    modules: { checkout },
  });
  return { fetch, api: client.checkout };
};

describe('checkout.getCheckout', () => {
  it('GETs the checkout by id and returns the converted checkout itself', async () => {
    const { fetch, api } = setup();
    expect(await api.getCheckout('co-1')).toEqual(sdkCheckout());
    expect(fetch.requests[0]).toMatchObject({
      method: 'GET',
      url: `http://api${PATH}/co-1?id=co-1`,
      body: undefined,
    });
  });

  it('names an empty id when the server refuses the `undefined` path', async () => {
    const { fetch, api } = setup(() => ({ status: 404, json: { message: 'Not found' } }));
    await expect(api.getCheckout('')).rejects.toBeInstanceOf(ValidationError);
    expect(fetch.requests[0]?.path).toMatch(/\/undefined\b/);
  });

  it('raises CHECKOUT_NOT_FOUND as an ApplicationError', async () => {
    const { api } = setup(() => ({
      status: 404,
      json: {
        message: 'There is no checkout co-9',
        details: {
          applicationError: { code: 'CHECKOUT_NOT_FOUND', description: 'There is no checkout co-9' },
        },
      },
    }));
    const error = await api.getCheckout('co-9').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApplicationError);
    expect((error as ApplicationError).details.applicationError?.code).toBe('CHECKOUT_NOT_FOUND');
  });
});

describe('checkout.updateCheckout', () => {
  it('PATCHes {checkout: {…, id}, couponCode} to the checkout path and returns the checkout', async () => {
    const { fetch, api } = setup();
    const result = await api.updateCheckout(
      'co-1',
      {
        billingInfo: { address: { country: 'US', geocode: { latitude: Number.NaN } } },
        shippingInfo: { selectedCarrierServiceOption: { code: 'express' } },
      },
      { couponCode: 'SAVE5' },
    );
    expect(result).toEqual(sdkCheckout());
    expect(fetch.requests[0]).toMatchObject({
      method: 'PATCH',
      url: `http://api${PATH}/co-1`,
      json: {
        checkout: {
          id: 'co-1',
          billingInfo: { address: { country: 'US', geocode: { latitude: 'NaN' } } },
          shippingInfo: { selectedCarrierServiceOption: { code: 'express' } },
        },
        couponCode: 'SAVE5',
      },
    });
  });

  it('names a missing checkout id when the server refuses the `undefined` path', async () => {
    const { fetch, api } = setup(() => ({ status: 404, json: { message: 'Not found' } }));
    await expect(api.updateCheckout('', {})).rejects.toThrow('"checkout._id" is required');
    expect(fetch.requests[0]?.path).toMatch(/\/undefined\b/);
  });
});

describe('checkout.removeCoupon', () => {
  it('POSTs to remove-coupon and returns the whole response', async () => {
    const { fetch, api } = setup();
    expect(await api.removeCoupon('co-1')).toEqual({ checkout: sdkCheckout() });
    expect(fetch.requests[0]).toMatchObject({
      method: 'POST',
      url: `http://api${PATH}/co-1/remove-coupon`,
      json: { id: 'co-1' },
    });
  });
});

describe('checkout.createOrder', () => {
  it('POSTs to create-order and returns the order id', async () => {
    const { fetch, api } = setup(() => ({ json: { orderId: 'o-1' } }));
    expect(await api.createOrder('co-1', { delayCapture: false })).toEqual({ orderId: 'o-1' });
    expect(fetch.requests[0]).toMatchObject({
      method: 'POST',
      url: `http://api${PATH}/co-1/create-order`,
      json: { id: 'co-1', delayCapture: false },
    });
  });

  it('raises the placement code (FULL_OUT_OF_STOCK) as an ApplicationError', async () => {
    const { api } = setup(() => ({
      status: 428,
      json: {
        message: 'Some items are out of stock',
        details: {
          applicationError: { code: 'FULL_OUT_OF_STOCK', description: 'Some items are out of stock' },
        },
      },
    }));
    const error = (await api.createOrder('co-1').catch((caught: unknown) => caught)) as ApplicationError;
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error.status).toBe(428);
    expect(error.details.applicationError?.code).toBe('FULL_OUT_OF_STOCK');
  });
});

describe('checkout.markCheckoutAsCompleted', () => {
  it('POSTs to mark-as-completed and resolves to nothing', async () => {
    const { fetch, api } = setup(() => ({ json: {} }));
    expect(await api.markCheckoutAsCompleted('co-1', { orderId: 'o-1' })).toBeUndefined();
    expect(fetch.requests[0]).toMatchObject({
      method: 'POST',
      url: `http://api${PATH}/co-1/mark-as-completed`,
      json: { id: 'co-1', orderId: 'o-1' },
    });
  });
});
