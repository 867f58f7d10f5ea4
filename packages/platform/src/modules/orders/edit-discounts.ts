/**
 * The discounts of an edited order (`commit-deltas`), applied again by the checkout's discount engine
 * (`../checkout/pricing`: `planCouponDiscount`, `applyItemDiscounts`, `applyShippingDiscounts`) so an edited order
 * ends with the discounts an order placed with the same lines and coupon would have:
 * - each discount the order recorded (`appliedDiscounts[]`, in their order) is planned again for the edited lines:
 *   a coupon by the store's definition of its code — a percentage scales with the lines' new price, a fixed amount
 *   never exceeds it, a whole-order coupon spreads over the lines the order has now (added ones too), a coupon
 *   whose minimum subtotal is no longer reached or whose items are all gone stops applying (the checkout's rules);
 *   a merchant discount by its percentage, else its amount; a discount rule, or a coupon the store no longer
 *   has, keeps its recorded amount as a fixed amount (capped by what is left of its lines);
 * - coupon validity in time and usage limits are not checked again: the coupon was valid when the order was placed
 *   and its use is already counted;
 * - an order without `appliedDiscounts` (a staff-created order) keeps its lines' discounts, each capped by its line's
 *   new price.
 * `priceSummary.discount` moves by what the lines' and shipping's discounts moved, so a discount the order carries
 * on no item is kept.
 * Decision where the reference is silent (`[INFERRED]`, as Medusa's order edits recompute promotions on the edited
 * items): discounts follow the edited lines rather than keep their placed amounts.
 */

import type { PlatformDeps } from '../../context';
import type { Queryable } from '../../db/database';
import { fromMinor, type Money, parseExactDecimal, toWirePrice, zero } from '../../money';
import { catalogItemRefOf } from '../cart/new-lines';
import { createCatalogService, STORES_APP_ID } from '../catalog';
import type { CouponDefinition, StorePricingConfig } from '../checkout/pricing';
import {
  type AppliedAmount,
  applyItemDiscounts,
  applyShippingDiscounts,
} from '../checkout/pricing/apply-discounts';
import { buildAppliedDiscounts } from '../checkout/pricing/build-applied-discounts';
import type { DiscountType } from '../checkout/pricing/estimate-totals-input';
import {
  type DiscountRule,
  type PlannedDiscount,
  planCouponDiscount,
} from '../checkout/pricing/plan-discounts';
import { type PricedLine, priceLines } from '../checkout/pricing/price-lines';
import { maxMinor, minorOf, priceOf } from './order-money';
import type { Order, OrderLineItem } from './order-types';

/** An `appliedDiscounts[]` entry as the order recorded it. */
export interface RecordedDiscount {
  discountType?: DiscountType;
  lineItemIds?: string[];
  coupon?: { id?: string; code?: string; name?: string; amount?: { amount?: unknown } };
  merchantDiscount?: { amount?: { amount?: unknown }; percentage?: number };
  discountRule?: { id?: string; name?: { original?: string }; amount?: { amount?: unknown } };
}

/** The edited order's item discounts, planned and applied; its shipping discounts follow once shipping is known. */
export interface EditDiscounts {
  planned: PlannedDiscount[];
  itemsApplied: AppliedAmount[];
  /** The order's coupons that no longer apply (`discountRemoved` of the edit's history). */
  removed: RecordedDiscount[];
  /** The recorded entry each planned discount comes from (its other fields are kept). */
  sources: Map<PlannedDiscount, RecordedDiscount>;
}

type ShippingCost = { price?: { amount?: unknown }; discount?: { amount?: unknown } };
const costOf = (order: Order) => (order.shippingInfo as { cost?: ShippingCost } | undefined)?.cost;

const recordedOf = (order: Order) => (order.appliedDiscounts ?? []) as RecordedDiscount[];

/**
 * The collections of the order's catalog lines, when a coupon the order recorded is scoped by collection (a coupon
 * may then reach a line the edit added); otherwise none are needed.
 * @param tx - the commit's transaction
 * @param deps - what the catalog service needs
 * @param order - the edited order
 * @param store - the store's pricing configuration (its coupons)
 */
