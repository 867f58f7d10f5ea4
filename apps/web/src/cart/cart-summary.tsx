import { useEstimateCartTotals } from '@bazaar/react';
import type { Cart } from '@bazaar/sdk';
import { Alert, Price, Skeleton } from '@bazaar/ui';
import { lineTotal, totalsRows } from './cart-math';
import { TotalsList } from './totals-list';

/**
 * The cart's estimated totals (subtotal, discount, shipping, tax, total) from `estimateCurrentCartTotals`,
 * refreshed after every change. Until the estimate arrives the subtotal is the sum of the lines; a failed estimate
 * shows the server's message.
 *
 * @param props - the cart
 * @returns the totals
 */
export function CartSummary({ cart }: { cart: Cart }) {
  const estimate = useEstimateCartTotals();
  const currency = estimate.data?.currency ?? cart.currency ?? 'USD';
  if (estimate.isError) {
    return (
      <Alert tone="warning" title="Totals are not available right now">
        {estimate.error.message}
      </Alert>
    );
  }
  if (!estimate.data) {
    const subtotal = cart.lineItems.reduce((sum, line) => sum + (lineTotal(line) ?? 0), 0);
    return (
      <dl className="app-totals" aria-busy="true">
        <div className="app-totals__row">
          <dt>Subtotal</dt>
          <dd>
            <Price amount={subtotal} currency={currency} />
          </dd>
        </div>
        <div className="app-totals__row app-totals__row--total">
          <dt>Estimated total</dt>
          <dd>
            <Skeleton width="5rem" />
          </dd>
        </div>
      </dl>
    );
  }
  // The note sits after the list, not in it (axe: definition-list).
  return (
    <>
      <TotalsList rows={totalsRows(estimate.data)} currency={currency} aria-live="polite" />
      <p className="bz-muted app-totals__note">Shipping and taxes are final at checkout.</p>
    </>
  );
}
