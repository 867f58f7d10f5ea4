import type { Order, Payment, Refundability } from '@bazaar/sdk';
import { Button, Checkbox, ConfirmDialog, StatusBadge, TextField } from '@bazaar/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useAdminClient } from '../admin-client';
import { collectorQueries } from '../admin-queries';
import { useOrderChanged } from './use-order-change';

type Dialog = 'capture' | 'void' | 'refund' | null;

const describe = (payment: Payment) => {
  const card = payment.regularPaymentDetails?.creditCardDetails;
  if (card?.lastFourDigits) return `${card.brand ?? 'Card'} ·${card.lastFourDigits}`;
  return payment.regularPaymentDetails?.offlinePayment
    ? 'Offline payment'
    : (payment.regularPaymentDetails?.paymentMethod ?? 'Payment');
};

/**
 * Why a payment cannot be refunded, or nothing when it can.
 *
 * @param payment - the payment
 * @param refundability - its refundability (`getRefundabilityStatus`)
 * @returns the reason, or undefined
 */
export function refundBlocker(
  payment: Payment,
  refundability: Refundability | undefined,
): string | undefined {
  if (payment.status === 'AUTHORIZED') return 'Capture the payment before refunding it.';
  if (!refundability) return 'Refundability unknown.';
  if (refundability.refundabilityStatus === 'NOT_REFUNDABLE')
    return `Not refundable${refundability.nonRefundableReason ? `: ${refundability.nonRefundableReason.toLowerCase().replaceAll('_', ' ')}` : ''}.`;
  return undefined;
}

/**
 * One payment of an order with what can be done to it: capture or void an authorised one (all or part of it), refund
 * a paid one (an amount, optionally putting the items back in stock).
 *
 * @param props - the order, the payment and its refundability
 * @returns the table row
 */
export function PaymentRow({
  order,
  payment,
  refundability,
}: {
  order: Order;
  payment: Payment;
  refundability: Refundability | undefined;
}) {
  const client = useAdminClient();
  const changed = useOrderChanged();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [amount, setAmount] = useState(payment.amount?.amount ?? '');
  const [restock, setRestock] = useState(false);
  const capture = useMutation({
    ...collectorQueries.mutationOptions.captureAuthorizedPayments(client),
    onSuccess: changed,
  });
  const voidPayment = useMutation({
    ...collectorQueries.mutationOptions.voidAuthorizedPayments(client),
    onSuccess: changed,
  });
  const refund = useMutation({
    ...collectorQueries.mutationOptions.triggerRefund(client),
    onSuccess: changed,
  });
  const orderId = order._id!;
  const paymentId = payment._id!;
  const authorized = payment.status === 'AUTHORIZED';
  const blocker = refundBlocker(payment, refundability);
  const open = (next: Dialog) => {
    setAmount(payment.amount?.amount ?? '');
    setDialog(next);
  };
  return (
    <tr>
      <td>{describe(payment)}</td>
      <td>
        <StatusBadge status={payment.status ?? ''} />
      </td>
      <td className="admin-num">{payment.amount?.formattedAmount ?? payment.amount?.amount}</td>
      <td>
        <span className="admin-actions">
          {authorized ? (
            <>
              <Button size="sm" variant="secondary" onClick={() => open('capture')}>
                Capture
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setDialog('void')}>
                Void
              </Button>
            </>
          ) : null}
          <Button size="sm" variant="ghost" disabled={!!blocker} onClick={() => open('refund')}>
            Refund
          </Button>
          {blocker && !authorized ? <span className="admin-reason">{blocker}</span> : null}
        </span>
        <ConfirmDialog
          open={dialog === 'capture'}
          onClose={() => setDialog(null)}
          title="Capture this payment?"
          description="The card is charged; a partial capture releases the rest."
          confirmLabel="Capture"
          tone="primary"
          onConfirm={() => capture.mutateAsync([orderId, [{ paymentId, amount: { amount } }]])}
        >
          <TextField
            label="Amount to capture"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        </ConfirmDialog>
        <ConfirmDialog
          open={dialog === 'void'}
          onClose={() => setDialog(null)}
          title="Void this authorisation?"
          description="The hold on the buyer's card is released and nothing is charged."
          confirmLabel="Void"
          onConfirm={() => voidPayment.mutateAsync([orderId, [paymentId]])}
        />
        <ConfirmDialog
          open={dialog === 'refund'}
          onClose={() => setDialog(null)}
          title="Refund this payment?"
          description="The money goes back to the buyer's payment method."
          confirmLabel="Refund"
          onConfirm={() =>
            refund.mutateAsync([
              orderId,
              [{ paymentId, amount: { amount } }],
              restock ? { sideEffects: { restockInfo: { type: 'ALL_ITEMS' } } } : undefined,
            ])
          }
        >
          <TextField
            label="Amount to refund"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
          <Checkbox
            label="Put the items back in stock"
            checked={restock}
            onChange={(e) => setRestock(e.target.checked)}
          />
        </ConfirmDialog>
      </td>
    </tr>
  );
}
