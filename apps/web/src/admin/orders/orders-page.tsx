import type { Order } from '@bazaar/sdk';
import {
  DataTable,
  type DataTableColumn,
  FormError,
  PageHeader,
  Pagination,
  SelectField,
  type SortState,
  Stack,
  StatusBadge,
  TextField,
} from '@bazaar/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAdminClient } from '../admin-client';
import { orderQueries } from '../admin-queries';
import { formatDate } from '../format';
import { OrderBulkActions } from './order-bulk-actions';
import {
  CHANNEL_OPTIONS,
  FULFILLMENT_STATUS_OPTIONS,
  ORDER_STATUS_OPTIONS,
  PAYMENT_STATUS_OPTIONS,
} from './order-options';
import { NO_ORDER_FILTERS, type OrderTableFilters, toOrderSearch } from './order-search';

const COLUMNS: DataTableColumn<Order>[] = [
  {
    key: 'number',
    header: 'Order',
    rowHeader: true,
    sortable: true,
    cell: (order) => <Link to={`/admin/orders/${order._id}`}>#{order.number}</Link>,
  },
  { key: 'createdDate', header: 'Date', sortable: true, cell: (order) => formatDate(order._createdDate) },
  {
    key: 'buyerInfo.email',
    header: 'Buyer',
    sortable: true,
    cell: (order) => order.buyerInfo?.email ?? '—',
  },
  {
    key: 'status',
    header: 'Status',
    sortable: true,
    cell: (order) => <StatusBadge status={order.status ?? ''} />,
  },
  {
    key: 'paymentStatus',
    header: 'Payment',
    sortable: true,
    cell: (order) => <StatusBadge status={order.paymentStatus ?? ''} />,
  },
  {
    key: 'fulfillmentStatus',
    header: 'Fulfillment',
    sortable: true,
    cell: (order) => <StatusBadge status={order.fulfillmentStatus ?? ''} />,
  },
  { key: 'channel', header: 'Channel', cell: (order) => order.channelInfo?.type ?? '—' },
  {
    key: 'priceSummary.total.amount',
    header: 'Total',
    align: 'end',
    sortable: true,
    cell: (order) => order.priceSummary?.total?.formattedAmount ?? order.priceSummary?.total?.amount,
  },
];

/**
 * The orders table: search (number, buyer), filters (statuses, channel, tag, dates), sort, cursor paging, and bulk
 * actions on the selected orders.
 *
 * @returns the page
 */
export function OrdersPage() {
  const client = useAdminClient();
  const [filters, setFilters] = useState<OrderTableFilters>(NO_ORDER_FILTERS);
  // The cursors of the pages before the current one, and the current one's (none for the first page).
  const [cursors, setCursors] = useState<string[]>([]);
  const [selected, setSelected] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const orders = useQuery({
    ...orderQueries.queryOptions.searchOrders(client, toOrderSearch(filters, cursor)),
    placeholderData: keepPreviousData,
  });
  const change = (patch: Partial<OrderTableFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setCursors([]);
    setSelected([]);
  };
  const sort: SortState = {
    key: filters.sortField,
    direction: filters.sortOrder === 'ASC' ? 'ascending' : 'descending',
  };
  const field = (name: keyof OrderTableFilters) => ({
    value: filters[name],
    onChange: (event: { target: { value: string } }) => change({ [name]: event.target.value }),
  });
  const rows = orders.data?.orders ?? [];
  const next = orders.data?.metadata?.cursors?.next;

  return (
    <Stack gap={4}>
      <PageHeader headingLevel={1} title="Orders" description="Find, check and settle the store's orders." />
      <search className="admin-toolbar" aria-label="Filter orders">
        <TextField label="Search" type="search" placeholder="Number, email or name" {...field('text')} />
        <SelectField label="Status" placeholder="Any" options={ORDER_STATUS_OPTIONS} {...field('status')} />
        <SelectField
          label="Payment"
          placeholder="Any"
          options={PAYMENT_STATUS_OPTIONS}
          {...field('paymentStatus')}
        />
        <SelectField
          label="Fulfillment"
          placeholder="Any"
          options={FULFILLMENT_STATUS_OPTIONS}
          {...field('fulfillmentStatus')}
        />
        <SelectField label="Channel" placeholder="Any" options={CHANNEL_OPTIONS} {...field('channel')} />
        <TextField label="Tag" placeholder="Tag id" {...field('tag')} />
        <TextField label="From" type="date" {...field('from')} />
        <TextField label="To" type="date" {...field('to')} />
      </search>
      <FormError error={orders.error} title="Could not load the orders" />
      <OrderBulkActions
        orders={rows.filter((order) => selected.includes(order._id ?? ''))}
        onDone={() => setSelected([])}
      />
      <DataTable
        caption="Orders"
        hideCaption
        columns={COLUMNS}
        rows={rows}
        getRowId={(order) => order._id ?? ''}
        rowLabel={(order) => `order #${order.number}`}
        sort={sort}
        onSortChange={(next) =>
          change({ sortField: next.key, sortOrder: next.direction === 'ascending' ? 'ASC' : 'DESC' })
        }
        selectedIds={selected}
        onSelectionChange={setSelected}
        loading={orders.isPending}
        empty="No orders match these filters."
      />
      <Pagination
        page={cursors.length + 1}
        hasNextPage={!!next}
        onPageChange={(page) => {
          setSelected([]);
          setCursors((current) =>
            page > current.length + 1 && next ? [...current, next] : current.slice(0, page - 1),
          );
        }}
      />
    </Stack>
  );
}
