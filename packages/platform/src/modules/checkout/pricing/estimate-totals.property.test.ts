import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currencyPrecision,
  decimalToString,
  fromMinor,
  parseDecimal,
  toDecimalString,
  type WirePrice,
} from '../../../money';
import { estimateCartTotals } from './estimate-cart-totals';
import { estimateTotals } from './estimate-totals';
import type { CartDiscountInput, EstimateTotalsInput, PricingLineItem } from './estimate-totals-input';
import type { EstimateTotals, PriceSummary } from './estimate-totals-output';
import type { CouponDefinition, StorePricingConfig } from './store-pricing-config';
import { NOW } from './testing/pricing-fixtures';

// Random carts against a store that exercises every component; the invariants below must hold for all of them.

const CURRENCIES = ['USD', 'JPY', 'KWD'] as const;
const PRODUCTS = ['p1', 'p2', 'p3', 'p4'];
const COLLECTIONS = ['c1', 'c2'];

const amount = (currency: string, maxMinor: number) =>
  fc.integer({ min: 0, max: maxMinor }).map((minor) => toDecimalString(fromMinor(minor, currency)));

// Rates up to 25% in hundredths of a percent ("0.0725").
const rate = fc.integer({ min: 0, max: 2500 }).map((bp) => decimalToString({ units: BigInt(bp), scale: 4 }));

function lineArb(currency: string, index: number): fc.Arbitrary<PricingLineItem> {
  return fc
    .record({
      quantity: fc.integer({ min: 0, max: 12 }),
      price: fc.integer({ min: 0, max: 50_000 }),
      catalogDiscount: fc.integer({ min: 0, max: 5_000 }),
      itemType: fc.constantFrom('PHYSICAL', 'PHYSICAL', 'DIGITAL', 'GIFT_CARD', 'SERVICE'),
      grams: fc.integer({ min: 0, max: 4_000 }),
      paymentOption: fc.constantFrom(
        'FULL_PAYMENT_ONLINE',
        'FULL_PAYMENT_ONLINE',
        'FULL_PAYMENT_OFFLINE',
        'DEPOSIT_ONLINE',
        'MEMBERSHIP_OFFLINE',
      ),
      deposit: fc.integer({ min: 0, max: 20_000 }),
      productId: fc.constantFrom(...PRODUCTS),
      collectionIds: fc.subarray(COLLECTIONS),
      taxGroupId: fc.option(fc.constant('reduced'), { nil: undefined }),
    })
    .map((r) => ({
      id: `line-${index}`,
      quantity: r.quantity,
      price: toDecimalString(fromMinor(r.price, currency)),
      fullPrice: toDecimalString(fromMinor(r.price + r.catalogDiscount, currency)),
      itemType: r.itemType as PricingLineItem['itemType'],
      weight: r.grams / 1000,
      paymentOption: r.paymentOption as PricingLineItem['paymentOption'],
      depositAmount: toDecimalString(fromMinor(r.deposit, currency)),
      productId: r.productId,
      collectionIds: r.collectionIds,
      ...(r.taxGroupId && { taxGroupId: r.taxGroupId }),
    }));
}

function couponArb(currency: string): fc.Arbitrary<CouponDefinition> {
  return fc
    .record({
      type: fc.constantFrom('PERCENTAGE', 'FIXED_AMOUNT', 'FIXED_PRICE', 'FREE_SHIPPING'),
      percent: fc.integer({ min: 1, max: 100 }),
      money: amount(currency, 30_000),
      scoped: fc.boolean(),
      productIds: fc.subarray(PRODUCTS),
      collectionIds: fc.subarray(COLLECTIONS),
      minimum: fc.option(amount(currency, 60_000), { nil: undefined }),
    })
    .map((r) => ({
      id: 'coupon',
      code: 'RANDOM',
      name: 'Random',
      type: r.type as CouponDefinition['type'],
      ...(r.type === 'PERCENTAGE' && { value: r.percent }),
      ...((r.type === 'FIXED_AMOUNT' || r.type === 'FIXED_PRICE') && { value: r.money }),
      ...(r.scoped && { scope: { productIds: r.productIds, collectionIds: r.collectionIds } }),
      ...(r.minimum !== undefined && { minimumSubtotal: r.minimum }),
    }));
}

