/**
 * The shipping price of an edited order (`commit-deltas`), quoted again with the checkout's shipping rules
 * (`../checkout/pricing` `quoteShipping`) for the order's destination and the option the buyer chose (same code and
 * carrier), on the edited lines: their weight, their amount after item discounts (by-price tiers, free-over
 * thresholds) and their quantity — so an edited order ships for what an order placed with the same lines would.
 *
 * When that option no longer applies (the store dropped it, the edited lines are outside its tiers, the store no
 * longer ships there) the order keeps the price the buyer agreed to, and the edit says so in the order's history; an
 * order left with nothing to ship is charged no shipping, as the checkout charges none. An order whose shipping the
 * checkout did not quote (no option code, e.g. staff-created) keeps its price.
 * Decisions where the reference is silent (`[INFERRED]`; Shopify and Medusa order edits likewise recompute shipping
 * only through the store's own rates, and keep a price they cannot recompute).
 */
import {
  type Decimal,
  fromMinor,
  type Money,
  multiplyDecimal,
  parseExactDecimal,
  sumDecimals,
  toWirePrice,
  zero,
} from '../../money';
import type { PricingAddress, StorePricingConfig } from '../checkout/pricing';
import { quoteShipping } from '../checkout/pricing/quote-shipping';
import { maxMinor, minorOf } from './order-money';
import type { Order, OrderLineItem, Price } from './order-types';

/** What the order's `shippingInfo` says about the chosen option. */
interface ChosenShipping {
  code?: string;
  carrierId?: string;
  title?: string;
  logistics?: { shippingDestination?: { address?: PricingAddress } };
  cost?: { price?: Price; discount?: Price; [field: string]: unknown };
}

/** What re-quoting did to the order's shipping. */
export type ShippingRequote =
  | { outcome: 'REQUOTED'; title: string; before: Price; after: Price }
  | { outcome: 'KEPT'; code: string; title: string; price: Price; reason: string };

const NO_WEIGHT: Decimal = { units: 0n, scale: 0 };

function weightOf(line: OrderLineItem): Decimal {
  const weight = line.physicalProperties?.weight;
  return weight === undefined || weight === null ? NO_WEIGHT : parseExactDecimal(String(weight));
}

/**
 * Quotes the edited order's shipping again and writes its new price (`shippingInfo.cost.price`,
 * `priceSummary.shipping`); the shipping discount and tax follow afterwards.
 * @param next - the edited order, its lines discounted
 * @param store - the store's pricing configuration (shipping regions and options)
 * @returns what changed, or nothing when the order's shipping was not quoted by the checkout or kept its price
 */
export function requoteEditedShipping(next: Order, store: StorePricingConfig): ShippingRequote | undefined {
  const chosen = next.shippingInfo as ChosenShipping | undefined;
  const cost = chosen?.cost;
  if (!chosen?.code || !cost) return undefined;
  const currency = next.currency;
  const shippable = next.lineItems.filter((line) => line.physicalProperties?.shippable && line.quantity > 0);
  const quote = quoteShipping({
    config: store.shipping,
    address:
      chosen.logistics?.shippingDestination?.address ??
      (next.recipientInfo?.address as PricingAddress | undefined) ??
      store.defaultAddress,
    metrics: {
      weight: sumDecimals(shippable.map((line) => multiplyDecimal(weightOf(line), BigInt(line.quantity)))),
      itemsAmount: fromMinor(
        shippable.reduce(
          (sum, line) =>
            sum + maxMinor(0n, minorOf(line.lineItemPrice, currency) - minorOf(line.totalDiscount, currency)),
          0n,
        ),
        currency,
      ),
      quantity: shippable.reduce((sum, line) => sum + BigInt(line.quantity), 0n),
    },
    hasShippableItems: shippable.length > 0,
    requested: { code: chosen.code, ...(chosen.carrierId && { carrierId: chosen.carrierId }) },
    currency,
  });
  const title = chosen.title ?? chosen.code;
  const before = cost.price ?? toWirePrice(zero(currency));
  let price: Money;
  if (shippable.length === 0) price = zero(currency);
  else if (quote.status === 'QUOTED' && quote.requestedShippingOption) price = quote.selected.price;
  else {
    const reason =
      quote.status === 'FAILED'
        ? String(quote.error.applicationError?.code ?? 'SHIPPING_NOT_QUOTED')
        : 'DELIVERY_OPTION_NOT_OFFERED';
    return { outcome: 'KEPT', code: chosen.code, title, price: before, reason };
  }
  if (price.minor === minorOf(before, currency)) return undefined;
  const after = toWirePrice(price);
  cost.price = after;
  next.priceSummary = { ...next.priceSummary, shipping: after };
  return { outcome: 'REQUOTED', title, before, after };
}

/**
 * What the edit's history says about the shipping: `shippingInformationChanged` (the official `OrderChange`) when
 * the price moved; a kept price is told by {@link shippingKeptActivity}.
 * @param requote - what re-quoting did
 */
export function shippingChangesOf(requote: ShippingRequote | undefined): Record<string, unknown>[] {
  if (requote?.outcome !== 'REQUOTED') return [];
  return [
    {
      shippingInformationChanged: {
        originalShippingInfo: { total: requote.before, shippingTitle: requote.title },
        newShippingInfo: { total: requote.after, shippingTitle: requote.title },
      },
    },
  ];
}

/**
 * The content of the `CUSTOM_ACTIVITY` that tells staff the edit kept the shipping price because the buyer's option
 * no longer applies (the official activities have no type for it), or nothing.
 * @param requote - what re-quoting did
 */
export function shippingKeptActivity(
  requote: ShippingRequote | undefined,
): Record<string, unknown> | undefined {
  if (requote?.outcome !== 'KEPT') return undefined;
  return {
    type: 'SHIPPING_PRICE_KEPT',
    additionalData: {
      code: requote.code,
      title: requote.title,
      price: String(requote.price.amount),
      reason: requote.reason,
    },
  };
}
