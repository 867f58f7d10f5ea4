/**
 * The one error of the money module: an amount, currency or arithmetic request that cannot be represented exactly
 * (NaN, Infinity, more decimals than the currency has, mixed currencies, a fractional quantity…). It is a
 * programming or data error, never a business answer, so callers let it reach the error handler (a 500) unless they
 * are validating input, where they turn it into a 400 with the field's path.
 */
export class MoneyError extends Error {
  override readonly name = 'MoneyError';

  /**
   * @param message - what is wrong, naming the offending value
   * @param options - the underlying cause, if any
   */
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/**
 * Whether a value is a {@link MoneyError}.
 * @param error - anything caught
 */
export function isMoneyError(error: unknown): error is MoneyError {
  return error instanceof MoneyError;
}
