import {
  type Decimal,
  type DecimalInput,
  isMoneyError,
  type Money,
  type ParseDecimalOptions,
  parseDecimal,
  parseExactDecimal,
} from '../../../money';

/**
 * Input or configuration that cannot be priced: a malformed amount, a duplicate line id, a coupon without a value.
 * The data comes from the database and from validated requests, so this is a bug or corrupt data, not a business
 * answer — the cart module lets it become a 500 (or validates earlier and answers 400 with `field`).
 */
export class PricingInputError extends Error {
  override readonly name = 'PricingInputError';

  /**
   * @param field - dotted path of the offending value (`lineItems[2].price`)
   * @param problem - what is wrong with it
   * @param options - the underlying cause
   */
  constructor(
    readonly field: string,
    problem: string,
    options?: { cause?: unknown },
  ) {
    super(`${field}: ${problem}`, options);
  }
}

/**
 * Parses an amount of the store currency, naming the field when it is malformed.
 * @param value - decimal text or JSON number
 * @param currency - the store currency
 * @param field - dotted path for the error
 * @param options - defaults to rejecting negative amounts
 * @throws PricingInputError for malformed, negative or too precise amounts
 */
export function readAmount(
  value: DecimalInput,
  currency: string,
  field: string,
  options: ParseDecimalOptions = { nonNegative: true },
): Money {
  try {
    return parseDecimal(value, currency, options);
  } catch (error) {
    if (isMoneyError(error)) throw new PricingInputError(field, error.message, { cause: error });
    throw error;
  }
}

/**
 * Parses a non-negative exact decimal (rate, percentage, weight), naming the field when it is malformed.
 * @param value - decimal text or JSON number
 * @param field - dotted path for the error
 * @param max - optional inclusive upper bound (1 for tax rates, 100 for percentages)
 * @throws PricingInputError for malformed, negative or too large values
 */
export function readDecimal(value: DecimalInput, field: string, max?: number): Decimal {
  let d: Decimal;
  try {
    d = parseExactDecimal(value);
  } catch (error) {
    if (isMoneyError(error)) throw new PricingInputError(field, error.message, { cause: error });
    throw error;
  }
  if (d.units < 0n) throw new PricingInputError(field, `must not be negative: ${value}`);
  if (max !== undefined && d.units > BigInt(max) * 10n ** BigInt(d.scale)) {
    throw new PricingInputError(field, `must be at most ${max}: ${value}`);
  }
  return d;
}
