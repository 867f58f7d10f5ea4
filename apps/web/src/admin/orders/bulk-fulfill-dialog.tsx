import type { Order } from '@bazaar/sdk';
import { ConfirmDialog, FormError, Stack, TextField } from '@bazaar/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAdminClient } from '../admin-client';
import { fulfillmentQueries } from '../admin-queries';
import { type BulkFulfillOutcome, bulkFulfillmentOutcomes, planBulkFulfillment } from './bulk-fulfillment';
import { useOrderChanged } from './use-order-change';

/**
 * "Mark as fulfilled" for several orders: one shipment of every unit left per order, an optional carrier for all of
 * them, through the bulk call. Before confirming it names the orders that cannot be fulfilled and why; after, every
 * selected order's outcome goes to `onFinished`.
 *
 * @param props - the selected orders, how to close, and what to do with the outcomes
 * @returns the dialog
 */
export function BulkFulfillDialog({
  orders,
  onClose,
  onFinished,
}: {
  orders: readonly Order[];
  onClose: () => void;
  onFinished: (outcomes: BulkFulfillOutcome[]) => void;
}) {
  const client = useAdminClient();
  const changed = useOrderChanged();
  const [carrier, setCarrier] = useState('');
  const orderIds = orders.map((order) => order._id ?? '');
  const lists = useQuery(fulfillmentQueries.queryOptions.listFulfillmentsForMultipleOrders(client, orderIds));
  const create = useMutation(fulfillmentQueries.mutationOptions.bulkCreateFulfillments(client));
  const plan = lists.data && planBulkFulfillment(orders, lists.data.ordersWithFulfillments, carrier);
  const confirm = async () => {
    if (!plan) throw new Error('The orders’ fulfillments are still loading.');
    const response = plan.ordersWithFulfillments.length
      ? await create.mutateAsync([plan.ordersWithFulfillments])
      : undefined;
    onFinished(bulkFulfillmentOutcomes(orders, plan, response));
    await changed();
  };
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      onConfirm={confirm}
      title={`Mark ${orders.length} ${orders.length === 1 ? 'order' : 'orders'} as fulfilled?`}
      description="Each order gets one shipment of every item not yet fulfilled. Buyers with an email are told their order has shipped."
      confirmLabel="Mark as fulfilled"
      tone="primary"
    >
      <Stack gap={3}>
        <TextField
          label="Shipping provider"
          hint="Optional, for every shipment: fedex, ups, usps, dhl, canadaPost or any carrier's name"
          value={carrier}
          onChange={(e) => setCarrier(e.target.value)}
        />
        {plan?.skipped.length ? (
          <div>
            <p>Not fulfilled:</p>
            <ul aria-label="Orders that cannot be fulfilled">
              {plan.skipped.map((outcome) => (
                <li key={outcome.orderId}>
                  #{outcome.number}: {outcome.reason}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <FormError error={lists.error} title="Could not load the orders’ fulfillments" />
      </Stack>
    </ConfirmDialog>
  );
}
