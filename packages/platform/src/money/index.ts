/**
 * Money for the platform: integer minor units with an ISO 4217 currency, exact decimals for rates and weights,
 * rounding strategies, largest-remainder allocation, and the eCommerce wire price format. Pure functions only.
 */
export { type AllocationWeight, allocate } from './allocate';
export { assertCurrency, currencyPrecision, isCurrencyCode, pow10 } from './currency';
export { currencyFormatter } from './currency-formatter';
export {
  compareDecimal,
  type Decimal,
  type DecimalInput,
  decimalToString,
  multiplyDecimal,
  normalizeDecimal,
  parseExactDecimal,
  sumDecimals,
} from './decimal';
export { formatMoney, toDecimalString, toWirePrice, type WirePrice } from './format';
export {
  add,
  compare,
  type ExactMinor,
  equals,
  exactTimes,
  fromMinor,
  isNegative,
  isZero,
  type Money,
  max,
  min,
  money,
  multiply,
  percentOf,
  type RoundingOptions,
  roundExact,
  subtract,
  sum,
  toDecimal,
  zero,
} from './money';
export { isMoneyError, MoneyError } from './money-error';
export { type ParseDecimalOptions, parseDecimal, parseDecimalField } from './parse-decimal';
export {
  divideRounded,
  MONEY_ROUNDING_MODE,
  ROUNDING_STRATEGIES,
  type RoundingMode,
  type RoundingStrategy,
  roundingStep,
} from './rounding';
