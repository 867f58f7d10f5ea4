import type { Pool, PoolClient } from 'pg';
import { withCommitCallbacks } from './after-commit';
import type { Database, Queryable } from './database';
import { createStatementNames } from './statement-names';

/** How to reach the PostgreSQL server. */
export interface PostgresDatabaseOptions {
  /** `postgres://user@host:port/database`. */
  connectionString: string;
  /** Schema to work in (`search_path`); the test harness gives every test platform its own. */
  schema?: string;
  /** Pool size (default 10). */
  max?: number;
}

const INT8 = 20;
const DATE = 1082;

/**
 * Opens a pool on a real PostgreSQL server. The `pg` driver is imported here, on first use, so a platform running on
 * PGlite never loads it (STYLE.md "Exports and dependencies").
 * @param options - connection string, schema and pool size
 * @throws Error when the server cannot be reached
 */
export async function createPostgresDatabase(options: PostgresDatabaseOptions): Promise<Database> {
  const { default: pg } = await import('pg');
  // Same JavaScript types as the PGlite adapter (database.ts): int8 as number, date as a calendar string.
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
      if (oid === INT8) return (value: string) => Number(value);
      if (oid === DATE) return (value: string) => value;
      return pg.types.getTypeParser(oid, format);
    }) as typeof pg.types.getTypeParser,
  };
  const max = options.max ?? 10;
  const pool: Pool = new pg.Pool({
    connectionString: options.connectionString,
    max,
    // Connections once opened are kept (pg-pool closes idle ones above `min` after 10 s). The pool hands out the
    // connection released last, so at an even load most of them sit idle and were closed, to be opened again —
    // a server process, its authentication and every prepared statement parsed again — exactly when a stall had
    // requests pile up, which lengthened it. Each release also armed an idle timer that the next query cleared.
    min: max,
    types,
    ...(options.schema ? { options: `-c search_path=${quoteIdentifier(options.schema)}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  await pool.query('select 1');
  const nameOf = createStatementNames();
  const wrap = (target: Pool | PoolClient): Queryable => ({
    async query<TRow>(sql: string, params: readonly unknown[] = []) {
      const name = nameOf(sql);
      const result = await target.query(
        name === undefined
          ? { text: sql, values: params as unknown[] }
          : { name, text: sql, values: params as unknown[] },
      );
      return result.rows as TRow[];
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  });
  const root = wrap(pool);
  return {
    dialect: 'postgres',
    query: root.query,
    exec: root.exec,
    async transaction(work) {
      const client = await pool.connect();
      try {
        const tx = wrap(client);
        return await withCommitCallbacks(tx, async () => {
          await client.query('begin');
          const result = await work(tx);
          await client.query('commit');
          return result;
        });
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Quotes an SQL identifier (schema names come from the harness, never from callers). */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
