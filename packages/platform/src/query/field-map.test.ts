import { describe, expect, it } from 'vitest';
import { defineFieldMap, field, fieldSql } from './field-map';
import { createSqlParams } from './sql-params';

describe('defineFieldMap', () => {
  const map = defineFieldMap({
    id: field.uuid('m.id', { sortable: true }),
    'profile.nickname': field.string('m.nickname', { sortable: true, operators: ['$eq', '$startsWith'] }),
    'collections.id': field.strings('m.collection_ids'),
    collectionIds: field.alias('collections.id'),
    'options.*': field.strings((key) => `m.options -> ${key}`),
    'options.colour.*': field.strings((key) => `m.colours -> ${key}`),
    price: field.decimal('m.price'),
  });

  it('resolves exact names, aliases to their target and dynamic names with their key', () => {
    expect(map.resolve('profile.nickname')?.spec.operators).toEqual(new Set(['$eq', '$startsWith']));
    expect(map.resolve('collectionIds')?.name).toBe('collections.id');
    expect(map.resolve('options.Size')).toMatchObject({ name: 'options.Size', key: 'Size' });
    expect(map.resolve('options.colour.Red')).toMatchObject({ key: 'Red' });
    expect(map.resolve('options.')).toBeUndefined();
    expect(map.resolve('__proto__')).toBeUndefined();
    expect(map.resolve('toString')).toBeUndefined();
  });

  it('turns a dynamic key into a text parameter and compares decimals as numeric', () => {
    const params = createSqlParams(4);
    const resolved = map.resolve("options.'; DROP TABLE m; --");
    expect(resolved && fieldSql(resolved, params)).toBe('(m.options -> $5::text)');
    expect(params.values).toEqual(["'; DROP TABLE m; --"]);
    const price = map.resolve('price');
    expect(price && fieldSql(price, params)).toBe('(m.price)::numeric');
  });

  it('uses id as the tiebreaker key unless told otherwise', () => {
    expect(map.key).toBe('id');
    expect(defineFieldMap({ number: field.number('o.number') }, { key: 'number' }).key).toBe('number');
  });

  it('throws at start-up for declarations that cannot work', () => {
    const id = field.uuid('x.id');
    expect(() => field.enum('x.s', [])).toThrow('enum fields need their values');
    expect(() => field.strings('x.t', { sortable: true })).toThrow('cannot be sortable');
    expect(() => field.boolean('x.b', { operators: ['$startsWith'] })).toThrow('not supported on boolean');
    expect(() => defineFieldMap({ id, 'o.*': field.string('x.o') })).toThrow('needs an SQL function');
    expect(() => defineFieldMap({ id, o: field.string(() => 'x') })).toThrow('needs an SQL expression');
    expect(() => defineFieldMap({ id, a: field.alias('nope') })).toThrow('unknown field nope');
    expect(() => defineFieldMap({ name: field.string('x.name') })).toThrow('Key field id');
  });
});
