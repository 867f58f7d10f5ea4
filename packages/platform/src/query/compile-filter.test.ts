import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileFilter } from './compile-filter';
import { ITEMS_SQL, itemFields } from './testing/sample-tables';
import { createTestDatabase, type TestDatabase } from './testing/test-database';

// Rows of `items` in rank order: apple, banana, cherry, date, juice, snake, path (see testing/sample-tables.ts).
const ALL = ['apple', 'banana', 'cherry', 'date', 'juice', 'snake', 'path'];

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
  await t.exec(ITEMS_SQL);
});

afterAll(async () => {
  await t?.close();
});

/** The names of the items a filter matches, in rank order. */
async function names(filter: unknown): Promise<string[]> {
  const { sql, params } = compileFilter(filter, itemFields);
  const rows = await t.db.query<{ name: string }>(
    `SELECT i.name FROM items i WHERE ${sql} ORDER BY i.rank`,
    params,
  );
  return rows.map((r) => r.name);
}

describe('compileFilter on scalar fields', () => {
  it('matches everything for a missing, null or empty filter', async () => {
    expect(await names(undefined)).toEqual(ALL);
    expect(await names(null)).toEqual(ALL);
    expect(await names({})).toEqual(ALL);
  });

  it('treats a bare value as equality and ANDs the keys of one object', async () => {
    expect(await names({ name: 'apple' })).toEqual(['apple']);
    expect(await names({ status: 'ACTIVE', active: true })).toEqual(['apple', 'path']);
    expect(await names({ status: { $eq: 'DRAFT' } })).toEqual(['banana', 'snake']);
  });

  it('reads {f: null} as missing or null and {f: {$ne: null}} as present', async () => {
    expect(await names({ title: null })).toEqual(['cherry']);
    expect(await names({ title: { $eq: null } })).toEqual(['cherry']);
    expect(await names({ title: { $ne: null } })).toEqual(ALL.filter((n) => n !== 'cherry'));
    expect(await names({ active: null })).toEqual(['cherry']);
  });

  it('counts a missing value as "not equal" for $ne and $nin', async () => {
    expect(await names({ active: { $ne: true } })).toEqual(['banana', 'cherry', 'juice']);
    expect(await names({ active: { $nin: [true] } })).toEqual(['banana', 'cherry', 'juice']);
    expect(await names({ status: { $nin: ['ACTIVE'] } })).toEqual(['banana', 'date', 'snake']);
  });

  it('compares numbers numerically, also fractions against an integer column', async () => {
    expect(await names({ price: { $gt: 5.5 } })).toEqual(['apple', 'cherry', 'snake', 'path']);
    expect(await names({ price: { $gte: 5.5, $lt: 10 } })).toEqual(['banana', 'snake', 'path']);
    expect(await names({ rank: { $lt: 2.5 } })).toEqual(['apple', 'banana']);
    expect(await names({ score: { $lte: 0 } })).toEqual(['snake', 'path']);
    expect(await names({ price: 5.5 })).toEqual(['banana']);
  });

  it('compares the extremes of JSON numbers without overflowing any column type', async () => {
    expect(await names({ score: { $gt: 5e-324, $lt: 1 } })).toEqual(['apple']);
    expect(await names({ score: { $lt: Number.MAX_VALUE } })).toEqual(ALL.filter((n) => n !== 'banana'));
    expect(await names({ rank: { $gt: -Number.MAX_VALUE, $lt: 2 } })).toEqual(['apple']);
    expect(await names({ price: { $in: [1e21, 10] } })).toEqual(['apple']);
  });

  it('compares decimal strings as numbers, not as text', async () => {
    // As text, '85' > '9' is false and '100.5' < '9'.
    expect(await names({ amount: { $gt: '9' } })).toEqual(['apple', 'banana', 'cherry']);
    expect(await names({ amount: { $gt: 9 } })).toEqual(['apple', 'banana', 'cherry']);
    expect(await names({ amount: '7' })).toEqual(['snake']);
  });

  it('compares dates as instants, to the microsecond, with or without an offset', async () => {
    const cherry = '2024-03-01T12:30:00.123456Z';
    expect(await names({ createdDate: { $gte: cherry } })).toEqual([
      'cherry',
      'date',
      'juice',
      'snake',
      'path',
    ]);
    expect(await names({ createdDate: { $gt: cherry } })).toEqual(['date', 'juice', 'snake', 'path']);
    expect(await names({ createdDate: { $lt: '2024-02-01' } })).toEqual(['apple']);
    expect(await names({ createdDate: { $lt: '2024-02-01T01:00:00+02:00' } })).toEqual(['apple']);
    expect(await names({ createdDate: '2024-06-01T00:00:00.000Z' })).toEqual(['snake']);
  });

  it('matches GUIDs in any case, booleans and enum values', async () => {
    expect(await names({ id: '00000000-0000-0000-0000-00000000000A'.replace('A', '3') })).toEqual(['cherry']);
    expect(await names({ id: '00000000-0000-0000-0000-00000000000a' })).toEqual([]);
    expect(await names({ active: false })).toEqual(['banana', 'juice']);
    expect(await names({ status: { $hasSome: ['DRAFT', 'ARCHIVED'] } })).toEqual(['banana', 'date', 'snake']);
  });

  it('treats $in and $hasSome as SQL IN, with null meaning missing', async () => {
    expect(await names({ name: { $in: ['apple', 'path', 'kiwi'] } })).toEqual(['apple', 'path']);
    expect(await names({ title: { $in: ['Green Apple', null] } })).toEqual(['apple', 'cherry']);
    expect(await names({ rank: { $hasSome: [2, 4] } })).toEqual(['banana', 'date']);
    expect(await names({ name: { $in: [] } })).toEqual([]);
    expect(await names({ name: { $nin: [] } })).toEqual(ALL);
  });

  it('matches $startsWith, $endsWith and $contains case-insensitively', async () => {
    expect(await names({ title: { $startsWith: 'GREEN' } })).toEqual(['apple']);
    expect(await names({ title: { $endsWith: 'Split' } })).toEqual(['banana']);
    expect(await names({ title: { $contains: 'APP' } })).toEqual(['apple']);
    expect(await names({ title: { $startsWith: '' } })).toEqual(ALL.filter((n) => n !== 'cherry'));
  });

  it('matches text operators on arrays when some element matches', async () => {
    expect(await names({ tags: { $startsWith: 'GRE' } })).toEqual(['apple', 'snake']);
    expect(await names({ tags: { $endsWith: 'low' } })).toEqual(['banana']);
    expect(await names({ tags: { $contains: 'oo' } })).toEqual(['path']);
  });

  it('escapes LIKE wildcards so %, _ and \\ match literally', async () => {
    // Unescaped, '%' and '_' would match every title and '\' would escape the next character.
    expect(await names({ title: { $contains: '%' } })).toEqual(['juice']);
    expect(await names({ title: { $contains: '_' } })).toEqual(['snake']);
    expect(await names({ title: { $contains: '\\' } })).toEqual(['path']);
    expect(await names({ title: { $endsWith: '\\new' } })).toEqual(['path']);
    expect(await names({ title: { $startsWith: '100%' } })).toEqual(['juice']);
  });

  it('tells $exists from $isEmpty', async () => {
    expect(await names({ score: { $exists: false } })).toEqual(['banana']);
    expect(await names({ score: { $exists: true } })).toEqual(ALL.filter((n) => n !== 'banana'));
    expect(await names({ title: { $isEmpty: true } })).toEqual(['cherry', 'date']);
    expect(await names({ title: { $isEmpty: false } })).toEqual([
      'apple',
      'banana',
      'juice',
      'snake',
      'path',
    ]);
  });
});

