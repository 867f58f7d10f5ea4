import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiError } from '../http/api-error';
import { compileFilter } from './compile-filter';
import { encodeCursor } from './cursor';
import { FILTER_OPERATORS } from './field-types';
import { runQuery } from './run-query';
import { ITEMS_SQL, itemFields } from './testing/sample-tables';
import { createTestDatabase, type TestDatabase } from './testing/test-database';

// The promise of this folder: whatever JSON arrives, the answer is rows or a 400 — never a database error.

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
  await t.exec(ITEMS_SQL);
});

afterAll(async () => {
  await t?.close();
});

const HOSTILE = [
  "'",
  '"',
  '\\',
  '%',
  '_',
  '\u0000',
  "'; DROP TABLE items; --",
  '$1',
  '2024-02-30',
  '2024-01-01T00:00:00Z',
  '00000000-0000-0000-0000-000000000001',
  'ACTIVE',
  '1e999',
  'NaN',
  '10.50',
  '\ud800',
  '',
];

const fieldName = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...itemFields.names.filter((n) => !n.endsWith('*'))) },
  { weight: 2, arbitrary: fc.constantFrom('options.Size', 'options.Color', "options.'); --", 'data.color') },
  {
    weight: 1,
    arbitrary: fc.constantFrom('__proto__', 'constructor', 'name; DROP TABLE items', '$where', 'i.name'),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

const scalar = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string({ maxLength: 8 }),
  fc.string({ unit: 'binary', maxLength: 4 }),
  fc.integer({ min: -5, max: 25 }),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
);

const value = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 2, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

const operator = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...FILTER_OPERATORS) },
  { weight: 1, arbitrary: fc.constantFrom('$foo', '$and', '$not', '$regex', '$') },
);

const condition = fc.oneof(
  { weight: 2, arbitrary: value },
  { weight: 3, arbitrary: fc.dictionary(operator, value, { minKeys: 1, maxKeys: 2 }) },
);

const { filter } = fc.letrec((tie) => ({
  filter: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.dictionary(fieldName, condition, { maxKeys: 3 }),
    fc.record({ $and: fc.array(tie('filter'), { maxLength: 3 }) }),
    fc.record({ $or: fc.array(tie('filter'), { maxLength: 3 }) }),
    fc.record({ $not: tie('filter') }),
    fc.oneof(fc.constant([]), fc.string(), fc.integer(), fc.record({ $and: scalar })),
  ),
}));

/** A `$not` chain of random depth around a random filter, to cross the depth limit from both sides. */
const deepFilter = fc
  .tuple(filter, fc.integer({ min: 0, max: 14 }))
  .map(([inner, depth]) => Array.from({ length: depth }).reduce<unknown>((f) => ({ $not: f }), inner));

async function count(sql: string, params: unknown[]): Promise<number> {
  const rows = await t.db.query<{ c: number }>(`SELECT count(*)::int AS c FROM items i WHERE ${sql}`, params);
  return rows[0]?.c ?? -1;
}

function expectBadRequest(error: unknown): void {
  if (!isApiError(error) || error.status !== 400) throw error;
  const body = error.toBody();
  expect(body.details.validationError?.fieldViolations.length).toBeGreaterThan(0);
}

describe('compileFilter on random filters', () => {
  it('either runs on the database or answers 400, and $not is the exact complement', async () => {
    const outcomes = { ran: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(fc.oneof(filter, deepFilter), async (input) => {
        let compiled: ReturnType<typeof compileFilter>;
        try {
          compiled = compileFilter(input, itemFields);
        } catch (error) {
          expectBadRequest(error);
          outcomes.refused += 1;
          return;
        }
        outcomes.ran += 1;
        const matched = await count(compiled.sql, compiled.params);
        let negated: ReturnType<typeof compileFilter> | undefined;
        try {
          negated = compileFilter({ $not: input }, itemFields);
        } catch (error) {
          // Only the extra level of nesting may push a valid filter over the limit.
          expectBadRequest(error);
        }
        if (negated) expect(matched + (await count(negated.sql, negated.params))).toBe(7);
      }),
      { numRuns: 400 },
    );
    // The generator must exercise both outcomes, or the property proves little.
    expect(outcomes.ran).toBeGreaterThan(40);
    expect(outcomes.refused).toBeGreaterThan(40);
  });
});

describe('runQuery on random queries and cursors', () => {
  const sort = fc.array(
    fc.record(
      {
        fieldName: fc.oneof(fieldName, fc.integer()),
        order: fc.constantFrom('ASC', 'DESC', 'asc', undefined, 1),
      },
      { requiredKeys: [] },
    ),
    { maxLength: 3 },
  );
  const forgedCursor = fc
    .record({
      filter: fc.oneof(filter, fc.constant(null)),
      sort: fc.oneof(sort, fc.constant(null)),
      keys: fc.array(
        fc.oneof(
          scalar.map((v) => (v === null ? null : String(v))),
          fc.constant(null),
        ),
        {
          minLength: 1,
          maxLength: 4,
        },
      ),
      direction: fc.constantFrom('next' as const, 'prev' as const),
    })
    .map((state) => encodeCursor(state as never));
  const cursor = fc.oneof(forgedCursor, fc.string(), fc.base64String(), fc.constant(undefined));
  const query = fc.record(
    {
      filter,
      sort,
      paging: fc.record(
        { limit: fc.oneof(fc.integer({ min: -2, max: 120 }), scalar), offset: scalar },
        { requiredKeys: [] },
      ),
      cursorPaging: fc.record({ limit: fc.integer({ min: -1, max: 101 }), cursor }, { requiredKeys: [] }),
    },
    { requiredKeys: [] },
  );

  it('either returns a page or answers 400', async () => {
    await fc.assert(
      fc.asyncProperty(
        query,
        fc.constantFrom('offset' as const, 'cursor' as const, 'both' as const),
        async (q, paging) => {
          try {
            const page = await runQuery(t.db, {
              from: 'items i',
              fieldMap: itemFields,
              query: q,
              defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }],
              maxLimit: 100,
              paging,
              path: 'query',
            });
            expect(page.rows.length).toBe(page.metadata.count);
          } catch (error) {
            expectBadRequest(error);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
