// Shared by the products tests: a product and a collection as the wire carries them and as callers get them, and
// a client on a recording fetch.
import { ApiKeyStrategy } from '../../auth/api-key-strategy';
import { createClient } from '../../client/create-client';
import { createRecordingFetch, type MockHandler } from '../../testing/recording-fetch';
import { products } from './products';

export const P = 'p-1';
export const wireProduct = () => ({
  id: P,
  name: 'Mug',
  weight: 'NaN',
  priceData: { currency: 'USD', price: 10.5, discountedPrice: 9.5, formatted: { price: '$10.50' } },
  media: { mainMedia: { id: 'm1', image: { url: '/m.svg', width: 8, height: 8 } }, items: [{ id: 'm1' }] },
  variants: [
    { id: 'v1', choices: { Size: 'S' }, variant: { weight: 'Infinity', priceData: { price: 10.5 } } },
  ],
  lastUpdated: '2024-02-01T00:00:00Z',
  createdDate: '2024-01-01T00:00:00.000Z',
});
// What callers get: `_id` at every depth, Dates, special floats (transforms.md TS-res-15, FL-res-9).
export const sdkProduct = () => ({
  _id: P,
  name: 'Mug',
  weight: Number.NaN,
  priceData: { currency: 'USD', price: 10.5, discountedPrice: 9.5, formatted: { price: '$10.50' } },
  media: { mainMedia: { _id: 'm1', image: { url: '/m.svg', width: 8, height: 8 } }, items: [{ _id: 'm1' }] },
  variants: [
    {
      _id: 'v1',
      choices: { Size: 'S' },
      variant: { weight: Number.POSITIVE_INFINITY, priceData: { price: 10.5 } },
    },
  ],
  lastUpdated: new Date('2024-02-01T00:00:00Z'),
  _createdDate: new Date('2024-01-01T00:00:00.000Z'),
});
export const wireCollection = () => ({
  id: 'c1',
  name: 'Mugs',
  numberOfProducts: 2,
  lastUpdated: '2024-03-01T00:00:00Z',
});
export const sdkCollection = () => ({
  _id: 'c1',
  name: 'Mugs',
  numberOfProducts: 2,
  lastUpdated: new Date('2024-03-01T00:00:00Z'),
});

export const setup = (handler: MockHandler = () => ({ json: {} })) => {
  const fetch = createRecordingFetch(handler);
  const client = createClient({
    auth: ApiKeyStrategy({ apiKey: 'key' }),
    fetch,
    baseUrl: 'http://api',
    modules: { products },
  });
  return { fetch, products: client.products };
};
