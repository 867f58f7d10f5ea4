import { ApiKeyStrategy, createClient, currentCart, OAuthStrategy, products } from '@bazaar/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import type { getConverters } from '../../packages/sdk/src/convert/create-converters';
import { copyingGetConverters } from './copying-conversion';
import { STORES_APP_ID, useDemoPlatform } from './demo-platform';
import { leastCartConversion } from './least-cart-conversion';
import { leastProductsConversion } from './least-products-conversion';
import { floorClientWalk, productsQueryDescriptor } from './required-work';

// The "least conforming conversion" rows of cart-get and products-query are floors only if they do all the
// conversion our SDK does (which keeps transforms.md §3 and §5): their output must equal our SDK's for the same
// answer (key order aside: toStrictEqual ignores it), on the benchmarks' real answers and on answers with every
// converted path. So must the copying walk of the "copying" rows (our SDK built without its in-place conversion,
// copying-conversion.ts): it stands for a size-minimal client that keeps the contract.

/** A client of our SDK whose every call is answered with `text`. */
const answering = (text: string) =>
  createClient({
    auth: ApiKeyStrategy({ apiKey: 'key' }),
    baseUrl: 'http://api',
    modules: { currentCart, products },
    fetch: async () => new Response(text, { headers: { 'content-type': 'application/json' } }),
  });

/** What `getCurrentCart()` returns for a given answer text. */
const sdkCart = (text: string): Promise<unknown> => answering(text).currentCart.getCurrentCart();

/** The items `queryProducts().find()` returns for a given answer text. */
const sdkProducts = async (text: string): Promise<unknown> =>
  (await answering(text).products.queryProducts().limit(100).find()).items;

/** Keys left unrenamed anywhere below `value` (an object that already had the new name keeps both). */
function unrenamedKeys(value: unknown, path = ''): string[] {
  if (value === null || typeof value !== 'object' || value instanceof Date) return [];
  if (Array.isArray(value)) return value.flatMap((item, index) => unrenamedKeys(item, `${path}[${index}]`));
  return Object.entries(value).flatMap(([key, item]) => [
    ...(/(^|\.)(id|createdDate|updatedDate)(\.|$)/.test(key) && !(`_${key}` in value)
      ? [`${path}.${key}`]
      : []),
    ...unrenamedKeys(item, `${path}.${key}`),
  ]);
}

// Every TS-res-4 and FL-res-4 path, unknown fields with system keys at several depths, a dotted key, a `sort`, an
// object that has both `id` and `_id`, a null timestamp.
const everyPath = {
  cart: {
    id: 'cart-1',
    createdDate: '2024-01-02T03:04:05.678Z',
    updatedDate: '2024-01-03T00:00:00Z',
    lineItems: [
      {
        id: 'li-1',
        image: {
          id: 'img',
          url: 'https://img/x.png',
          focalPoint: { x: 'NaN', y: 0.5 },
          urlExpirationDate: '2024-02-01T00:00:00Z',
        },
        physicalProperties: { weight: '-Infinity' },
        catalogOverrideFields: { physicalProperties: { weight: 2 }, image: { id: 'img-2' } },
        subscriptionOptionInfo: { subscriptionSettings: { startDate: '2024-04-01T00:00:00Z' } },
        serviceProperties: { scheduledDate: '2024-03-01T10:00:00Z', endDate: null },
        futureField: { deeper: [{ id: 'x', createdDate: 'stays a string', 'lineItems.id': 1 }] },
      },
    ],
    contactInfo: { address: { addressLine: 'Main 1', geocode: { latitude: 'Infinity', longitude: 2 } } },
    appliedDiscounts: [{ coupon: { id: 'c', _id: 'already' } }],
    unknown: { sort: [{ fieldName: 'createdDate' }], updatedDate: 'u' },
  },
};

const price = () => ({ currency: 'USD', price: 'NaN', pricePerUnit: 2.5, discountedPrice: 'Infinity' });
// Every TS-res-18 and FL-res-14 path, system keys in media and variants, a dotted key, an object with both `id` and
// `_id`.
const everyProductPath = {
  products: [
    {
      id: 'p1',
      createdDate: '2024-01-02T03:04:05.678Z',
      lastUpdated: '2024-01-03T00:00:00Z',
      weight: '-Infinity',
      price: price(),
      priceData: price(),
      convertedPriceData: price(),
      costAndProfitData: {
        itemCost: 'NaN',
        profit: 'Infinity',
        profitMargin: '-Infinity',
        formattedProfit: '$1',
      },
      weightRange: { minValue: 'NaN', maxValue: 3 },
      priceRange: { minValue: 1, maxValue: 'Infinity' },
      costRange: { minValue: '-Infinity', maxValue: 'NaN' },
      pricePerUnitData: { totalQuantity: 'NaN', baseQuantity: 'Infinity', baseMeasurementUnit: 'KG' },
      discount: { type: 'PERCENT', value: '-Infinity' },
      media: { items: [{ id: 'm1', image: { url: 'u' } }] },
      variants: [
        {
          id: 'v1',
          choices: { 'a.id': 'x' },
          variant: {
            weight: 'NaN',
            priceData: price(),
            convertedPriceData: price(),
            costAndProfitData: { itemCost: 'NaN', profit: 'Infinity', profitMargin: '-Infinity' },
          },
        },
      ],
      customTextFields: [{ id: 'already', _id: 'kept' }],
    },
    { id: 'p2', createdDate: null, lastUpdated: '' },
  ],
  metadata: { items: 2, offset: 0 },
  totalResults: 2,
};

