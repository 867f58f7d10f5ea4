import { describe, expect, it } from 'vitest';
import { findShippingRegion, STORE_CARRIER_ID } from './quote-shipping';
import type { DeliveryOptionConfig, ShippingConfig, ShippingRegionConfig } from './store-pricing-config';
import { amounts, estimate, line, store } from './testing/pricing-fixtures';

const byWeight: DeliveryOptionConfig = {
  code: 'weight',
  title: 'By weight',
  rate: {
    type: 'BY_WEIGHT',
    // Deliberately unordered: tiers are read in ascending order of their bound.
    tiers: [
      { upTo: 5, price: '9.99' },
      { upTo: 1, price: '5.99' },
    ],
  },
};
const byPrice: DeliveryOptionConfig = {
  code: 'price',
  title: 'By price',
  rate: {
    type: 'BY_PRICE',
    tiers: [{ upTo: '49.99', price: '7.00' }, { price: '4.00' }],
  },
};
const byQuantity: DeliveryOptionConfig = {
  code: 'quantity',
  title: 'By quantity',
  carrierId: 'c0ffee00-0000-4000-8000-000000000001',
  rate: { type: 'BY_QUANTITY', tiers: [{ upTo: 2, price: '3.00' }, { price: '6.00' }] },
  deliveryTimeSlot: { from: '2025-06-17T09:00:00.000Z', to: '2025-06-17T12:00:00.000Z' },
};
const freeOver: DeliveryOptionConfig = {
  code: 'free-over',
  title: 'Free over $100',
  rate: { type: 'FLAT', price: '6.50' },
  freeOver: 100,
};
const pickup: DeliveryOptionConfig = {
  code: 'pickup',
  title: 'Pickup',
  rate: { type: 'FLAT', price: 0 },
  instructions: 'Ask at the counter.',
  pickup: { method: 'STORE_PICKUP', address: { country: 'US', subdivision: 'US-OR', city: 'Portland' } },
};

const shippingWith = (...options: DeliveryOptionConfig[]): ShippingConfig => ({
  regions: [{ id: 'world', name: 'World', destinations: 'REST_OF_WORLD', options }],
});
const US = { country: 'US', subdivision: 'US-NY' };

function quoted(
  shipping: ShippingConfig,
  lines: Parameters<typeof estimate>[1],
  extra: Parameters<typeof estimate>[2] = {},
) {
  const result = estimate(store({ shipping }), lines, { shippingAddress: US, ...extra });
  const prices = Object.fromEntries(
    result.shippingInfo.carrierServiceOptions.flatMap((c) =>
      c.shippingOptions.map((o) => [o.code, o.cost.price.amount]),
    ),
  );
  return { result, prices, selected: result.shippingInfo.selectedCarrierServiceOption };
}

describe('estimateTotals shipping rates', () => {
  it('prices by total weight with inclusive tier bounds, counting only shippable units', () => {
    // 2 × 0.5 kg = 1.0 kg → first tier (≤ 1) 5.99; the digital guide weighs nothing.
    expect(
      quoted(shippingWith(byWeight), [
        line('a', 2, '10', { weight: 0.5 }),
        line('g', 1, '5', { itemType: 'DIGITAL', weight: 3 }),
      ]).prices,
    ).toEqual({ weight: '5.99' });
    // 3 × 0.45 kg = 1.35 kg exactly (not 1.3500000000000001) → second tier 9.99.
    expect(quoted(shippingWith(byWeight), [line('a', 3, '10', { weight: 0.45 })]).prices).toEqual({
      weight: '9.99',
    });
  });

  it('does not offer an option whose tiers stop below the cart', () => {
    // 6 kg is above the last bounded tier (5 kg) and there is no open tier.
    const { prices, result } = quoted(shippingWith(byWeight, byPrice), [line('a', 3, '20', { weight: 2 })]);
    expect(prices).toEqual({ price: '4.00' });
    expect(result.shippingInfo.selectedCarrierServiceOption?.code).toBe('price');
  });

  it('prices by the shippable items total after discounts', () => {
    // 50.00 of items → open tier 4.00; a $1 discount brings them to 49.00 → first tier 7.00.
    expect(quoted(shippingWith(byPrice), [line('a', 1, '50.00')]).prices).toEqual({ price: '4.00' });
    const discounted = quoted(shippingWith(byPrice), [line('a', 1, '50.00')], {
      discounts: [{ source: 'MERCHANT', discountType: 'GLOBAL', amount: 1 }],
    });
    expect(discounted.prices).toEqual({ price: '7.00' });
  });

  it('prices by total quantity', () => {
    expect(quoted(shippingWith(byQuantity), [line('a', 2, '1')]).prices).toEqual({ quantity: '3.00' });
    expect(quoted(shippingWith(byQuantity), [line('a', 2, '1'), line('b', 1, '1')]).prices).toEqual({
      quantity: '6.00',
    });
  });

  it('is free from the free-over threshold on, measured after discounts', () => {
    expect(quoted(shippingWith(freeOver), [line('a', 1, '99.99')]).prices).toEqual({ 'free-over': '6.50' });
    expect(quoted(shippingWith(freeOver), [line('a', 1, '100.00')]).prices).toEqual({ 'free-over': '0.00' });
    const discounted = quoted(shippingWith(freeOver), [line('a', 1, '110.00')], {
      discounts: [{ source: 'MERCHANT', discountType: 'GLOBAL', percentage: 10 }],
    });
    // 110.00 − 11.00 = 99.00 < 100 → shipping is charged.
    expect(discounted.prices).toEqual({ 'free-over': '6.50' });
  });
});

