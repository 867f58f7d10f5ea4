/**
 * Catalog money (business-rules rule 163, X6): prices are JSON numbers with formatted strings beside them. Every
 * computation runs in integer minor units of the store currency (`catalog-money.ts`), so `10.1 + 0.2` never leaks
 * a float error into a price and a JPY price is never computed in cents.
 */
import {
  type Decimal,
  max,
  parseExactDecimal,
  percentOf,
  pow10,
  roundExact,
  subtract,
  sumDecimals,
  zero,
} from '../../money';
import { formatMoney, roundMoney, toCatalogMoney, toCatalogNumber } from './catalog-money';
import type { DiscountType, MeasurementUnit, PricePerUnitData } from './product-state';

/** `PriceData` on the wire (`priceData`, the deprecated `price`, `convertedPriceData`). */
export interface WirePriceData {
  currency: string;
  price: number;
  discountedPrice: number;
  formatted: { price: string; discountedPrice: string; pricePerUnit?: string };
  pricePerUnit?: number;
}

/** `costAndProfitData` on the wire (merchant data only, rule 163). */
export interface WireCostAndProfit {
  itemCost: number;
  formattedItemCost: string;
  profit: number;
  formattedProfit: string;
  profitMargin: number;
}

/**
 * The price after the product's discount (rule 163): `price − value` for AMOUNT, `price × (1 − value/100)` for
 * PERCENT, computed exactly and rounded once (half-up) to the currency's minor unit, never below zero.
 * @param price - the product or variant price
 * @param discount - the product's discount
 * @param currency - the store currency
 */
export function discountedPrice(
  price: number,
  discount: { type: DiscountType; value: number },
  currency: string,
): number {
  const base = toCatalogMoney(price, currency);
  let result = base;
  if (discount.type === 'AMOUNT') result = subtract(base, toCatalogMoney(discount.value, currency));
  else if (discount.type === 'PERCENT') {
    result = percentOf(base, sumDecimals([parseExactDecimal(100), parseExactDecimal(-discount.value)]));
  }
  return toCatalogNumber(max(zero(currency), result));
}

// Each unit as a multiple of its dimension's base unit (g, ml, mm, m²): price per unit compares like with like.
const UNIT_FACTORS: Partial<Record<MeasurementUnit, [dimension: string, factor: number]>> = {
  MG: ['mass', 0.001],
  G: ['mass', 1],
  KG: ['mass', 1000],
  OZ: ['mass', 28.349523125],
  LB: ['mass', 453.59237],
  ML: ['volume', 1],
  CL: ['volume', 10],
  L: ['volume', 1000],
  CBM: ['volume', 1_000_000],
  FLOZ: ['volume', 29.5735295625],
  PT: ['volume', 473.176473],
  QT: ['volume', 946.352946],
  GAL: ['volume', 3785.411784],
  MM: ['length', 1],
  CM: ['length', 10],
  M: ['length', 1000],
  IN: ['length', 25.4],
  FT: ['length', 304.8],
  YD: ['length', 914.4],
  SQM: ['area', 1],
  SQFT: ['area', 0.09290304],
};

/**
 * True when the two units measure the same thing (grams and pounds, not grams and litres).
 * @param a - a unit
 * @param b - another unit
 */
export function isCompatibleUnit(a: MeasurementUnit, b: MeasurementUnit): boolean {
  const fa = UNIT_FACTORS[a];
  const fb = UNIT_FACTORS[b];
  return !!fa && !!fb && fa[0] === fb[0];
}

/**
 * The price per base unit (rule 163): `discountedPrice / totalQuantity × baseQuantity`, with both quantities in the
 * same unit, computed exactly and rounded once to the currency's minor unit. Undefined without usable data.
 * @param price - the discounted price
 * @param data - the product's price-per-unit data
 * @param currency - the store currency
 */
export function pricePerUnit(
  price: number,
  data: PricePerUnitData | undefined,
  currency: string,
): number | undefined {
  if (!data || data.totalQuantity <= 0 || data.baseQuantity <= 0) return undefined;
  const total = UNIT_FACTORS[data.totalMeasurementUnit];
  const base = UNIT_FACTORS[data.baseMeasurementUnit];
  if (!total || !base || total[0] !== base[0]) return undefined;
  // Exact: minor × baseQuantity × baseFactor / (totalQuantity × totalFactor), each decimal being units / 10^scale.
  const [bq, bf, tq, tf] = [data.baseQuantity, base[1], data.totalQuantity, total[1]].map((value) =>
    parseExactDecimal(value),
  ) as [Decimal, Decimal, Decimal, Decimal];
  const num = toCatalogMoney(price, currency).minor * bq.units * bf.units * pow10(tq.scale + tf.scale);
  const den = tq.units * tf.units * pow10(bq.scale + bf.scale);
  return toCatalogNumber(roundExact({ num, den }, currency));
}

/**
 * The `PriceData` of a price under a discount.
 * @param price - the price before discount
 * @param discount - the product's discount
 * @param currency - the store currency
 * @param perUnit - the product's price-per-unit data
 */
export function toPriceData(
  price: number,
  discount: { type: DiscountType; value: number },
  currency: string,
  perUnit?: PricePerUnitData,
): WirePriceData {
  const shown = roundMoney(price, currency);
  const discounted = discountedPrice(shown, discount, currency);
  const unitPrice = pricePerUnit(discounted, perUnit, currency);
  const data: WirePriceData = {
    currency,
    price: shown,
    discountedPrice: discounted,
    formatted: { price: formatMoney(shown, currency), discountedPrice: formatMoney(discounted, currency) },
  };
  if (unitPrice !== undefined) {
    data.pricePerUnit = unitPrice;
    data.formatted.pricePerUnit = formatMoney(unitPrice, currency);
  }
  return data;
}

/**
 * Cost and profit of an item (rule 163): profit = discounted price − cost in the currency's minor units, margin =
 * profit / discounted price, rounded to 4 decimals (0 when the price is 0).
 * @param discounted - the discounted price
 * @param cost - the item cost
 * @param currency - the store currency
 */
export function toCostAndProfit(discounted: number, cost: number, currency: string): WireCostAndProfit {
  const itemCost = roundMoney(cost, currency);
  const profit = toCatalogNumber(
    subtract(toCatalogMoney(discounted, currency), toCatalogMoney(itemCost, currency)),
  );
  const profitMargin = discounted > 0 ? Math.round((profit / discounted) * 10_000) / 10_000 : 0;
  return {
    itemCost,
    formattedItemCost: formatMoney(itemCost, currency),
    profit,
    formattedProfit: formatMoney(profit, currency),
    profitMargin,
  };
}

/**
 * `{minValue, maxValue}` of a list of numbers (`priceRange`, `weightRange`, `costRange`); zeros when empty.
 * @param values - the values
 */
export function rangeOf(values: readonly number[]): { minValue: number; maxValue: number } {
  if (values.length === 0) return { minValue: 0, maxValue: 0 };
  return { minValue: Math.min(...values), maxValue: Math.max(...values) };
}