// The copying build's converters (esbuild, once for the file).
let copying: typeof getConverters;
beforeAll(async () => {
  copying = await copyingGetConverters();
}, 60_000);
/** The copying walk's conversion of a product query answer. */
const copyingProducts = async (answer: Record<string, unknown>) =>
  copying(await productsQueryDescriptor()).fromWire(answer).products;
/** The copying walk's conversion of a cart answer. */
const copyingCart = (answer: Record<string, unknown>) =>
  copying(currentCart.getCurrentCart).fromWire(answer).cart;

describe('the copying walk (our SDK with its in-place conversion patched out)', () => {
  it('equals queryProducts().find() on an answer with every converted path and renames at every depth', async () => {
    const text = JSON.stringify(everyProductPath);
    const converted = await copyingProducts(JSON.parse(text));
    expect(converted).toStrictEqual(await sdkProducts(text));
    expect(unrenamedKeys(converted)).toEqual([]);
  });

  it('equals getCurrentCart() on an answer with every converted path and renames at every depth', async () => {
    const text = JSON.stringify(everyPath);
    const converted = copyingCart(JSON.parse(text));
    expect(converted).toStrictEqual(await sdkCart(text));
    expect(unrenamedKeys(converted)).toEqual([]);
  });

  // What sets it apart from ours: the parsed answer is copied, never changed.
  it('copies the answer instead of converting it in place', () => {
    const parsed = JSON.parse(JSON.stringify(everyPath));
    const converted = copying(currentCart.getCurrentCart).fromWire(parsed);
    expect(parsed).toStrictEqual(everyPath);
    expect(converted).not.toBe(parsed);
    expect((converted.cart as { lineItems: unknown[] }).lineItems[0]).not.toBe(parsed.cart.lineItems[0]);
  });
});

// The bundle-size floor's walk is timed too, though it does not keep the contract: it equals ours on the benchmarks'
// answers (below), not on answers holding what it skips.
describe('the floor client’s walk (minimal-client.ts)', () => {
  it('misses what floorClientWalk says it does', () => {
    const cart = floorClientWalk(currentCart.getCurrentCart)(JSON.parse(JSON.stringify(everyPath))).cart;
    const item = cart.lineItems[0];
    expect(item.futureField.deeper[0]).toHaveProperty(['lineItems.id'], 1);
    expect(cart.unknown.sort[0].fieldName).toBe('createdDate');
    expect(item.serviceProperties.endDate).toBeNull();
    expect(cart.appliedDiscounts[0].coupon).toStrictEqual({ _id: 'already' });
  });

  it('keeps falsy timestamps and turns any string at a float path into a number', async () => {
    const answer = { products: [{ id: 'p', createdDate: null, lastUpdated: '', weight: '1.5' }] };
    const [product] = floorClientWalk(await productsQueryDescriptor())(answer).products;
    expect(product).toStrictEqual({ _id: 'p', _createdDate: null, lastUpdated: '', weight: 1.5 });
  });
});

describe('leastProductsConversion', () => {
  it('equals queryProducts().find() on an answer with every converted path and renames at every depth', async () => {
    const text = JSON.stringify(everyProductPath);
    const least = leastProductsConversion(JSON.parse(text)).products;
    expect(least).toStrictEqual(await sdkProducts(text));
    expect(unrenamedKeys(least)).toEqual([]);
    const [product] = least;
    expect([product._createdDate, product.lastUpdated]).toEqual([expect.any(Date), expect.any(Date)]);
    expect(least[1]).toStrictEqual({ _id: 'p2', _createdDate: undefined, lastUpdated: undefined });
    const floats = [
      product.weight,
      ...['price', 'priceData', 'convertedPriceData'].flatMap((key) => [
        product[key].price,
        product[key].discountedPrice,
      ]),
      ...Object.values(product.costAndProfitData).slice(0, 3),
      ...['weightRange', 'priceRange', 'costRange'].flatMap((key) => Object.values(product[key])),
      ...Object.values(product.pricePerUnitData).slice(0, 2),
      product.discount.value,
      product.variants[0].variant.weight,
      ...['priceData', 'convertedPriceData'].flatMap((key) => [
        product.variants[0].variant[key].price,
        product.variants[0].variant[key].discountedPrice,
      ]),
      ...Object.values(product.variants[0].variant.costAndProfitData),
    ];
    expect(floats.every((value) => typeof value === 'number')).toBe(true);
    expect(product.variants[0]._id).toBe('v1');
    expect(product.variants[0].choices).toStrictEqual({ 'a._id': 'x' });
    expect(product.media.items[0]._id).toBe('m1');
  });

  it('is not matched by an unconverted answer', async () => {
    const text = JSON.stringify(everyProductPath);
    expect(JSON.parse(text).products).not.toStrictEqual(await sdkProducts(text));
  });
});