describe('estimateTotals shipping option selection (rule 30)', () => {
  const config = shippingWith(freeOver, byQuantity, pickup);

  it('selects the requested option', () => {
    const { selected, result } = quoted(config, [line('a', 1, '10')], {
      selectedShippingOption: { code: 'quantity' },
    });
    expect(selected).toMatchObject({ code: 'quantity', requestedShippingOption: true });
    expect(amounts(result.priceSummary)).toMatchObject({ shipping: '3.00', total: '13.00' });
  });

  it('falls back to the first option when the requested one is unknown or none was requested', () => {
    const unknown = quoted(config, [line('a', 1, '10')], {
      selectedShippingOption: { code: 'teleport' },
    }).selected;
    expect(unknown).toMatchObject({ code: 'free-over', requestedShippingOption: false });
    expect(quoted(config, [line('a', 1, '10')]).selected).toMatchObject({
      code: 'free-over',
      requestedShippingOption: false,
    });
  });

  it('matches the carrier too when the request names one', () => {
    const wrongCarrier = quoted(config, [line('a', 1, '10')], {
      selectedShippingOption: { code: 'quantity', carrierId: STORE_CARRIER_ID },
    }).selected;
    expect(wrongCarrier).toMatchObject({ code: 'free-over', requestedShippingOption: false });
  });

  it('describes pickup, time slots and carriers in the options', () => {
    const { result, selected } = quoted(config, [line('a', 1, '10')], {
      selectedShippingOption: { code: 'pickup' },
    });
    expect(selected?.logistics).toEqual({
      instructions: 'Ask at the counter.',
      pickupDetails: {
        address: { country: 'US', subdivision: 'US-OR', city: 'Portland' },
        pickupMethod: 'STORE_PICKUP',
      },
    });
    expect(result.shippingInfo.region).toEqual({ id: 'world', name: 'World' });
    expect(
      result.shippingInfo.carrierServiceOptions.map((c) => [
        c.carrierId,
        c.shippingOptions.map((o) => o.code),
      ]),
    ).toEqual([
      [STORE_CARRIER_ID, ['free-over', 'pickup']],
      ['c0ffee00-0000-4000-8000-000000000001', ['quantity']],
    ]);
    const slot = result.shippingInfo.carrierServiceOptions[1]?.shippingOptions[0]?.logistics.deliveryTimeSlot;
    expect(slot).toEqual({ from: '2025-06-17T09:00:00.000Z', to: '2025-06-17T12:00:00.000Z' });
  });
});

describe('estimateTotals shipping problems (rule 31)', () => {
  const usOnly: ShippingConfig = {
    regions: [{ id: 'us', name: 'US', destinations: [{ country: 'US' }], options: [byWeight] }],
  };

  it('reports a destination no region covers, with zero shipping', () => {
    const result = estimate(store({ shipping: usOnly }), [line('a', 1, '10')], {
      shippingAddress: { country: 'FR' },
    });
    expect(result.calculationErrors?.generalShippingCalculationError?.applicationError).toMatchObject({
      code: 'DELIVERY_REGION_NOT_FOUND',
      data: { country: 'FR' },
    });
    expect(amounts(result.priceSummary).shipping).toBe('0.00');
    expect(result.shippingInfo).toEqual({ carrierServiceOptions: [] });
  });

  it('reports a missing address unless the store has a default one', () => {
    const missing = estimate(store({ shipping: usOnly }), [line('a', 1, '10')]);
    expect(missing.calculationErrors?.generalShippingCalculationError?.applicationError.code).toBe(
      'MISSING_DELIVERY_ADDRESS',
    );
    const defaulted = estimate(store({ shipping: usOnly, defaultAddress: { country: 'US' } }), [
      line('a', 1, '10'),
    ]);
    expect(defaulted.calculationErrors).toBeUndefined();
    expect(amounts(defaulted.priceSummary).shipping).toBe('5.99');
  });

  it('reports a region whose options all refuse the cart', () => {
    const result = estimate(store({ shipping: usOnly }), [line('a', 1, '10', { weight: 50 })], {
      shippingAddress: US,
    });
    expect(result.calculationErrors?.generalShippingCalculationError?.applicationError.code).toBe(
      'DELIVERY_METHOD_NOT_FOUND',
    );
  });

  it('quotes nothing and reports nothing when nothing is shippable', () => {
    const result = estimate(store({ shipping: usOnly }), [line('g', 1, '10', { itemType: 'DIGITAL' })]);
    expect(result.calculationErrors).toBeUndefined();
    expect(result.shippingInfo).toEqual({ carrierServiceOptions: [] });
  });
});

describe('findShippingRegion', () => {
  const regions: ShippingRegionConfig[] = [
    { id: 'rest', name: 'Rest of world', destinations: 'REST_OF_WORLD', options: [] },
    { id: 'us', name: 'Contiguous US', destinations: [{ country: 'US' }], options: [] },
    {
      id: 'hi',
      name: 'Hawaii and Alaska',
      destinations: [{ country: 'US', subdivisions: ['HI', 'US-AK'] }],
      options: [],
    },
  ];

  it('prefers a subdivision region, then the country, then the rest of the world', () => {
    expect(findShippingRegion(regions, { country: 'us', subdivision: 'US-HI' })?.id).toBe('hi');
    expect(findShippingRegion(regions, { country: 'US', subdivision: 'AK' })?.id).toBe('hi');
    expect(findShippingRegion(regions, { country: 'US', subdivision: 'US-NY' })?.id).toBe('us');
    expect(findShippingRegion(regions, { country: 'US' })?.id).toBe('us');
    expect(findShippingRegion(regions, { country: 'JP' })?.id).toBe('rest');
    expect(findShippingRegion(regions, {})).toBeUndefined();
  });
});
