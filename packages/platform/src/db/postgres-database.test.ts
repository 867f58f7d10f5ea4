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
});
