import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CartTestKit, createCartTestKit, type TestBuyer } from '../cart/testing/cart-test-kit';
import type { CouponDefinition, StorePricingConfig } from './pricing';

// Totals of estimate-totals and of the checkout against hand-computed examples (business-rules §1D–1E): the store
// below is small enough to price by hand. Products: A $19.99 (0.3 kg), B $45.00 (1.5 kg), P $0.05 (no weight).

const US = '7c1d2e3f-0000-4000-8000-000000000001';
const WORLD = '7c1d2e3f-0000-4000-8000-000000000002';
const STORE: Omit<StorePricingConfig, 'currency'> = {
  weightUnit: 'KG',
  roundingStrategy: 'CURRENCY_PRECISION',
  defaultAddress: { country: 'US', subdivision: 'US-OR' },
  shipping: {
    regions: [
      {
        id: US,
        name: 'United States',
        destinations: [{ country: 'US' }],
        options: [
          {
            code: 'weight',
            title: 'By weight',
            rate: {
              type: 'BY_WEIGHT',
              tiers: [{ upTo: 1, price: '4.00' }, { upTo: 5, price: '8.00' }, { price: '15.00' }],
            },
            freeOver: 100,
          },
          {
            code: 'count',
            title: 'By count',
            rate: { type: 'BY_QUANTITY', tiers: [{ upTo: 2, price: '10.00' }, { price: '20.00' }] },
          },
          {
            code: 'value',
            title: 'By value',
            rate: { type: 'BY_PRICE', tiers: [{ upTo: 50, price: '12.00' }, { price: '6.00' }] },
          },
          {
            code: 'pickup',
            title: 'Pickup',
            rate: { type: 'FLAT', price: 0 },
            pickup: {
              method: 'STORE_PICKUP',
              address: { country: 'US', subdivision: 'US-OR', city: 'Portland' },
            },
          },
        ],
      },
      {
        id: WORLD,
        name: 'World',
        destinations: 'REST_OF_WORLD',
        options: [{ code: 'world', title: 'World', rate: { type: 'FLAT', price: '25.00' } }],
      },
    ],
  },
  tax: {
    taxShipping: true,
    fallbackRate: '0.05',
    regions: [
      {
        name: 'California',
        country: 'US',
        subdivision: 'US-CA',
        rateType: 'MANUAL_RATE',
        rate: '0.0725',
        taxShipping: false,
      },
      { name: 'New York', country: 'US', subdivision: 'US-NY', rateType: 'MANUAL_RATE', rate: '0.08875' },
      { name: 'Oregon', country: 'US', subdivision: 'US-OR', rateType: 'NO_TAX_COLLECTED' },
      { name: 'UK VAT', country: 'GB', rateType: 'AUTO_RATE' },
    ],
  },
  coupons: [
    {
      id: '5a000000-0000-4000-8000-000000000001',
      code: 'TEN',
      name: '10% off',
      type: 'PERCENTAGE',
      value: 10,
    },
    {
      id: '5a000000-0000-4000-8000-000000000002',
      code: 'FIVE',
      name: '$5 off over $30',
      type: 'FIXED_AMOUNT',
      value: '5.00',
      minimumSubtotal: 30,
    },
    {
      id: '5a000000-0000-4000-8000-000000000003',
      code: 'SHIPFREE',
      name: 'Free shipping',
      type: 'FREE_SHIPPING',
    },
  ],
};

let kit: CartTestKit;
let a: string;
let b: string;
let p: string;
let allCoupons: CouponDefinition[] = [];
const restorePricing = () => kit.pricing({ ...STORE, coupons: allCoupons });
beforeAll(async () => {
  kit = await createCartTestKit();
  a = await kit.product({ name: 'A', price: 19.99, weight: 0.3 });
  b = await kit.product({ name: 'B', price: 45, weight: 1.5 });
  p = await kit.product({ name: 'P', price: 0.05 });
  const scoped = {
    id: '5a000000-0000-4000-8000-000000000004',
    code: 'BONLY',
    name: '20% off B',
    type: 'PERCENTAGE' as const,
    value: 20,
    scope: { productIds: [b] },
  };
  allCoupons = [...(STORE.coupons ?? []), scoped];
  await restorePricing();
});
afterAll(() => kit.close());

const CART = '/ecom/v1/carts/current';
const address = (country: string, subdivision?: string) => ({
  country,
  ...(subdivision && { subdivision }),
  city: 'X',
  postalCode: '1',
  addressLine: '1 Main',
});

