import type { WirePrice } from '../../../../money';
import { estimateTotals } from '../estimate-totals';
import type { EstimateTotalsInput, PricingLineItem } from '../estimate-totals-input';
import type { EstimateTotals } from '../estimate-totals-output';
import type { StorePricingConfig } from '../store-pricing-config';

/**
 * Small builders for pricing tests: a bare store (no shipping, no tax), cart lines, and a reader that turns the
 * wire answer into plain decimal strings so tests compare hand-computed figures.
 */

/** The instant every test estimates at. */
export const NOW = new Date('2025-06-15T12:00:00.000Z');

/**
 * A store with only a currency, plus the given configuration.
 * @param overrides - configuration to add
 */
export function store(overrides: Partial<StorePricingConfig> = {}): StorePricingConfig {
  return { currency: 'USD', ...overrides };
}

/**
 * A physical line at `price` per unit (full price = price unless given).
 * @param id - line id
 * @param quantity - units
 * @param price - unit price after the catalog discount
 * @param extra - any other line field
 */
export function line(
  id: string,
  quantity: number,
  price: string | number,
  extra: Partial<PricingLineItem> = {},
): PricingLineItem {
  return { id, quantity, fullPrice: price, price, ...extra };
}

/**
 * Runs `estimateTotals` with `NOW` and the given store and lines.
 * @param storeConfig - the store
 * @param lineItems - the lines
 * @param rest - other input fields
 */
export function estimate(
  storeConfig: StorePricingConfig,
  lineItems: readonly PricingLineItem[],
  rest: Partial<EstimateTotalsInput> = {},
): EstimateTotals {
  return estimateTotals({ store: storeConfig, lineItems, now: NOW, ...rest });
}

/**
 * The `priceSummary` (or `payNow`/`payLater`) as decimal strings.
 * @param summary - a wire price summary
 */
export function amounts<T extends object>(summary: T): { [K in keyof T]: string } {
  return Object.fromEntries(
    Object.entries(summary).map(([key, value]) => [key, (value as WirePrice).amount]),
  ) as { [K in keyof T]: string };
}

/**
 * One line's price breakdown as decimal strings (tax details reduced to the tax and rate).
 * @param result - the estimate
 * @param lineItemId - the line
 */
export function lineAmounts(result: EstimateTotals, lineItemId: string) {
  const found = result.calculatedLineItems.find((l) => l.lineItemId === lineItemId);
  if (!found) throw new Error(`no calculated line ${lineItemId}`);
  const { taxDetails, depositAmount, ...prices } = found.pricesBreakdown;
  return {
    ...amounts(prices),
    tax: taxDetails.totalTax.amount,
    taxRate: taxDetails.taxRate,
    ...(depositAmount && { depositAmount: depositAmount.amount }),
    paymentOption: found.paymentOption,
  };
}
