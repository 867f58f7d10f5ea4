import { type Decimal, parseExactDecimal } from '../../../money';
import { countryOf, fullSubdivision, subdivisionOf } from './address-match';
import { AUTO_TAX_RATES } from './auto-tax-rates';
import type { CalculationErrorDetails } from './estimate-totals-output';
import { PricingInputError, readDecimal } from './pricing-input-error';
import type { PricingAddress, TaxConfig, TaxRateType, TaxRegionConfig } from './store-pricing-config';

/** The tax rate that applies to an order, and how it was found (`taxSummary.calculationDetails`). */
export interface ResolvedTaxRate {
  rateType: TaxRateType;
  /** Fraction (0.0725 = 7.25%). */
  rate: Decimal;
  /** Name shown in `rateBreakdown`. */
  name: string;
  taxShipping: boolean;
  /** Rates of tax groups in this region. */
  groupRates: ReadonlyMap<string, Decimal>;
  manualRateReason?: 'REGION_SETTING_TO_MANUAL';
  fallbackReason?: 'AUTO_TAX_FAILED';
  /** Set when no rate could be found (`calculationErrors.taxCalculationError`). */
  error?: CalculationErrorDetails;
}

const ZERO: Decimal = { units: 0n, scale: 0 };

function noTax(taxShipping: boolean, error?: CalculationErrorDetails): ResolvedTaxRate {
  return {
    rateType: 'NO_TAX_COLLECTED',
    rate: ZERO,
    name: 'Tax',
    taxShipping,
    groupRates: new Map(),
    ...(error && { error }),
  };
}

function findRegion(regions: readonly TaxRegionConfig[], address: PricingAddress | undefined) {
  const country = countryOf(address);
  if (!country) return undefined;
  const subdivision = subdivisionOf(address);
  const inCountry = regions.filter((r) => r.country.toUpperCase() === country);
  return (
    (subdivision
      ? inCountry.find((r) => fullSubdivision(country, r.subdivision) === subdivision)
      : undefined) ?? inCountry.find((r) => !r.subdivision)
  );
}

/**
 * Finds the tax rate for a taxable address (spec §3 tax rate types):
 * - the address's subdivision region, else its country region: `MANUAL_RATE` uses the region's rate,
 *   `NO_TAX_COLLECTED` charges nothing, `AUTO_RATE` looks the country up in {@link AUTO_TAX_RATES};
 * - an automatic rate that is unknown, or an address no region covers, uses `fallbackRate` as `FALLBACK_RATE`
 *   (with `fallbackReason: AUTO_TAX_FAILED` in the first case);
 * - without a tax configuration or a fallback, no tax is collected (rule 33) — and an unknown automatic rate without
 *   fallback is also reported as `taxCalculationError` (`AUTO_TAX_FAILED`).
 * @param config - the store's tax configuration
 * @param address - the taxable address (shipping, pickup or billing)
 * @throws PricingInputError for malformed rates or a MANUAL_RATE region without a rate
 */
export function resolveTaxRate(
  config: TaxConfig | undefined,
  address: PricingAddress | undefined,
): ResolvedTaxRate {
  const defaultShipping = config?.taxShipping ?? false;
  if (!config) return noTax(defaultShipping);
  const regions = config.regions ?? [];
  const region = findRegion(regions, address);
  const at = region ? `store.tax.regions[${regions.indexOf(region)}]` : 'store.tax';
  const taxShipping = region?.taxShipping ?? defaultShipping;
  const groupRates = new Map(
    Object.entries(region?.groupRates ?? {}).map(([group, rate]) => [
      group,
      readDecimal(rate, `${at}.groupRates.${group}`, 1),
    ]),
  );
  const fallback = (reason?: 'AUTO_TAX_FAILED'): ResolvedTaxRate => {
    if (config.fallbackRate === undefined) {
      return noTax(
        taxShipping,
        reason && {
          applicationError: {
            code: 'AUTO_TAX_FAILED',
            description: 'No automatic tax rate is known for this address and no fallback rate is set.',
            data: { country: countryOf(address) ?? null },
          },
        },
      );
    }
    return {
      rateType: 'FALLBACK_RATE',
      rate: readDecimal(config.fallbackRate, 'store.tax.fallbackRate', 1),
      name: 'Tax',
      taxShipping,
      groupRates,
      ...(reason && { fallbackReason: reason }),
    };
  };
  if (!region) return fallback();
  if (region.rateType === 'NO_TAX_COLLECTED') return noTax(taxShipping);
  if (region.rateType === 'MANUAL_RATE') {
    if (region.rate === undefined) throw new PricingInputError(`${at}.rate`, 'required for MANUAL_RATE');
    return {
      rateType: 'MANUAL_RATE',
      rate: readDecimal(region.rate, `${at}.rate`, 1),
      name: region.name,
      taxShipping,
      groupRates,
      manualRateReason: 'REGION_SETTING_TO_MANUAL',
    };
  }
  const auto = AUTO_TAX_RATES[region.country.toUpperCase()];
  if (!auto) return fallback('AUTO_TAX_FAILED');
  return {
    rateType: 'AUTO_RATE',
    rate: parseExactDecimal(auto.rate),
    name: auto.name,
    taxShipping,
    groupRates,
  };
}

/**
 * The rate for an item of a tax group (the region's group rate, else the order's rate).
 * @param resolved - the order's resolved rate
 * @param taxGroupId - the item's tax group, if any
 */
export function rateForGroup(resolved: ResolvedTaxRate, taxGroupId: string | undefined): Decimal {
  return (taxGroupId !== undefined ? resolved.groupRates.get(taxGroupId) : undefined) ?? resolved.rate;
}
