import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileSort, type SortInput } from './compile-sort';
import { violationsOf } from './testing/invalid-body';
import { ITEMS_SQL, itemFields } from './testing/sample-tables';
import { createTestDatabase, type TestDatabase } from './testing/test-database';

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
  await t.exec(ITEMS_SQL);
  // Two rows sharing every sort value but the id, to see the tiebreaker at work.
  await t.exec(`INSERT INTO items (id, name, rank, status, created_at) VALUES
    ('00000000-0000-0000-0000-0000000000b2', 'twin', 8, 'DRAFT', '2024-08-01T00:00:00Z'),
    ('00000000-0000-0000-0000-0000000000b1', 'twin', 8, 'DRAFT', '2024-08-01T00:00:00Z')`);
});

afterAll(async () => {
  await t?.close();
});

const byRank: SortInput[] = [{ fieldName: 'rank', order: 'ASC' }];

/** The names of all items in the compiled order. */
async function sorted(sort: unknown, defaultSort: SortInput[] = byRank): Promise<string[]> {
  const compiled = compileSort(sort, itemFields, { defaultSort });
  const rows = await t.db.query<{ name: string }>(`SELECT i.name FROM items i ORDER BY ${compiled.sql}`);
  return rows.map((r) => r.name);
}

describe('compileSort', () => {
  it('uses the default sort when the request has none', async () => {
    const expected = ['apple', 'banana', 'cherry', 'date', 'juice', 'snake', 'path', 'twin', 'twin'];
    expect(await sorted(undefined)).toEqual(expected);
    expect(await sorted([])).toEqual(expected);
    expect(compileSort(undefined, itemFields, { defaultSort: byRank }).sort).toBeNull();
  });

  it('sorts ascending when the order is missing and applies entries in sequence', async () => {
    expect(await sorted([{ fieldName: 'status' }, { fieldName: 'rank', order: 'DESC' }])).toEqual([
      'path',
      'juice',
      'cherry',
      'apple',
      'date',
      'twin',
      'twin',
      'snake',
      'banana',
    ]);
  });

  it('ends every sort with the id so equal rows keep one order', () => {
    const compiled = compileSort([{ fieldName: 'name' }], itemFields, { defaultSort: byRank });
    expect(compiled.keys.map((k) => k.name)).toEqual(['name', 'id']);
    expect(compiled.sql).toBe('(i.name) ASC NULLS LAST, (i.id) ASC NULLS LAST');
    const byId = compileSort([{ fieldName: 'id', order: 'DESC' }], itemFields, { defaultSort: byRank });
    expect(byId.keys.map((k) => k.name)).toEqual(['id']);
  });

  it('orders equal rows by id, the same way on every run', async () => {
    const compiled = compileSort([{ fieldName: 'name', order: 'DESC' }], itemFields, { defaultSort: byRank });
    const rows = await t.db.query<{ id: string }>(
      `SELECT i.id FROM items i ORDER BY ${compiled.sql} LIMIT 2`,
    );
    expect(rows.map((r) => r.id)).toEqual([
      '00000000-0000-0000-0000-0000000000b1',
      '00000000-0000-0000-0000-0000000000b2',
    ]);
  });

  it('sorts decimal strings numerically and puts missing values last ascending, first descending', async () => {
    expect(await sorted([{ fieldName: 'amount' }])).toEqual([
      'juice',
      'snake',
      'path',
      'banana',
      'apple',
      'cherry',
      'date',
      'twin',
      'twin',
    ]);
    expect((await sorted([{ fieldName: 'score', order: 'DESC' }])).slice(0, 4)).toEqual([
      'banana',
      'twin',
      'twin',
      'date',
    ]);
  });

  it('keeps the first of repeated entries and returns the normalised request sort', () => {
    const compiled = compileSort([{ fieldName: 'rank', order: 'DESC' }, { fieldName: 'rank' }], itemFields, {
      defaultSort: byRank,
    });
    expect(compiled.keys.map((k) => [k.name, k.descending])).toEqual([
      ['rank', true],
      ['id', false],
    ]);
    expect(compiled.sort).toEqual([
      { fieldName: 'rank', order: 'DESC' },
      { fieldName: 'rank', order: 'ASC' },
    ]);
  });

  it('refuses fields that are unknown or not sortable', async () => {
    const sort = (value: unknown) => () => compileSort(value, itemFields, { defaultSort: byRank });
    expect(await violationsOf(sort([{ fieldName: 'tags' }]))).toEqual([
      {
        field: 'query.sort[0].fieldName',
        description: '"tags" is not a field that can be sorted on',
        violatedRule: 'FIELD_NOT_ALLOWED',
        data: { fieldName: 'tags' },
      },
    ]);
    for (const fieldName of ['nope', 'code', 'options.Size', 'collectionIds']) {
      expect(await violationsOf(sort([{ fieldName }]))).toEqual([
        expect.objectContaining({ field: 'query.sort[0].fieldName', violatedRule: 'FIELD_NOT_ALLOWED' }),
      ]);
    }
  });

  it('refuses malformed sorts', async () => {
    const sort = (value: unknown) => () =>
      compileSort(value, itemFields, { defaultSort: byRank, path: 'query.sorting' });
    expect(await violationsOf(sort([{ fieldName: 'rank', order: 'desc' }]))).toEqual([
      {
        field: 'query.sorting[0].order',
        description: 'must be ASC or DESC',
        violatedRule: 'INVALID_ENUM_VALUE',
        data: { allowedValues: ['ASC', 'DESC'] },
      },
    ]);
    expect(await violationsOf(sort({ fieldName: 'rank' }))).toEqual([
      expect.objectContaining({ field: 'query.sorting', violatedRule: 'FORMAT' }),
    ]);
    expect(await violationsOf(sort([{ order: 'ASC' }, 'rank']))).toEqual([
      expect.objectContaining({ field: 'query.sorting[0].fieldName', violatedRule: 'REQUIRED_FIELD' }),
      expect.objectContaining({ field: 'query.sorting[1].fieldName', violatedRule: 'REQUIRED_FIELD' }),
    ]);
    const five = ['rank', 'name', 'price', 'score', 'amount'].map((fieldName) => ({ fieldName }));
    const limited = () => compileSort(five, itemFields, { defaultSort: byRank, maxFields: 4 });
    expect(await violationsOf(limited)).toEqual([
      {
        field: 'query.sort',
        description: 'may have at most 4 entries',
        violatedRule: 'MAX_SIZE',
        data: { max: 4 },
      },
    ]);
  });

  it('throws a programming error for a default sort on an undeclared field', () => {
    expect(() => compileSort(undefined, itemFields, { defaultSort: [{ fieldName: 'nope' }] })).toThrow(
      'Default sort field nope',
    );
  });
});
