import { type Decimal, type Money, multiply, zero } from '../../../money';
import type { AvailabilityStatus, ItemType, PaymentOption, PricingLineItem } from './estimate-totals-input';
import { PricingInputError, readAmount, readDecimal } from './pricing-input-error';

/** A cart line with its prices parsed and its catalog-level prices settled (rule 23), before cart discounts. */
export interface PricedLine {
  id: string;
  name: string;
  quantity: bigint;
  itemType: ItemType;
  paymentOption: PaymentOption;
  shippable: boolean;
  /** Weight of one unit. */
  weight: Decimal;
  productId?: string;
  collectionIds: readonly string[];
  taxGroupId?: string;
  availability: AvailabilityStatus;
  quantityAvailable?: number;
  /** Per unit, before the catalog discount. */
  fullPrice: Money;
  /** Per unit, after the catalog discount, before cart-level discounts. */
  priceBeforeDiscounts: Money;
  /** Per unit, after line-item discounts (0 when a membership pays). */
  price: Money;
  /** price × quantity (rule 25). */
  lineItemPrice: Money;
  /** Deposit of one unit for DEPOSIT_ONLINE lines. */
  deposit?: Money;
}

/**
 * Parses and checks the cart lines and computes their catalog-level prices: `price = priceBeforeDiscounts`, except
 * lines a selected membership pays for, which become MEMBERSHIP lines at price 0 (rule 32); a MEMBERSHIP line from
 * the catalog is free the same way.
 * @param items - the cart lines
 * @param currency - the store currency
 * @param coveredLines - ids of lines paid by a membership
 * @throws PricingInputError for duplicate ids, non-integer or negative quantities and malformed prices
 */
export function priceLines(
  items: readonly PricingLineItem[],
  currency: string,
  coveredLines: ReadonlyMap<string, string>,
): PricedLine[] {
  const seen = new Set<string>();
  return items.map((item, index) => {
    const at = `lineItems[${index}]`;
    if (seen.has(item.id)) throw new PricingInputError(`${at}.id`, `duplicate line item id ${item.id}`);
    seen.add(item.id);
    if (!Number.isSafeInteger(item.quantity) || item.quantity < 0) {
      throw new PricingInputError(`${at}.quantity`, `must be a non-negative integer: ${item.quantity}`);
    }
    const quantity = BigInt(item.quantity);
    const itemType = item.itemType ?? 'PHYSICAL';
    const paymentOption: PaymentOption = coveredLines.has(item.id)
      ? 'MEMBERSHIP'
      : (item.paymentOption ?? 'FULL_PAYMENT_ONLINE');
    const fullPrice = readAmount(item.fullPrice, currency, `${at}.fullPrice`);
    const priceBeforeDiscounts = readAmount(item.price, currency, `${at}.price`);
    const price = paymentOption === 'MEMBERSHIP' ? zero(currency) : priceBeforeDiscounts;
    const deposit =
      paymentOption === 'DEPOSIT_ONLINE' && item.depositAmount !== undefined
        ? readAmount(item.depositAmount, currency, `${at}.depositAmount`)
        : undefined;
    return {
      id: item.id,
      name: item.name ?? item.id,
      quantity,
      itemType,
      paymentOption,
      shippable: item.shippable ?? itemType === 'PHYSICAL',
      weight: item.weight === undefined ? { units: 0n, scale: 0 } : readDecimal(item.weight, `${at}.weight`),
      ...(item.productId !== undefined && { productId: item.productId }),
      collectionIds: item.collectionIds ?? [],
      ...(item.taxGroupId !== undefined && { taxGroupId: item.taxGroupId }),
      availability: item.availability?.status ?? 'AVAILABLE',
      ...(item.availability?.quantityAvailable !== undefined && {
        quantityAvailable: item.availability.quantityAvailable,
      }),
      fullPrice,
      priceBeforeDiscounts,
      price,
      lineItemPrice: multiply(price, quantity),
      ...(deposit && { deposit }),
    };
  });
}
