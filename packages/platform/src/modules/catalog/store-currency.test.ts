import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformApp, createPlatformDeps } from '../../app';
import { type CartTestKit, createCartTestKit, STORES, type TestBuyer } from '../cart/testing/cart-test-kit';

// Catalog money follows the store currency's minor unit (BAZAAR_CURRENCY; ISO 4217 exponent from Intl): a JPY store
// has no decimals, a KWD store three. Each store is a real platform on a real database, driven over HTTP.

const PRODUCTS = '/stores/v1/products';
const NBSP = '\u00a0';
const OREGON = { country: 'US', subdivision: 'US-OR', city: 'Portland', addressLine: '1 Main St' };

let yen: CartTestKit;
let dinar: CartTestKit;
beforeAll(async () => {
  [yen, dinar] = await Promise.all([
    createCartTestKit({ config: { currency: 'JPY' } }),
    createCartTestKit({ config: { currency: 'KWD' } }),
  ]);
});
afterAll(() => Promise.all([yen?.close(), dinar?.close()]));

async function create(kit: CartTestKit, product: Record<string, unknown>) {
  return kit.call(kit.apiKey, 'POST', PRODUCTS, { product: { name: 'Item', ...product } });
}

async function created(kit: CartTestKit, product: Record<string, unknown>) {
  const res = await create(kit, product);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.product;
}

async function productCount(kit: CartTestKit): Promise<number> {
  const rows = await kit.platform.db.query<{ n: number }>('SELECT count(*)::int AS n FROM catalog_products');
  return rows[0]!.n;
}

async function read(kit: CartTestKit, id: string) {
  return (
    await kit.call(kit.apiKey, 'GET', `/stores-reader/v1/products/${id}?includeMerchantSpecificData=true`)
  ).body.product;
}

describe('product writes in the store currency', () => {
  it('refuses a JPY price with decimals in the wire format, and creates nothing', async () => {
    const before = await productCount(yen);
    const res = await create(yen, { priceData: { price: 10.5 }, discount: { type: 'AMOUNT', value: 0.5 } });
    expect(res.status).toBe(400);
    const violations = res.body.details.validationError.fieldViolations.map((v: any) => [
      v.field,
      v.violatedRule,
      v.data,
      v.description,
    ]);
    expect(violations).toEqual(
      ['product.discount.value', 'product.priceData.price'].map((field) => [
        field,
        'DECIMAL_MAX_SCALE',
        { maxScale: 0 },
        'must be a whole amount of JPY',
      ]),
    );
    expect(await productCount(yen)).toBe(before);
  });

  it('accepts a KWD price in fils and refuses a fourth decimal', async () => {
    const product = await created(dinar, {
      priceData: { price: 1.234 },
      costAndProfitData: { itemCost: 0.333 },
    });
    expect(product.priceData).toMatchObject({
      currency: 'KWD',
      price: 1.234,
      formatted: { price: `KWD${NBSP}1.234` },
    });
    const before = await productCount(dinar);
    const res = await create(dinar, { priceData: { price: 1.2345 } });
    expect(res.status).toBe(400);
    expect(res.body.details.validationError.fieldViolations[0]).toMatchObject({
      field: 'product.priceData.price',
      violatedRule: 'DECIMAL_MAX_SCALE',
      data: { maxScale: 3 },
    });
    expect(await productCount(dinar)).toBe(before);
    // Variant overrides and bulk sets are prices too.
    const sized = await created(dinar, {
      priceData: { price: 2 },
      manageVariants: true,
      productOptions: [{ name: 'Size', choices: [{ value: 'S' }] }],
    });
    const variants = await dinar.call(dinar.apiKey, 'PATCH', `${PRODUCTS}/${sized.id}/variants`, {
      variants: [{ choices: { Size: 'S' }, price: 2.0005 }],
    });
    expect(variants.status).toBe(400);
    const bulk = await dinar.call(dinar.apiKey, 'POST', '/stores/v1/bulk/products/update', {
      ids: [sized.id],
      set: { price: 2.0005 },
    });
    expect(bulk.body.details.validationError.fieldViolations[0]).toMatchObject({
      field: 'set.price',
      violatedRule: 'DECIMAL_MAX_SCALE',
    });
  });

  it('rounds discounts, price per unit and profit to whole yen and to fils, and formats them so', async () => {
    // ¥1,050 − 12.5% = ¥918.75 → ¥919; 300 g → ¥306.33… per 100 g → ¥306; cost ¥400 → profit ¥519.
    const tea = await created(yen, {
      priceData: { price: 1050 },
      costAndProfitData: { itemCost: 400 },
      discount: { type: 'PERCENT', value: 12.5 },
      pricePerUnitData: {
        totalQuantity: 300,
        totalMeasurementUnit: 'G',
        baseQuantity: 100,
        baseMeasurementUnit: 'G',
      },
    });
    expect(tea.priceData).toEqual({
      currency: 'JPY',
      price: 1050,
      discountedPrice: 919,
      pricePerUnit: 306,
      formatted: { price: '¥1,050', discountedPrice: '¥919', pricePerUnit: '¥306' },
    });
    expect(tea.costAndProfitData).toMatchObject({ itemCost: 400, profit: 519, formattedProfit: '¥519' });
    // 1.234 KWD − 15% = 1.0489 → 1.049 (cents would have made it 1.05).
    const dates = await created(dinar, {
      priceData: { price: 1.234 },
      costAndProfitData: { itemCost: 0.333 },
      discount: { type: 'PERCENT', value: 15 },
    });
    expect(dates.priceData).toMatchObject({
      discountedPrice: 1.049,
      formatted: { price: `KWD${NBSP}1.234`, discountedPrice: `KWD${NBSP}1.049` },
    });
    expect(dates.costAndProfitData).toMatchObject({ profit: 0.716, formattedProfit: `KWD${NBSP}0.716` });
    const query = await dinar.call(undefined, 'POST', '/stores-reader/v1/products/query-platformized', {
      query: { filter: { 'priceData.discountedPrice': { $eq: 1.049 } } },
    });
    expect(query.body.products.map((product: any) => product.id)).toEqual([dates.id]);
  });

  it('adjusts prices by a percentage in whole yen and in fils', async () => {
    const a = await created(yen, { priceData: { price: 999 } });
    const b = await created(dinar, { priceData: { price: 1.234 } });
    const adjust = (kit: CartTestKit, id: string, percentage: Record<string, unknown>) =>
      kit.call(kit.apiKey, 'POST', '/stores/v1/bulk/products/adjust-properties', {
        ids: [id],
        adjust: { price: { percentage } },
      });
    // ¥999 + 12.5% = ¥1,123.875 → ¥1,124.
    expect((await adjust(yen, a.id, { rate: 12.5 })).body.bulkActionMetadata.totalSuccesses).toBe(1);
    expect((await read(yen, a.id)).priceData).toMatchObject({ price: 1124, formatted: { price: '¥1,124' } });
    // 1.234 KWD + 10% = 1.3574 → 1.357; rounded to whole dinars → 1.
    await adjust(dinar, b.id, { rate: 10 });
    expect((await read(dinar, b.id)).priceData.price).toBe(1.357);
    await adjust(dinar, b.id, { rate: 0, roundToInt: true });
    expect((await read(dinar, b.id)).priceData).toMatchObject({
      price: 1,
      formatted: { price: `KWD${NBSP}1.000` },
    });
  });
});