export async function lineCollections(
  tx: Queryable,
  deps: Pick<PlatformDeps, 'clock' | 'config'>,
  order: Order,
  store: StorePricingConfig,
): Promise<Map<string, readonly string[]>> {
  const scoped = recordedOf(order).some(
    (recorded) => couponFor(recorded, store)?.scope?.collectionIds?.length,
  );
  const lines = order.lineItems.filter((line) => line.catalogReference.appId === STORES_APP_ID);
  if (!scoped || lines.length === 0) return new Map();
  const items = await createCatalogService(deps).getCatalogItems(
    tx,
    lines.map((line) => catalogItemRefOf(line.catalogReference)),
  );
  return new Map(lines.map((line, index) => [line.id, items[index]?.collectionIds ?? []]));
}

function couponFor(recorded: RecordedDiscount, store: StorePricingConfig): CouponDefinition | undefined {
  const coupon = recorded.coupon;
  if (!coupon) return undefined;
  const code = coupon.code?.toLowerCase();
  return (store.coupons ?? []).find(
    (candidate) =>
      candidate.id === coupon.id || (code !== undefined && candidate.code.toLowerCase() === code),
  );
}

function pricedLinesOf(order: Order, collections: ReadonlyMap<string, readonly string[]>): PricedLine[] {
  return priceLines(
    order.lineItems.map((line: OrderLineItem) => ({
      id: line.id,
      quantity: line.quantity,
      name: line.productName.original,
      fullPrice: line.price.amount,
      price: line.price.amount,
      itemType: (line.itemType.preset ?? 'UNRECOGNISED') as PricedLine['itemType'],
      shippable: line.physicalProperties?.shippable ?? false,
      productId: line.catalogReference.catalogItemId,
      collectionIds: collections.get(line.id) ?? [],
    })),
    order.currency,
    new Map(),
  );
}

/** A recorded discount planned again for the edited lines, or why it no longer applies (`undefined`). */
function replanned(
  recorded: RecordedDiscount,
  lines: readonly PricedLine[],
  subtotal: Money,
  store: StorePricingConfig,
): PlannedDiscount | undefined {
  const currency = subtotal.currency;
  const definition = couponFor(recorded, store);
  if (definition) return planCouponDiscount(definition, lines, subtotal, currency).planned;
  const discountType = recorded.discountType ?? 'GLOBAL';
  const present = new Set(lines.map((line) => line.id));
  const lineIds =
    discountType === 'GLOBAL'
      ? lines.filter((line) => !recorded.coupon || line.itemType !== 'GIFT_CARD').map((line) => line.id)
      : discountType === 'SPECIFIC_ITEMS'
        ? (recorded.lineItemIds ?? []).filter((id) => present.has(id))
        : [];
  if (discountType === 'SPECIFIC_ITEMS' && lineIds.length === 0) return undefined;
  const amountOf = (price: { amount?: unknown } | undefined): DiscountRule => ({
    kind: 'AMOUNT',
    amount: fromMinor(minorOf(price, currency), currency),
  });
  if (recorded.merchantDiscount) {
    const { percentage, amount } = recorded.merchantDiscount;
    return {
      origin: { kind: 'MERCHANT', ...(percentage !== undefined && { percentage }) },
      discountType,
      rule:
        percentage !== undefined
          ? { kind: 'PERCENTAGE', percent: parseExactDecimal(String(percentage)) }
          : amountOf(amount),
      lineIds,
    };
  }
  if (recorded.coupon) {
    // A coupon the store no longer has: its recorded amount is all that is known of it.
    const { id = '', code = '', name = code, amount } = recorded.coupon;
    return {
      origin: { kind: 'COUPON', coupon: { id, code, name, type: 'FIXED_AMOUNT' } },
      discountType,
      rule: amountOf(amount),
      lineIds,
    };
  }
  const rule = recorded.discountRule;
  return {
    origin: { kind: 'DISCOUNT_RULE', id: rule?.id ?? '', name: rule?.name?.original ?? '' },
    discountType,
    rule: amountOf(rule?.amount),
    lineIds,
  };
}

/** A rebuilt `appliedDiscounts[]` entry over the recorded one it comes from. */
function keptFields(
  recorded: RecordedDiscount | undefined,
  built: Record<string, any>,
): Record<string, unknown> {
  if (!recorded) return built;
  const merged: Record<string, any> = { ...recorded, ...built };
  for (const origin of ['coupon', 'merchantDiscount', 'discountRule'] as const) {
    if (built[origin]) merged[origin] = { ...recorded[origin], ...built[origin] };
  }
  return merged;
}

