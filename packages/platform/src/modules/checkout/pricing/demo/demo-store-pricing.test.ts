import { describe, expect, it } from 'vitest';
import { amounts, estimate, line, lineAmounts, NOW } from '../testing/pricing-fixtures';
import { validateCoupon } from '../validate-coupon';
import {
  createDemoStorePricing,
  DEMO_DIGITAL_TAX_GROUP,
  DEMO_SHIPPING_REGION_IDS,
  demoStorePricing,
} from './demo-store-pricing';

const CA = { country: 'US', subdivision: 'US-CA' };
// A jacket (0.45 kg) and two mugs (0.3 kg each): 1.05 kg, 3 units.
const cart = [
  line('jacket', 1, '119.00', { fullPrice: '129.00', weight: 0.45, productId: 'jacket' }),
  line('mug', 2, '12.50', { weight: 0.3, productId: 'mug' }),
];

describe('demoStorePricing', () => {
  it('prices a California order: free standard shipping over $100, sales tax on items only', () => {
    // Subtotal 119.00 + 25.00 = 144.00 ≥ 100 → standard shipping free; CA 7.25%: 119 × 0.0725 = 8.6275 → 8.63,
    // 25 × 0.0725 = 1.8125 → 1.81; total 144.00 + 10.44 = 154.44.
    const result = estimate(demoStorePricing, cart, { shippingAddress: CA });
    expect(result.shippingInfo.region).toEqual({
      id: DEMO_SHIPPING_REGION_IDS.domestic,
      name: 'United States',
    });
    expect(
      result.shippingInfo.carrierServiceOptions[0]?.shippingOptions.map((o) => [o.code, o.cost.price.amount]),
    ).toEqual([
      ['standard', '0.00'],
      ['express', '19.99'],
      ['pickup-portland', '0.00'],
    ]);
    expect(amounts(result.priceSummary)).toEqual({
      subtotal: '144.00',
      shipping: '0.00',
      tax: '10.44',
      discount: '0.00',
      total: '154.44',
      additionalFees: '0.00',
    });
  });

  it('charges weight-tiered standard shipping below $100 and taxes it in New York', () => {
    // Two mugs: 25.00, 0.6 kg → 5.99; NY 4% of 25.00 + 5.99 = 1.00 + 0.2396 → 0.24; total 25 + 5.99 + 1.24.
    const result = estimate(demoStorePricing, [cart[1]!], {
      shippingAddress: { country: 'US', subdivision: 'NY' },
    });
    expect(amounts(result.priceSummary)).toMatchObject({ shipping: '5.99', tax: '1.24', total: '32.23' });
  });

  it('applies WELCOME10, SAVE5 over $30, and FREESHIP', () => {
    expect(
      amounts(
        estimate(demoStorePricing, cart, { couponCode: 'WELCOME10', calculateTax: false }).priceSummary,
      ),
    ).toMatchObject({
      discount: '14.40',
    });
    expect(
      amounts(estimate(demoStorePricing, [cart[1]!], { couponCode: 'SAVE5' }).priceSummary).discount,
    ).toBe('0.00');
    expect(
      amounts(estimate(demoStorePricing, cart, { couponCode: 'SAVE5', calculateTax: false }).priceSummary)
        .discount,
    ).toBe('5.00');
    const freeShip = estimate(demoStorePricing, [cart[1]!], {
      couponCode: 'FREESHIP',
      shippingAddress: { country: 'US', subdivision: 'US-OR' },
    });
    expect(amounts(freeShip.priceSummary)).toMatchObject({
      shipping: '5.99',
      discount: '5.99',
      total: '25.00',
    });
  });

  it('has an expired, a not-yet-active and a usage-limited coupon', () => {
    const check = (code: string, usage?: { total: number; byCustomer: number }) => {
      const result = validateCoupon(code, demoStorePricing.coupons, { now: NOW, ...(usage && { usage }) });
      return result.ok ? 'ok' : result.error.code;
    };
    expect(check('SUMMER23')).toBe('ERROR_COUPON_HAS_EXPIRED');
    expect(check('NEWCENTURY')).toBe('ERROR_COUPON_IS_NOT_ACTIVE_YET');
    expect(check('LAUNCH25', { total: 3, byCustomer: 0 })).toBe('ok');
    expect(check('LAUNCH25', { total: 100, byCustomer: 0 })).toBe('ERROR_COUPON_USAGE_EXCEEDED');
    expect(check('LAUNCH25', { total: 3, byCustomer: 1 })).toBe('ERROR_COUPON_LIMIT_PER_CUSTOMER_EXCEEDED');
    expect(check('CAMP15')).toBe('ERROR_COUPON_DOES_NOT_EXIST');
  });

  it('adds the Camp Kitchen coupon once the seed knows the collection id', () => {
    const seeded = createDemoStorePricing({
      collectionId: (key) => (key === 'camp-kitchen' ? 'col-123' : undefined),
    });
    // 15% of the mugs (25.00, in the collection) = 3.75; the jacket is not discounted.
    const result = estimate(
      seeded,
      [cart[0]!, line('mug', 2, '12.50', { weight: 0.3, productId: 'mug', collectionIds: ['col-123'] })],
      { couponCode: 'camp15', calculateTax: false },
    );
    expect(lineAmounts(result, 'mug').totalDiscount).toBe('3.75');
    expect(lineAmounts(result, 'jacket').totalDiscount).toBe('0.00');
  });

  it('ships abroad by weight (standard, up to 20 kg) and by price (express)', () => {
    const abroad = estimate(demoStorePricing, cart, { shippingAddress: { country: 'GB' } });
    expect(abroad.shippingInfo.region?.id).toBe(DEMO_SHIPPING_REGION_IDS.international);
    // 1.05 kg → 5 kg tier 34.99; 144.00 of items → ≤ 200 tier 49.99. UK VAT 20% (automatic) on items and shipping.
    expect(
      abroad.shippingInfo.carrierServiceOptions[0]?.shippingOptions.map((o) => [o.code, o.cost.price.amount]),
    ).toEqual([
      ['intl-standard', '34.99'],
      ['intl-express', '49.99'],
    ]);
    expect(abroad.taxSummary.calculationDetails?.rateType).toBe('AUTO_RATE');
    // 20% of 144.00 = 28.80 (two lines: 23.80 + 5.00) and of 34.99 = 6.998 → 7.00.
    expect(amounts(abroad.priceSummary)).toMatchObject({ tax: '35.80', total: '214.79' });
    const heavy = estimate(demoStorePricing, [line('stove', 1, '80', { weight: 25 })], {
      shippingAddress: { country: 'GB' },
    });
    expect(heavy.shippingInfo.selectedCarrierServiceOption?.code).toBe('intl-express');
  });

  it('lets buyers pick up in Portland, taxed there (no sales tax)', () => {
    const result = estimate(demoStorePricing, cart, {
      shippingAddress: CA,
      selectedShippingOption: { code: 'pickup-portland' },
    });
    expect(result.shippingInfo.selectedCarrierServiceOption?.logistics.pickupDetails?.pickupMethod).toBe(
      'PICKUP_POINT',
    );
    expect(amounts(result.priceSummary)).toMatchObject({ shipping: '0.00', tax: '0.00', total: '144.00' });
  });

  it('falls back to a 5% rate outside the configured tax regions, and spares digital goods in California', () => {
    const mexico = estimate(demoStorePricing, cart, { shippingAddress: { country: 'MX' } });
    expect(mexico.taxSummary.calculationDetails?.rateType).toBe('FALLBACK_RATE');
    const guide = line('guide', 1, '12.00', { itemType: 'DIGITAL', taxGroupId: DEMO_DIGITAL_TAX_GROUP });
    expect(lineAmounts(estimate(demoStorePricing, [guide], { billingAddress: CA }), 'guide').tax).toBe(
      '0.00',
    );
  });

  it('estimates with the store default address (Oregon) before the buyer gives one', () => {
    const result = estimate(demoStorePricing, cart);
    expect(result.calculationErrors).toBeUndefined();
    expect(result.taxSummary.calculationDetails?.rateType).toBe('NO_TAX_COLLECTED');
    expect(result.shippingInfo.selectedCarrierServiceOption).toMatchObject({
      code: 'standard',
      requestedShippingOption: false,
    });
  });
});
