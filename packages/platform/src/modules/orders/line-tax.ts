/**
 * The tax of an order line an edit changed (`commit-deltas`), at the rate the line recorded when the order was
 * priced (`taxDetails.taxRate`, written by the checkout's tax engine). The rate is the order's own fact — the store's
 * settings may have changed since — so a changed quantity or price is taxed as the order was; the tax is rounded per
 * line to the currency's minor unit (the checkout's default `CURRENCY_PRECISION` strategy).
 */
import { fromMinor, isMoneyError, parseExactDecimal, roundExact, toWirePrice } from '../../money';
import { exactTax } from '../checkout/pricing/compute-tax';
import { minorOf } from './order-money';
import type { Order, OrderLineItem } from './order-types';

interface LineTaxDetails {
  taxableAmount?: unknown;
  taxRate?: string;
  totalTax?: { amount?: unknown };
  rateBreakdown?: { name?: string; rate?: string; tax?: unknown }[];
  [field: string]: unknown;
}

const detailsOf = (line: OrderLineItem) => line.taxDetails as LineTaxDetails | undefined;

/**
 * Sets a changed line's tax and before/after-tax totals from its amount, at its recorded rate; a line without a
 * recorded rate is untaxed (before = after = its amount), as edits treated every line so far.
 * @param line - the changed line (its `lineItemPrice` already recomputed)
 * @param currency - the order currency
 * @param taxIncluded - whether the order's prices include tax
 */
export function retaxLine(line: OrderLineItem, currency: string, taxIncluded: boolean): void {
  const amount = fromMinor(minorOf(line.lineItemPrice, currency), currency);
  const details = detailsOf(line);
  let rate: ReturnType<typeof parseExactDecimal> | undefined;
  try {
    rate = details?.taxRate ? parseExactDecimal(details.taxRate) : undefined;
  } catch (error) {
    if (!isMoneyError(error)) throw error;
  }
  if (!details || !rate) {
    line.totalPriceBeforeTax = toWirePrice(amount);
    line.totalPriceAfterTax = toWirePrice(amount);
    return;
  }
  const tax = roundExact(exactTax({ amount, rate }, taxIncluded), currency);
  const beforeTax = fromMinor(taxIncluded ? amount.minor - tax.minor : amount.minor, currency);
  const afterTax = fromMinor(taxIncluded ? amount.minor : amount.minor + tax.minor, currency);
  line.totalPriceBeforeTax = toWirePrice(beforeTax);
  line.totalPriceAfterTax = toWirePrice(afterTax);
  line.taxDetails = {
    ...details,
    taxableAmount: toWirePrice(beforeTax),
    totalTax: toWirePrice(tax),
    // The checkout records one rate per line; a breakdown of several rates cannot be split again, so it goes.
    ...(details.rateBreakdown && {
      rateBreakdown:
        details.rateBreakdown.length === 1 ? [{ ...details.rateBreakdown[0], tax: toWirePrice(tax) }] : [],
    }),
  };
}

/**
 * The sum of the lines' recorded tax (`taxDetails.totalTax`), in minor units.
 * @param order - the order
 */
export function linesTax(order: Order): bigint {
  return order.lineItems.reduce((sum, line) => sum + minorOf(detailsOf(line)?.totalTax, order.currency), 0n);
}
