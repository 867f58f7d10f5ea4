/**
 * A real database for the query tests: in-memory PGlite by default, or — when `DATABASE_URL` is set, as CI does
 * for a second run — the PostgreSQL server, in a fresh schema dropped afterwards. Create one per test file in
 * `beforeAll` (PGlite takes seconds to start) and close it in `afterAll`.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';

/** A database for one test file. */
export interface TestDatabase {
  readonly dialect: 'pglite' | 'postgres';
  /** Runs statements with `$n` parameters, as services do. */
  readonly db: Queryable;
  /**
   * Runs several statements without parameters (set-up scripts).
   * @param sql - one or more statements
   */
  exec(sql: string): Promise<void>;
  /** Stops PGlite, or drops the schema and ends the pool. */
  close(): Promise<void>;
}

async function openPostgres(url: string): Promise<TestDatabase> {
  const { default: pg } = await import('pg');
  const schema = `query_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  // Every pooled connection starts with the schema on its search path.
  const pool = new pg.Pool({ connectionString: url, max: 2, options: `-c search_path=${schema}` });
  return {
    dialect: 'postgres',
    db: {
      query: async (sql, params) => (await pool.query(sql, params ? [...params] : [])).rows,
      exec: async (sql) => {
        await pool.query(sql);
      },
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: async () => {
      await pool.query(`DROP SCHEMA ${schema} CASCADE`);
      await pool.end();
    },
  };
}

async function openPglite(): Promise<TestDatabase> {
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = new PGlite();
  return {
    dialect: 'pglite',
    db: {
      query: async (sql, params) => (await pg.query(sql, params ? [...params] : [])).rows as never,
      exec: async (sql) => {
        await pg.exec(sql);
      },
    },
    exec: async (sql) => {
      await pg.exec(sql);
    },
    close: () => pg.close(),
  };
}

/** Opens the database the suite runs against (see the module comment). */
export function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  return url ? openPostgres(url) : openPglite();
}
