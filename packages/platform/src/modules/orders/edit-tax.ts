/**
 * The tax of an edited order (`commit-deltas`), computed by the checkout's tax engine (`../checkout/pricing`) so an
 * edited order ends with the tax an order placed with the same lines would have:
 * - every taxed item of the order — its lines after discounts, its shipping after its discount, its fees — is taxed
 *   again in one `computeTaxes` call with the store's rounding strategy, as the checkout taxes a cart (so
 *   `NO_ROUNDING` rounds the order's tax once, not each line);
 * - an item keeps the rate it recorded when the order was priced (`taxDetails.taxRate`: the order's own fact — the
 *   store's settings may have changed since);
 * - a line the edit adds records no rate: it gets the store's rate for the order's taxable address (pickup, shipping
 *   or billing address, as the checkout chooses it) and its tax group, found by the checkout's `resolveTaxRate`;
 * - a breakdown of several rates on a line (`taxDetails.rateBreakdown[]`, `taxInfo.taxBreakdown[]`) is kept: the
 *   line's new tax is split over its rates in proportion to them, and the order's `taxInfo.taxBreakdown[]` totals
 *   follow their rates' items.
 * An existing line that recorded no rate stays untaxed, as the order placed it.
 */
import {
  allocate,
  type Decimal,
  decimalToString,
  fromMinor,
  isMoneyError,
  type Money,
  parseExactDecimal,
  toWirePrice,
  zero,
} from '../../money';
import { DIGITAL_TAX_GROUP } from '../cart/resolve-lines';
import type { PricingAddress, StorePricingConfig } from '../checkout/pricing';
import { buildTaxDetails } from '../checkout/pricing/build-tax-details';
import { computeTaxes } from '../checkout/pricing/compute-tax';
import { type ResolvedTaxRate, rateForGroup, resolveTaxRate } from '../checkout/pricing/resolve-tax-rate';
import { taxableAddress } from '../checkout/pricing/tax-address';
import { maxMinor, minorOf } from './order-money';
import type { Order, OrderLineItem } from './order-types';

/** One rate of a breakdown, in either wire form (`rateBreakdown[]` {name, rate, tax}, `taxBreakdown[]`). */
interface RatePart {
  name?: string;
  taxName?: string;
  rate?: string;
  tax?: { amount?: unknown };
  taxAmount?: { amount?: unknown };
  taxableAmount?: unknown;
  [field: string]: unknown;
}

/** `taxDetails` (ItemTaxFullDetails) or a line's `taxInfo` (LineItemTaxInfo). */
interface TaxFacts {
  taxRate?: string;
  totalTax?: { amount?: unknown };
  taxAmount?: { amount?: unknown };
  taxGroupId?: string;
  rateBreakdown?: RatePart[];
  taxBreakdown?: RatePart[];
  [field: string]: unknown;
}

/** A line, the shipping cost or a fee: what carries `taxDetails` / `taxInfo`. */
type TaxHolder = { taxDetails?: unknown; taxInfo?: unknown; [field: string]: unknown };

/** Something of the order that carries tax, and where its figures are written. */
interface TaxedPart {
  /** The amount as charged (after discounts): net of tax or, in a tax-inclusive order, gross. */
  amount: Money;
  rate: Decimal;
  /** The name of a new rate (`rateBreakdown[].name`). */
  name: string;
  holder: TaxHolder;
  write: (beforeTax: Money, afterTax: Money) => void;
}

const factsOf = (value: unknown) => value as TaxFacts | undefined;

function readRate(text: unknown): Decimal | undefined {
  if (typeof text !== 'string' && typeof text !== 'number') return undefined;
  try {
    return parseExactDecimal(text);
  } catch (error) {
    if (!isMoneyError(error)) throw error;
    return undefined;
  }
}

/** A rate in units of `scale` decimals (0.0625 at scale 4 → 625), to weigh rates against each other. */
function unitsAtScale(rate: Decimal, scale: number): bigint {
  return rate.units * 10n ** BigInt(scale - rate.scale);
}

/**
 * Splits a line's tax over the rates of its breakdown, in proportion to the rates (they add up to the line's rate):
 * the parts sum exactly to the tax. One rate gets it all; rates that cannot be read split it evenly.
 */
