import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CartTestKit, createCartTestKit, STORES } from '../cart/testing/cart-test-kit';
import type { StorePricingConfig } from '../checkout/pricing';
import { type OrderApi, orderApi } from './testing/order-api';
import { sampleOrder } from './testing/sample-order';

// An order edited with commit-deltas must end with the tax of an order placed through the checkout with the edited
// lines: both are taxed by the checkout's engine, at the store's rate for the order's address, with its rounding.

let kit: CartTestKit;
let staff: OrderApi;
let lamp: string; // 10.03
let rug: string; // 20.03
let vase: string; // 45.00
beforeAll(async () => {
  kit = await createCartTestKit({ now: '2024-05-01T10:00:00.000Z' });
  staff = orderApi(kit.platform, kit.apiKey);
  lamp = await kit.product({ name: 'Lamp', price: 10.03, weight: 0.5 });
  rug = await kit.product({ name: 'Rug', price: 20.03, weight: 2 });
  vase = await kit.product({ name: 'Vase', price: 45, weight: 1 });
});
afterAll(() => kit.close());

const NEW_YORK = {
  country: 'US',
  subdivision: 'US-NY',
  city: 'New York',
  postalCode: '10001',
  addressLine: '1 Broadway',
};
const LONDON = { country: 'GB', city: 'London', postalCode: 'N1 9GU', addressLine: '1 High St' };

/** A store shipping anywhere for 5.00 (taxed), taxing New York at 8.875% and the UK at its automatic VAT. */
function store(options: Pick<StorePricingConfig, 'roundingStrategy'> & { taxIncluded?: boolean } = {}) {
  return {
    weightUnit: 'KG' as const,
    roundingStrategy: options.roundingStrategy ?? 'CURRENCY_PRECISION',
    shipping: {
      regions: [
        {
          id: '7c1d2e3f-0000-4000-8000-00000000000a',
          name: 'Everywhere',
          destinations: 'REST_OF_WORLD' as const,
          options: [{ code: 'flat', title: 'Flat', rate: { type: 'FLAT' as const, price: '5.00' } }],
        },
      ],
    },
    tax: {
      taxShipping: true,
      taxIncludedInPrices: options.taxIncluded ?? false,
      regions: [
        {
          name: 'New York',
          country: 'US',
          subdivision: 'US-NY',
          rateType: 'MANUAL_RATE' as const,
          rate: '0.08875',
        },
        { name: 'UK VAT', country: 'GB', rateType: 'AUTO_RATE' as const },
      ],
    },
  };
}

