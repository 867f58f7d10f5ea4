import { type ReactNode, useId } from 'react';
import { Checkbox } from '../checkbox';
import { cx } from '../cx';
import { EmptyState } from '../empty-state';
import { Skeleton } from '../skeleton';
import { columnStyle, DataTableHead } from './data-table-head';
import type { DataTableColumn, SortState } from './data-table-types';
import { selectionState, toggleAll, toggleRow } from './table-state';

/** Props of {@link DataTable}. */
export interface DataTableProps<TRow> {
  /** The columns, in display order. */
  columns: readonly DataTableColumn<TRow>[];
  /** The rows of the current page. */
  rows: readonly TRow[];
  /** The stable id of a row (React key and selection id). */
  getRowId: (row: TRow) => string;
  /** The table's name, as a `<caption>` (required: it names the table and its scroll region). */
  caption: ReactNode;
  /** Keeps the caption for assistive technology only. */
  hideCaption?: boolean;
  /** The current sort; its column gets `aria-sort`. */
  sort?: SortState | null;
  /** Called with the new sort when a sortable header is clicked (ascending first, then flips). */
  onSortChange?: (sort: SortState) => void;
  /** The selected row ids; may include rows of other pages. */
  selectedIds?: readonly string[];
  /** Makes rows selectable: adds a checkbox column with select-all, called with the new selection. */
  onSelectionChange?: (selectedIds: string[]) => void;
  /** The accessible name of a row's checkbox. Default "Select row {id}". */
  rowLabel?: (row: TRow) => string;
  /** The accessible name of the select-all checkbox. Default "Select all rows on this page". */
  selectAllLabel?: string;
  /** Marks the table busy; with no rows yet, shows placeholder rows instead of the empty state. */
  loading?: boolean;
  /** How many placeholder rows to show while loading. Default 5. */
  loadingRows?: number;
  /** Shown in the body when there are no rows. Default a compact "Nothing here yet" empty state. */
  empty?: ReactNode;
  /** Class of the scroll wrapper. */
  className?: string;
}

/**
 * A data table for the back office: columns from a config, sortable headers (`aria-sort`), row selection
 * with a select-all checkbox (checked / indeterminate / clear), and loading and empty states. It scrolls
 * sideways inside its own focusable region on narrow screens instead of breaking the page.
 *
 * The table never sorts or slices rows itself: sorting and paging are server queries.
 *
 * @example
 * <DataTable
 *   caption="Orders"
 *   columns={[
 *     { key: 'number', header: 'Order', cell: (o) => `#${o.number}`, rowHeader: true },
 *     { key: 'createdDate', header: 'Date', cell: (o) => o.createdDate, sortable: true },
 *     { key: 'total', header: 'Total', cell: (o) => <Price amount={o.total} currency="USD" />, align: 'end' },
 *   ]}
 *   rows={orders} getRowId={(o) => o.id}
 *   sort={sort} onSortChange={setSort}
 *   selectedIds={selected} onSelectionChange={setSelected}
 *   loading={query.isPending}
 * />
 */
export function DataTable<TRow>({
  columns,
  rows,
  getRowId,
  caption,
  hideCaption,
  sort,
  onSortChange,
  selectedIds = [],
  onSelectionChange,
  rowLabel,
  selectAllLabel = 'Select all rows on this page',
  loading = false,
  loadingRows = 5,
  empty,
  className,
}: DataTableProps<TRow>) {
  const captionId = `bz${useId()}-caption`;
  const selected = new Set(selectedIds);
  const rowIds = rows.map(getRowId);
  const selectable = onSelectionChange !== undefined;
  const columnCount = columns.length + (selectable ? 1 : 0);
  const placeholders = loading && rows.length === 0;
  return (
    // A named section is a region landmark; it is focusable so keyboard users can scroll a table wider than
    // the screen (WCAG 2.1.1).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable, see above
    <section className={cx('bz-table-wrap', className)} aria-labelledby={captionId} tabIndex={0}>
      <table className={cx('bz-table', loading && 'bz-table--loading')} aria-busy={loading || undefined}>
        <caption id={captionId} className={hideCaption ? 'bz-sr' : undefined}>
          {caption}
        </caption>
        <DataTableHead
          columns={columns}
          sort={sort}
          onSortChange={onSortChange}
          selection={
            selectable
              ? {
                  state: selectionState(rowIds, selected),
                  label: selectAllLabel,
                  disabled: rows.length === 0,
                  onToggle: () => onSelectionChange(toggleAll(rowIds, selected)),
                }
              : undefined
          }
        />
        <tbody>
          {placeholders
            ? Array.from({ length: loadingRows }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity but their position
                <tr key={index}>
                  <td colSpan={columnCount}>
                    <Skeleton />
                  </td>
                </tr>
              ))
            : null}
          {!loading && rows.length === 0 ? (
            <tr>
              <td colSpan={columnCount}>
                {empty ?? <EmptyState compact title="Nothing here yet" headingLevel={3} />}
              </td>
            </tr>
          ) : null}
          {rows.map((row, index) => {
            const id = rowIds[index] ?? getRowId(row);
            const isSelected = selected.has(id);
            return (
              <tr key={id} data-selected={isSelected || undefined}>
                {selectable ? (
                  <td className="bz-table__select">
                    <Checkbox
                      label={rowLabel ? rowLabel(row) : `Select row ${id}`}
                      hideLabel
                      checked={isSelected}
                      onChange={() => onSelectionChange(toggleRow(id, selected))}
                    />
                  </td>
                ) : null}
                {columns.map((column) => {
                  const Cell = column.rowHeader ? 'th' : 'td';
                  return (
                    <Cell
                      key={column.key}
                      scope={column.rowHeader ? 'row' : undefined}
                      style={columnStyle(column)}
                    >
                      {column.cell(row, index)}
                    </Cell>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