/** A visitor with 2 × A and 1 × B (subtotal 84.98, 2.1 kg, 3 items). */
async function buyerWithAB(): Promise<TestBuyer> {
  const buyer = await kit.visitor();
  await kit.add(buyer, [{ productId: a, quantity: 2 }, { productId: b }]);
  return buyer;
}

async function estimate(buyer: TestBuyer, body: Record<string, unknown> = {}) {
  const res = await kit.call(buyer, 'POST', `${CART}/estimate-totals`, body);
  expect(res.status).toBe(200);
  return res.body;
}

const summary = (body: any) =>
  Object.fromEntries(
    Object.entries(body.priceSummary).map(([key, price]: [string, any]) => [key, price.amount]),
  );

describe('estimate-totals: shipping rules', () => {
  it('prices by total weight: 2.1 kg is in the ≤5 kg tier (Oregon collects no tax)', async () => {
    const body = await estimate(await buyerWithAB(), { shippingAddress: address('US', 'US-OR') });
    expect(summary(body)).toEqual({
      subtotal: '84.98',
      shipping: '8.00',
      tax: '0.00',
      discount: '0.00',
      total: '92.98',
      additionalFees: '0.00',
    });
    expect(body.shippingInfo.region).toEqual({ id: US, name: 'United States' });
    expect(body.shippingInfo.selectedCarrierServiceOption).toMatchObject({
      code: 'weight',
      requestedShippingOption: false,
    });
    expect(body.taxSummary.calculationDetails).toEqual({ rateType: 'NO_TAX_COLLECTED' });
    expect(
      body.shippingInfo.carrierServiceOptions[0].shippingOptions.map((o: any) => [
        o.code,
        o.cost.price.amount,
      ]),
    ).toEqual([
      ['weight', '8.00'],
      ['count', '20.00'],
      ['value', '6.00'],
      ['pickup', '0.00'],
    ]);
  });

  it('prices by quantity and by value when that option is chosen (rule 30)', async () => {
    const buyer = await buyerWithAB();
    const byCount = await estimate(buyer, {
      shippingAddress: address('US', 'US-OR'),
      selectedShippingOption: { code: 'count' },
    });
    expect(byCount.priceSummary.shipping.amount).toBe('20.00');
    expect(byCount.shippingInfo.selectedCarrierServiceOption.requestedShippingOption).toBe(true);
    const byValue = await estimate(buyer, {
      shippingAddress: address('US', 'US-OR'),
      selectedShippingOption: { code: 'value' },
    });
    expect(byValue.priceSummary.shipping.amount).toBe('6.00');
  });

  it('falls back to the first option for an unknown code (rule 30)', async () => {
    const body = await estimate(await buyerWithAB(), {
      shippingAddress: address('US'),
      selectedShippingOption: { code: 'teleport' },
    });
    expect(body.shippingInfo.selectedCarrierServiceOption).toMatchObject({
      code: 'weight',
      requestedShippingOption: false,
    });
  });

  it('ships free from $100 of goods', async () => {
    const buyer = await buyerWithAB();
    await kit.add(buyer, [{ productId: b }]);
    // 129.98 of goods, 3.6 kg.
    const body = await estimate(buyer, { shippingAddress: address('US', 'US-OR') });
    expect(summary(body)).toMatchObject({ subtotal: '129.98', shipping: '0.00', total: '129.98' });
  });

  it('charges nothing for pickup and taxes where the goods are handed over (Oregon, not California)', async () => {
    const body = await estimate(await buyerWithAB(), {
      shippingAddress: address('US', 'US-CA'),
      selectedShippingOption: { code: 'pickup' },
    });
    expect(summary(body)).toMatchObject({ shipping: '0.00', tax: '0.00', total: '84.98' });
    expect(body.shippingInfo.selectedCarrierServiceOption.logistics.pickupDetails).toMatchObject({
      pickupMethod: 'STORE_PICKUP',
    });
  });

  it('leaves shipping and tax out when told not to calculate them (rule 26)', async () => {
    const body = await estimate(await buyerWithAB(), {
      shippingAddress: address('US', 'US-NY'),
      calculateShipping: false,
      calculateTax: false,
    });
    expect(summary(body)).toMatchObject({ shipping: '0.00', tax: '0.00', total: '84.98' });
    expect(body.taxSummary.calculationDetails).toBeUndefined();
  });
});