function discountArb(currency: string, lines: number): fc.Arbitrary<CartDiscountInput> {
  return fc
    .record({
      source: fc.constantFrom('MERCHANT', 'DISCOUNT_RULE'),
      discountType: fc.constantFrom('GLOBAL', 'SPECIFIC_ITEMS', 'SHIPPING'),
      byPercent: fc.boolean(),
      percent: fc.integer({ min: 0, max: 100 }),
      money: amount(currency, 20_000),
      lineItemIds: fc.subarray(Array.from({ length: lines + 1 }, (_, i) => `line-${i}`)),
    })
    .map((r) => ({
      source: r.source as CartDiscountInput['source'],
      id: 'rule',
      name: 'Rule',
      discountType: r.discountType as CartDiscountInput['discountType'],
      ...(r.byPercent ? { percentage: r.percent } : { amount: r.money }),
      ...(r.discountType === 'SPECIFIC_ITEMS' && { lineItemIds: r.lineItemIds }),
    }));
}

function storeArb(currency: string): fc.Arbitrary<StorePricingConfig> {
  return fc
    .record({
      strategy: fc.constantFrom('NO_ROUNDING', 'CURRENCY_PRECISION', 'NEAREST_WHOLE_NUMBER'),
      inclusive: fc.boolean(),
      taxShipping: fc.boolean(),
      rate,
      reduced: rate,
      fallback: fc.option(rate, { nil: undefined }),
      flat: amount(currency, 3_000),
      freeOver: fc.option(amount(currency, 40_000), { nil: undefined }),
      tierPrices: fc.array(amount(currency, 5_000), { minLength: 3, maxLength: 3 }),
      feeAmount: amount(currency, 1_000),
      feePercent: fc.integer({ min: 0, max: 10 }),
      feeTaxable: fc.boolean(),
    })
    .map((r) => ({
      currency,
      roundingStrategy: r.strategy as StorePricingConfig['roundingStrategy'],
      shipping: {
        regions: [
          {
            id: 'home',
            name: 'Home',
            destinations: [{ country: 'US' }],
            options: [
              {
                code: 'weight',
                title: 'Weight',
                rate: {
                  type: 'BY_WEIGHT',
                  tiers: [
                    { upTo: 2, price: r.tierPrices[0] ?? '0' },
                    { upTo: 10, price: r.tierPrices[1] ?? '0' },
                  ],
                },
                ...(r.freeOver !== undefined && { freeOver: r.freeOver }),
              },
              {
                code: 'count',
                title: 'Count',
                rate: {
                  type: 'BY_QUANTITY',
                  tiers: [{ upTo: 3, price: r.flat }, { price: r.tierPrices[2] ?? '0' }],
                },
              },
              {
                code: 'pickup',
                title: 'Pickup',
                rate: { type: 'FLAT', price: 0 },
                pickup: { method: 'STORE_PICKUP', address: { country: 'US', subdivision: 'US-OR' } },
              },
            ],
          },
          {
            id: 'abroad',
            name: 'Abroad',
            destinations: 'REST_OF_WORLD',
            options: [
              {
                code: 'value',
                title: 'Value',
                rate: {
                  type: 'BY_PRICE',
                  tiers: [{ upTo: 100, price: r.flat }, { price: r.tierPrices[0] ?? '0' }],
                },
              },
            ],
          },
        ],
      },
      tax: {
        taxIncludedInPrices: r.inclusive,
        taxShipping: r.taxShipping,
        ...(r.fallback !== undefined && { fallbackRate: r.fallback }),
        regions: [
          {
            name: 'Home',
            country: 'US',
            rateType: 'MANUAL_RATE',
            rate: r.rate,
            groupRates: { reduced: r.reduced },
          },
          { name: 'Oregon', country: 'US', subdivision: 'US-OR', rateType: 'NO_TAX_COLLECTED' },
          { name: 'UK', country: 'GB', rateType: 'AUTO_RATE' },
        ],
      },
      additionalFees: [
        {
          code: 'handling',
          name: 'Handling',
          chargeType: 'HANDLING_FEE',
          amount: r.feeAmount,
          taxable: r.feeTaxable,
        },
        {
          code: 'insurance',
          name: 'Insurance',
          chargeType: 'INSURANCE',
          percentage: r.feePercent,
          requiresShipping: true,
          taxable: !r.feeTaxable,
        },
      ],
    }));
}

