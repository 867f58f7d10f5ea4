/**
 * Order money: wire `Price {amount, formattedAmount}` (decimal strings, business-rules X6) to and from integer
 * minor units (`../../money`). Amounts are compared and added as bigints, never floats.
 */

import { ApiError } from '../../http/api-error';
import { formatMoney, fromMinor, isMoneyError, money, toDecimalString } from '../../money';
import type { Price } from './order-types';

/**
 * The wire price of an amount.
 * @param minor - minor units
 * @param currency - ISO 4217 code
 */
export function priceOf(minor: bigint, currency: string): Price {
  const value = fromMinor(minor, currency);
  return { amount: toDecimalString(value), formattedAmount: formatMoney(value) };
}

/**
 * Minor units of a wire amount (`"10.5"`, `"10.50"`, a JSON number); a missing price is zero.
 * @param price - the price, or its decimal amount
 * @param currency - ISO 4217 code
 * @param field - request path named in the violation
 * @throws ApiError 400 for malformed amounts or more decimals than the currency has
 */
export function minorOf(
  price: { amount?: unknown } | string | number | undefined | null,
  currency: string,
  field = 'amount',
): bigint {
  const amount = typeof price === 'object' && price !== null ? price.amount : price;
  if (amount === undefined || amount === null || amount === '') return 0n;
  if (typeof amount !== 'string' && typeof amount !== 'number') {
    throw ApiError.invalidField(field, 'must be a decimal amount', 'FORMAT', { type: 'DECIMAL' });
  }
  try {
    return money(amount, currency).minor;
  } catch (error) {
    if (!isMoneyError(error)) throw error;
    throw ApiError.invalidField(field, `is not a valid amount in ${currency}: ${error.message}`, 'FORMAT', {
      type: 'DECIMAL',
    });
  }
}

/** The larger of two amounts. */
export function maxMinor(a: bigint, b: bigint): bigint {
  return a > b ? a : b;
}
