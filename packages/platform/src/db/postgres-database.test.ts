import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from './database';
import { createPostgresDatabase } from './postgres-database';

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('createPostgresDatabase', () => {
  let db: Database | undefined;
  afterEach(async () => {
    vi.useRealTimers();
    await db?.close();
  });

  /** The server processes of three queries that hold their connections at the same time. */
  const threeConnections = async (database: Database) =>
    new Set(
      await Promise.all(
        [1, 2, 3].map(async () => {
          const [row] = await database.query<{ pid: number }>(
            'select pg_backend_pid() as pid, pg_sleep(0.05)',
          );
          return row!.pid;
        }),
      ),
    );

  it('keeps its idle connections: no reconnecting after a quiet spell', async () => {
    db = await createPostgresDatabase({ connectionString: databaseUrl!, max: 3 });
    const opened = await threeConnections(db);
    expect(opened.size).toBe(3);
    // The releases of these queries arm pg-pool's idle timers (10 s) when it closes idle connections.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await threeConnections(db);
    vi.advanceTimersByTime(60_000);
    vi.useRealTimers();
    expect(await threeConnections(db)).toEqual(opened);
  });

  it('prepares a repeated statement under its name, in and out of transactions, and rejects a failing one', async () => {
    db = await createPostgresDatabase({ connectionString: databaseUrl!, max: 1 });
    const sql = 'select $1::int + 1 as n';
    const prepared = () =>
      db!.query<{ name: string; statement: string }>(
        "select name, statement from pg_prepared_statements where statement not like '%pg_prepared%'",
      );
    expect(await db.query(sql, [1])).toEqual([{ n: 2 }]);
    expect(await prepared()).toEqual([]);
    // The second time the text is seen it gets a name: parsed once on the connection, then only bound.
    expect(await db.query(sql, [2])).toEqual([{ n: 3 }]);
    expect(await prepared()).toEqual([{ name: 'bazaar_0', statement: sql }]);
    expect(await db.transaction((tx) => tx.query(sql, [3]))).toEqual([{ n: 4 }]);
    await expect(db.query('select 1/$1::int', [0])).rejects.toMatchObject({ code: '22012' });
    await expect(db.transaction((tx) => tx.query('select 1/$1::int', [0]))).rejects.toMatchObject({
      code: '22012',
    });
    expect(await db.query(sql, [4])).toEqual([{ n: 5 }]);
  });
});
