import { type Money, percentOf, type RoundingStrategy, sum } from '../../../money';
import { PricingInputError, readAmount, readDecimal } from './pricing-input-error';
import type { AdditionalFeeConfig } from './store-pricing-config';

/** A fee charged on this order, before tax. */
export interface ComputedFee {
  config: AdditionalFeeConfig;
  price: Money;
  lineIds: string[];
  source: 'MANUAL' | 'SHIPPING';
}

/** A line as fees see it. */
export interface FeeLine {
  id: string;
  /** Line price after item discounts. */
  net: Money;
  shippable: boolean;
}

/**
 * Computes the store's additional fees (HANDLING_FEE, INSURANCE). A fee covers every line, or — with
 * `requiresShipping` — only the shippable lines and only when they are delivered (not picked up, not without
 * shipping); a fee that covers no line is not charged. A percentage fee is that percentage of the covered lines'
 * total after discounts, rounded once with the store's strategy.
 * @param configs - the store's fees
 * @param input - lines, whether goods are delivered, currency and rounding strategy
 * @throws PricingInputError when a fee has neither or both of amount and percentage
 */
export function computeAdditionalFees(
  configs: readonly AdditionalFeeConfig[],
  input: { lines: readonly FeeLine[]; delivered: boolean; currency: string; strategy: RoundingStrategy },
): ComputedFee[] {
  const fees: ComputedFee[] = [];
  configs.forEach((config, index) => {
    const at = `store.additionalFees[${index}]`;
    if ((config.amount === undefined) === (config.percentage === undefined)) {
      throw new PricingInputError(at, 'needs exactly one of amount and percentage');
    }
    if (config.requiresShipping && !input.delivered) return;
    const covered = input.lines.filter((line) => !config.requiresShipping || line.shippable);
    if (covered.length === 0) return;
    const price =
      config.amount !== undefined
        ? readAmount(config.amount, input.currency, `${at}.amount`)
        : percentOf(
            sum(
              covered.map((line) => line.net),
              input.currency,
            ),
            readDecimal(config.percentage ?? 0, `${at}.percentage`, 100),
            { strategy: input.strategy },
          );
    fees.push({
      config,
      price,
      lineIds: covered.map((line) => line.id),
      source: config.requiresShipping ? 'SHIPPING' : 'MANUAL',
    });
  });
  return fees;
}
