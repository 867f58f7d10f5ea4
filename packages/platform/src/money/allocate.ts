import type { Money } from './money';
import { MoneyError } from './money-error';

/** A share's weight: an amount (its minor units count) or a non-negative integer. */
export type AllocationWeight = Money | bigint | number;

function toWeight(weight: AllocationWeight): bigint {
  if (typeof weight === 'object') return weight.minor;
  if (typeof weight === 'number' && !Number.isSafeInteger(weight)) {
    throw new MoneyError(`Allocation weight must be an integer: ${weight}`);
  }
  return BigInt(weight);
}

/**
 * Splits `total` into parts proportional to `weights` that sum **exactly** to `total` (largest remainder method):
 * every part gets the floor of its exact share, and the minor units left over go, one each, to the parts with the
 * largest fractional remainders — earlier parts first on ties, so the result is deterministic. When the weights are
 * the amounts a discount is taken from and the total does not exceed their sum, no part exceeds its weight.
 * All-zero weights split evenly. A negative total is split like its absolute value and negated.
 * @param total - the amount to split
 * @param weights - one non-negative weight per part
 * @returns one amount per weight, in the same order
 * @throws MoneyError for a negative or fractional weight, or a non-zero total with no weights
 * @example allocate(money('10.00', 'USD'), [1, 1, 1]) // $3.34, $3.33, $3.33
 */
export function allocate(total: Money, weights: readonly AllocationWeight[]): Money[] {
  if (weights.length === 0) {
    if (total.minor === 0n) return [];
    throw new MoneyError('Cannot allocate a non-zero amount to no parts');
  }
  if (total.minor < 0n) {
    return allocate({ currency: total.currency, minor: -total.minor }, weights).map((part) => ({
      currency: part.currency,
      minor: -part.minor,
    }));
  }
  let units = weights.map(toWeight);
  if (units.some((w) => w < 0n)) throw new MoneyError('Allocation weights must not be negative');
  let whole = units.reduce((a, b) => a + b, 0n);
  if (whole === 0n) {
    units = units.map(() => 1n);
    whole = BigInt(units.length);
  }
  const parts = units.map((w) => (total.minor * w) / whole);
  let leftover = total.minor - parts.reduce((a, b) => a + b, 0n);
  const byRemainder = units
    .map((w, index) => ({ index, remainder: (total.minor * w) % whole }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (leftover === 0n) break;
    parts[index] = (parts[index] ?? 0n) + 1n;
    leftover -= 1n;
  }
  return parts.map((minor) => ({ currency: total.currency, minor }));
}
