import type { Product } from '@bazaar/sdk';
import {
  Button,
  DataTable,
  type DataTableColumn,
  FormError,
  LinkButton,
  PageHeader,
  Stack,
  StatusBadge,
  TextField,
} from '@bazaar/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAdminClient } from '../admin-client';
import { productAdminQueries } from '../admin-queries';
import { PageOfResults } from '../page-of-results';
import { BulkChangeDialog } from './bulk-change-dialog';
import { ReceiveStockDialog } from './receive-stock-dialog';

const PAGE_SIZE = 20;

const COLUMNS: DataTableColumn<Product>[] = [
  {
    key: 'name',
    header: 'Product',
    rowHeader: true,
    cell: (product) => <Link to={`/admin/products/${product._id}`}>{product.name}</Link>,
  },
  {
    key: 'price',
    header: 'Price',
    align: 'end',
    cell: (product) => product.priceData?.formatted?.price ?? product.priceData?.price,
  },
  {
    key: 'cost',
    header: 'Cost',
    align: 'end',
    cell: (product) => product.costAndProfitData?.itemCost ?? '—',
  },
  { key: 'weight', header: 'Weight', align: 'end', cell: (product) => product.weight ?? '—' },
  {
    key: 'stock',
    header: 'Stock',
    cell: (product) =>
      product.stock?.trackInventory ? (
        String(product.stock.quantity ?? 0)
      ) : (
        <StatusBadge status={product.stock?.inventoryStatus ?? 'IN_STOCK'} />
      ),
  },
  { key: 'variants', header: 'Variants', align: 'end', cell: (product) => product.variants?.length ?? 1 },
  { key: 'ribbon', header: 'Ribbon', cell: (product) => product.ribbon || '—' },
  { key: 'brand', header: 'Brand', cell: (product) => product.brand || '—' },
  {
    key: 'visible',
    header: 'Visible',
    cell: (product) => (product.visible === false ? 'Hidden' : 'Visible'),
  },
];

/**
 * The products table (hidden ones included): name search, paging, and on the selected products bulk price, cost and
 * weight changes with a preview, or stock received.
 *
 * @returns the page
 */
export function ProductsPage() {
  const client = useAdminClient();
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [bulk, setBulk] = useState(false);
  const [receiving, setReceiving] = useState(false);
  const products = useQuery({
    ...productAdminQueries.queryOptions.queryProducts(
      client,
      (query) => {
        const named = name.trim() ? query.startsWith('name', name.trim()) : query;
        return named.limit(PAGE_SIZE).skip((page - 1) * PAGE_SIZE);
      },
      { includeHiddenProducts: true, includeVariants: true, includeMerchantSpecificData: true },
    ),
    placeholderData: keepPreviousData,
  });
  const rows = products.data?.items ?? [];
  const chosen = rows.filter((product) => selected.includes(product._id ?? ''));
  return (
    <Stack gap={4}>
      <PageHeader
        headingLevel={1}
        title="Products"
        description="The catalog, hidden products included."
        actions={<LinkButton href="/admin/products/new">New product</LinkButton>}
      />
      <search className="admin-toolbar" aria-label="Filter products">
        <TextField
          label="Name starts with"
          type="search"
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setPage(1);
            setSelected([]);
          }}
        />
      </search>
      {selected.length ? (
        <section className="admin-actions" aria-label="Selected products">
          <strong>{selected.length} selected</strong>
          <Button variant="secondary" onClick={() => setBulk(true)}>
            Change price, cost or weight
          </Button>
          <Button variant="secondary" onClick={() => setReceiving(true)}>
            Receive stock
          </Button>
        </section>
      ) : null}
      <FormError error={products.error} title="Could not load the products" />
      <DataTable
        caption="Products"
        hideCaption
        columns={COLUMNS}
        rows={rows}
        getRowId={(product) => product._id ?? ''}
        rowLabel={(product) => product.name ?? ''}
        selectedIds={selected}
        onSelectionChange={setSelected}
        loading={products.isPending}
        empty="No products."
      />
      <PageOfResults
        page={page}
        results={products.data}
        pageSize={PAGE_SIZE}
        noun="products"
        onPageChange={setPage}
      />
      <BulkChangeDialog
        open={bulk}
        onClose={() => setBulk(false)}
        products={chosen}
        onDone={() => setSelected([])}
      />
      <ReceiveStockDialog
        open={receiving}
        onClose={() => setReceiving(false)}
        products={chosen}
        onDone={() => setSelected([])}
      />
    </Stack>
  );
}
