import { describe, expect, it } from 'vitest';
import { compileFilter } from './compile-filter';
import { invalidBody, violationsOf } from './testing/invalid-body';
import { itemFields } from './testing/sample-tables';

const compile = (filter: unknown) => () => compileFilter(filter, itemFields);

describe('compileFilter errors', () => {
  it('answers an unknown field with FIELD_NOT_ALLOWED and the fields that exist, in the wire format', async () => {
    const body = await invalidBody(compile({ nope: 1 }));
    expect(body.message).toBe('"query.filter.nope" "nope" is not a field that can be filtered on');
    expect(body.details.validationError?.fieldViolations).toEqual([
      {
        field: 'query.filter.nope',
        description: '"nope" is not a field that can be filtered on',
        violatedRule: 'FIELD_NOT_ALLOWED',
        data: {
          fieldName: 'nope',
          supportedFields: expect.arrayContaining(['name', 'options.*', 'collectionIds']),
        },
      },
    ]);
    expect(body.details.applicationError).toBeUndefined();
  });

  it('refuses an unknown field operator instead of ignoring it (rule 191)', async () => {
    expect(await violationsOf(compile({ price: { $foo: 1 } }))).toEqual([
      {
        field: 'query.filter.price',
        description: '"$foo" is not a filter operator',
        violatedRule: 'FORMAT',
        data: { operator: '$foo', supportedOperators: expect.arrayContaining(['$gt', '$in']) },
      },
    ]);
    expect(await violationsOf(compile({ $nor: [] }))).toEqual([
      expect.objectContaining({ field: 'query.filter.$nor', violatedRule: 'FORMAT' }),
    ]);
  });

  it('refuses an operator the field does not allow', async () => {
    expect(await violationsOf(compile({ code: { $startsWith: 'a' } }))).toEqual([
      {
        field: 'query.filter.code',
        description: 'operator $startsWith is not supported on this field',
        violatedRule: 'FIELD_NOT_ALLOWED',
        data: { operator: '$startsWith', supportedOperators: ['$eq', '$in'] },
      },
    ]);
    for (const filter of [
      { active: { $gt: true } },
      { price: { $startsWith: '1' } },
      { name: { $hasAll: ['a'] } },
    ]) {
      expect(await violationsOf(compile(filter))).toEqual([
        expect.objectContaining({ violatedRule: 'FIELD_NOT_ALLOWED' }),
      ]);
    }
  });

  it('checks values against the field type', async () => {
    expect(await violationsOf(compile({ price: '10' }))).toEqual([
      {
        field: 'query.filter.price',
        description: '$eq must be a number',
        violatedRule: 'FORMAT',
        data: { expected: 'number', operator: '$eq' },
      },
    ]);
    const wrong = [
      { name: 1 },
      { name: ['a'] },
      { active: 'true' },
      { amount: '1e5' },
      { amount: 'ten' },
      { id: 'abc' },
      { tags: { $hasSome: [1] } },
      { price: { $in: 'a' } },
      { price: { $gt: null } },
      { score: { $exists: 'yes' } },
      { title: { $isEmpty: 1 } },
      { tags: { $hasAll: ['a', null] } },
    ];
    for (const filter of wrong) {
      expect(await violationsOf(compile(filter)), JSON.stringify(filter)).toEqual([
        expect.objectContaining({ field: `query.filter.${Object.keys(filter)[0]}`, violatedRule: 'FORMAT' }),
      ]);
    }
  });

  it('refuses impossible and malformed dates before PostgreSQL sees them', async () => {
    for (const value of [
      '2024-02-30',
      '2023-02-29T00:00:00Z',
      'yesterday',
      '2024-01-01T25:00:00Z',
      1704067200000,
    ]) {
      expect(await violationsOf(compile({ createdDate: { $gt: value } }))).toEqual([
        {
          field: 'query.filter.createdDate',
          description: '$gt must be an ISO-8601 date such as "2024-01-31T12:00:00Z"',
          violatedRule: 'FORMAT',
          data: { expected: 'date', operator: '$gt' },
        },
      ]);
    }
  });

  it('answers a value outside an enum with INVALID_ENUM_VALUE and the allowed values', async () => {
    expect(await violationsOf(compile({ status: { $in: ['ACTIVE', 'DELETED'] } }))).toEqual([
      {
        field: 'query.filter.status',
        description: '$in must be one of ACTIVE, DRAFT, ARCHIVED',
        violatedRule: 'INVALID_ENUM_VALUE',
        data: { allowedValues: ['ACTIVE', 'DRAFT', 'ARCHIVED'], operator: '$in' },
      },
    ]);
  });

  it('refuses text PostgreSQL cannot store (NUL) in strings, keys and JSON', async () => {
    expect(await violationsOf(compile({ name: 'a\u0000b' }))).toEqual([
      expect.objectContaining({ field: 'query.filter.name', violatedRule: 'FORMAT' }),
    ]);
    expect(await violationsOf(compile({ 'options.a\u0000': 'x' }))).toHaveLength(1);
    expect(await violationsOf(compile({ data: { k: '\u0000' } }))).toHaveLength(1);
  });

  it('refuses JSON holding half of a surrogate pair (PostgreSQL cannot parse its escape), keeps whole pairs', async () => {
    expect(await violationsOf(compile({ data: ['\ud800'] }))).toEqual([
      expect.objectContaining({ field: 'query.filter.data', violatedRule: 'FORMAT' }),
    ]);
    expect(await violationsOf(compile({ data: { '\udc00': 1 } }))).toHaveLength(1);
    expect(compile({ data: ['\ud83d\ude00'] })).not.toThrow();
  });

  it('limits list sizes, nesting depth and the number of conditions', async () => {
    const many = Array.from({ length: 1001 }, (_, i) => i);
    expect(await violationsOf(compile({ rank: { $in: many } }))).toEqual([
      {
        field: 'query.filter.rank',
        description: '$in must have at most 1000 values',
        violatedRule: 'MAX_SIZE',
        data: { max: 1000, operator: '$in' },
      },
    ]);
    let deep: unknown = { name: 'apple' };
    for (let i = 0; i < 11; i++) deep = { $not: deep };
    expect(await violationsOf(compile(deep))).toEqual([
      {
        field: `query.filter${'.$not'.repeat(11)}`,
        description: 'may nest $and/$or/$not at most 10 levels deep',
        violatedRule: 'OTHER',
        ruleName: 'MAX_DEPTH',
        data: { maxDepth: 10 },
      },
    ]);
    const wide = { $and: Array.from({ length: 101 }, (_, i) => ({ rank: i })) };
    expect(await violationsOf(compile(wide))).toEqual([
      expect.objectContaining({ field: 'query.filter.$and[100].rank', violatedRule: 'MAX_SIZE' }),
    ]);
  });

  it('refuses filters of the wrong shape', async () => {
    expect(await violationsOf(compile([]))).toEqual([
      {
        field: 'query.filter',
        description: 'must be an object',
        violatedRule: 'FORMAT',
        data: { expected: 'object' },
      },
    ]);
    expect(await violationsOf(compile('{"name":"a"}'))).toHaveLength(1);
    expect(await violationsOf(compile({ $and: { name: 'a' } }))).toEqual([
      expect.objectContaining({ field: 'query.filter.$and', violatedRule: 'FORMAT' }),
    ]);
    expect(await violationsOf(compile({ $or: [{ name: 'a' }, 'b'] }))).toEqual([
      expect.objectContaining({ field: 'query.filter.$or[1]', violatedRule: 'FORMAT' }),
    ]);
    expect(await violationsOf(compile({ $not: [] }))).toHaveLength(1);
    // An object value is only meaningful for jsonb fields; operators and plain keys cannot be mixed.
    expect(await violationsOf(compile({ name: { first: 'a' } }))).toHaveLength(1);
    expect(await violationsOf(compile({ price: { $gt: 1, lt: 5 } }))).toHaveLength(1);
    expect(await violationsOf(compile({ price: {} }))).toHaveLength(1);
  });

  it("reports every problem at once, sorted by field, under the caller's path", async () => {
    const body = await invalidBody(() =>
      compileFilter({ status: 'NOPE', $or: [{ price: 'x' }] }, itemFields, { path: 'search.filter' }),
    );
    expect(body.details.validationError?.fieldViolations.map((v) => v.field)).toEqual([
      'search.filter.$or[0].price',
      'search.filter.status',
    ]);
  });

  it('shortens hostile field names in the answer', async () => {
    const name = 'x'.repeat(5000);
    const [violation] = await violationsOf(compile({ [name]: 1 }));
    expect(violation?.field.length).toBeLessThan(150);
  });
});
