import type { Money } from '../../../money';
import { countryOf, fullSubdivision, subdivisionOf } from './address-match';
import type { CalculationErrorDetails } from './estimate-totals-output';
import { priceDeliveryOption, type ShippingMetrics } from './shipping-rate';
import type {
  DeliveryOptionConfig,
  PricingAddress,
  ShippingConfig,
  ShippingRegionConfig,
} from './store-pricing-config';

/** Carrier GUID of options that name none: the store's own delivery (Bazaar's constant, not a Wix id). */
export const STORE_CARRIER_ID = 'a5c3f1d2-7b64-4e1a-9f0d-2c8e6b4a9d17';

/** A delivery option offered for this cart, with its price before discounts and tax. */
export interface QuotedOption {
  config: DeliveryOptionConfig;
  carrierId: string;
  price: Money;
}

/** The outcome of quoting shipping for a cart. */
export type ShippingQuote =
  | { status: 'NOT_REQUIRED' }
  | { status: 'FAILED'; error: CalculationErrorDetails }
  | {
      status: 'QUOTED';
      region: ShippingRegionConfig;
      options: QuotedOption[];
      selected: QuotedOption;
      /** Whether the requested option was found (rule 30). */
      requestedShippingOption: boolean;
    };

function failure(code: string, description: string, data: Record<string, unknown> = {}): ShippingQuote {
  return { status: 'FAILED', error: { applicationError: { code, description, data } } };
}

/**
 * The region that delivers to an address: a region listing the address's subdivision first, then one listing its
 * whole country, then a `REST_OF_WORLD` region — so "Hawaii" can be carved out of "United States".
 * @param regions - the shipping regions
 * @param address - the destination
 */
export function findShippingRegion(
  regions: readonly ShippingRegionConfig[],
  address: PricingAddress | undefined,
): ShippingRegionConfig | undefined {
  const country = countryOf(address);
  if (!country) return undefined;
  const subdivision = subdivisionOf(address);
  const listed = (region: ShippingRegionConfig, specific: boolean) =>
    region.destinations !== 'REST_OF_WORLD' &&
    region.destinations.some((d) => {
      if (d.country.toUpperCase() !== country) return false;
      if (!specific) return !d.subdivisions?.length;
      return d.subdivisions?.some((s) => fullSubdivision(country, s) === subdivision) ?? false;
    });
  return (
    (subdivision ? regions.find((r) => listed(r, true)) : undefined) ??
    regions.find((r) => listed(r, false)) ??
    regions.find((r) => r.destinations === 'REST_OF_WORLD')
  );
}

/**
 * Quotes shipping: finds the destination's region, prices each of its options for the shippable lines (options
 * whose tiers do not cover the cart are not offered), and selects the requested option — or, when it is not
 * offered or none was requested, the first one with `requestedShippingOption: false` (rule 30). Problems are
 * returned for `calculationErrors.generalShippingCalculationError` (rule 31), never thrown. Nothing is quoted when
 * nothing is shippable or the store has no shipping configuration.
 * @param input - configuration, destination, shippable-line metrics, requested option and currency
 * @throws PricingInputError for malformed configuration
 */
export function quoteShipping(input: {
  config: ShippingConfig | undefined;
  address: PricingAddress | undefined;
  metrics: ShippingMetrics;
  hasShippableItems: boolean;
  requested: { code: string; carrierId?: string } | undefined;
  currency: string;
}): ShippingQuote {
  // A store without shipping configuration does not charge shipping (nothing to quote, nothing to report).
  if (!input.hasShippableItems || !input.config) return { status: 'NOT_REQUIRED' };
  if (!countryOf(input.address)) {
    return failure('MISSING_DELIVERY_ADDRESS', 'A shipping address is needed to calculate shipping.');
  }
  const regions = input.config.regions;
  const region = findShippingRegion(regions, input.address);
  if (!region) {
    return failure('DELIVERY_REGION_NOT_FOUND', 'The store does not ship to this address.', {
      country: countryOf(input.address),
    });
  }
  const at = `store.shipping.regions[${regions.indexOf(region)}]`;
  const options: QuotedOption[] = [];
  region.options.forEach((config, i) => {
    const price = priceDeliveryOption(config, input.metrics, input.currency, `${at}.options[${i}]`);
    if (price) options.push({ config, carrierId: config.carrierId ?? STORE_CARRIER_ID, price });
  });
  const [first] = options;
  if (!first) {
    return failure('DELIVERY_METHOD_NOT_FOUND', 'No delivery option of this region can take this order.', {
      regionId: region.id,
    });
  }
  const requested = input.requested;
  const match = requested
    ? options.find(
        (o) =>
          o.config.code === requested.code && (!requested.carrierId || requested.carrierId === o.carrierId),
      )
    : undefined;
  return {
    status: 'QUOTED',
    region,
    options,
    selected: match ?? first,
    requestedShippingOption: match !== undefined,
  };
}
