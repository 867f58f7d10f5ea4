import { describe, expect, it } from 'vitest';
import { nextSort, selectionState, toggleAll, toggleRow } from './table-state';

describe('selectionState', () => {
  it('is none, some or all of the visible rows', () => {
    expect(selectionState(['a', 'b'], new Set())).toBe('none');
    expect(selectionState(['a', 'b'], new Set(['b']))).toBe('some');
    expect(selectionState(['a', 'b'], new Set(['a', 'b', 'z']))).toBe('all');
  });

  it('is none for an empty page, so select-all is not shown checked', () => {
    expect(selectionState([], new Set(['z']))).toBe('none');
  });
});

describe('toggleAll', () => {
  it('adds every visible row and keeps selections of other pages', () => {
    expect(toggleAll(['a', 'b'], new Set(['z', 'a']))).toEqual(['z', 'a', 'b']);
  });

  it('clears the visible rows when all were selected, keeping other pages', () => {
    expect(toggleAll(['a', 'b'], new Set(['z', 'a', 'b']))).toEqual(['z']);
  });
});

describe('toggleRow', () => {
  it('adds an unselected row and removes a selected one', () => {
    expect(toggleRow('b', new Set(['a']))).toEqual(['a', 'b']);
    expect(toggleRow('a', new Set(['a', 'b']))).toEqual(['b']);
  });
});

describe('nextSort', () => {
  it('starts a new column ascending and flips the sorted one', () => {
    expect(nextSort(null, 'total')).toEqual({ key: 'total', direction: 'ascending' });
    expect(nextSort({ key: 'total', direction: 'ascending' }, 'total')).toEqual({
      key: 'total',
      direction: 'descending',
    });
    expect(nextSort({ key: 'total', direction: 'descending' }, 'total')).toEqual({
      key: 'total',
      direction: 'ascending',
    });
    expect(nextSort({ key: 'total', direction: 'descending' }, 'date')).toEqual({
      key: 'date',
      direction: 'ascending',
    });
  });
});