/** An approved order placed through cart and checkout by a new visitor, shipped and billed to `address`. */
async function checkoutOrder(
  lines: { productId: string; quantity: number }[],
  address: Record<string, unknown>,
) {
  const buyer = await kit.visitor();
  await kit.add(buyer, lines);
  const checkout = await kit.call(buyer, 'POST', '/ecom/v1/carts/current/create-checkout', {
    channelType: 'WEB',
    email: 'ada@example.com',
    shippingAddress: address,
    billingAddress: address,
  });
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
  const placed = await kit.call(
    buyer,
    'POST',
    `/ecom/v1/checkouts/${checkout.body.checkoutId}/create-order`,
    {},
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const approved = await staff('POST', `/ecom/v1/orders/${placed.body.orderId}/update-status`, {
    status: 'APPROVED',
  });
  expect(approved.status).toBe(200);
  return approved.body.order;
}

/** Adds catalog lines to an order with commit-deltas and returns the edited order. */
async function addLines(orderId: string, lines: { productId: string; quantity: number }[]) {
  const res = await staff('POST', `/ecom/v1/orders/${orderId}/commit-deltas`, {
    reason: 'Buyer called',
    changes: {
      lineItems: lines.map(({ productId, quantity }) => ({
        lineItemAdded: true,
        lineItem: { catalogReference: { appId: STORES, catalogItemId: productId }, quantity },
      })),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.order;
}

/** The money an order ends with: its summary, tax summary, balance and each line's tax, by product. */
const totalsOf = (order: any) => ({
  priceSummary: Object.fromEntries(
    ['subtotal', 'shipping', 'tax', 'discount', 'total'].map((key) => [key, order.priceSummary[key].amount]),
  ),
  taxSummary: order.taxSummary.totalTax.amount,
  balance: order.balanceSummary.balance.amount,
  lines: Object.fromEntries(
    order.lineItems.map((line: any) => [
      line.productName.original,
      {
        beforeTax: line.totalPriceBeforeTax.amount,
        afterTax: line.totalPriceAfterTax.amount,
        taxRate: line.taxDetails.taxRate,
        taxableAmount: line.taxDetails.taxableAmount.amount,
        tax: line.taxDetails.totalTax.amount,
        rates: line.taxDetails.rateBreakdown.map((part: any) => [part.name, part.rate, part.tax.amount]),
      },
    ]),
  ),
});

describe('orders.commitDeltas taxes like the checkout', () => {
  it('taxes an added line at the rate of the order’s region, and ends as an order placed with the lines', async () => {
    await kit.pricing(store());
    const order = await checkoutOrder([{ productId: lamp, quantity: 2 }], NEW_YORK);
    const edited = await addLines(order.id, [{ productId: vase, quantity: 1 }]);
    // 45.00 × 8.875% = 3.99375 → 3.99, like the checkout's CURRENCY_PRECISION rounding of each line.
    expect(totalsOf(edited).lines.Vase).toEqual({
      beforeTax: '45.00',
      afterTax: '48.99',
      taxRate: '0.08875',
      taxableAmount: '45.00',
      tax: '3.99',
      rates: [['New York', '0.08875', '3.99']],
    });
    const placed = await checkoutOrder(
      [
        { productId: lamp, quantity: 2 },
        { productId: vase, quantity: 1 },
      ],
      NEW_YORK,
    );
    // 20.06 + 45.00 = 65.06; tax 1.78 + 3.99 + 0.44 (shipping) = 6.21.
    expect(totalsOf(edited)).toEqual(totalsOf(placed));
    expect(totalsOf(edited).priceSummary).toEqual({
      subtotal: '65.06',
      shipping: '5.00',
      tax: '6.21',
      discount: '0.00',
      total: '76.27',
    });
  });

  it('rounds the order’s tax once on a NO_ROUNDING store, as the checkout does, not line by line', async () => {
    await kit.pricing(store({ roundingStrategy: 'NO_ROUNDING' }));
    // UK VAT 20%: lamp 10.03 → 2.006, rug 20.03 → 4.006, shipping 5.00 → 1.00.
    const order = await checkoutOrder([{ productId: lamp, quantity: 1 }], LONDON);
    const edited = await addLines(order.id, [{ productId: rug, quantity: 1 }]);
    const placed = await checkoutOrder(
      [
        { productId: lamp, quantity: 1 },
        { productId: rug, quantity: 1 },
      ],
      LONDON,
    );
    // Σ exact = 7.012 → 7.01; rounded line by line it would be 2.01 + 4.01 + 1.00 = 7.02.
    expect(totalsOf(edited)).toEqual(totalsOf(placed));
    expect(edited.priceSummary).toMatchObject({ tax: { amount: '7.01' }, total: { amount: '42.07' } });
  });

  it('extracts the tax of an added line on a tax-inclusive store and leaves it out of the total', async () => {
    await kit.pricing(store({ taxIncluded: true }));
    const order = await checkoutOrder([{ productId: lamp, quantity: 1 }], LONDON);
    expect(order.taxIncludedInPrices).toBe(true);
    const edited = await addLines(order.id, [{ productId: vase, quantity: 2 }]);
    // 90.00 gross at 20% VAT: 15.00 tax, 75.00 before tax.
    expect(totalsOf(edited).lines.Vase).toMatchObject({
      beforeTax: '75.00',
      afterTax: '90.00',
      taxRate: '0.2',
      tax: '15.00',
    });
    const placed = await checkoutOrder(
      [
        { productId: lamp, quantity: 1 },
        { productId: vase, quantity: 2 },
      ],
      LONDON,
    );
    expect(totalsOf(edited)).toEqual(totalsOf(placed));
    // 10.03 + 90.00 + 5.00: the tax (1.67 + 15.00 + 0.83) is inside the prices.
    expect(edited.priceSummary.total.amount).toBe('105.03');
  });
});

describe('orders.commitDeltas keeps a breakdown of several rates', () => {
  const STATE = { taxName: 'State', rate: '0.0625', jurisdiction: 'New York', jurisdictionType: 'STATE' };
  const CITY = { taxName: 'City', rate: '0.02', jurisdiction: 'New York City', jurisdictionType: 'CITY' };
  const twoRates = (taxable: string, tax: string, state: string, city: string) => ({
    taxDetails: {
      taxableAmount: { amount: taxable },
      taxRate: '0.0825',
      totalTax: { amount: tax },
      rateBreakdown: [
        { name: 'State', rate: '0.0625', tax: { amount: state } },
        { name: 'City', rate: '0.02', tax: { amount: city } },
      ],
    },
    taxInfo: {
      taxAmount: { amount: tax },
      taxableAmount: { amount: taxable },
      taxRate: '0.0825',
      taxIncludedInPrice: false,
      taxBreakdown: [
        { ...STATE, taxAmount: { amount: state }, taxableAmount: { amount: taxable } },
        { ...CITY, taxAmount: { amount: city }, taxableAmount: { amount: taxable } },
      ],
    },
  });

  it('splits a changed line’s tax over its rates and moves the order’s breakdown with it', async () => {
    await kit.pricing(store());
    const order = sampleOrder({
      status: 'APPROVED',
      shipping: '0.00',
      lines: [
        { name: 'Linen Shirt', price: '15.00', quantity: 2 },
        { name: 'Trail Mug', price: '12.50', quantity: 1 },
      ],
    }) as any;
    // Another app's lines (no stock), taxed by a tax service at New York's state and city rates (8.25% together).
    for (const line of order.lineItems) line.catalogReference.appId = 'another-app';
    Object.assign(order.lineItems[0], twoRates('30.00', '2.48', '1.88', '0.60'));
    Object.assign(order.lineItems[1], twoRates('12.50', '1.03', '0.78', '0.25'));
    order.priceSummary.tax = { amount: '3.51' };
    order.priceSummary.total = { amount: '46.01' }; // 42.50 + 3.51 tax
    order.taxSummary = { totalTax: { amount: '3.51' } };
    order.taxInfo = {
      totalTax: { amount: '3.51' },
      taxBreakdown: [
        { ...STATE, aggregatedTaxAmount: { amount: '2.66' } },
        { ...CITY, aggregatedTaxAmount: { amount: '0.85' } },
      ],
    };
    const created = await staff('POST', '/ecom/v1/orders', { order });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const shirt = created.body.order.lineItems[0];
    const res = await staff('POST', `/ecom/v1/orders/${created.body.order.id}/commit-deltas`, {
      changes: { lineItems: [{ lineItemId: shirt.id, lineItem: { quantity: 3 } }] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const edited = res.body.order;
    // 45.00 × 8.25% = 3.7125 → 3.71, split 6.25 : 2 → 2.81 + 0.90.
    expect(edited.lineItems[0].taxDetails).toEqual({
      taxableAmount: expect.objectContaining({ amount: '45.00' }),
      taxRate: '0.0825',
      totalTax: expect.objectContaining({ amount: '3.71' }),
      rateBreakdown: [
        { name: 'State', rate: '0.0625', tax: expect.objectContaining({ amount: '2.81' }) },
        { name: 'City', rate: '0.02', tax: expect.objectContaining({ amount: '0.90' }) },
      ],
    });
    expect(edited.lineItems[0].taxInfo).toMatchObject({
      taxAmount: { amount: '3.71' },
      taxableAmount: { amount: '45.00' },
      taxBreakdown: [
        { ...STATE, taxAmount: { amount: '2.81' }, taxableAmount: { amount: '45.00' } },
        { ...CITY, taxAmount: { amount: '0.90' }, taxableAmount: { amount: '45.00' } },
      ],
    });
    // The mug is unchanged; the order's rates follow the shirt: state 2.81 + 0.78, city 0.90 + 0.25.
    expect(edited.lineItems[1].taxDetails.rateBreakdown.map((part: any) => part.tax.amount)).toEqual([
      '0.78',
      '0.25',
    ]);
    expect(edited.taxInfo).toMatchObject({
      totalTax: { amount: '4.74' },
      taxBreakdown: [
        { ...STATE, aggregatedTaxAmount: { amount: '3.59' } },
        { ...CITY, aggregatedTaxAmount: { amount: '1.15' } },
      ],
    });
    expect(edited.priceSummary).toMatchObject({ tax: { amount: '4.74' }, total: { amount: '62.24' } });
    expect(edited.taxSummary.totalTax.amount).toBe('4.74');
  });
});