const inputArb: fc.Arbitrary<EstimateTotalsInput> = fc.constantFrom(...CURRENCIES).chain((currency) =>
  fc.integer({ min: 0, max: 6 }).chain((count) =>
    fc
      .record({
        store: storeArb(currency),
        lineItems: fc.tuple(...Array.from({ length: count }, (_, i) => lineArb(currency, i))),
        coupon: fc.option(couponArb(currency), { nil: undefined }),
        discounts: fc.array(discountArb(currency, count), { maxLength: 3 }),
        country: fc.constantFrom('US', 'GB', 'BR'),
        subdivision: fc.constantFrom('US-NY', 'US-OR', undefined),
        option: fc.constantFrom('weight', 'count', 'pickup', 'value', 'nope', undefined),
        giftCard: fc.option(amount(currency, 40_000), { nil: undefined }),
        calculateTax: fc.boolean(),
        calculateShipping: fc.boolean(),
        calculateAdditionalFees: fc.boolean(),
        members: fc.boolean(),
      })
      .map((r) => ({
        store: { ...r.store, ...(r.coupon && { coupons: [r.coupon] }) },
        lineItems: r.lineItems,
        now: NOW,
        ...(r.coupon && { couponCode: 'random' }),
        discounts: r.discounts,
        shippingAddress: { country: r.country, ...(r.subdivision && { subdivision: r.subdivision }) },
        ...(r.option && { selectedShippingOption: { code: r.option } }),
        ...(r.giftCard !== undefined && { giftCard: { obfuscatedCode: '***', amount: r.giftCard } }),
        calculateTax: r.calculateTax,
        calculateShipping: r.calculateShipping,
        calculateAdditionalFees: r.calculateAdditionalFees,
        ...(r.members && {
          memberships: [
            {
              id: 'm',
              appId: 'a',
              name: 'Club',
              productIds: ['p1', 'p2'],
              credits: { total: 20, remaining: 8 },
            },
          ],
          selectedMemberships: [{ id: 'm', appId: 'a' }],
        }),
      })),
  ),
);

function wirePrices(value: unknown, found: WirePrice[] = []): WirePrice[] {
  if (value && typeof value === 'object') {
    if ('formattedAmount' in value) found.push(value as WirePrice);
    else for (const v of Object.values(value)) wirePrices(v, found);
  }
  return found;
}

function check(
  property: (result: EstimateTotals, input: EstimateTotalsInput, m: (p: WirePrice) => bigint) => void,
) {
  fc.assert(
    fc.property(inputArb, (input) => {
      const result = estimateTotals(input);
      property(
        result,
        input,
        (p) => parseDecimal(p.amount, input.store.currency, { nonNegative: true }).minor,
      );
    }),
    { numRuns: 400 },
  );
}

const total = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);
const SUMMARY_KEYS: (keyof PriceSummary)[] = [
  'subtotal',
  'shipping',
  'tax',
  'discount',
  'total',
  'additionalFees',
];

