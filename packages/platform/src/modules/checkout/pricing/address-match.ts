import { subdivisionCodeOfName } from '../subdivision-names';
import type { PricingAddress } from './store-pricing-config';

/**
 * Address comparisons shared by shipping regions and tax regions. Wix addresses carry ISO 3166-2 subdivisions
 * (`US-CA`); configurations and buyers may also write the bare part (`CA`) or the name ("California"), so all three
 * are read as the full code.
 */

/**
 * The upper-case ISO 3166-1 country of an address, if any.
 * @param address - an address or nothing
 */
export function countryOf(address: PricingAddress | undefined): string | undefined {
  const country = address?.country?.trim().toUpperCase();
  return country ? country : undefined;
}

/**
 * A subdivision as a full ISO 3166-2 code (`CA` or "california" in `US` → `US-CA`).
 * @param country - ISO 3166-1 country of the address
 * @param subdivision - full or bare subdivision code, or its written-out name
 */
export function fullSubdivision(country: string, subdivision: string | undefined): string | undefined {
  const code = subdivision?.trim().toUpperCase();
  if (!code) return undefined;
  const named = subdivisionCodeOfName(country, code);
  if (named) return named;
  return code.includes('-') ? code : `${country.toUpperCase()}-${code}`;
}

/**
 * The full ISO 3166-2 subdivision of an address, if it has a country and a subdivision.
 * @param address - an address or nothing
 */
export function subdivisionOf(address: PricingAddress | undefined): string | undefined {
  const country = countryOf(address);
  return country ? fullSubdivision(country, address?.subdivision) : undefined;
}
