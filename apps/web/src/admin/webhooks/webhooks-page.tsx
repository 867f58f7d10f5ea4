import {
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  FormError,
  PageHeader,
  SelectField,
  Stack,
  StatusBadge,
  useToast,
} from '@bazaar/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAdminClient } from '../admin-client';
import { backOfficeQueries } from '../admin-queries';
import type { WebhookDelivery, WebhookSubscription } from '../back-office-api';
import { formatDate } from '../format';
import { RegisterWebhookForm } from './register-webhook-form';
import { SigningKeyCard } from './signing-key-card';
import { eventTypeLabel } from './webhook-event-types';

const STATUS_OPTIONS = ['PENDING', 'DELIVERED', 'FAILED', 'CANCELED'].map((value) => ({
  value,
  label: value.charAt(0) + value.slice(1).toLowerCase(),
}));

/**
 * The webhooks (owners only): registering a URL, removing one after confirmation, the recent deliveries (failures
 * first when filtered) with a redeliver action, and the key receivers verify signatures with.
 *
 * @returns the page
 */
export function WebhooksPage() {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [status, setStatus] = useState('');
  const [removing, setRemoving] = useState<WebhookSubscription | null>(null);
  const webhooks = useQuery(backOfficeQueries.queryOptions.listWebhooks(client));
  const deliveries = useQuery(
    backOfficeQueries.queryOptions.listWebhookDeliveries(client, {
      limit: 50,
      ...(status ? { status } : {}),
    }),
  );
  // Removing a webhook cancels its pending deliveries, so the deliveries list is refreshed with it.
  const changed = () => queryClient.invalidateQueries({ queryKey: backOfficeQueries.key() });
  const remove = useMutation({
    ...backOfficeQueries.mutationOptions.deleteWebhook(client),
    onSuccess: changed,
  });
  const redeliver = useMutation({
    ...backOfficeQueries.mutationOptions.redeliverWebhookDelivery(client),
    onSuccess: async () => {
      toast.show({ tone: 'success', title: 'Delivery scheduled again' });
      await changed();
    },
  });
  // Until the list has loaded, every delivery keeps its action.
  const registered = webhooks.data && new Set(webhooks.data.webhooks.map((webhook) => webhook._id));
  const webhookColumns: DataTableColumn<WebhookSubscription>[] = [
    { key: 'url', header: 'URL', rowHeader: true, cell: (webhook) => webhook.url },
    { key: 'eventType', header: 'Event', cell: (webhook) => eventTypeLabel(webhook.eventType) },
    { key: 'createdDate', header: 'Registered', cell: (webhook) => formatDate(webhook._createdDate) },
    {
      key: 'actions',
      header: 'Actions',
      cell: (webhook) => (
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Remove the webhook ${webhook.url} (${eventTypeLabel(webhook.eventType)})`}
          onClick={() => setRemoving(webhook)}
        >
          Remove
        </Button>
      ),
    },
  ];
  const deliveryColumns: DataTableColumn<WebhookDelivery>[] = [
    { key: 'createdDate', header: 'Time', cell: (delivery) => formatDate(delivery._createdDate) },
    { key: 'eventType', header: 'Event', rowHeader: true, cell: (delivery) => delivery.eventType },
    { key: 'url', header: 'URL', cell: (delivery) => delivery.url },
    { key: 'status', header: 'Status', cell: (delivery) => <StatusBadge status={delivery.status} /> },
    { key: 'attempts', header: 'Attempts', align: 'end', cell: (delivery) => delivery.attemptCount },
    {
      key: 'last',
      header: 'Last answer',
      cell: (delivery) =>
        delivery.lastError ?? (delivery.lastStatusCode ? `HTTP ${delivery.lastStatusCode}` : '—'),
    },
    {
      key: 'actions',
      header: 'Actions',
      // A removed webhook's deliveries cannot be sent again (the platform refuses): say so instead of offering it.
      cell: (delivery) =>
        registered && !registered.has(delivery.webhookId) ? (
          'Webhook removed'
        ) : (
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Redeliver ${delivery.eventType} to ${delivery.url}`}
            loading={redeliver.isPending && redeliver.variables?.[0] === delivery._id}
            onClick={() => redeliver.mutate([delivery._id])}
          >
            Redeliver
          </Button>
        ),
    },
  ];
  return (
    <Stack gap={4}>
      <PageHeader
        headingLevel={1}
        title="Webhooks"
        description="Where the platform sends events, and how the last deliveries went."
      />
      <FormError error={webhooks.error} title="Could not load the webhooks" />
      <DataTable
        caption="Registered webhooks"
        columns={webhookColumns}
        rows={webhooks.data?.webhooks ?? []}
        getRowId={(webhook) => webhook._id}
        loading={webhooks.isPending}
        empty="No webhooks registered."
      />
      <RegisterWebhookForm onRegistered={changed} />
      <search className="admin-toolbar" aria-label="Filter deliveries">
        <SelectField
          label="Delivery status"
          placeholder="Any"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(e) => setStatus(e.target.value)}
        />
      </search>
      <FormError error={deliveries.error} title="Could not load the deliveries" />
      <FormError error={redeliver.error} title="Could not redeliver" />
      <DataTable
        caption="Recent deliveries"
        columns={deliveryColumns}
        rows={deliveries.data?.deliveries ?? []}
        getRowId={(delivery) => delivery._id}
        loading={deliveries.isPending}
        empty="No deliveries yet."
      />
      <SigningKeyCard />
      <ConfirmDialog
        open={!!removing}
        onClose={() => setRemoving(null)}
        title={`Remove the webhook ${removing?.url ?? ''}?`}
        description="Its pending deliveries are canceled; it receives no further events."
        confirmLabel="Remove webhook"
        onConfirm={() => remove.mutateAsync([removing!._id])}
      />
    </Stack>
  );
}
