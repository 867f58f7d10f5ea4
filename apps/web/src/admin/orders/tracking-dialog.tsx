import type { Fulfillment } from '@bazaar/sdk';
import { Button, Dialog, FormError, Stack } from '@bazaar/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useAdminClient } from '../admin-client';
import { fulfillmentQueries } from '../admin-queries';
import { type TrackingDraft, trackingDraftOf, trackingPatchOf } from './fulfillment-lines';
import { TrackingFields } from './tracking-fields';
import { useOrderChanged } from './use-order-change';

/**
 * Edits a fulfillment's tracking (cleared fields are removed). Its lines cannot change: delete it and fulfill again.
 *
 * @param props - the order id, the fulfillment, whether the dialog is open and how to close it
 * @returns the dialog
 */
export function TrackingDialog({
  orderId,
  fulfillment,
  open,
  onClose,
}: {
  orderId: string;
  fulfillment: Fulfillment;
  open: boolean;
  onClose: () => void;
}) {
  const client = useAdminClient();
  const changed = useOrderChanged();
  const [draft, setDraft] = useState<TrackingDraft>(() => trackingDraftOf(fulfillment.trackingInfo));
  const update = useMutation({
    ...fulfillmentQueries.mutationOptions.updateFulfillment(client),
    onSuccess: async () => {
      onClose();
      await changed();
    },
  });
  const save = () =>
    update.mutate([
      { fulfillmentId: fulfillment._id!, orderId },
      { fulfillment: { trackingInfo: trackingPatchOf(fulfillment.trackingInfo, draft) } },
    ]);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Edit tracking"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={update.isPending} onClick={save}>
            Save tracking
          </Button>
        </>
      }
    >
      <Stack gap={3}>
        <TrackingFields value={draft} onChange={setDraft} />
        <FormError error={update.error} title="Could not save the tracking" />
      </Stack>
    </Dialog>
  );
}
