import { describe, expect, it } from 'vitest';
import { find, findAll, render, textOf } from '../testing/html';
import { DataTable } from './data-table';
import type { DataTableColumn } from './data-table-types';

interface Order {
  id: string;
  number: string;
  total: string;
}

const columns: DataTableColumn<Order>[] = [
  { key: 'number', header: 'Order', cell: (order) => `#${order.number}`, rowHeader: true, sortable: true },
  { key: 'total', header: 'Total', cell: (order) => order.total, sortable: true, align: 'end' },
  { key: 'note', header: 'Note', cell: () => '' },
];
const rows: Order[] = [
  { id: 'a', number: '1001', total: '10.00' },
  { id: 'b', number: '1002', total: '20.00' },
];
const table = (props: Partial<Parameters<typeof DataTable<Order>>[0]> = {}) =>
  render(
    <DataTable caption="Orders" columns={columns} rows={rows} getRowId={(order) => order.id} {...props} />,
  );

describe('DataTable', () => {
  it('puts aria-sort on the sorted header only, with sort buttons on sortable headers', () => {
    const html = table({ sort: { key: 'total', direction: 'descending' }, onSortChange: () => {} });
    const sorted = findAll(html, 'th', { 'aria-sort': true });
    expect(sorted).toHaveLength(1);
    expect(sorted[0]!.attrs['aria-sort']).toBe('descending');
    expect(sorted[0]!.attrs.style).toBe('text-align:end');
    expect(findAll(html, 'button', { class: 'bz-table__sort' })).toHaveLength(2);
  });

  it('says ascending on an ascending sort', () => {
    const html = table({ sort: { key: 'number', direction: 'ascending' }, onSortChange: () => {} });
    expect(find(html, 'th', { 'aria-sort': true }).attrs['aria-sort']).toBe('ascending');
  });

  it('renders plain headers without buttons when sorting is not wired', () => {
    expect(findAll(table(), 'button')).toHaveLength(0);
  });

  it('names the table by its caption and makes the scroll region focusable', () => {
    const html = table();
    const caption = find(html, 'caption');
    expect(find(html, 'section').attrs).toMatchObject({ 'aria-labelledby': caption.attrs.id, tabindex: '0' });
    expect(findAll(html, 'th', { scope: 'row' })).toHaveLength(2);
  });

  describe('select-all checkbox', () => {
    // The select-all checkbox is the one checkbox of the header row, labelled for screen readers.
    const selectAllInput = (html: string) => {
      const head = html.slice(0, html.indexOf('</thead>'));
      expect(textOf(head)).toContain('Select all rows on this page');
      return find(head, 'input', { type: 'checkbox' });
    };

    it('is clear when no row is selected', () => {
      const input = selectAllInput(table({ selectedIds: [], onSelectionChange: () => {} }));
      expect(input.attrs.checked).toBeUndefined();
      expect(input.attrs['data-state']).toBeUndefined();
    });

    it('is indeterminate when some rows are selected', () => {
      const input = selectAllInput(table({ selectedIds: ['a'], onSelectionChange: () => {} }));
      expect(input.attrs.checked).toBeUndefined();
      expect(input.attrs['data-state']).toBe('indeterminate');
    });

    it('is checked when every visible row is selected, even with rows of other pages selected', () => {
      const input = selectAllInput(table({ selectedIds: ['z', 'a', 'b'], onSelectionChange: () => {} }));
      expect(input.attrs.checked).toBe('');
      expect(input.attrs['data-state']).toBeUndefined();
    });

    it('is disabled when there are no rows', () => {
      const html = render(
        <DataTable
          caption="Orders"
          columns={columns}
          rows={[]}
          getRowId={(o: Order) => o.id}
          onSelectionChange={() => {}}
        />,
      );
      expect(selectAllInput(html).attrs.disabled).toBe('');
    });
  });

  it('labels each row checkbox and marks selected rows', () => {
    const html = table({
      selectedIds: ['b'],
      onSelectionChange: () => {},
      rowLabel: (o) => `Select order #${o.number}`,
    });
    expect(textOf(html)).toContain('Select order #1002');
    expect(findAll(html, 'tr', { 'data-selected': 'true' })).toHaveLength(1);
  });

  it('shows the empty state when there are no rows', () => {
    const html = render(
      <DataTable caption="Orders" columns={columns} rows={[]} getRowId={(o: Order) => o.id} />,
    );
    expect(textOf(html)).toContain('Nothing here yet');
    expect(find(html, 'td', { colSpan: '3' })).toBeTruthy();
  });

  it('shows placeholder rows and aria-busy while the first page loads', () => {
    const html = render(
      <DataTable
        caption="Orders"
        columns={columns}
        rows={[]}
        getRowId={(o: Order) => o.id}
        loading
        loadingRows={4}
      />,
    );
    expect(find(html, 'table').attrs['aria-busy']).toBe('true');
    expect(findAll(html, 'span', { 'aria-hidden': 'true' })).toHaveLength(4);
    expect(textOf(html)).not.toContain('Nothing here yet');
  });

  it('keeps the rows visible while a later page loads', () => {
    const html = table({ loading: true });
    expect(find(html, 'table').attrs.class).toBe('bz-table bz-table--loading');
    expect(textOf(html)).toContain('#1002');
  });
});