describe('catalog → cart → checkout → order in the store currency', () => {
  async function buy(kit: CartTestKit, productId: string, quantity: number) {
    const buyer: TestBuyer = await kit.visitor();
    const cart = await kit.add(buyer, [{ productId, quantity }]);
    const orderId = await kit.placeOrder(buyer, OREGON);
    const order = (await kit.call(kit.apiKey, 'GET', `/ecom/v1/orders/${orderId}`)).body.order;
    return { cart, order };
  }

  it('sells a discounted JPY item at whole yen from the line to the order total', async () => {
    const tea = await created(yen, {
      priceData: { price: 1050 },
      discount: { type: 'PERCENT', value: 12.5 },
    });
    const { cart, order } = await buy(yen, tea.id, 3);
    expect(cart.lineItems[0].price).toMatchObject({ amount: '919', formattedAmount: '¥919' });
    expect(cart.lineItems[0].fullPrice).toMatchObject({ amount: '1050', formattedAmount: '¥1,050' });
    expect(cart.subtotal).toMatchObject({ amount: '2757', formattedAmount: '¥2,757' });
    expect(order.currency).toBe('JPY');
    expect(order.lineItems[0].price).toMatchObject({ amount: '919', formattedAmount: '¥919' });
    expect(order.priceSummary.total).toMatchObject({ amount: '2757', formattedAmount: '¥2,757' });
  });

  it('sells a discounted KWD item in fils from the line to the order total', async () => {
    const dates = await created(dinar, {
      priceData: { price: 1.234 },
      discount: { type: 'PERCENT', value: 15 },
    });
    const { cart, order } = await buy(dinar, dates.id, 2);
    expect(cart.lineItems[0].price).toMatchObject({ amount: '1.049', formattedAmount: `KWD${NBSP}1.049` });
    expect(cart.subtotal).toMatchObject({ amount: '2.098' });
    expect(order.priceSummary.total).toMatchObject({ amount: '2.098', formattedAmount: `KWD${NBSP}2.098` });
  });
});

describe('a store whose currency changes after products exist', () => {
  it('keeps the stored numbers and computes, shows and sells them in the new currency', async () => {
    const usd = await createCartTestKit();
    try {
      const mug = await created(usd, {
        priceData: { price: 10.55 },
        discount: { type: 'AMOUNT', value: 0.3 },
      });
      expect(mug.priceData).toMatchObject({ price: 10.55, discountedPrice: 10.25 });
      // The same database opened by a platform configured for yen.
      const config = { ...usd.platform.config, currency: 'JPY' };
      const app = createPlatformApp(
        createPlatformDeps({ db: usd.platform.db, clock: usd.platform.clock, config }),
      );
      const res = await app.request('/stores-reader/v1/products/query-platformized', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: { filter: { id: mug.id } } }),
      });
      // ¥10.55 → ¥11; ¥0.3 off → ¥0 off: every amount is rounded to the new minor unit where it is computed.
      expect((await res.json()).products[0].priceData).toMatchObject({
        currency: 'JPY',
        price: 11,
        discountedPrice: 11,
        formatted: { price: '¥11', discountedPrice: '¥11' },
      });
      const visitor = await usd.platform.seed.visitorTokens();
      const added = await app.request('/ecom/v1/carts/current/add-to-cart', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: visitor.accessToken },
        body: JSON.stringify({
          lineItems: [{ catalogReference: { appId: STORES, catalogItemId: mug.id }, quantity: 2 }],
        }),
      });
      expect(added.status).toBe(200);
      expect((await added.json()).cart.subtotal).toMatchObject({ amount: '22', formattedAmount: '¥22' });
    } finally {
      await usd.close();
    }
  });
});
