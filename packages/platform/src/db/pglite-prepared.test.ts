import { MemoryFS, PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPreparedQueries } from './pglite-prepared';
import { createStatementNames } from './statement-names';

let pg: PGlite;
beforeAll(async () => {
  // `date` as a calendar string, as the adapter sets it: custom parsers must apply to prepared results too.
  pg = new PGlite({ parsers: { 1082: (value: string) => value } });
  await pg.exec(
    'create table t (id int primary key, day date, body jsonb, at timestamptz, amount numeric, tags text[])',
  );
});
afterAll(() => pg.close());

// Each test prepares on the same PGlite: names of its own, as one adapter per PGlite would have.
let tests = 0;
function namesOfOneTest(): (sql: string) => string | undefined {
  const nameOf = createStatementNames();
  const prefix = `test${tests++}`;
  return (sql) => {
    const name = nameOf(sql);
    return name && `${prefix}_${name}`;
  };
}

async function preparedStatements(): Promise<string[]> {
  const rows = await pg.query<{ name: string }>('select name from pg_prepared_statements order by name');
  return rows.rows.map((row) => row.name);
}

describe('createPreparedQueries', () => {
  it('prepares a statement under a name from its second call, and returns the same values PGlite.query does', async () => {
    const { query } = createPreparedQueries(pg, namesOfOneTest());
    const insert = 'insert into t values ($1, $2, $3, $4, $5, $6) returning *';
    const at = new Date('2026-01-02T03:04:05.678Z');
    const first = await query(insert, [1, '2026-01-02', JSON.stringify({ a: [1] }), at, '12.50', ['x', 'y']]);
    expect(await preparedStatements()).toEqual([]);
    const second = await query(insert, [2, '2026-01-03', JSON.stringify({ a: [2] }), at, '0.10', []]);
    expect(await preparedStatements()).toHaveLength(1);
    const third = await query(insert, [3, null, null, null, null, null]);
    expect(first).toEqual([
      { id: 1, day: '2026-01-02', body: { a: [1] }, at, amount: '12.50', tags: ['x', 'y'] },
    ]);
    expect(second).toEqual([{ id: 2, day: '2026-01-03', body: { a: [2] }, at, amount: '0.10', tags: [] }]);
    expect(third).toEqual([{ id: 3, day: null, body: null, at: null, amount: null, tags: null }]);
    const viaPglite = await pg.query('select * from t where id = $1', [2]);
    expect(second).toEqual(viaPglite.rows);
  });

  it('answers a statement without rows with no rows, and raises a failing statement’s error with its code', async () => {
    const { query } = createPreparedQueries(pg, namesOfOneTest());
    const update = 'update t set amount = $2 where id = $1';
    for (let i = 0; i < 3; i++) expect(await query(update, [1, '1.00'])).toEqual([]);
    const insert = 'insert into t (id) values ($1)';
    await query(insert, [100]);
    for (let i = 0; i < 2; i++) await expect(query(insert, [100])).rejects.toMatchObject({ code: '23505' });
    // The failed execution left no open transaction behind: the next statement runs normally.
    expect(await query('select count(*)::int as n from t where id = $1', [100])).toEqual([{ n: 1 }]);
  });

  it('does not run inside another caller’s open transaction', async () => {
    const { query } = createPreparedQueries(pg, namesOfOneTest());
    const read = 'select amount from t where id = $1';
    await query(read, [1]);
    await query(read, [1]);
    let inside: unknown;
    await pg.transaction(async (tx) => {
      await tx.query("update t set amount = '9.99' where id = 1");
      // Issued while the transaction is open; it must wait for the commit, not see (or join) the open transaction.
      inside = query(read, [1]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      await tx.rollback();
    });
    expect(await inside).toEqual([{ amount: '1.00' }]);
  });

  it('sends and reads text beyond ASCII byte for byte, and reads an answer PGlite hands over in several parts', async () => {
    const { query } = createPreparedQueries(pg, namesOfOneTest());
    const echo = 'select $1::text as text, $2::jsonb as body, length($1::text) as length';
    const text = 'Crème brûlée 🍮 ünïcödé ✓';
    for (let i = 0; i < 3; i++) {
      const rows = await query(echo, [text, JSON.stringify({ name: text })]);
      expect(rows).toEqual([{ text, body: { name: text }, length: [...text].length }]);
    }
    // ~3 MB of rows: more than PGlite's answer buffer, so the answer arrives in parts.
    const many = "select i, repeat('é', 1500) as filler from generate_series(1, $1::int) as i";
    await query(many, [1]);
    const rows = await query<{ i: number; filler: string }>(many, [1000]);
    expect(rows).toEqual((await pg.query(many, [1000])).rows);
    expect(rows).toHaveLength(1000);
  });

  it('raises the error PGlite.query raises: same class, same fields from the server', async () => {
    const { query } = createPreparedQueries(pg, namesOfOneTest());
    const insert = 'insert into t (id, amount) values ($1, $2)';
    await query(insert, [200, '1']);
    await query(insert, [201, '1']);
    const ours = await query(insert, [200, '1']).catch((error: unknown) => error);
    const theirs = await pg.query(insert, [200, '1']).catch((error: unknown) => error);
    expect(ours).toBeInstanceOf((theirs as object).constructor);
    // PGlite.query adds the statement it ran (query, params, queryOptions); the server's fields are the same.
    const {
      query: _query,
      params: _params,
      queryOptions: _options,
      ...server
    } = theirs as Record<string, unknown>;
    expect({ ...(ours as object), message: (ours as Error).message }).toEqual({
      ...server,
      message: (theirs as Error).message,
    });
    expect(ours).toMatchObject({ code: '23505', constraint: 't_pkey', table: 't' });
  });

  it('runs statements prepared inside a transaction, which commits or rolls back with them', async () => {
    const { query, inTransaction } = createPreparedQueries(pg, namesOfOneTest());
    const insert = 'insert into t (id, amount) values ($1, $2) returning amount';
    const count = 'select count(*)::int as n from t where id between 300 and 399';
    const before = (await preparedStatements()).length;
    await pg.transaction(async (tx) => {
      const txQuery = inTransaction(tx);
      for (let id = 300; id < 303; id++)
        expect(await txQuery(insert, [id, '2.50'])).toEqual([{ amount: '2.50' }]);
      await tx.rollback();
    });
    // Prepared at its second call, inside the transaction, and still prepared after the rollback.
    expect(await preparedStatements()).toHaveLength(before + 1);
    expect(await query(count, [])).toEqual([{ n: 0 }]);
    await pg.transaction(async (tx) => {
      const txQuery = inTransaction(tx);
      for (let id = 300; id < 303; id++) await txQuery(insert, [id, '2.50']);
      // Inside the transaction its own rows are seen.
      expect(await txQuery(count, [])).toEqual([{ n: 3 }]);
    });
    expect(await query(count, [])).toEqual([{ n: 3 }]);
  });

  it('fails a statement inside a transaction with its code, and refuses once the transaction is closed', async () => {
    const { inTransaction } = createPreparedQueries(pg, namesOfOneTest());
    const insert = 'insert into t (id) values ($1)';
    let closed: ReturnType<typeof inTransaction> | undefined;
    await expect(
      pg.transaction(async (tx) => {
        const txQuery = inTransaction(tx);
        closed = txQuery;
        await txQuery(insert, [400]);
        await txQuery(insert, [401]);
        await txQuery(insert, [400]);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await pg.query('select id from t where id in (400, 401)')).rows).toEqual([]);
    await expect(closed!(insert, [402])).rejects.toThrow('Transaction is closed');
    expect((await pg.query('select id from t where id = 402')).rows).toEqual([]);
  });

  it('syncs the file system after a statement only where the file system has a sync of its own', async () => {
    const statement = 'select count(*)::int as n from t';
    const sync = vi.spyOn(pg, 'syncToFs');
    const { query } = createPreparedQueries(pg, namesOfOneTest());
    for (let i = 0; i < 3; i++) await query(statement, []);
    // Prepared from the second call on: those skip the sync that does nothing in memory.
    expect(sync).toHaveBeenCalledTimes(1);
    sync.mockRestore();

    let synced = 0;
    class SyncingFS extends MemoryFS {
      override async syncToFs() {
        synced++;
      }
    }
    const syncing = new PGlite({ fs: new SyncingFS() });
    try {
      const prepared = createPreparedQueries(syncing);
      for (let i = 0; i < 3; i++) await prepared.query('select 1 as one', []);
      expect(synced).toBeGreaterThanOrEqual(3);
    } finally {
      await syncing.close();
    }
  });
});
