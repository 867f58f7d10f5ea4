import type { ReactNode } from 'react';

/** The direction of a sort, named as `aria-sort` names it. */
export type SortDirection = 'ascending' | 'descending';

/** Which column a table is sorted by. */
export interface SortState {
  /** The sorted column's `key`. */
  key: string;
  /** The direction. */
  direction: SortDirection;
}

/** One column of a {@link DataTable}. */
export interface DataTableColumn<TRow> {
  /** Identifies the column (and the sort field handed to `onSortChange`). */
  key: string;
  /** The header content. */
  header: ReactNode;
  /** Renders the cell of one row. */
  cell: (row: TRow, index: number) => ReactNode;
  /** Makes the header a sort button (with `onSortChange`). */
  sortable?: boolean;
  /** Aligns the column; use `end` for amounts and counts. Default `start`. */
  align?: 'start' | 'center' | 'end';
  /** A fixed column width, as a CSS length. */
  width?: string;
  /** Renders the cells as row headers (`<th scope="row">`), e.g. the order number. */
  rowHeader?: boolean;
}

/** How many of the visible rows are selected; drives the select-all checkbox. */
export type SelectionState = 'none' | 'some' | 'all';
