import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing';
import { loadMigrations, migrate } from './migrate';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test.dispose());

describe('migrate', () => {
  it('has applied every migration of the folder, in name order, once', async () => {
    const rows = await test.db.query<{ name: string }>(
      'select name from schema_migrations order by applied_at, name',
    );
    expect(rows.map((row) => row.name)).toEqual(loadMigrations().map((m) => m.name));
    expect(await migrate(test.db)).toEqual({ applied: [], changed: [] });
  });

  it('applies a new migration exactly once even when two instances migrate at the same time', async () => {
    const migration = {
      name: '9001_probe',
      sql: 'create table probe (id int primary key); insert into probe values (1);',
    };
    const results = await Promise.all([migrate(test.db, [migration]), migrate(test.db, [migration])]);
    expect(results.flatMap((result) => result.applied)).toEqual(['9001_probe']);
    expect(await test.db.query('select id from probe')).toEqual([{ id: 1 }]);
  });

  it('rolls a failing migration back entirely and reports an edited one', async () => {
    const broken = { name: '9002_broken', sql: 'create table half (id int); select no_such_function();' };
    await expect(migrate(test.db, [broken])).rejects.toThrow();
    expect(await test.db.query(`select 1 from information_schema.tables where table_name = 'half'`)).toEqual(
      [],
    );
    const edited = { name: '9001_probe', sql: 'create table probe (id bigint);' };
    expect(await migrate(test.db, [edited])).toEqual({ applied: [], changed: ['9001_probe'] });
  });

  // An add-to-cart writes its cart state and a cart_updated event carrying the whole cart: lz4 compresses those
  // several times faster than pglz (PostgreSQL's CPU per change). PGlite and servers without lz4 keep the default.
  it('compresses event payloads and cart states with lz4 where the server has it', async () => {
    const lz4 =
      test.db.dialect === 'postgres' &&
      (
        await test.db.query<{ ok: boolean }>(
          `select 'lz4' = any(enumvals) as ok from pg_settings where name = 'default_toast_compression'`,
        )
      )[0]?.ok === true;
    const rows = await test.db.query<{ relname: string; method: string }>(
      `select c.relname, a.attcompression::text as method from pg_attribute a join pg_class c on c.oid = a.attrelid
       where (c.oid, a.attname) in (('event_outbox'::regclass, 'payload'), ('carts'::regclass, 'state'))
       order by c.relname`,
    );
    const method = lz4 ? 'l' : '';
    expect(rows).toEqual([
      { relname: 'carts', method },
      { relname: 'event_outbox', method },
    ]);
  });

  it('returns the same JavaScript types on both adapters', async () => {
    const [row] = await test.db.query<Record<string, unknown>>(
      `select 9007199254740::int8 as big, 12.50::numeric as money, '2024-02-03'::date as day, '{"a":[1]}'::jsonb as doc, array['x']::text[] as list`,
    );
    expect(row).toEqual({
      big: 9007199254740,
      money: '12.50',
      day: '2024-02-03',
      doc: { a: [1] },
      list: ['x'],
    });
  });
});