describe('compileFilter on array and JSON fields', () => {
  it('reads equality with a scalar as "the array contains it"', async () => {
    expect(await names({ tags: 'green' })).toEqual(['apple', 'snake']);
    expect(await names({ tags: null })).toEqual(['date']);
  });

  it('reads equality with an array as the exact, ordered array', async () => {
    expect(await names({ tags: ['fruit', 'green'] })).toEqual(['apple']);
    expect(await names({ tags: ['green', 'fruit'] })).toEqual([]);
  });

  it('treats $hasSome and $in as overlap and $hasAll as contains-all', async () => {
    expect(await names({ tags: { $hasSome: ['yellow', 'tool'] } })).toEqual(['banana', 'path']);
    expect(await names({ tags: { $in: ['yellow', 'tool'] } })).toEqual(['banana', 'path']);
    expect(await names({ tags: { $hasAll: ['fruit', 'green'] } })).toEqual(['apple']);
    expect(await names({ tags: { $hasAll: [] } })).toEqual([]);
  });

  it('counts missing arrays as not containing anything', async () => {
    expect(await names({ tags: { $ne: 'fruit' } })).toEqual(['cherry', 'date', 'juice', 'snake', 'path']);
    expect(await names({ tags: { $nin: ['fruit', 'drink'] } })).toEqual(['cherry', 'date', 'path']);
    expect(await names({ tags: { $isEmpty: true } })).toEqual(['cherry', 'date']);
  });

  it('matches jsonb values exactly, or by containment when the stored value is an array', async () => {
    expect(await names({ data: 'green' })).toEqual(['snake', 'path']);
    expect(await names({ data: { color: 'green', sizes: ['S', 'M'] } })).toEqual(['apple']);
    expect(await names({ data: { $hasSome: ['red', 'blue'] } })).toEqual(['path']);
    expect(await names({ data: { $hasAll: ['green', 'red'] } })).toEqual(['path']);
    expect(await names({ data: null })).toEqual(['cherry']);
    expect(await names({ data: { $isEmpty: true } })).toEqual(['cherry']);
  });

  it('filters on a path inside a jsonb column', async () => {
    expect(await names({ 'data.color': 'green' })).toEqual(['apple']);
    expect(await names({ 'data.color': { $exists: true } })).toEqual(['apple', 'banana', 'juice']);
  });

  it('passes the key of a dynamic field as a parameter', async () => {
    expect(await names({ 'options.Size': { $hasSome: ['M'] } })).toEqual(['apple']);
    expect(await names({ 'options.Size': 'L' })).toEqual(['banana']);
    expect(await names({ 'options.Color': { $hasAll: ['Green'] } })).toEqual(['apple']);
    expect(await names({ "options.x') IS NULL OR (TRUE": { $exists: true } })).toEqual([]);
    const { sql, params } = compileFilter({ 'options.Size': 'M' }, itemFields);
    expect(sql).not.toContain('Size');
    expect(params).toContain('Size');
  });

  it('passes no key when no predicate reads the field (an empty $in), so PostgreSQL gets as many parameters as the SQL has', async () => {
    expect(await names({ 'options.Size': { $in: [] } })).toEqual([]);
    expect(await names({ $not: { 'options.Size': { $in: [] } } })).toEqual(ALL);
    expect(compileFilter({ 'options.Size': { $in: [] } }, itemFields).params).toEqual([]);
  });

  it('filters on a subquery field and through an alias', async () => {
    expect(await names({ 'collections.id': 'fruits' })).toEqual(['apple', 'banana']);
    expect(await names({ collectionIds: { $hasSome: ['drinks'] } })).toEqual(['juice']);
    expect(await names({ 'collections.id': { $isEmpty: true } })).toEqual(['date']);
  });
});

