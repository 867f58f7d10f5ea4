import type { Fulfillment, Order } from '@bazaar/sdk';
import { Button, Dialog, FormError, QuantityInput, Stack } from '@bazaar/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useAdminClient } from '../admin-client';
import { fulfillmentQueries } from '../admin-queries';
import {
  type FulfillLineDraft,
  fulfillLineDrafts,
  NO_TRACKING,
  newFulfillmentOf,
  type TrackingDraft,
} from './fulfillment-lines';
import { TrackingFields } from './tracking-fields';
import { useOrderChanged } from './use-order-change';

/**
 * "Mark as fulfilled": the units to ship now of each line (every unit left, by default) and optional tracking. The
 * platform refuses quantities beyond what is left; its message is shown and nothing changes.
 *
 * @param props - the order, its fulfillments, whether the dialog is open and how to close it
 * @returns the dialog
 */
export function FulfillDialog({
  order,
  fulfillments,
  open,
  onClose,
}: {
  order: Order;
  fulfillments: readonly Fulfillment[];
  open: boolean;
  onClose: () => void;
}) {
  const client = useAdminClient();
  const changed = useOrderChanged();
  const [lines, setLines] = useState<FulfillLineDraft[]>(() => fulfillLineDrafts(order, fulfillments));
  const [tracking, setTracking] = useState<TrackingDraft>(NO_TRACKING);
  const create = useMutation({
    ...fulfillmentQueries.mutationOptions.createFulfillment(client),
    onSuccess: async () => {
      onClose();
      await changed();
    },
  });
  const setQuantity = (lineItemId: string, quantity: number) =>
    setLines((current) =>
      current.map((line) => (line.lineItemId === lineItemId ? { ...line, quantity } : line)),
    );
  const shippable = lines.filter((line) => line.left > 0);
  const chosen = lines.some((line) => line.quantity > 0);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Fulfill order #${order.number}`}
      description="Choose the units shipped now; add tracking if you have it."
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={!chosen}
            loading={create.isPending}
            onClick={() => create.mutate([order._id!, newFulfillmentOf(lines, tracking)])}
          >
            Mark as fulfilled
          </Button>
        </>
      }
    >
      <Stack gap={3}>
        {shippable.map((line) => (
          <QuantityInput
            key={line.lineItemId}
            label={line.name}
            hint={`${line.left} not yet fulfilled`}
            min={0}
            max={line.left}
            value={line.quantity}
            onChange={(quantity) => setQuantity(line.lineItemId, quantity)}
          />
        ))}
        <TrackingFields value={tracking} onChange={setTracking} />
        <FormError error={create.error} title="Could not fulfill the order" />
      </Stack>
    </Dialog>
  );
}
