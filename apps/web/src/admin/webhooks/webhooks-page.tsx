import {
  DataTable,
  type DataTableColumn,
  FormError,
  PageHeader,
  SelectField,
  Stack,
  StatusBadge,
} from '@bazaar/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAdminClient } from '../admin-client';
import { backOfficeQueries } from '../admin-queries';
import type { WebhookDelivery, WebhookSubscription } from '../back-office-api';
import { formatDate } from '../format';

const WEBHOOK_COLUMNS: DataTableColumn<WebhookSubscription>[] = [
  { key: 'url', header: 'URL', rowHeader: true, cell: (webhook) => webhook.url },
  { key: 'eventType', header: 'Event', cell: (webhook) => webhook.eventType },
  { key: 'createdDate', header: 'Registered', cell: (webhook) => formatDate(webhook._createdDate) },
];

const DELIVERY_COLUMNS: DataTableColumn<WebhookDelivery>[] = [
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
];

const STATUS_OPTIONS = ['PENDING', 'DELIVERED', 'FAILED', 'CANCELED'].map((value) => ({
  value,
  label: value.charAt(0) + value.slice(1).toLowerCase(),
}));

/**
 * The webhooks (owners only): registered URLs and the recent deliveries, failures first when filtered.
 *
 * @returns the page
 */
export function WebhooksPage() {
  const client = useAdminClient();
  const [status, setStatus] = useState('');
  const webhooks = useQuery(backOfficeQueries.queryOptions.listWebhooks(client));
  const deliveries = useQuery(
    backOfficeQueries.queryOptions.listWebhookDeliveries(client, {
      limit: 50,
      ...(status ? { status } : {}),
    }),
  );
  return (
    <Stack gap={4}>
      <PageHeader
        headingLevel={1}
        title="Webhooks"
        description="Where the platform sends events, and how the last deliveries went. Register URLs with `bazaar webhooks add`."
      />
      <FormError error={webhooks.error} title="Could not load the webhooks" />
      <DataTable
        caption="Registered webhooks"
        columns={WEBHOOK_COLUMNS}
        rows={webhooks.data?.webhooks ?? []}
        getRowId={(webhook) => webhook._id}
        loading={webhooks.isPending}
        empty="No webhooks registered."
      />
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
      <DataTable
        caption="Recent deliveries"
        columns={DELIVERY_COLUMNS}
        rows={deliveries.data?.deliveries ?? []}
        getRowId={(delivery) => delivery._id}
        loading={deliveries.isPending}
        empty="No deliveries yet."
      />
    </Stack>
  );
}