describe('estimate-totals: tax by destination', () => {
  it('applies a manual rate to items only where shipping is untaxed (California 7.25%)', async () => {
    // 39.98 × 7.25% = 2.89855 → 2.90; 45.00 × 7.25% = 3.2625 → 3.26; shipping untaxed.
    const body = await estimate(await buyerWithAB(), { shippingAddress: address('US', 'US-CA') });
    expect(summary(body)).toMatchObject({ subtotal: '84.98', shipping: '8.00', tax: '6.16', total: '99.14' });
    expect(body.taxSummary.calculationDetails.rateType).toBe('MANUAL_RATE');
    expect(
      body.calculatedLineItems.map((line: any) => line.pricesBreakdown.taxDetails.totalTax.amount),
    ).toEqual(['2.90', '3.26']);
  });

  it('taxes shipping too where the region does (New York 8.875%)', async () => {
    // 3.548225 → 3.55, 3.99375 → 3.99, shipping 8.00 × 8.875% = 0.71.
    const body = await estimate(await buyerWithAB(), { shippingAddress: address('US', 'US-NY') });
    expect(summary(body)).toMatchObject({ tax: '8.25', total: '101.23' });
    expect(body.shippingInfo.selectedCarrierServiceOption.cost.totalPriceAfterTax.amount).toBe('8.71');
  });

  it('uses the automatic rate of a country (GB 20%, AUTO_RATE) and the rest-of-world shipping', async () => {
    // 39.98 × 20% = 7.996 → 8.00; 45 × 20% = 9.00; shipping 25 × 20% = 5.00.
    const body = await estimate(await buyerWithAB(), { shippingAddress: address('GB') });
    expect(summary(body)).toMatchObject({ shipping: '25.00', tax: '22.00', total: '131.98' });
    expect(body.taxSummary.calculationDetails.rateType).toBe('AUTO_RATE');
  });

  it('falls back to the fallback rate where no region matches (FALLBACK_RATE 5%)', async () => {
    // 1.999 → 2.00, 2.25, shipping 1.25.
    const body = await estimate(await buyerWithAB(), { shippingAddress: address('FR') });
    expect(summary(body)).toMatchObject({ tax: '5.50', total: '115.48' });
    expect(body.taxSummary.calculationDetails.rateType).toBe('FALLBACK_RATE');
  });
});

describe('estimate-totals: discounts', () => {
  it('takes a percentage coupon off the items (10% of 84.98 = 8.498 → 8.50)', async () => {
    const buyer = await buyerWithAB();
    await kit.call(buyer, 'PATCH', CART, { couponCode: 'TEN' });
    const body = await estimate(buyer, { shippingAddress: address('US', 'US-OR') });
    expect(summary(body)).toMatchObject({ discount: '8.50', shipping: '8.00', total: '84.48' });
    expect(body.appliedDiscounts).toEqual([
      expect.objectContaining({
        discountType: 'GLOBAL',
        coupon: expect.objectContaining({ code: 'TEN', amount: expect.objectContaining({ amount: '8.50' }) }),
      }),
    ]);
    const lineDiscounts = body.calculatedLineItems.map(
      (line: any) => line.pricesBreakdown.totalDiscount.amount,
    );
    expect(lineDiscounts.map(Number).reduce((x: number, y: number) => x + y, 0)).toBeCloseTo(8.5, 10);
  });

  it('takes a fixed amount off above its minimum, and reports the minimum inside the answer below it', async () => {
    const buyer = await buyerWithAB();
    await kit.call(buyer, 'PATCH', CART, { couponCode: 'FIVE' });
    expect(summary(await estimate(buyer, { shippingAddress: address('US', 'US-OR') }))).toMatchObject({
      discount: '5.00',
      total: '87.98',
    });
    const small = await kit.visitor();
    await kit.add(small, [{ productId: a }]);
    await kit.call(small, 'PATCH', CART, { couponCode: 'FIVE' });
    const body = await estimate(small, { shippingAddress: address('US', 'US-OR') });
    expect(body.priceSummary.discount.amount).toBe('0.00');
    // Rule 31: a calculation problem is part of the 200 answer.
    expect(body.calculationErrors.couponCalculationError.applicationError).toMatchObject({
      code: 'INVALID_COUPON_STATUS',
      data: expect.objectContaining({ reason: 'MIN_SUBTOTAL_NOT_REACHED' }),
    });
  });

  it('discounts shipping with a free-shipping coupon (the summary discount includes it)', async () => {
    const buyer = await buyerWithAB();
    await kit.call(buyer, 'PATCH', CART, { couponCode: 'SHIPFREE' });
    const body = await estimate(buyer, { shippingAddress: address('US', 'US-OR') });
    expect(summary(body)).toMatchObject({ shipping: '8.00', discount: '8.00', total: '84.98' });
    expect(body.appliedDiscounts[0].discountType).toBe('SHIPPING');
  });

  it('discounts only the items a coupon is scoped to (SPECIFIC_ITEMS)', async () => {
    const buyer = await buyerWithAB();
    const cart = (await kit.call(buyer, 'PATCH', CART, { couponCode: 'BONLY' })).body.cart;
    const bLine = cart.lineItems.find((line: any) => line.productName.original === 'B').id;
    const body = await estimate(buyer, { shippingAddress: address('US', 'US-OR') });
    expect(summary(body)).toMatchObject({ discount: '9.00', total: '83.98' });
    expect(body.appliedDiscounts[0]).toMatchObject({ discountType: 'SPECIFIC_ITEMS', lineItemIds: [bLine] });
  });
});

