import { add, type Decimal, decimalToString, type Money, subtract, toWirePrice } from '../../../money';
import type { ItemTaxFullDetails } from './estimate-totals-output';

/** An amount with its tax: the before/after-tax figures and the wire `taxDetails`. */
export interface TaxedAmount {
  beforeTax: Money;
  afterTax: Money;
  details: ItemTaxFullDetails;
}

/**
 * Describes the tax of one taxed amount. When prices exclude tax, the amount is before tax and the tax is added;
 * when they include it, the amount is after tax and the taxable amount is what remains without the tax.
 * @param amount - the amount as charged (after discounts)
 * @param tax - its tax
 * @param rate - the rate applied (fraction); zero gives an empty `rateBreakdown`
 * @param name - name of the rate for `rateBreakdown`
 * @param taxIncluded - whether prices include tax
 */
export function buildTaxDetails(
  amount: Money,
  tax: Money,
  rate: Decimal,
  name: string,
  taxIncluded: boolean,
): TaxedAmount {
  const beforeTax = taxIncluded ? subtract(amount, tax) : amount;
  const afterTax = taxIncluded ? amount : add(amount, tax);
  const taxRate = decimalToString(rate);
  return {
    beforeTax,
    afterTax,
    details: {
      taxableAmount: toWirePrice(beforeTax),
      taxRate,
      totalTax: toWirePrice(tax),
      rateBreakdown: rate.units === 0n ? [] : [{ name, rate: taxRate, tax: toWirePrice(tax) }],
    },
  };
}
