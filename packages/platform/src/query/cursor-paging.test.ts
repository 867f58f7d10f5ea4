import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileFilter } from './compile-filter';
import { compileSort, type SortInput } from './compile-sort';
import { encodeCursor } from './cursor';
import { type CursorPagingMetadata, type RunQueryOptions, runQuery } from './run-query';
import { violationsOf } from './testing/invalid-body';
import { thingFields, thingsSql } from './testing/sample-tables';
import { createTestDatabase, type TestDatabase } from './testing/test-database';

const COUNT = 57;
let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
  await t.exec(thingsSql(COUNT));
});

afterAll(async () => {
  await t?.close();
});

interface Row {
  n: number;
}

function options(query: unknown): RunQueryOptions<'cursor'> {
  return {
    from: 'things t',
    select: 't.n',
    fieldMap: thingFields,
    query,
    defaultSort: [{ fieldName: 'n', order: 'ASC' }],
    maxLimit: 100,
    paging: 'cursor',
    path: 'query',
  };
}

async function page(query: unknown): Promise<{ ns: number[]; metadata: CursorPagingMetadata }> {
  const result = await runQuery<Row, 'cursor'>(t.db, options(query));
  return { ns: result.rows.map((r) => r.n), metadata: result.metadata };
}

/** Pages forward the way the official client does: after the first page, only `cursorPaging` is sent. */
async function walk(filter: unknown, sort: SortInput[] | undefined, limit: number) {
  const pages: { ns: number[]; metadata: CursorPagingMetadata }[] = [
    await page({ filter, sort, cursorPaging: { limit } }),
  ];
  while (pages.at(-1)?.metadata.cursors.next) {
    pages.push(await page({ cursorPaging: { limit, cursor: pages.at(-1)?.metadata.cursors.next } }));
    if (pages.length > COUNT + 1) throw new Error('paging does not end');
  }
  return pages;
}

/** The whole ordered result in one statement: what the pages must add up to. */
async function oneShot(filter: unknown, sort: SortInput[] | undefined): Promise<number[]> {
  const where = compileFilter(filter, thingFields);
  const order = compileSort(sort, thingFields, { defaultSort: [{ fieldName: 'n' }] });
  const rows = await t.db.query<Row>(
    `SELECT t.n FROM things t WHERE ${where.sql} ORDER BY ${order.sql}`,
    where.params,
  );
  return rows.map((r) => r.n);
}

const SORTS: [string, SortInput[] | undefined][] = [
  ['the default sort', undefined],
  ['a column with ties and nulls, ascending', [{ fieldName: 'grp' }]],
  ['a column with ties and nulls, descending', [{ fieldName: 'grp', order: 'DESC' }]],
  ['dates that differ by a microsecond', [{ fieldName: 'createdDate', order: 'DESC' }]],
  ['a decimal then an enum', [{ fieldName: 'price', order: 'DESC' }, { fieldName: 'status' }]],
];

describe('runQuery with cursor paging', () => {
  for (const [label, sort] of SORTS) {
    it(`visits every row exactly once, in order, sorted by ${label}`, async () => {
      const expected = await oneShot(undefined, sort);
      expect(new Set(expected).size).toBe(COUNT);
      for (const limit of [1, 7, COUNT, 100]) {
        const pages = await walk(undefined, sort, limit);
        expect(pages.flatMap((p) => p.ns)).toEqual(expected);
        expect(pages).toHaveLength(Math.ceil(COUNT / limit));
        const last = pages.at(-1)!.metadata;
        expect(last.hasNext).toBe(false);
        expect(last.cursors.next).toBeUndefined();
        expect(pages.slice(0, -1).every((p) => p.metadata.hasNext && p.ns.length === limit)).toBe(true);
        expect(pages.every((p) => p.metadata.count === p.ns.length)).toBe(true);
      }
    });
  }

  it('carries the filter in the cursor', async () => {
    const filter = { status: { $ne: 'DRAFT' }, grp: { $exists: true } };
    const pages = await walk(filter, [{ fieldName: 'grp', order: 'DESC' }], 5);
    expect(pages.flatMap((p) => p.ns)).toEqual(await oneShot(filter, [{ fieldName: 'grp', order: 'DESC' }]));
    expect(pages.flatMap((p) => p.ns).every((n) => n % 3 !== 1 && n % 7 !== 0)).toBe(true);
  });

  it('has no previous cursor on the first page and walks back through the same pages', async () => {
    const sort: SortInput[] = [{ fieldName: 'grp' }];
    const forward = await walk(undefined, sort, 7);
    expect(forward[0]?.metadata.cursors.prev).toBeUndefined();
    let current = forward.at(-1)!;
    for (let i = forward.length - 2; i >= 0; i--) {
      current = await page({ cursorPaging: { limit: 7, cursor: current.metadata.cursors.prev } });
      expect(current.ns).toEqual(forward[i]?.ns);
      expect(current.metadata.hasNext).toBe(true);
    }
    expect(current.metadata.cursors.prev).toBeUndefined();
    const again = await page({ cursorPaging: { limit: 7, cursor: current.metadata.cursors.next } });
    expect(again.ns).toEqual(forward[1]?.ns);
  });

  it('neither repeats nor skips rows when rows are added between pages', async () => {
    const first = await page({ cursorPaging: { limit: 10 } });
    await t.exec(`INSERT INTO things (id, n, status, created_at) VALUES
      ('aaaaaaaa-0000-0000-0000-000000000000', 0, 'ACTIVE', now()),
      ('bbbbbbbb-0000-0000-0000-000000000000', 1000, 'ACTIVE', now())`);
    try {
      const rest = [];
      let next = first.metadata.cursors.next;
      while (next) {
        const p = await page({ cursorPaging: { limit: 10, cursor: next } });
        rest.push(...p.ns);
        next = p.metadata.cursors.next;
      }
      expect([...first.ns, ...rest]).toEqual([...Array.from({ length: COUNT }, (_, i) => i + 1), 1000]);
    } finally {
      await t.exec('DELETE FROM things WHERE n IN (0, 1000)');
    }
  });

  it('uses the default limit of 50 and returns an empty last page cleanly', async () => {
    const first = await page({ cursorPaging: {} });
    expect(first.ns).toHaveLength(50);
    const empty = await page({ filter: { n: { $gt: 1000 } } });
    expect(empty).toEqual({ ns: [], metadata: { count: 0, cursors: {}, hasNext: false } });
  });
});

