import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database, Queryable } from './database';

/** One versioned schema change: a plain SQL file named `NNNN_name.sql`. */
export interface Migration {
  name: string;
  sql: string;
}

/** What {@link migrate} did. */
export interface MigrateResult {
  /** Migrations applied by this call, in order. */
  applied: string[];
  /** Migrations applied earlier whose file has changed since (edit a new migration instead). */
  changed: string[];
}

/** The folder of the platform's migrations (ranges per module: see migrations/README.md). */
export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Reads the migrations of a folder, in name order.
 * @param dir - folder holding `NNNN_name.sql` files
 */
export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{4}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({ name: file.replace(/\.sql$/, ''), sql: readFileSync(join(dir, file), 'utf8') }));
}

// Every step takes a transaction-scoped advisory lock first, so platforms starting together on one PostgreSQL
// (several instances, or parallel test workers on one schema) apply each migration exactly once. The key includes
// the schema so parallel test schemas do not wait on each other.
const LOCK = `select pg_advisory_xact_lock(hashtext('bazaar.migrate.' || current_schema()))`;

/**
 * Brings the database schema up to date: applies the pending migrations in name order, each in its own
 * transaction, and records them in `schema_migrations`.
 * @param db - the database to migrate
 * @param migrations - the migrations (default: the platform's folder)
 * @throws the database error of the failing migration (that migration is rolled back, earlier ones stay)
 */
export async function migrate(
  db: Database,
  migrations: Migration[] = loadMigrations(),
): Promise<MigrateResult> {
  await db.transaction(async (tx) => {
    await tx.query(LOCK);
    await tx.exec(`create table if not exists schema_migrations (
      name text primary key,
      checksum text not null,
      applied_at timestamptz not null default now()
    )`);
  });
  const result: MigrateResult = { applied: [], changed: [] };
  for (const migration of migrations) {
    const checksum = createHash('sha256').update(migration.sql).digest('hex');
    await db.transaction(async (tx) => {
      await tx.query(LOCK);
      const recorded = await appliedChecksum(tx, migration.name);
      if (recorded !== undefined) {
        if (recorded !== checksum) result.changed.push(migration.name);
        return;
      }
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (name, checksum) values ($1, $2)', [
        migration.name,
        checksum,
      ]);
      result.applied.push(migration.name);
    });
  }
  return result;
}

async function appliedChecksum(tx: Queryable, name: string): Promise<string | undefined> {
  const rows = await tx.query<{ checksum: string }>(
    'select checksum from schema_migrations where name = $1',
    [name],
  );
  return rows[0]?.checksum;
}
