import {
  compareDecimal,
  compare as compareMoney,
  type Decimal,
  type Money,
  toDecimal,
  zero,
} from '../../../money';
import { readAmount, readDecimal } from './pricing-input-error';
import type { DeliveryOptionConfig, ShippingTier } from './store-pricing-config';

/** What shipping rates are measured on: the shippable lines only (digital items weigh nothing and are not sent). */
export interface ShippingMetrics {
  /** Σ unit weight × quantity, in the store's weight unit. */
  weight: Decimal;
  /** Σ (line price − item discounts) — what "by price" tiers and free-over thresholds compare. */
  itemsAmount: Money;
  /** Σ quantities. */
  quantity: bigint;
}

function measure(type: 'BY_WEIGHT' | 'BY_PRICE' | 'BY_QUANTITY', metrics: ShippingMetrics): Decimal {
  if (type === 'BY_WEIGHT') return metrics.weight;
  if (type === 'BY_QUANTITY') return { units: metrics.quantity, scale: 0 };
  return toDecimal(metrics.itemsAmount);
}

function upTo(tier: ShippingTier, at: string): Decimal | undefined {
  return tier.upTo === undefined ? undefined : readDecimal(tier.upTo, `${at}.upTo`);
}

/**
 * The price of a delivery option for a cart, or undefined when the option is not offered for it (above every
 * bounded tier without an open one). Tiers are taken in ascending order of `upTo` (inclusive); a free-over
 * threshold reached by the shippable items makes the option free.
 * @param option - the option's configuration
 * @param metrics - weight, amount and quantity of the shippable lines
 * @param currency - the store currency
 * @param at - configuration path for errors
 * @throws PricingInputError for malformed prices or bounds
 */
export function priceDeliveryOption(
  option: DeliveryOptionConfig,
  metrics: ShippingMetrics,
  currency: string,
  at: string,
): Money | undefined {
  let price: Money | undefined;
  const rate = option.rate;
  if (rate.type === 'FLAT') {
    price = readAmount(rate.price, currency, `${at}.rate.price`);
  } else {
    const value = measure(rate.type, metrics);
    const tiers = rate.tiers
      .map((tier, i) => ({ tier, bound: upTo(tier, `${at}.rate.tiers[${i}]`), i }))
      .sort((a, b) => {
        if (a.bound === undefined) return b.bound === undefined ? a.i - b.i : 1;
        return b.bound === undefined ? -1 : compareDecimal(a.bound, b.bound);
      });
    const hit = tiers.find(({ bound }) => bound === undefined || compareDecimal(value, bound) <= 0);
    if (!hit) return undefined;
    price = readAmount(hit.tier.price, currency, `${at}.rate.tiers[${hit.i}].price`);
  }
  if (option.freeOver !== undefined) {
    const threshold = readAmount(option.freeOver, currency, `${at}.freeOver`);
    if (compareMoney(metrics.itemsAmount, threshold) >= 0) return zero(currency);
  }
  return price;
}
