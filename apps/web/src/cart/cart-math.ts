import type { CartLineItem, EstimateTotalsResponse, MultiCurrencyPrice } from '@bazaar/sdk';

/**
 * A line's total while the estimate is not there: unit price × quantity, from the line's own decimal strings.
 *
 * @param line - the line
 * @returns the amount, or undefined without a price
 */
export function lineTotal(line: CartLineItem): number | undefined {
  const unit = Number(line.price?.amount);
  return line.price?.amount !== undefined && Number.isFinite(unit) ? unit * (line.quantity ?? 0) : undefined;
}

/** One row of the totals. */
export interface TotalsRow {
  label: string;
  amount: string;
  /** The formatted amount from the server, when it sent one. */
  formatted?: string;
  /** A discount (shown negative). */
  negative?: boolean;
  /** The final row. */
  total?: boolean;
}

/** Money as estimates and orders carry it: a decimal string and the server's formatting. */
type Money = Pick<MultiCurrencyPrice, 'amount' | 'formattedAmount'>;

/** A price summary: an estimate's (`estimateCurrentCartTotals`) or an order's. */
export interface PriceSummaryHolder {
  priceSummary?: { subtotal?: Money; discount?: Money; shipping?: Money; tax?: Money; total?: Money };
}

const amountOf = (price: Money | undefined) => price?.amount ?? '0';
const hasAmount = (price: Money | undefined) => Number(price?.amount ?? 0) !== 0;

/**
 * The rows of a price summary as the cart and the order pages show them: subtotal; discount, shipping and tax only
 * when not zero; the total.
 *
 * @param estimate - the estimate of `estimateCurrentCartTotals`, or an order
 * @param totalLabel - the last row's label (an estimate's total is only "estimated")
 * @returns the rows
 */
export function totalsRows(
  estimate: EstimateTotalsResponse | PriceSummaryHolder,
  totalLabel = 'Estimated total',
): TotalsRow[] {
  const summary: NonNullable<PriceSummaryHolder['priceSummary']> = estimate.priceSummary ?? {};
  const row = (label: string, price: Money | undefined, extra: Partial<TotalsRow> = {}) => ({
    label,
    amount: amountOf(price),
    ...(price?.formattedAmount ? { formatted: price.formattedAmount } : {}),
    ...extra,
  });
  return [
    row('Subtotal', summary.subtotal),
    ...(hasAmount(summary.discount) ? [row('Discount', summary.discount, { negative: true })] : []),
    ...(hasAmount(summary.shipping) ? [row('Shipping', summary.shipping)] : []),
    ...(hasAmount(summary.tax) ? [row('Tax', summary.tax)] : []),
    row(totalLabel, summary.total, { total: true }),
  ];
}
