import type { Order } from '@bazaar/sdk';
import { Alert } from '@bazaar/ui';
import { droppedCoupons, editTotalsRows } from './edit-totals';

/**
 * The totals a saved order edit ended with, next to the ones before it, as the platform repriced them (discounts,
 * shipping and tax, as the checkout would). Shown after saving: the store API has no call that previews them. It
 * stays until dismissed or the order is edited again.
 *
 * @param props - the order before the edit, the one `commitDeltas` returned, and how to dismiss the report
 * @returns the message
 */
export function EditTotalsReport({
  before,
  after,
  onDismiss,
}: {
  before: Order;
  after: Order;
  onDismiss: () => void;
}) {
  const rows = editTotalsRows(before, after);
  const dropped = droppedCoupons(before, after);
  return (
    <Alert
      tone={dropped.length ? 'warning' : 'success'}
      title="Order saved: the totals were recalculated"
      onDismiss={onDismiss}
      dismissLabel="Dismiss the new totals"
    >
      <table className="admin-lines" aria-label="Totals after the edit">
        <thead>
          <tr>
            <th>Amount</th>
            <th className="admin-num">Before</th>
            <th className="admin-num">After</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td className="admin-num">{row.before || '—'}</td>
              <td className="admin-num">
                {row.changed ? <strong>{row.after || '—'}</strong> : row.after || '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {dropped.map((code) => (
        <p key={code}>Coupon {code} no longer applies to this order.</p>
      ))}
    </Alert>
  );
}
