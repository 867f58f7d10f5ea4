import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PagingMode } from './read-paging';
import { type RunQueryOptions, runQuery } from './run-query';
import { invalidBody, violationsOf } from './testing/invalid-body';
import { thingFields, thingsSql } from './testing/sample-tables';
import { createTestDatabase, type TestDatabase } from './testing/test-database';

// `things` has n = 1…120; status cycles DRAFT, ARCHIVED, ACTIVE by n % 3 (40 of each).
let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
  await t.exec(thingsSql(120));
});

afterAll(async () => {
  await t?.close();
});

function options<TMode extends PagingMode>(query: unknown, paging: TMode): RunQueryOptions<TMode> {
  return {
    from: 'things t',
    select: 't.n',
    fieldMap: thingFields,
    query,
    defaultSort: [{ fieldName: 'n', order: 'ASC' }],
    maxLimit: 100,
    paging,
    path: 'query',
  };
}

const ns = (rows: { n: number }[]) => rows.map((r) => r.n);

describe('runQuery with offset paging', () => {
  it('returns 50 rows from offset 0 by default, with the total', async () => {
    const page = await runQuery<{ n: number }, 'offset'>(t.db, options({}, 'offset'));
    expect(ns(page.rows)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(page.metadata).toEqual({ count: 50, offset: 0, total: 120 });
  });

  it('applies limit, offset, filter and sort together', async () => {
    const query = {
      filter: { status: 'ACTIVE', n: { $lte: 60 } },
      sort: [{ fieldName: 'n', order: 'DESC' }],
      paging: { limit: 5, offset: 5 },
    };
    const page = await runQuery<{ n: number }, 'offset'>(t.db, options(query, 'offset'));
    expect(ns(page.rows)).toEqual([45, 42, 39, 36, 33]);
    expect(page.metadata).toEqual({ count: 5, offset: 5, total: 20 });
  });

  it('still knows the total on a short last page, past the end and with limit 0', async () => {
    const last = await runQuery(t.db, options({ paging: { limit: 50, offset: 100 } }, 'offset'));
    expect(last.metadata).toEqual({ count: 20, offset: 100, total: 120 });
    const beyond = await runQuery(t.db, options({ paging: { limit: 50, offset: 500 } }, 'offset'));
    expect(beyond.metadata).toEqual({ count: 0, offset: 500, total: 120 });
    const none = await runQuery(
      t.db,
      options({ filter: { status: 'DRAFT' }, paging: { limit: 0 } }, 'offset'),
    );
    expect(none.metadata).toEqual({ count: 0, offset: 0, total: 40 });
    const empty = await runQuery(t.db, options({ filter: { n: { $gt: 1000 } } }, 'offset'));
    expect(empty.metadata).toEqual({ count: 0, offset: 0, total: 0 });
  });

  it('accepts digit strings for limit and offset, as GET list endpoints send them', async () => {
    const page = await runQuery<{ n: number }>(
      t.db,
      options({ paging: { limit: '2', offset: '3' } }, 'offset'),
    );
    expect(ns(page.rows)).toEqual([4, 5]);
  });

  it("ANDs the module's own condition and numbers the filter after its parameters", async () => {
    const page = await runQuery<{ n: number }, 'offset'>(t.db, {
      ...options({ filter: { n: { $lte: 10 } } }, 'offset'),
      baseWhere: 't.n % $1 = 0',
      baseParams: [4],
    });
    expect(ns(page.rows)).toEqual([4, 8]);
    expect(page.metadata.total).toBe(2);
  });

  it('tells a baseWhere function which fields the filter mentions', async () => {
    const seen: string[][] = [];
    await runQuery(t.db, {
      ...options({ filter: { $or: [{ status: 'ACTIVE' }, { n: 1 }] } }, 'offset'),
      baseWhere: ({ filterFields }) => {
        seen.push([...filterFields].sort());
        return filterFields.has('status') ? 'TRUE' : `t.status <> 'DRAFT'`;
      },
    });
    expect(seen).toEqual([['n', 'status']]);
  });

  it('accepts `sorting` for `sort`, as the members REST type names it', async () => {
    const page = await runQuery<{ n: number }>(
      t.db,
      options({ sorting: [{ fieldName: 'n', order: 'DESC' }], paging: { limit: 2 } }, 'offset'),
    );
    expect(ns(page.rows)).toEqual([120, 119]);
    expect(
      await violationsOf(() => runQuery(t.db, options({ sorting: [{ fieldName: 'unsortable' }] }, 'both'))),
    ).toEqual([
      expect.objectContaining({ field: 'query.sorting[0].fieldName', violatedRule: 'FIELD_NOT_ALLOWED' }),
    ]);
  });

  it('gives a `both` method offset paging when the request names none', async () => {
    const page = await runQuery(t.db, options({ paging: { limit: 1 } }, 'both'));
    expect(page.metadata).toEqual({ count: 1, offset: 0, total: 120 });
    const cursor = await runQuery(t.db, options({ cursorPaging: { limit: 1 } }, 'both'));
    expect(cursor.metadata).toMatchObject({ count: 1, hasNext: true });
  });
});

describe('runQuery request errors', () => {
  const run =
    (query: unknown, paging: PagingMode = 'offset') =>
    () =>
      runQuery(t.db, options(query, paging));

  it('bounds the limit and offset', async () => {
    expect(await violationsOf(run({ paging: { limit: 101 } }))).toEqual([
      {
        field: 'query.paging.limit',
        description: 'must be at most 100',
        violatedRule: 'MAX',
        data: { max: 100 },
      },
    ]);
    expect(await violationsOf(run({ paging: { limit: -1, offset: -5 } }))).toEqual([
      {
        field: 'query.paging.limit',
        description: 'must be at least 0',
        violatedRule: 'MIN',
        data: { min: 0 },
      },
      {
        field: 'query.paging.offset',
        description: 'must be at least 0',
        violatedRule: 'MIN',
        data: { min: 0 },
      },
    ]);
    for (const limit of [1.5, '10x', true, {}]) {
      expect(await violationsOf(run({ paging: { limit } }))).toEqual([
        {
          field: 'query.paging.limit',
          description: 'must be an integer',
          violatedRule: 'FORMAT',
          data: { expected: 'integer' },
        },
      ]);
    }
  });

  it('refuses paging and cursorPaging together', async () => {
    const body = await invalidBody(run({ paging: { limit: 1 }, cursorPaging: { limit: 1 } }, 'both'));
    expect(body).toEqual({
      message: '"query.cursorPaging" cannot be combined with paging',
      details: {
        validationError: {
          fieldViolations: [
            {
              field: 'query.cursorPaging',
              description: 'cannot be combined with paging',
              violatedRule: 'ONE_OF_ALIGNMENT',
              data: {},
            },
          ],
        },
      },
    });
  });

  it('refuses the kind of paging a method does not offer', async () => {
    expect(await violationsOf(run({ cursorPaging: { limit: 1 } }, 'offset'))).toEqual([
      expect.objectContaining({ field: 'query.cursorPaging', violatedRule: 'FIELD_NOT_ALLOWED' }),
    ]);
    expect(await violationsOf(run({ paging: { limit: 1 } }, 'cursor'))).toEqual([
      expect.objectContaining({ field: 'query.paging', violatedRule: 'FIELD_NOT_ALLOWED' }),
    ]);
  });

  it('refuses a query that is not an object, and sort together with sorting', async () => {
    expect(await violationsOf(run('filter=x'))).toEqual([
      {
        field: 'query',
        description: 'must be an object',
        violatedRule: 'FORMAT',
        data: { expected: 'object' },
      },
    ]);
    expect(await violationsOf(run({ sort: [{ fieldName: 'n' }], sorting: [{ fieldName: 'n' }] }))).toEqual([
      expect.objectContaining({ field: 'query.sorting', violatedRule: 'ONE_OF_ALIGNMENT' }),
    ]);
  });

  it("reports filter problems under the method's path", async () => {
    const search = { ...options({ filter: { status: 'GONE' } }, 'cursor'), path: 'search' };
    expect(await violationsOf(() => runQuery(t.db, search))).toEqual([
      expect.objectContaining({ field: 'search.filter.status', violatedRule: 'INVALID_ENUM_VALUE' }),
    ]);
  });
});
