import { Price } from '@bazaar/ui';
import type { HTMLAttributes } from 'react';
import type { TotalsRow } from './cart-math';

/**
 * Totals (subtotal, discount, shipping, tax, total) as a description list, the total row set apart. Only the rows
 * go inside: a `<dl>` may hold nothing but terms, descriptions and the `<div>`s grouping them.
 *
 * @param props - the rows, their currency, and attributes for the `<dl>` (`aria-live` for an estimate)
 * @returns the list
 */
export function TotalsList({
  rows,
  currency,
  ...rest
}: { rows: TotalsRow[]; currency: string } & HTMLAttributes<HTMLDListElement>) {
  return (
    <dl {...rest} className="app-totals">
      {rows.map((row) => (
        <div
          key={row.label}
          className={row.total ? 'app-totals__row app-totals__row--total' : 'app-totals__row'}
        >
          <dt>{row.label}</dt>
          <dd>
            {row.negative ? '−' : null}
            <Price amount={row.amount} currency={currency} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