function splitOverRates(parts: readonly RatePart[], tax: Money): Money[] {
  const rates = parts.map((part) => readRate(part.rate));
  const scale = Math.max(0, ...rates.map((rate) => rate?.scale ?? 0));
  return allocate(
    tax,
    rates.map((rate) => (rate && rate.units > 0n ? unitsAtScale(rate, scale) : 0n)),
  );
}

/** The breakdown with its parts' new tax (`field`: where a part keeps its tax). */
function rebrokenDown(
  parts: RatePart[] | undefined,
  tax: Money,
  field: 'tax' | 'taxAmount',
  taxable: Money,
): RatePart[] | undefined {
  if (!parts || parts.length === 0) return parts;
  const shares = splitOverRates(parts, tax);
  return parts.map((part, index) => ({
    ...part,
    [field]: toWirePrice(shares[index]!),
    ...(field === 'taxAmount' && part.taxableAmount !== undefined && { taxableAmount: toWirePrice(taxable) }),
  }));
}

/** Writes a part's new tax into its `taxDetails` (and `taxInfo` when it has one), keeping their other fields. */
function recordTax(part: TaxedPart, tax: Money, inclusive: boolean): { beforeTax: Money; afterTax: Money } {
  const built = buildTaxDetails(part.amount, tax, part.rate, part.name, inclusive);
  const details = factsOf(part.holder.taxDetails);
  const info = factsOf(part.holder.taxInfo);
  // An item described only by `taxInfo` keeps that form; a new line gets the checkout's `taxDetails`.
  if (details || !info) {
    part.holder.taxDetails = details
      ? {
          ...details,
          taxableAmount: built.details.taxableAmount,
          totalTax: built.details.totalTax,
          ...(details.rateBreakdown && {
            rateBreakdown: rebrokenDown(details.rateBreakdown, tax, 'tax', built.beforeTax),
          }),
        }
      : built.details;
  }
  if (info) {
    part.holder.taxInfo = {
      ...info,
      taxAmount: toWirePrice(tax),
      taxableAmount: toWirePrice(built.beforeTax),
      ...(info.taxBreakdown && {
        taxBreakdown: rebrokenDown(info.taxBreakdown, tax, 'taxAmount', built.beforeTax),
      }),
    };
  }
  return built;
}

/** The rate a line the order recorded, if any (`taxDetails.taxRate`, else `taxInfo.taxRate`). */
function recordedRate(holder: TaxHolder): Decimal | undefined {
  return readRate(factsOf(holder.taxDetails)?.taxRate) ?? readRate(factsOf(holder.taxInfo)?.taxRate);
}

const address = (value: unknown) => value as PricingAddress | undefined;

/**
 * The store's rate for a line an edit adds, as the checkout would find it for the order: the order's taxable address,
 * the line's tax group (a downloadable product's is the digital group, as in the cart); gift cards are never taxed.
 */
function storeRateFor(order: Order, store: StorePricingConfig) {
  let resolved: ResolvedTaxRate | undefined;
  // Resolved on first use: an edit that adds nothing does not depend on the store's current tax settings.
  const orderRate = (): ResolvedTaxRate => {
    const logistics = order.shippingInfo?.logistics as
      | { shippingDestination?: { address?: unknown }; pickupDetails?: { address?: unknown } }
      | undefined;
    const pickup = address(logistics?.pickupDetails?.address);
    const shipping = address(logistics?.shippingDestination?.address ?? order.recipientInfo?.address);
    const billing = address(order.billingInfo?.address);
    resolved ??= resolveTaxRate(
      store.tax,
      taxableAddress(
        {
          ...(pickup && { pickup }),
          ...(shipping && { shipping }),
          ...(billing && { billing }),
          ...(store.defaultAddress && { storeDefault: store.defaultAddress }),
        },
        order.lineItems.some((line) => line.physicalProperties?.shippable),
      ),
    );
    return resolved;
  };
  return (line: OrderLineItem): { rate: Decimal; name: string } => {
    const rate = orderRate();
    if (line.itemType.preset === 'GIFT_CARD') return { rate: { units: 0n, scale: 0 }, name: rate.name };
    const group =
      factsOf(line.taxInfo)?.taxGroupId ??
      (line.itemType.preset === 'DIGITAL' ? DIGITAL_TAX_GROUP : undefined);
    return { rate: rateForGroup(rate, group), name: rate.name };
  };
}