describe('compileFilter with logical operators', () => {
  it('combines $and, $or and $not at any depth', async () => {
    expect(await names({ $or: [{ name: 'apple' }, { price: { $gt: 15 } }] })).toEqual(['apple', 'cherry']);
    expect(await names({ $and: [{ status: 'ACTIVE' }, { price: { $lt: 9 } }] })).toEqual(['juice', 'path']);
    const nested = {
      $and: [{ $or: [{ status: 'DRAFT' }, { status: 'ARCHIVED' }] }, { $not: { name: 'snake' } }],
    };
    expect(await names(nested)).toEqual(['banana', 'date']);
  });

  it('makes $not the exact complement, rows with missing values included', async () => {
    expect(await names({ $not: { price: { $gt: 5 } } })).toEqual(['date', 'juice']);
    expect(await names({ $not: { active: true } })).toEqual(['banana', 'cherry', 'juice']);
    expect(await names({ $not: { $not: { active: true } } })).toEqual(['apple', 'date', 'snake', 'path']);
  });

  it('reads an empty $and as everything and an empty $or as nothing', async () => {
    expect(await names({ $and: [] })).toEqual(ALL);
    expect(await names({ $or: [] })).toEqual([]);
  });
});

describe('compileFilter output', () => {
  it("numbers its placeholders after the caller's parameters", async () => {
    const { sql, params } = compileFilter({ name: 'apple', rank: { $gt: 0 } }, itemFields, {
      paramOffset: 1,
    });
    expect(sql).toContain('$2');
    expect(sql).toContain('$3');
    expect(sql).not.toContain('$1');
    const rows = await t.db.query(`SELECT i.name FROM items i WHERE i.status = $1 AND ${sql}`, [
      'ACTIVE',
      ...params,
    ]);
    expect(rows).toEqual([{ name: 'apple' }]);
  });

  it('lists the canonical names of the fields it mentions', () => {
    const { fields } = compileFilter(
      { collectionIds: 'x', $or: [{ name: 'a' }, { 'options.Size': 'M' }] },
      itemFields,
    );
    expect([...fields].sort()).toEqual(['collections.id', 'name', 'options.Size']);
  });
});