describe('estimate-totals: additional fees', () => {
  it('adds a fixed handling fee and a percentage insurance of the shipped goods', async () => {
    const buyer = await buyerWithAB();
    await kit.pricing({
      ...STORE,
      additionalFees: [
        { code: 'handling', name: 'Handling', chargeType: 'HANDLING_FEE', amount: '2.00' },
        {
          code: 'insurance',
          name: 'Insurance',
          chargeType: 'INSURANCE',
          percentage: 1,
          requiresShipping: true,
        },
      ],
    });
    try {
      // Insurance: 1% of 84.98 = 0.8498 → 0.85. Oregon: no tax.
      const body = await estimate(buyer, { shippingAddress: address('US', 'US-OR') });
      expect(summary(body)).toMatchObject({ additionalFees: '2.85', total: '95.83' });
      expect(body.additionalFees.map((fee: any) => [fee.code, fee.price.amount])).toEqual([
        ['handling', '2.00'],
        ['insurance', '0.85'],
      ]);
      const noFees = await estimate(buyer, {
        shippingAddress: address('US', 'US-OR'),
        calculateAdditionalFees: false,
      });
      expect(noFees.priceSummary.additionalFees.amount).toBe('0.00');
    } finally {
      await restorePricing();
    }
  });
});

describe('estimate-totals: rounding strategy and currency', () => {
  it('rounds each line tax (CURRENCY_PRECISION) or the total once (NO_ROUNDING)', async () => {
    // Three $0.05 lines taxed 10%: 0.005 each → 0.01 each = 0.03; exact 0.015 → 0.02 when rounded once.
    const store = { ...STORE, shipping: undefined, tax: { fallbackRate: '0.1' } };
    const buyer = await kit.visitor();
    const other = await kit.product({ price: 0.05 });
    const third = await kit.product({ price: 0.05 });
    await kit.add(buyer, [{ productId: p }, { productId: other }, { productId: third }]);
    const taxOf = async () =>
      (await estimate(buyer, { billingAddress: address('FR') })).priceSummary.tax.amount;
    await kit.pricing({ ...store, roundingStrategy: 'CURRENCY_PRECISION' });
    expect(await taxOf()).toBe('0.03');
    await kit.pricing({ ...store, roundingStrategy: 'NO_ROUNDING' });
    expect(await taxOf()).toBe('0.02');
    await kit.pricing({ ...store, roundingStrategy: 'NEAREST_WHOLE_NUMBER' });
    expect(await taxOf()).toBe('0.00');
    await restorePricing();
  });

  it('formats money in the store currency with its precision (JPY has no decimals)', async () => {
    const yen = await createCartTestKit({ config: { currency: 'JPY' } });
    try {
      const item = await yen.product({ price: 1500 });
      const buyer = await yen.visitor();
      const cart = await yen.add(buyer, [{ productId: item, quantity: 3 }]);
      expect(cart.currency).toBe('JPY');
      expect(cart.subtotal).toMatchObject({ amount: '4500', formattedAmount: '¥4,500' });
    } finally {
      await yen.close();
    }
  });
});

