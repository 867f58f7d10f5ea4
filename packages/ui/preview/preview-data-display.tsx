/** @jsxRuntime automatic */
// (The pragma: the root tsconfig does not include preview/, so tsx would otherwise compile classic JSX.)
// Preview sections: catalog tiles, the orders table, pagination, tabs, timeline and details.
import {
  Button,
  Card,
  Cluster,
  DataTable,
  type DataTableColumn,
  DescriptionList,
  formatDateTime,
  Grid,
  Pagination,
  Price,
  ProductImage,
  QuantityInput,
  Ribbon,
  Stack,
  StatusBadge,
  Tabs,
  Timeline,
} from '../src/index';
import { activities, illustration, orders, type PreviewOrder, products } from './preview-data';

const noop = () => {};

/** Product tiles: images with ribbons, plain and discounted prices, a missing image. */
export function CatalogSection() {
  return (
    <section aria-labelledby="catalog-title" className="bz-stack">
      <h2 id="catalog-title">Catalog</h2>
      <Grid as="ul" minItemWidth="14rem">
        {products.map((product) => (
          <li key={product.id}>
            <Card padding="none" style={{ height: '100%' }}>
              <ProductImage
                src={product.image ? illustration(product.hue) : undefined}
                alt={product.name}
                width={600}
                height={600}
                style={{ borderRadius: 0 }}
                className="pv-flat"
              >
                {product.ribbon ? (
                  <Ribbon tone={product.ribbon === 'New' ? 'accent' : 'danger'}>{product.ribbon}</Ribbon>
                ) : null}
              </ProductImage>
              <Stack gap={2} style={{ padding: '1rem' }}>
                <h3 style={{ fontSize: '1rem' }}>{product.name}</h3>
                <Cluster justify="between">
                  <Price
                    amount={product.price}
                    compareAtAmount={product.compareAt}
                    currency={product.currency}
                  />
                  <Button size="sm" variant="secondary">
                    Add
                  </Button>
                </Cluster>
              </Stack>
            </Card>
          </li>
        ))}
      </Grid>
      <Card title="Cart line" headingLevel={3}>
        <Cluster justify="between">
          <Cluster>
            <ProductImage src={illustration(20)} alt="" width={600} height={600} style={{ width: '4rem' }} />
            <Stack gap={1}>
              <strong>Ceramic mug</strong>
              <Price size="sm" amount="15.00" compareAtAmount="20.00" currency="EUR" prefix="Each" />
            </Stack>
          </Cluster>
          <QuantityInput label="Quantity of Ceramic mug" hideLabel defaultValue={1} max={3} />
          <Price size="lg" amount="15.00" currency="EUR" />
        </Cluster>
      </Card>
    </section>
  );
}

const columns: DataTableColumn<PreviewOrder>[] = [
  { key: 'number', header: 'Order', cell: (order) => `#${order.number}`, rowHeader: true, sortable: true },
  {
    key: 'date',
    header: 'Date',
    cell: (order) => formatDateTime(order.date, { timeStyle: 'none' }),
    sortable: true,
  },
  { key: 'customer', header: 'Customer', cell: (order) => order.customer },
  { key: 'payment', header: 'Payment', cell: (order) => <StatusBadge status={order.paymentStatus} dot /> },
  {
    key: 'fulfillment',
    header: 'Fulfillment',
    cell: (order) => <StatusBadge status={order.fulfillmentStatus} />,
  },
  {
    key: 'total',
    header: 'Total',
    cell: (order) => <Price amount={order.total} currency="USD" />,
    align: 'end',
    sortable: true,
  },
];

/** The orders table sorted and with a partial selection, then loading and empty. */
export function TableSection() {
  return (
    <section aria-labelledby="tables-title" className="bz-stack">
      <h2 id="tables-title">Data table</h2>
      <Cluster justify="between">
        <span className="bz-muted">2 selected</span>
        <Cluster gap={2}>
          <Button size="sm" variant="secondary">
            Mark as paid
          </Button>
          <Button size="sm" variant="danger">
            Cancel orders
          </Button>
        </Cluster>
      </Cluster>
      <DataTable
        caption="Orders"
        hideCaption
        columns={columns}
        rows={orders}
        getRowId={(order) => order.id}
        sort={{ key: 'date', direction: 'descending' }}
        onSortChange={noop}
        selectedIds={['o1', 'o3']}
        onSelectionChange={noop}
        rowLabel={(order) => `Select order #${order.number}`}
      />
      <Pagination page={2} pageCount={5} hrefForPage={(page) => `#page-${page}`} />
      <Grid minItemWidth="20rem">
        <DataTable
          caption="Loading orders"
          columns={columns.slice(0, 3)}
          rows={[]}
          getRowId={(order) => order.id}
          loading
          loadingRows={3}
        />
        <DataTable
          caption="Members"
          columns={columns.slice(0, 3)}
          rows={[]}
          getRowId={(order) => order.id}
          onSelectionChange={noop}
        />
      </Grid>
      <Grid minItemWidth="20rem">
        <Pagination page={1} pageCount={3} onPageChange={noop} />
        <Pagination page={4} hasNextPage={false} onPageChange={noop} />
      </Grid>
    </section>
  );
}

/** Tabs holding an order's timeline and details. */
export function OrderSection() {
  return (
    <Card as="section" title="Order #10022" description={<StatusBadge status="PARTIALLY_REFUNDED" />}>
      <Stack gap={5}>
        <Tabs
          label="Order sections"
          items={[
            {
              id: 'activity',
              label: 'Activity',
              content: <Timeline items={activities} />,
            },
            {
              id: 'details',
              label: 'Details',
              content: null,
            },
            { id: 'payments', label: 'Payments', content: null, disabled: true },
          ]}
        />
        <DescriptionList
          items={[
            { term: 'Customer', description: 'Grace Hopper' },
            { term: 'Email', description: 'grace@example.com' },
            { term: 'Shipping address', description: '1 Navy Way, Arlington VA, United States' },
            { term: 'Phone', description: '' },
          ]}
        />
      </Stack>
    </Card>
  );
}
