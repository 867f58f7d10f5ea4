import { describe, expect, it } from 'vitest';
import { createStatementNames } from './statement-names';

describe('createStatementNames', () => {
  it('names a statement from its second use on, always the same name for the same text', () => {
    const nameOf = createStatementNames();
    expect(nameOf('select 1')).toBeUndefined();
    const name = nameOf('select 1');
    expect(name).toBeDefined();
    expect(nameOf('select 1')).toBe(name);
    nameOf('select 2');
    expect(nameOf('select 2')).not.toBe(name);
  });

  it('names at most `limit` texts; the others run unnamed', () => {
    const nameOf = createStatementNames(2);
    for (const sql of ['a', 'a', 'b', 'b', 'c']) nameOf(sql);
    expect(nameOf('c')).toBeUndefined();
    expect(nameOf('a')).toBeDefined();
  });
});
