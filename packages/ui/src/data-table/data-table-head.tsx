import type { CSSProperties } from 'react';
import { Checkbox } from '../checkbox';
import { ChevronIcon, SortIcon } from '../icons';
import type { DataTableColumn, SelectionState, SortState } from './data-table-types';
import { nextSort } from './table-state';

/**
 * The inline alignment of a column's cells (inline, so the stylesheet needs no class per alignment).
 *
 * @param column - the column
 * @returns the style for its header and body cells
 */
export function columnStyle(column: DataTableColumn<never>): CSSProperties | undefined {
  return column.align && column.align !== 'start' ? { textAlign: column.align } : undefined;
}

/** Props of the table head; see `DataTableProps` for their meaning. */
export interface DataTableHeadProps<TRow> {
  columns: readonly DataTableColumn<TRow>[];
  sort: SortState | null | undefined;
  onSortChange: ((sort: SortState) => void) | undefined;
  /** Present when rows are selectable. */
  selection: { state: SelectionState; label: string; disabled: boolean; onToggle: () => void } | undefined;
}

/**
 * The header row: the select-all checkbox, then one `<th scope="col">` per column. The sorted column
 * carries `aria-sort`; sortable headers are buttons so they are reachable and operable by keyboard.
 */
export function DataTableHead<TRow>({ columns, sort, onSortChange, selection }: DataTableHeadProps<TRow>) {
  return (
    <thead>
      <tr>
        {selection ? (
          <th scope="col" className="bz-table__select">
            <Checkbox
              label={selection.label}
              hideLabel
              checked={selection.state === 'all'}
              indeterminate={selection.state === 'some'}
              disabled={selection.disabled}
              onChange={selection.onToggle}
            />
          </th>
        ) : null}
        {columns.map((column) => {
          const direction = sort?.key === column.key ? sort.direction : undefined;
          const sortable = column.sortable && onSortChange;
          return (
            <th
              key={column.key}
              scope="col"
              aria-sort={column.sortable ? direction : undefined}
              style={{ ...columnStyle(column), width: column.width }}
            >
              {sortable ? (
                <button
                  type="button"
                  className="bz-table__sort"
                  onClick={() => onSortChange(nextSort(sort, column.key))}
                >
                  {column.header}
                  {direction ? (
                    <ChevronIcon direction={direction === 'ascending' ? 'up' : 'down'} />
                  ) : (
                    <SortIcon />
                  )}
                </button>
              ) : (
                column.header
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
