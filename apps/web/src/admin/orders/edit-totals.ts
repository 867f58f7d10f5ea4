import type { Order } from '@bazaar/sdk';

/** One row of an edit's totals: its label and the amount before and after the edit. */
export interface EditTotalsRow {
  label: string;
  before: string;
  after: string;
  changed: boolean;
}

type Summary = NonNullable<Order['priceSummary']>;

const ROWS: { key: keyof Summary; label: string; always?: boolean }[] = [
  { key: 'subtotal', label: 'Subtotal', always: true },
  { key: 'discount', label: 'Discount' },
  { key: 'shipping', label: 'Shipping' },
  { key: 'tax', label: 'Tax' },
  { key: 'total', label: 'Total', always: true },
];

const shown = (price: Summary[keyof Summary]) => price?.formattedAmount ?? price?.amount ?? '';
const isZero = (price: Summary[keyof Summary]) => !price?.amount || Number(price.amount) === 0;

/**
 * The totals an order edit ended with next to the ones before it: subtotal and total always, discount, shipping and
 * tax when either side has any. The platform reprices discounts, shipping and tax as the checkout would when the
 * edit is committed (`commitDeltas`), and the store API has no call that computes them before, so these are the
 * order before the edit and the order `commitDeltas` returned.
 *
 * @param before - the order the edit started from
 * @param after - the order `commitDeltas` returned
 * @returns the rows, in the checkout's order
 */
export function editTotalsRows(before: Order, after: Order): EditTotalsRow[] {
  const was: Summary = before.priceSummary ?? {};
  const is: Summary = after.priceSummary ?? {};
  return ROWS.filter((row) => row.always || !isZero(was[row.key]) || !isZero(is[row.key])).map((row) => ({
    label: row.label,
    before: shown(was[row.key]),
    after: shown(is[row.key]),
    changed: (was[row.key]?.amount ?? '') !== (is[row.key]?.amount ?? ''),
  }));
}

const couponCodes = (order: Order) =>
  ((order.appliedDiscounts ?? []) as { coupon?: { code?: string } }[]).flatMap((discount) =>
    discount.coupon?.code ? [discount.coupon.code] : [],
  );

/**
 * The coupons the order carried before the edit and no longer does (its minimum subtotal is no longer reached, or
 * the lines it applied to are gone).
 *
 * @param before - the order the edit started from
 * @param after - the order `commitDeltas` returned
 * @returns the coupon codes
 */
export function droppedCoupons(before: Order, after: Order): string[] {
  const kept = new Set(couponCodes(after));
  return couponCodes(before).filter((code) => !kept.has(code));
}
