import type { Order } from '@bazaar/sdk';
import { Button, Checkbox, ConfirmDialog, FormError, TextAreaField } from '@bazaar/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useAdminClient } from '../admin-client';
import { orderQueries } from '../admin-queries';
import { useOrderChanged } from './use-order-change';

/**
 * Why an order cannot be canceled (business-rules: canceled, pending and rejected orders cannot, nor orders with an
 * authorised payment, which must be captured or voided first), or nothing when it can.
 *
 * @param order - the order
 * @returns the reason, or undefined
 */
export function cancelBlocker(order: Order): string | undefined {
  if (order.status === 'CANCELED') return 'The order is already canceled.';
  if (order.status === 'PENDING') return 'A pending order cannot be canceled until it is approved.';
  if (order.status === 'REJECTED') return 'A rejected order cannot be canceled.';
  if (order.balanceSummary?.authorized?.amount && Number(order.balanceSummary.authorized.amount) > 0)
    return 'Capture or void the authorised payment first.';
  return undefined;
}

/**
 * The order's status actions: approve a pending order, cancel (with email, message and restock).
 *
 * @param props - the order
 * @returns the actions
 */
export function OrderStatusActions({ order }: { order: Order }) {
  const client = useAdminClient();
  const changed = useOrderChanged();
  const [canceling, setCanceling] = useState(false);
  const [email, setEmail] = useState(true);
  const [restock, setRestock] = useState(true);
  const [message, setMessage] = useState('');
  const updateStatus = useMutation({
    ...orderQueries.mutationOptions.updateOrderStatus(client),
    onSuccess: changed,
  });
  const cancel = useMutation({ ...orderQueries.mutationOptions.cancelOrder(client), onSuccess: changed });
  const blocker = cancelBlocker(order);
  return (
    <section className="admin-actions" aria-label="Order actions">
      {order.status === 'PENDING' ? (
        <Button
          variant="secondary"
          loading={updateStatus.isPending}
          onClick={() => updateStatus.mutate([order._id!, 'APPROVED'])}
        >
          Approve order
        </Button>
      ) : null}
      <Button variant="danger" disabled={!!blocker} onClick={() => setCanceling(true)}>
        Cancel order
      </Button>
      {blocker ? <span className="admin-reason">{blocker}</span> : null}
      <FormError error={updateStatus.error} title="Could not change the status" />
      <ConfirmDialog
        open={canceling}
        onClose={() => setCanceling(false)}
        title={`Cancel order #${order.number}?`}
        description="A canceled order cannot be reopened."
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
        onConfirm={() =>
          cancel.mutateAsync([
            order._id!,
            {
              sendOrderCanceledEmail: email,
              restockAllItems: restock,
              ...(email && message.trim() ? { customMessage: message.trim() } : {}),
            },
          ])
        }
      >
        <Checkbox
          label="Put the items back in stock"
          checked={restock}
          onChange={(e) => setRestock(e.target.checked)}
        />
        <Checkbox label="Email the buyer" checked={email} onChange={(e) => setEmail(e.target.checked)} />
        {email ? (
          <TextAreaField
            label="Message to the buyer"
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
