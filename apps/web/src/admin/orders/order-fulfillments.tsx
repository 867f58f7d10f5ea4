import type { Fulfillment, Order } from '@bazaar/sdk';
import { Button, Card, ConfirmDialog, FormError, SelectField } from '@bazaar/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAdminClient } from '../admin-client';
import { fulfillmentQueries } from '../admin-queries';
import { formatDate } from '../format';
import { FulfillDialog } from './fulfill-dialog';
import { fulfillBlocker } from './fulfillability';
import {
  customFieldsOf,
  progressChangeOf,
  SHIPMENT_PROGRESS_OPTIONS,
  shipmentStatusOf,
} from './shipment-status';
import { TrackingDialog } from './tracking-dialog';
import { useOrderChanged } from './use-order-change';

/**
 * The order's shipments: "Mark as fulfilled" (lines, quantities, tracking), and each fulfillment with its lines,
 * tracking or custom info, status (set its progress, mark completed or reopen), edit tracking and delete.
 *
 * @param props - the order
 * @returns the card
 */
export function OrderFulfillments({ order }: { order: Order }) {
  const client = useAdminClient();
  const changed = useOrderChanged();
  const orderId = order._id!;
  const list = useQuery(fulfillmentQueries.queryOptions.listFulfillmentsForSingleOrder(client, orderId));
  const [fulfilling, setFulfilling] = useState(false);
  const [editing, setEditing] = useState<Fulfillment>();
  const [deleting, setDeleting] = useState<Fulfillment>();
  const remove = useMutation({
    ...fulfillmentQueries.mutationOptions.deleteFulfillment(client),
    onSuccess: changed,
  });
  const update = useMutation({
    ...fulfillmentQueries.mutationOptions.updateFulfillment(client),
    onSuccess: changed,
  });
  const setCompleted = (fulfillment: Fulfillment, completed: boolean) =>
    update.mutate([{ fulfillmentId: fulfillment._id!, orderId }, { fulfillment: { completed } }]);
  const setProgress = (fulfillment: Fulfillment, value: string) =>
    update.mutate([{ fulfillmentId: fulfillment._id!, orderId }, { fulfillment: progressChangeOf(value) }]);
  const fulfillments = list.data?.orderWithFulfillments.fulfillments ?? [];
  const blocker = list.isSuccess ? fulfillBlocker(order, fulfillments) : 'Loading…';
  const nameOf = (lineItemId: string | undefined) =>
    order.lineItems?.find((line) => line._id === lineItemId)?.productName?.original ?? lineItemId;
  return (
    <Card as="section" title="Fulfillment">
      <div className="admin-actions">
        <Button variant="secondary" disabled={!!blocker} onClick={() => setFulfilling(true)}>
          Mark as fulfilled
        </Button>
        {blocker && list.isSuccess ? <span className="admin-reason">{blocker}</span> : null}
      </div>
      <FormError
        error={list.error ?? remove.error ?? update.error}
        title="Could not load or change the fulfillments"
      />
      {list.isSuccess && !fulfillments.length ? <p className="admin-reason">Nothing fulfilled yet.</p> : null}
      {fulfillments.length ? (
        <table className="admin-lines">
          <thead>
            <tr>
              <th>Shipped</th>
              <th>Items</th>
              <th>Tracking</th>
              <th>Status</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {fulfillments.map((fulfillment, index) => {
              const tracking = fulfillment.trackingInfo;
              const trackingText = [tracking?.shippingProvider, tracking?.trackingNumber]
                .filter(Boolean)
                .join(' ');
              const customFields = customFieldsOf(fulfillment);
              return (
                <tr key={fulfillment._id}>
                  <td>{formatDate(fulfillment._createdDate)}</td>
                  <td>
                    {(fulfillment.lineItems ?? [])
                      .map((line) => `${nameOf(line._id)} × ${line.quantity}`)
                      .join(', ')}
                  </td>
                  <td>
                    {trackingText || (customFields.length || tracking?.trackingLink ? '' : '—')}
                    {tracking?.trackingLink ? (
                      <>
                        {' '}
                        <a href={tracking.trackingLink} target="_blank" rel="noreferrer noopener">
                          Track
                        </a>
                      </>
                    ) : null}
                    {customFields.map(([label, value]) => (
                      <div key={label}>
                        {label}: {value}
                      </div>
                    ))}
                  </td>
                  <td>{shipmentStatusOf(fulfillment)}</td>
                  <td className="admin-actions">
                    <SelectField
                      label={`Progress of shipment ${index + 1}`}
                      hideLabel
                      options={SHIPMENT_PROGRESS_OPTIONS}
                      value={fulfillment.status ?? ''}
                      disabled={update.isPending}
                      onChange={(event) => setProgress(fulfillment, event.target.value)}
                    />
                    <Button
                      variant="ghost"
                      size="sm"
                      loading={update.isPending && update.variables?.[0].fulfillmentId === fulfillment._id}
                      onClick={() => setCompleted(fulfillment, !fulfillment.completed)}
                    >
                      {fulfillment.completed ? 'Reopen' : 'Mark completed'}
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => setEditing(fulfillment)}>
                      Edit tracking
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => setDeleting(fulfillment)}>
                      Delete
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      {fulfilling ? (
        <FulfillDialog order={order} fulfillments={fulfillments} open onClose={() => setFulfilling(false)} />
      ) : null}
      {editing ? (
        <TrackingDialog
          key={editing._id}
          orderId={orderId}
          fulfillment={editing}
          open
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      <ConfirmDialog
        open={!!deleting}
        onClose={() => setDeleting(undefined)}
        title="Delete this fulfillment?"
        description="Its items count as not fulfilled again."
        confirmLabel="Delete fulfillment"
        onConfirm={() => remove.mutateAsync([{ fulfillmentId: deleting!._id!, orderId }])}
      />
    </Card>
  );
}