describe('leastCartConversion', () => {
  it('equals getCurrentCart() on an answer with every converted path and renames at every depth', async () => {
    const text = JSON.stringify(everyPath);
    const least = leastCartConversion(JSON.parse(text)).cart;
    expect(least).toStrictEqual(await sdkCart(text));
    expect(unrenamedKeys(least)).toEqual([]);
    const item = least.lineItems[0];
    expect([
      least._createdDate,
      least._updatedDate,
      item.image.urlExpirationDate,
      item.subscriptionOptionInfo.subscriptionSettings.startDate,
      item.serviceProperties.scheduledDate,
    ]).toEqual(Array(5).fill(expect.any(Date)));
    expect(item.serviceProperties).toHaveProperty('endDate', undefined);
    expect([
      item.image.focalPoint.x,
      item.physicalProperties.weight,
      least.contactInfo.address.geocode.latitude,
    ]).toEqual([Number.NaN, Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY]);
    expect(item.futureField.deeper[0]).toStrictEqual({
      _id: 'x',
      _createdDate: 'stays a string',
      'lineItems._id': 1,
    });
    expect(least.appliedDiscounts[0].coupon).toStrictEqual({ id: 'c', _id: 'already' });
    expect(least.unknown.sort[0].fieldName).toBe('_createdDate');
  });

  // The check above fails when the conversion skips anything: a copy of the answer left as parsed is unequal.
  it('is not matched by an unconverted answer', async () => {
    const text = JSON.stringify(everyPath);
    expect(JSON.parse(text).cart).not.toStrictEqual(await sdkCart(text));
    expect(unrenamedKeys(JSON.parse(text).cart).length).toBeGreaterThan(0);
  });
});

describe('on the answers of the benchmarks (the demo store, from the platform)', () => {
  const platform = useDemoPlatform();

  it('equals getCurrentCart() of the same answer', async () => {
    let answer = '';
    const client = createClient({
      auth: OAuthStrategy({ clientId: platform().clientId }),
      modules: { currentCart, products },
      fetch: async (request: Request) => {
        const response = await platform().app.request(request);
        if (request.method === 'GET' && request.url.endsWith('/carts/current'))
          answer = await response.clone().text();
        return response;
      },
    });
    // The benchmark's cart: the first 10 products without options (cart-get.bench.ts).
    const page = await client.products.queryProducts().limit(100).find();
    const plain = page.items.filter((product) => (product.productOptions ?? []).length === 0).slice(0, 10);
    expect(plain).toHaveLength(10);
    await client.currentCart.addToCurrentCart({
      lineItems: plain.map((product, index) => ({
        catalogReference: { appId: STORES_APP_ID, catalogItemId: product._id! },
        quantity: 1 + (index % 3),
      })),
    });
    const ours = await client.currentCart.getCurrentCart();
    const least = leastCartConversion(JSON.parse(answer)).cart;
    expect(least).toStrictEqual(ours);
    expect(copyingCart(JSON.parse(answer))).toStrictEqual(ours);
    expect(floorClientWalk(currentCart.getCurrentCart)(JSON.parse(answer)).cart).toStrictEqual(ours);
    expect(unrenamedKeys(least)).toEqual([]);
    expect(least.lineItems).toHaveLength(10);
    expect(least._createdDate).toBeInstanceOf(Date);
  });

  it('equals queryProducts().limit(100).find() of the same page', async () => {
    let answer = '';
    const client = createClient({
      auth: OAuthStrategy({ clientId: platform().clientId }),
      modules: { products },
      fetch: async (request: Request) => {
        const response = await platform().app.request(request);
        if (request.url.includes('/products/query')) answer = await response.clone().text();
        return response;
      },
    });
    const page = await client.products.queryProducts().limit(100).find();
    const least = leastProductsConversion(JSON.parse(answer)).products;
    expect(least.length).toBeGreaterThan(10);
    expect(least).toStrictEqual(page.items);
    expect(await copyingProducts(JSON.parse(answer))).toStrictEqual(page.items);
    const floorWalk = floorClientWalk(await productsQueryDescriptor());
    expect(floorWalk(JSON.parse(answer)).products).toStrictEqual(page.items);
    expect(unrenamedKeys(least)).toEqual([]);
  });
});
