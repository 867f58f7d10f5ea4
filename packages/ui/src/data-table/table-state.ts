import type { SelectionState, SortDirection, SortState } from './data-table-types';

/**
 * How many of the visible rows are selected.
 *
 * @param rowIds - the ids of the visible rows
 * @param selectedIds - the selected ids (may include rows of other pages)
 * @returns `all` when every visible row is selected (and there is one), `some`, or `none`
 * @example
 * selectionState(['a', 'b'], new Set(['a'])); // 'some'
 */
export function selectionState(rowIds: readonly string[], selectedIds: ReadonlySet<string>): SelectionState {
  const selected = rowIds.filter((id) => selectedIds.has(id)).length;
  if (selected === 0) return 'none';
  return selected === rowIds.length ? 'all' : 'some';
}

/**
 * The selection after the select-all checkbox is toggled: when every visible row is selected they are all
 * cleared, otherwise they are all added. Selected rows of other pages are kept either way.
 *
 * @param rowIds - the ids of the visible rows
 * @param selectedIds - the current selection
 * @returns the new selection, in a stable order (existing ids first)
 */
export function toggleAll(rowIds: readonly string[], selectedIds: ReadonlySet<string>): string[] {
  if (selectionState(rowIds, selectedIds) === 'all') {
    const visible = new Set(rowIds);
    return [...selectedIds].filter((id) => !visible.has(id));
  }
  return [...new Set([...selectedIds, ...rowIds])];
}

/**
 * The selection after one row's checkbox is toggled.
 *
 * @param rowId - the toggled row
 * @param selectedIds - the current selection
 * @returns the new selection
 */
export function toggleRow(rowId: string, selectedIds: ReadonlySet<string>): string[] {
  return selectedIds.has(rowId) ? [...selectedIds].filter((id) => id !== rowId) : [...selectedIds, rowId];
}

/**
 * The sort after a column header is clicked: a new column starts ascending, the sorted column flips.
 *
 * @param current - the current sort, if any
 * @param key - the clicked column
 * @returns the new sort
 */
export function nextSort(current: SortState | null | undefined, key: string): SortState {
  const direction: SortDirection =
    current?.key === key && current.direction === 'ascending' ? 'descending' : 'ascending';
  return { key, direction };
}
