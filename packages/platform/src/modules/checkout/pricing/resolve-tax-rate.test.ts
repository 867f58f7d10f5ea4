import { describe, expect, it } from 'vitest';
import { decimalToString } from '../../../money';
import { rateForGroup, resolveTaxRate } from './resolve-tax-rate';
import type { TaxConfig } from './store-pricing-config';

const config: TaxConfig = {
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
      groupRates: { books: '0' },
    },
    { name: 'US', country: 'US', rateType: 'MANUAL_RATE', rate: '0.03' },
    { name: 'Oregon', country: 'US', subdivision: 'OR', rateType: 'NO_TAX_COLLECTED' },
    { name: 'UK', country: 'GB', rateType: 'AUTO_RATE' },
    { name: 'Narnia', country: 'NA', rateType: 'AUTO_RATE' },
  ],
};

function summary(
  taxConfig: TaxConfig | undefined,
  address: { country?: string; subdivision?: string } | undefined,
) {
  const r = resolveTaxRate(taxConfig, address);
  return {
    rateType: r.rateType,
    rate: decimalToString(r.rate),
    taxShipping: r.taxShipping,
    ...(r.manualRateReason && { manualRateReason: r.manualRateReason }),
    ...(r.fallbackReason && { fallbackReason: r.fallbackReason }),
    ...(r.error && { error: r.error.applicationError.code }),
  };
}

describe('resolveTaxRate', () => {
  it('uses the subdivision region, then the country region (MANUAL_RATE)', () => {
    expect(summary(config, { country: 'US', subdivision: 'CA' })).toEqual({
      rateType: 'MANUAL_RATE',
      rate: '0.0725',
      taxShipping: false,
      manualRateReason: 'REGION_SETTING_TO_MANUAL',
    });
    expect(summary(config, { country: 'US', subdivision: 'US-NV' })).toMatchObject({
      rateType: 'MANUAL_RATE',
      rate: '0.03',
      taxShipping: true,
    });
  });

  it('collects nothing in a NO_TAX_COLLECTED region', () => {
    expect(summary(config, { country: 'US', subdivision: 'US-OR' })).toEqual({
      rateType: 'NO_TAX_COLLECTED',
      rate: '0',
      taxShipping: true,
    });
  });

  it('looks automatic rates up in the built-in table', () => {
    expect(summary(config, { country: 'GB' })).toEqual({
      rateType: 'AUTO_RATE',
      rate: '0.2',
      taxShipping: true,
    });
  });

  it('falls back when the automatic rate is unknown or no region matches', () => {
    expect(summary(config, { country: 'NA' })).toEqual({
      rateType: 'FALLBACK_RATE',
      rate: '0.05',
      taxShipping: true,
      fallbackReason: 'AUTO_TAX_FAILED',
    });
    expect(summary(config, { country: 'BR' })).toEqual({
      rateType: 'FALLBACK_RATE',
      rate: '0.05',
      taxShipping: true,
    });
    expect(summary(config, undefined)).toMatchObject({ rateType: 'FALLBACK_RATE' });
  });

  it('collects nothing without configuration or fallback, and reports a failed automatic rate (rule 33)', () => {
    expect(summary(undefined, { country: 'US' })).toEqual({
      rateType: 'NO_TAX_COLLECTED',
      rate: '0',
      taxShipping: false,
    });
    const noFallback = { ...config, fallbackRate: undefined };
    expect(summary(noFallback, { country: 'BR' })).toMatchObject({ rateType: 'NO_TAX_COLLECTED', rate: '0' });
    expect(summary(noFallback, { country: 'NA' })).toMatchObject({
      rateType: 'NO_TAX_COLLECTED',
      error: 'AUTO_TAX_FAILED',
    });
  });

  it('gives tax groups their region rate', () => {
    const california = resolveTaxRate(config, { country: 'US', subdivision: 'US-CA' });
    expect(decimalToString(rateForGroup(california, 'books'))).toBe('0');
    expect(decimalToString(rateForGroup(california, 'toys'))).toBe('0.0725');
    expect(decimalToString(rateForGroup(california, undefined))).toBe('0.0725');
  });

  it('rejects a manual region without a rate and rates above 100%', () => {
    expect(() =>
      resolveTaxRate({ regions: [{ name: 'X', country: 'US', rateType: 'MANUAL_RATE' }] }, { country: 'US' }),
    ).toThrow('store.tax.regions[0].rate: required for MANUAL_RATE');
    expect(() => resolveTaxRate({ fallbackRate: 7.25 }, { country: 'US' })).toThrow(/at most 1/);
  });
});
