import type { BulkOrdersResponse, Order } from '@bazaar/sdk';
import { Button, ConfirmDialog, FormError, TextField, useToast } from '@bazaar/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAdminClient } from '../admin-client';
import { collectorQueries, orderQueries } from '../admin-queries';
import { BulkFulfillDialog } from './bulk-fulfill-dialog';
import { BulkFulfillReport } from './bulk-fulfill-report';
import type { BulkFulfillOutcome } from './bulk-fulfillment';
import { describeBulkResult } from './bulk-result';

/**
 * What staff can do to the selected orders at once: mark them paid or fulfilled, assign or remove a tag. The outcome
 * of "Mark as fulfilled" per order stays shown after the selection is cleared.
 *
 * @param props - the selected orders, and what to do once an action finished
 * @returns the bar (nothing without a selection) and the last fulfillment outcomes
 */
export function OrderBulkActions({ orders, onDone }: { orders: readonly Order[]; onDone: () => void }) {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [tag, setTag] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [fulfilling, setFulfilling] = useState(false);
  const [fulfilled, setFulfilled] = useState<BulkFulfillOutcome[]>();
  const orderIds = orders.map((order) => order._id ?? '');
  const finish = (action: string) => (response: BulkOrdersResponse) => {
    toast.show({ tone: 'success', title: describeBulkResult(action, response) });
    void queryClient.invalidateQueries({ queryKey: orderQueries.key() });
    onDone();
  };
  const markPaid = useMutation({
    ...collectorQueries.mutationOptions.paymentCollectionBulkMarkOrdersAsPaid(client),
    onSuccess: finish('Marked as paid'),
  });
  const tags = useMutation({
    ...orderQueries.mutationOptions.bulkUpdateOrderTags(client),
    onSuccess: (response, [, options]) =>
      finish(options?.assignTags ? 'Tag assigned' : 'Tag removed')(response),
  });
  const report = fulfilled ? (
    <BulkFulfillReport outcomes={fulfilled} onDismiss={() => setFulfilled(undefined)} />
  ) : null;
  if (!orderIds.length) return report;
  const tagIds = { tags: { tagIds: [tag.trim()] } };
  return (
    <>
      {report}
      <section className="admin-actions" aria-label="Selected orders">
        <strong>{orderIds.length} selected</strong>
        <Button variant="secondary" onClick={() => setConfirming(true)} loading={markPaid.isPending}>
          Mark as paid
        </Button>
        <Button variant="secondary" onClick={() => setFulfilling(true)}>
          Mark as fulfilled
        </Button>
        <TextField
          label="Tag id"
          hideLabel
          placeholder="Tag id"
          value={tag}
          onChange={(e) => setTag(e.target.value)}
        />
        <Button
          variant="secondary"
          disabled={!tag.trim()}
          loading={tags.isPending}
          onClick={() => tags.mutate([orderIds, { assignTags: tagIds }])}
        >
          Assign tag
        </Button>
        <Button
          variant="ghost"
          disabled={!tag.trim()}
          loading={tags.isPending}
          onClick={() => tags.mutate([orderIds, { unassignTags: tagIds }])}
        >
          Remove tag
        </Button>
        <FormError error={markPaid.error ?? tags.error} title="The bulk action failed" />
        <ConfirmDialog
          open={confirming}
          onClose={() => setConfirming(false)}
          onConfirm={() => markPaid.mutateAsync([orderIds])}
          title={`Mark ${orderIds.length} orders as paid?`}
          description="Each order gets an offline payment of its balance. Orders already paid or canceled are skipped with their reason."
          confirmLabel="Mark as paid"
          tone="primary"
        />
        {fulfilling ? (
          <BulkFulfillDialog
            orders={orders}
            onClose={() => setFulfilling(false)}
            onFinished={(outcomes) => {
              setFulfilled(outcomes);
              onDone();
            }}
          />
        ) : null}
      </section>
    </>
  );
}