describe('estimateTotals invariants (property-based)', () => {
  it('writes every amount with exactly the currency precision and never negative', () => {
    check((result, input) => {
      const precision = currencyPrecision(input.store.currency);
      const shape = precision === 0 ? /^\d+$/ : new RegExp(`^\\d+\\.\\d{${precision}}$`);
      for (const price of wirePrices(result)) {
        expect(price.amount).toMatch(shape);
        expect(price.convertedAmount).toBe(price.amount);
      }
    });
  });

  it('sums the line prices to the subtotal', () => {
    check((result, _input, m) => {
      expect(total(result.calculatedLineItems.map((l) => m(l.pricesBreakdown.lineItemPrice)))).toBe(
        m(result.priceSummary.subtotal),
      );
    });
  });

  it('allocates discounts exactly: lines plus shipping equal the summary and the applied discounts', () => {
    check((result, _input, m) => {
      const lines = total(result.calculatedLineItems.map((l) => m(l.pricesBreakdown.totalDiscount)));
      const shipping = result.shippingInfo.selectedCarrierServiceOption
        ? m(result.shippingInfo.selectedCarrierServiceOption.cost.totalDiscount)
        : 0n;
      const applied = total(
        result.appliedDiscounts.map((d) =>
          m((d.coupon ?? d.merchantDiscount ?? d.discountRule)?.amount as WirePrice),
        ),
      );
      expect(lines + shipping).toBe(m(result.priceSummary.discount));
      expect(applied).toBe(m(result.priceSummary.discount));
      for (const l of result.calculatedLineItems) {
        expect(m(l.pricesBreakdown.totalDiscount) <= m(l.pricesBreakdown.lineItemPrice)).toBe(true);
      }
    });
  });

  it('computes the total with the rule 28 formula, floored at 0', () => {
    check((result, input, m) => {
      const s = result.priceSummary;
      const included = input.store.tax?.taxIncludedInPrices ?? false;
      const giftCard = input.giftCard ? parseDecimal(input.giftCard.amount, input.store.currency).minor : 0n;
      let due = m(s.subtotal) - m(s.discount) + m(s.shipping) + m(s.additionalFees) - giftCard;
      if (!included) due += m(s.tax);
      expect(m(s.total)).toBe(due > 0n ? due : 0n);
    });
  });

  it('sums line, shipping and fee taxes to the tax total, with after-tax = before-tax + tax everywhere', () => {
    check((result, _input, m) => {
      const option = result.shippingInfo.selectedCarrierServiceOption;
      const parts = [
        ...result.calculatedLineItems.map((l) => l.pricesBreakdown),
        ...(option ? [option.cost] : []),
      ];
      for (const p of parts)
        expect(m(p.totalPriceAfterTax)).toBe(m(p.totalPriceBeforeTax) + m(p.taxDetails.totalTax));
      const fees = result.additionalFees.map((f) => m(f.taxDetails.totalTax));
      const taxes = [...parts.map((p) => m(p.taxDetails.totalTax)), ...fees];
      expect(total(taxes)).toBe(m(result.priceSummary.tax));
      expect(m(result.taxSummary.totalTax)).toBe(m(result.priceSummary.tax));
    });
  });

  it('splits the summary into pay now and pay later without losing a minor unit', () => {
    check((result, _input, m) => {
      for (const key of SUMMARY_KEYS) {
        expect(m(result.payNow[key]) + m(result.payLater[key])).toBe(m(result.priceSummary[key]));
      }
    });
  });
});

describe('estimateCartTotals (property-based)', () => {
  it('answers the fields a cart shows exactly as estimateTotals without shipping, tax and fees', () => {
    fc.assert(
      fc.property(inputArb, (random) => {
        const { giftCard, shippingAddress, selectedShippingOption, ...input } = random;
        const full = estimateTotals({
          ...input,
          calculateTax: false,
          calculateShipping: false,
          calculateAdditionalFees: false,
        });
        expect(estimateCartTotals(input)).toStrictEqual({
          currency: full.currency,
          weightUnit: full.weightUnit,
          calculatedLineItems: full.calculatedLineItems.map(
            ({ lineItemId, pricesBreakdown, paymentOption }) => ({
              lineItemId,
              pricesBreakdown: {
                fullPrice: pricesBreakdown.fullPrice,
                priceBeforeDiscounts: pricesBreakdown.priceBeforeDiscounts,
                price: pricesBreakdown.price,
                lineItemPrice: pricesBreakdown.lineItemPrice,
                ...(pricesBreakdown.depositAmount && { depositAmount: pricesBreakdown.depositAmount }),
              },
              paymentOption,
            }),
          ),
          priceSummary: { subtotal: full.priceSummary.subtotal, discount: full.priceSummary.discount },
          appliedDiscounts: full.appliedDiscounts,
        });
      }),
      { numRuns: 400 },
    );
  });
});
