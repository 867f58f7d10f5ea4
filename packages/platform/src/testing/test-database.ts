import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Database } from '../db/database';
import { loadMigrations, migrate } from '../db/migrate';
import { createPgliteDatabase } from '../db/pglite-database';
import { createPostgresDatabase, quoteIdentifier } from '../db/postgres-database';

/** A fresh, migrated, isolated database for one test platform. */
export interface TestDatabase {
  db: Database;
  /** Closes the database and throws its data away. */
  dispose(): Promise<void>;
}

let template: Promise<Blob> | undefined;

/**
 * Opens a fresh migrated database: on PostgreSQL (`DATABASE_URL` set) a new schema, dropped on dispose; on PGlite
 * an in-memory clone of a migrated template. The template is built once per process and cached on disk (keyed by
 * the PGlite version and the migrations), because a fresh PGlite initdb costs seconds and a clone a fraction of one.
 * @param databaseUrl - PostgreSQL URL (default `process.env.DATABASE_URL`)
 */
export async function createTestDatabase(databaseUrl = process.env.DATABASE_URL): Promise<TestDatabase> {
  if (databaseUrl) return createPostgresSchema(databaseUrl);
  template ??= buildPgliteTemplate().catch((error) => {
    template = undefined;
    throw error;
  });
  const db = await createPgliteDatabase({ loadDataDir: await template });
  return { db, dispose: () => db.close() };
}

async function createPostgresSchema(databaseUrl: string): Promise<TestDatabase> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = await createPostgresDatabase({ connectionString: databaseUrl, max: 1 });
  await admin.exec(`create schema ${quoteIdentifier(schema)}`);
  await admin.close();
  const db = await createPostgresDatabase({ connectionString: databaseUrl, schema, max: 4 });
  await migrate(db);
  return {
    db,
    async dispose() {
      await db.close();
      const cleanup = await createPostgresDatabase({ connectionString: databaseUrl, max: 1 });
      try {
        await cleanup.exec(`drop schema if exists ${quoteIdentifier(schema)} cascade`);
      } finally {
        await cleanup.close();
      }
    },
  };
}

async function buildPgliteTemplate(): Promise<Blob> {
  // The package does not export its package.json; find it beside its entry point.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const version = (
    JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string }
  ).version;
  const key = createHash('sha256')
    .update(version)
    .update(JSON.stringify(loadMigrations()))
    .digest('hex')
    .slice(0, 16);
  const file = join(tmpdir(), `bazaar-pglite-template-${key}.tar.gz`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const db = await createPgliteDatabase();
  try {
    await migrate(db);
    const blob = await db.dumpDataDir();
    // Write then rename, so a parallel worker never reads a half-written template.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
    renameSync(partial, file);
    return blob;
  } finally {
    await db.close();
  }
}
