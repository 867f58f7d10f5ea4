import { type Money, min, subtract, sum, zero } from '../../../money';
import type { PaymentOption } from './estimate-totals-input';
import { type SummaryAmounts, subtractSummary, totalOf } from './price-summary';

/** A line as the payment split sees it. */
export interface PaymentLine {
  paymentOption: PaymentOption;
  lineItemPrice: Money;
  discount: Money;
  tax: Money;
  /** Total deposit of a DEPOSIT_ONLINE line (already capped at the line's price after discounts). */
  deposit?: Money;
}

const PAID_LATER: ReadonlySet<PaymentOption> = new Set(['FULL_PAYMENT_OFFLINE', 'MEMBERSHIP_OFFLINE']);

/**
 * Splits the summary into what is paid at checkout (`payNow`) and the remainder (`payLater`), rule 29: offline lines
 * (FULL_PAYMENT_OFFLINE, MEMBERSHIP_OFFLINE) are paid later; a DEPOSIT_ONLINE line pays its deposit now (as
 * subtotal, without its discount and tax) and the rest later; MEMBERSHIP lines cost nothing; every other line is
 * paid now. Shipping and fees are paid now when anything is paid online at checkout, else later. A gift card pays
 * the "now" part first. `payLater` is the summary minus `payNow`, component by component, so the two always add up
 * to the summary.
 * @param input - lines, shipping, fees, applied gift card, the whole summary, tax inclusion and currency
 */
export function splitPayments(input: {
  lines: readonly PaymentLine[];
  shipping: { price: Money; discount: Money; tax: Money };
  fees: { price: Money; tax: Money };
  giftCardApplied: Money;
  summary: SummaryAmounts;
  taxIncluded: boolean;
  currency: string;
}): { payNow: SummaryAmounts; payLater: SummaryAmounts } {
  const nothing = zero(input.currency);
  if (allPaidNow(input.lines) && input.giftCardApplied.minor === 0n) {
    // Every line paid now in full and no gift card: the sums below would rebuild the summary term by term (its
    // subtotal, tax and discount are those of all lines, shipping and fees), and leave nothing for later. Most carts.
    return {
      payNow: { ...input.summary },
      payLater: {
        subtotal: nothing,
        shipping: nothing,
        tax: nothing,
        discount: nothing,
        additionalFees: nothing,
        total: nothing,
      },
    };
  }
  const subtotals: Money[] = [];
  const discounts: Money[] = [];
  const taxes: Money[] = [];
  let anythingNow = false;
  for (const line of input.lines) {
    if (PAID_LATER.has(line.paymentOption)) continue;
    anythingNow = true;
    if (line.paymentOption === 'DEPOSIT_ONLINE' && line.deposit) {
      subtotals.push(line.deposit);
      continue;
    }
    subtotals.push(line.lineItemPrice);
    discounts.push(line.discount);
    taxes.push(line.tax);
  }
  if (anythingNow) {
    discounts.push(input.shipping.discount);
    taxes.push(input.shipping.tax, input.fees.tax);
  }
  const parts = {
    subtotal: sum(subtotals, input.currency),
    shipping: anythingNow ? input.shipping.price : nothing,
    tax: sum(taxes, input.currency),
    discount: sum(discounts, input.currency),
    additionalFees: anythingNow ? input.fees.price : nothing,
  };
  const { total } = totalOf(parts, nothing, input.taxIncluded);
  const giftNow = min(input.giftCardApplied, total);
  const payNow: SummaryAmounts = { ...parts, total: subtract(total, giftNow) };
  return { payNow, payLater: subtractSummary(input.summary, payNow) };
}

/** Whether there are lines and every one is paid now in full (none later, no deposit). */
function allPaidNow(lines: readonly PaymentLine[]): boolean {
  if (lines.length === 0) return false;
  for (const line of lines) {
    if (PAID_LATER.has(line.paymentOption)) return false;
    if (line.paymentOption === 'DEPOSIT_ONLINE' && line.deposit) return false;
  }
  return true;
}