function lineNet(line: OrderLineItem, currency: string): Money {
  return fromMinor(
    maxMinor(0n, minorOf(line.lineItemPrice, currency) - minorOf(line.totalDiscount, currency)),
    currency,
  );
}

/** The taxed parts of an edited order: its lines, its shipping and its fees. */
function taxedParts(before: Order, next: Order, store: StorePricingConfig): TaxedPart[] {
  const currency = next.currency;
  const was = new Map(before.lineItems.map((line) => [line.id, line]));
  const storeRate = storeRateFor(next, store);
  const parts: TaxedPart[] = [];
  for (const line of next.lineItems) {
    const amount = lineNet(line, currency);
    const recorded = recordedRate(line);
    const name =
      factsOf(line.taxDetails)?.rateBreakdown?.[0]?.name ??
      factsOf(line.taxInfo)?.taxBreakdown?.[0]?.taxName ??
      'Tax';
    const write = (beforeTax: Money, afterTax: Money) => {
      line.totalPriceBeforeTax = toWirePrice(beforeTax);
      line.totalPriceAfterTax = toWirePrice(afterTax);
    };
    if (recorded) {
      parts.push({ amount, rate: recorded, name, holder: line, write });
    } else if (!was.has(line.id)) {
      parts.push({ amount, ...storeRate(line), holder: line, write });
    } else if (minorOf(was.get(line.id)!.lineItemPrice, currency) !== minorOf(line.lineItemPrice, currency)) {
      // A changed line that recorded no rate stays untaxed: its before- and after-tax totals follow its amount.
      write(amount, amount);
    }
  }
  const cost = (next.shippingInfo as { cost?: Record<string, unknown> } | undefined)?.cost;
  const shippingRate = cost && recordedRate(cost);
  if (cost && shippingRate) {
    const amount = fromMinor(
      maxMinor(
        0n,
        minorOf(cost.price as { amount?: unknown }, currency) -
          minorOf(cost.discount as { amount?: unknown }, currency),
      ),
      currency,
    );
    parts.push({
      amount,
      rate: shippingRate,
      name: factsOf(cost.taxDetails)?.rateBreakdown?.[0]?.name ?? 'Tax',
      holder: cost,
      write: (beforeTax, afterTax) => {
        cost.totalPriceBeforeTax = toWirePrice(beforeTax);
        cost.totalPriceAfterTax = toWirePrice(afterTax);
      },
    });
  }
  for (const fee of (next.additionalFees ?? []) as Record<string, unknown>[]) {
    const rate = recordedRate(fee);
    if (!rate) continue;
    parts.push({
      amount: fromMinor(minorOf(fee.price as { amount?: unknown }, currency), currency),
      rate,
      name: factsOf(fee.taxDetails)?.rateBreakdown?.[0]?.name ?? 'Tax',
      holder: fee,
      write: (beforeTax, afterTax) => {
        fee.priceBeforeTax = toWirePrice(beforeTax);
        fee.priceAfterTax = toWirePrice(afterTax);
      },
    });
  }
  return parts;
}

/**
 * The tax the order's items record (lines, shipping, fees), in minor units.
 * @param order - the order
 */
export function itemsTax(order: Order): bigint {
  const currency = order.currency;
  const taxOf = (holder: TaxHolder | undefined) =>
    minorOf(factsOf(holder?.taxDetails)?.totalTax ?? factsOf(holder?.taxInfo)?.taxAmount, currency);
  const cost = (order.shippingInfo as { cost?: Record<string, unknown> } | undefined)?.cost;
  return (
    order.lineItems.reduce((sum, line) => sum + taxOf(line), 0n) +
    taxOf(cost) +
    ((order.additionalFees ?? []) as Record<string, unknown>[]).reduce((sum, fee) => sum + taxOf(fee), 0n)
  );
}

/**
 * Taxes the edited order again with the checkout's engine (see the file comment) and writes each item's
 * before/after-tax totals and tax details.
 * @param before - the order before the edit
 * @param next - the edited order (its lines' `lineItemPrice` already recomputed)
 * @param store - the store's pricing configuration (tax regions, rounding strategy)
 * @returns how much the items' tax moved, in minor units (the price summary's tax moves by as much)
 */
