import type { Order } from '@bazaar/sdk';
import { Button, Card, ConfirmDialog, DescriptionList, FormError, TextField } from '@bazaar/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAdminClient } from '../admin-client';
import { collectorQueries, transactionQueries } from '../admin-queries';
import { collectabilityReason } from './collectability';
import { PaymentRow } from './payment-row';
import { useOrderChanged } from './use-order-change';

/**
 * The order's money: balance, collecting the rest (a manual payment, or mark as paid) with the reason when it cannot
 * be collected, and each payment with its capture, void and refund actions.
 *
 * @param props - the order
 * @returns the card
 */
export function OrderPayments({ order }: { order: Order }) {
  const client = useAdminClient();
  const changed = useOrderChanged();
  const orderId = order._id!;
  const collectability = useQuery(
    collectorQueries.queryOptions.getPaymentCollectabilityStatus(client, orderId),
  );
  const transactions = useQuery(
    transactionQueries.queryOptions.listTransactionsForSingleOrder(client, orderId),
  );
  const refundability = useQuery(collectorQueries.queryOptions.getRefundabilityStatus(client, orderId));
  const [amount, setAmount] = useState('');
  const [markingPaid, setMarkingPaid] = useState(false);
  const record = useMutation({
    ...collectorQueries.mutationOptions.recordManuallyCollectedPayment(client),
    onSuccess: () => {
      setAmount('');
      return changed();
    },
  });
  const markPaid = useMutation({
    ...collectorQueries.mutationOptions.paymentCollectionMarkOrderAsPaid(client),
    onSuccess: changed,
  });
  const reason = collectability.isSuccess ? collectabilityReason(collectability.data.status) : undefined;
  const balance = order.balanceSummary;
  const payments = transactions.data?.orderTransactions.payments ?? [];
  return (
    <Card as="section" title="Payments">
      <DescriptionList
        items={[
          { term: 'Paid', description: balance?.paid?.formattedAmount },
          { term: 'Authorised', description: balance?.authorized?.formattedAmount },
          { term: 'Refunded', description: balance?.refunded?.formattedAmount },
          { term: 'Balance due', description: balance?.balance?.formattedAmount },
        ]}
      />
      <FormError error={collectability.error ?? transactions.error} title="Could not load the payments" />
      <div className="admin-actions">
        <TextField
          label="Manual payment amount"
          inputMode="decimal"
          placeholder={collectability.data?.amount?.amount}
          value={amount}
          disabled={!!reason}
          onChange={(e) => setAmount(e.target.value)}
        />
        <Button
          variant="secondary"
          disabled={!!reason || !amount.trim()}
          loading={record.isPending}
          onClick={() => record.mutate([orderId, { amount: amount.trim() }])}
        >
          Record payment
        </Button>
        <Button variant="secondary" disabled={!!reason} onClick={() => setMarkingPaid(true)}>
          Mark as paid
        </Button>
      </div>
      {reason ? <p className="admin-reason">Collecting: {reason}</p> : null}
      <FormError error={record.error} title="Could not record the payment" />
      <table className="admin-lines">
        <thead>
          <tr>
            <th>Payment</th>
            <th>Status</th>
            <th className="admin-num">Amount</th>
            <th>Actions</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <PaymentRow
              key={payment._id}
              order={order}
              payment={payment}
              refundability={refundability.data?.refundabilities.find(
                (entry) => entry.paymentId === payment._id,
              )}
            />
          ))}
        </tbody>
      </table>
      {transactions.isSuccess && !payments.length ? <p className="admin-reason">No payments yet.</p> : null}
      <ConfirmDialog
        open={markingPaid}
        onClose={() => setMarkingPaid(false)}
        title={`Mark order #${order.number} as paid?`}
        description={`An offline payment of ${collectability.data?.amount?.formattedAmount ?? collectability.data?.amount?.amount ?? 'the balance'} is recorded.`}
        confirmLabel="Mark as paid"
        tone="primary"
        onConfirm={() => markPaid.mutateAsync([orderId])}
      />
    </Card>
  );
}