describe('runQuery cursor errors', () => {
  const run = (query: unknown) => () => runQuery(t.db, options(query));
  const cursorViolation = {
    field: 'query.cursorPaging.cursor',
    description: 'is not a valid cursor for this query',
    violatedRule: 'FORMAT',
    data: {},
  };

  it('refuses a cursor combined with a filter or a sort, but tolerates empty ones', async () => {
    const { metadata } = await page({ cursorPaging: { limit: 2 } });
    const cursor = metadata.cursors.next;
    expect(
      await violationsOf(run({ filter: { n: 1 }, sort: [{ fieldName: 'n' }], cursorPaging: { cursor } })),
    ).toEqual([
      {
        field: 'query.filter',
        description: 'cannot be combined with cursorPaging.cursor: the cursor carries the filter and sort',
        violatedRule: 'FIELD_NOT_ALLOWED',
        data: {},
      },
      expect.objectContaining({ field: 'query.sort', violatedRule: 'FIELD_NOT_ALLOWED' }),
    ]);
    expect((await page({ filter: {}, sort: [], cursorPaging: { limit: 2, cursor } })).ns).toEqual([3, 4]);
  });

  it('refuses garbage that is not a cursor at all', async () => {
    const b64 = (text: string) => Buffer.from(text).toString('base64url');
    for (const cursor of [
      'not a cursor!',
      b64('{"v":1'),
      b64('[]'),
      b64('{"v":2,"f":null,"s":null,"k":["1"],"d":"n"}'),
      42,
    ]) {
      const [violation] = await violationsOf(run({ cursorPaging: { cursor } }));
      expect(violation).toMatchObject({ field: 'query.cursorPaging.cursor', violatedRule: 'FORMAT' });
    }
  });

  it('re-validates everything a forged cursor carries', async () => {
    const forged = [
      { filter: { nope: 1 }, sort: null, keys: ['1', '00000000-0000-0000-0000-000000000000'] },
      { filter: { status: 'GONE' }, sort: null, keys: ['1', '00000000-0000-0000-0000-000000000000'] },
      {
        filter: null,
        sort: [{ fieldName: 'unsortable' }],
        keys: ['x', '00000000-0000-0000-0000-000000000000'],
      },
      { filter: null, sort: null, keys: ['1'] },
      { filter: null, sort: null, keys: ['1', "x' OR '1'='1"] },
      { filter: null, sort: null, keys: ['1; DROP TABLE things', '00000000-0000-0000-0000-000000000000'] },
      { filter: null, sort: null, keys: ['1e999', '00000000-0000-0000-0000-000000000000'] },
      { filter: null, sort: [{ fieldName: 'createdDate' }], keys: ['2024-02-30T00:00:00Z', null] },
      { filter: null, sort: [{ fieldName: 'status' }], keys: ['GONE', null] },
    ];
    for (const state of forged) {
      const cursor = encodeCursor({ ...state, direction: 'next' } as never);
      expect(await violationsOf(run({ cursorPaging: { cursor } })), JSON.stringify(state)).toEqual([
        cursorViolation,
      ]);
    }
    const count = await t.db.query<{ c: number }>('SELECT count(*)::int AS c FROM things');
    expect(count[0]?.c).toBe(COUNT);
  });

  it('needs at least one row per cursor page', async () => {
    expect(await violationsOf(run({ cursorPaging: { limit: 0 } }))).toEqual([
      {
        field: 'query.cursorPaging.limit',
        description: 'must be at least 1',
        violatedRule: 'MIN',
        data: { min: 1 },
      },
    ]);
  });
});