export function retaxEditedOrder(before: Order, next: Order, store: StorePricingConfig): bigint {
  const inclusive = next.taxIncludedInPrices;
  const parts = taxedParts(before, next, store);
  const taxes = computeTaxes(parts, {
    inclusive,
    strategy: store.roundingStrategy ?? 'CURRENCY_PRECISION',
    currency: next.currency,
  });
  parts.forEach((part, index) => {
    const { beforeTax, afterTax } = recordTax(part, taxes[index] ?? zero(next.currency), inclusive);
    part.write(beforeTax, afterTax);
  });
  return itemsTax(next) - itemsTax(before);
}

/** The key of a rate across the order: its name and its rate. */
function rateKey(name: unknown, rate: unknown): string {
  const read = readRate(rate);
  return `${String(name ?? '')}|${read ? decimalToString(read) : String(rate ?? '')}`;
}

/** Tax per rate of the order's items (`taxInfo.taxBreakdown[]`, else `taxDetails.rateBreakdown[]`). */
function taxByRate(order: Order): Map<string, { name: string; rate: string; tax: bigint }> {
  const currency = order.currency;
  const byRate = new Map<string, { name: string; rate: string; tax: bigint }>();
  const holders = [
    ...order.lineItems,
    (order.shippingInfo as { cost?: Record<string, unknown> } | undefined)?.cost,
    ...((order.additionalFees ?? []) as Record<string, unknown>[]),
  ];
  for (const holder of holders) {
    const info = factsOf(holder?.taxInfo)?.taxBreakdown;
    const parts = info?.length
      ? info.map((part) => ({ name: part.taxName, rate: part.rate, tax: part.taxAmount }))
      : (factsOf(holder?.taxDetails)?.rateBreakdown ?? []).map((part) => ({
          name: part.name,
          rate: part.rate,
          tax: part.tax,
        }));
    for (const part of parts) {
      const key = rateKey(part.name, part.rate);
      const entry = byRate.get(key) ?? {
        name: String(part.name ?? ''),
        rate: String(part.rate ?? ''),
        tax: 0n,
      };
      entry.tax += minorOf(part.tax, currency);
      byRate.set(key, entry);
    }
  }
  return byRate;
}

/**
 * Makes the order-level tax facts follow the edit: `taxSummary.totalTax` and `taxInfo.totalTax` become the summary's
 * tax; each `taxInfo.taxBreakdown[]` entry moves by as much as its rate's items moved, and a rate the edit brought
 * (an added line taxed at a rate the order did not have) gets an entry.
 * @param before - the order before the edit
 * @param next - the edited order, its price summary recomputed
 */
export function followOrderTax(before: Order, next: Order): void {
  const currency = next.currency;
  const tax = next.priceSummary.tax;
  const taxSummary = next.taxSummary as Record<string, unknown> | undefined;
  if (taxSummary) next.taxSummary = { ...taxSummary, totalTax: tax };
  const taxInfo = next.taxInfo as { taxBreakdown?: Record<string, unknown>[] } | undefined;
  if (!taxInfo) return;
  const was = taxByRate(before);
  const now = taxByRate(next);
  const entries = (taxInfo.taxBreakdown ?? []).map((entry) => {
    const key = rateKey(entry.taxName, entry.rate);
    const moved = (now.get(key)?.tax ?? 0n) - (was.get(key)?.tax ?? 0n);
    if (moved === 0n) return entry;
    const amount = maxMinor(0n, minorOf(entry.aggregatedTaxAmount as { amount?: unknown }, currency) + moved);
    return { ...entry, aggregatedTaxAmount: toWirePrice(fromMinor(amount, currency)) };
  });
  const known = new Set(entries.map((entry) => rateKey(entry.taxName, entry.rate)));
  for (const [key, part] of now) {
    if (known.has(key) || was.has(key) || part.tax === 0n) continue;
    entries.push({
      taxName: part.name,
      rate: part.rate,
      aggregatedTaxAmount: toWirePrice(fromMinor(part.tax, currency)),
    });
  }
  next.taxInfo = { ...taxInfo, totalTax: tax, ...(taxInfo.taxBreakdown && { taxBreakdown: entries }) };
}