/** The line and shipping discounts an order carries, in minor units. */
function discountsCarried(order: Order): bigint {
  const currency = order.currency;
  return (
    order.lineItems.reduce((sum, line) => sum + minorOf(line.totalDiscount, currency), 0n) +
    minorOf(costOf(order)?.discount, currency)
  );
}

/**
 * Applies the order's item discounts again to the edited lines and writes each line's `totalDiscount`. An order
 * that recorded no discounts only has its lines' discounts capped by their new prices.
 * @param before - the order before the edit
 * @param next - the edited order (its lines' `lineItemPrice` recomputed)
 * @param store - the store's pricing configuration (coupons, rounding strategy)
 * @param collections - the collections of catalog lines, for coupons scoped by collection
 * @returns the planned discounts, for {@link discountEditedShipping}
 */
export function discountEditedLines(
  before: Order,
  next: Order,
  store: StorePricingConfig,
  collections: ReadonlyMap<string, readonly string[]>,
): EditDiscounts {
  const currency = next.currency;
  const recorded = recordedOf(before);
  if (recorded.length === 0) {
    for (const line of next.lineItems) {
      const cap = minorOf(line.lineItemPrice, currency);
      if (minorOf(line.totalDiscount, currency) > cap) line.totalDiscount = priceOf(cap, currency);
    }
    return { planned: [], itemsApplied: [], removed: [], sources: new Map() };
  }
  const lines = pricedLinesOf(next, collections);
  const subtotal = lines.reduce(
    (sum, line) => fromMinor(sum.minor + line.lineItemPrice.minor, currency),
    zero(currency),
  );
  const planned: PlannedDiscount[] = [];
  const sources = new Map<PlannedDiscount, RecordedDiscount>();
  const removed: RecordedDiscount[] = [];
  for (const discount of recorded) {
    const again = replanned(discount, lines, subtotal, store);
    if (again) {
      planned.push(again);
      sources.set(again, discount);
    } else removed.push(discount);
  }
  const strategy = store.roundingStrategy ?? 'CURRENCY_PRECISION';
  const items = applyItemDiscounts(lines, planned, currency, strategy);
  for (const line of next.lineItems) {
    line.totalDiscount = toWirePrice(items.lineDiscounts.get(line.id) ?? zero(currency));
  }
  return { planned, itemsApplied: items.applied, removed, sources };
}

/**
 * Applies the order's shipping discounts to its shipping price (as quoted for the edit), writes the order's
 * `appliedDiscounts[]` with their new amounts, and moves `priceSummary.discount` by what the discounts moved.
 * @param before - the order before the edit
 * @param next - the edited order, its lines discounted by {@link discountEditedLines}
 * @param discounts - what {@link discountEditedLines} planned
 * @param store - the store's pricing configuration (rounding strategy)
 */
export function discountEditedShipping(
  before: Order,
  next: Order,
  discounts: EditDiscounts,
  store: StorePricingConfig,
): void {
  const currency = next.currency;
  const cost = costOf(next);
  if (recordedOf(before).length > 0) {
    const shipping = applyShippingDiscounts(
      fromMinor(minorOf(cost?.price, currency), currency),
      discounts.planned,
      store.roundingStrategy ?? 'CURRENCY_PRECISION',
    );
    if (cost && (cost.discount || shipping.applied.length > 0)) cost.discount = toWirePrice(shipping.total);
    const amounts = [...discounts.itemsApplied, ...shipping.applied];
    next.appliedDiscounts = discounts.planned.flatMap((planned) => {
      const applied = amounts.filter((amount) => amount.discount === planned);
      // The recorded entry's other fields (an id, a translated name) stay; the engine's amounts and lines win.
      return buildAppliedDiscounts(applied).map((built) => keptFields(discounts.sources.get(planned), built));
    });
  }
  const moved = discountsCarried(next) - discountsCarried(before);
  const summary = minorOf(next.priceSummary.discount, currency);
  next.priceSummary = { ...next.priceSummary, discount: priceOf(maxMinor(0n, summary + moved), currency) };
}
