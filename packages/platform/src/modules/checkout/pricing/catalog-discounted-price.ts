import {
  type DecimalInput,
  type Money,
  max,
  percentOf,
  type RoundingStrategy,
  subtract,
  zero,
} from '../../../money';
import { readAmount, readDecimal } from './pricing-input-error';

/** A Stores v1 product discount (`discount {type, value}`, business-rules rule 163). */
export interface CatalogDiscount {
  type: 'NONE' | 'AMOUNT' | 'PERCENT';
  /** Amount in the store currency (AMOUNT) or percent (PERCENT). */
  value: DecimalInput;
}

/**
 * The catalog's discounted unit price (rule 24): `price − value` for AMOUNT, `price − value%` for PERCENT (the
 * percentage rounded with the store's strategy), never below zero. This is the line's `price` /
 * `priceBeforeDiscounts`; the undiscounted price is its `fullPrice`.
 * @param price - the product's (or variant's) price
 * @param discount - the product discount, if any
 * @param strategy - rounding strategy of the store (default CURRENCY_PRECISION)
 * @throws PricingInputError for a malformed discount value
 * @example catalogDiscountedPrice(money(10.5, 'USD'), { type: 'AMOUNT', value: 1 }) // $9.50
 */
export function catalogDiscountedPrice(
  price: Money,
  discount: CatalogDiscount | undefined,
  strategy: RoundingStrategy = 'CURRENCY_PRECISION',
): Money {
  if (!discount || discount.type === 'NONE') return price;
  const off =
    discount.type === 'AMOUNT'
      ? readAmount(discount.value, price.currency, 'discount.value')
      : percentOf(price, readDecimal(discount.value, 'discount.value', 100), { strategy });
  return max(zero(price.currency), subtract(price, off));
}