describe('checkout totals', () => {
  it('match the estimate for the same address and option (rule 42)', async () => {
    const buyer = await buyerWithAB();
    await kit.call(buyer, 'PATCH', CART, {
      couponCode: 'TEN',
      cartInfo: { selectedShippingOption: { code: 'count' } },
    });
    const { checkoutId } = (
      await kit.call(buyer, 'POST', `${CART}/create-checkout`, {
        channelType: 'WEB',
        email: 'x@example.com',
        shippingAddress: address('US', 'US-NY'),
      })
    ).body;
    const checkout = (await kit.call(buyer, 'GET', `/ecom/v1/checkouts/${checkoutId}`)).body.checkout;
    const body = await estimate(buyer, { shippingAddress: address('US', 'US-NY') });
    expect(checkout.priceSummary).toEqual(body.priceSummary);
    // The 8.50 discount is split by line value (largest remainder): A 4.00, B 4.50 → nets 35.98 and 40.50.
    // NY tax: 35.98 × 8.875% = 3.193 → 3.19; 40.50 × 8.875% = 3.594 → 3.59; shipping by count 20 × 8.875% = 1.775
    // → 1.78 (half-up). Total 84.98 − 8.50 + 20.00 + 8.56 = 105.04.
    expect(summary(checkout)).toEqual({
      subtotal: '84.98',
      discount: '8.50',
      shipping: '20.00',
      tax: '8.56',
      additionalFees: '0.00',
      total: '105.04',
    });
    expect(checkout.payNow).toEqual(checkout.priceSummary);
    expect(checkout.payLater.total.amount).toBe('0.00');
  });
});

// A written-out subdivision ("California") matched no region and was priced as the rest of the world.
describe('estimate-totals: subdivisions written out by name', () => {
  const priced = (body: any) => ({
    summary: summary(body),
    rateType: body.taxSummary.calculationDetails.rateType,
    region: body.shippingInfo.region?.name,
    options: body.shippingInfo.carrierServiceOptions.flatMap((carrier: any) =>
      carrier.shippingOptions.map((option: any) => `${option.code}:${option.cost.price.amount}`),
    ),
  });

  it('prices "California", "california" and "US-CA" alike, and the order keeps the name as written', async () => {
    const byCode = priced(await estimate(await buyerWithAB(), { shippingAddress: address('US', 'US-CA') }));
    expect(byCode.summary).toMatchObject({ tax: '6.16' });
    for (const name of ['California', ' california ']) {
      expect(priced(await estimate(await buyerWithAB(), { shippingAddress: address('US', name) }))).toEqual(
        byCode,
      );
    }
    const buyer = await buyerWithAB();
    const orderId = await kit.placeOrder(buyer, address('US', 'California'));
    const order = (await kit.call(kit.apiKey, 'GET', `/ecom/v1/orders/${orderId}`)).body.order;
    expect(order.priceSummary.tax.amount).toBe('6.16');
    expect(order.shippingInfo.logistics.shippingDestination.address.subdivision).toBe('California');
  });

  it('finds a province-only shipping region and tax rate by the province name ("Ontario", "Québec")', async () => {
    await kit.pricing({
      ...STORE,
      shipping: {
        regions: [
          {
            id: US,
            name: 'Central Canada',
            destinations: [{ country: 'CA', subdivisions: ['CA-ON', 'QC'] }],
            options: [{ code: 'central', title: 'Central', rate: { type: 'FLAT', price: '7.00' } }],
          },
          STORE.shipping!.regions[1]!,
        ],
      },
      tax: {
        taxShipping: true,
        fallbackRate: '0.05',
        regions: [
          { name: 'Ontario HST', country: 'CA', subdivision: 'CA-ON', rateType: 'MANUAL_RATE', rate: '0.13' },
          { name: 'Quebec', country: 'CA', subdivision: 'QC', rateType: 'MANUAL_RATE', rate: '0.14975' },
        ],
      },
    });
    try {
      for (const [code, name] of [
        ['CA-ON', 'ontario'],
        ['CA-QC', 'Québec'],
        ['QC', 'QUEBEC'],
      ]) {
        const byCode = priced(await estimate(await buyerWithAB(), { shippingAddress: address('CA', code) }));
        expect(byCode).toMatchObject({ region: 'Central Canada', summary: { shipping: '7.00' } });
        expect(byCode.rateType).toBe('MANUAL_RATE');
        expect(priced(await estimate(await buyerWithAB(), { shippingAddress: address('CA', name) }))).toEqual(
          byCode,
        );
      }
    } finally {
      await restorePricing();
    }
  });
});
