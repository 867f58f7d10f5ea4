import { resolve } from 'node:path';
import type { Database } from './database';

/** Which database to open: a PostgreSQL URL wins over the embedded data directory. */
export interface OpenDatabaseOptions {
  /** `DATABASE_URL`; when set, a real PostgreSQL server is used through a pool. */
  databaseUrl?: string | undefined;
  /** PGlite data directory (`.bazaar/data` by default); `memory` for an in-memory database. */
  dataDir?: string;
}

/**
 * Opens the platform's database: PostgreSQL when a URL is given (the `pg` driver loads only then), else PGlite in
 * the data directory.
 * @param options - database URL or data directory
 * @throws Error when PostgreSQL is unreachable or the PGlite directory is held by another process
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { createPostgresDatabase } = await import('./postgres-database');
    return createPostgresDatabase({ connectionString: options.databaseUrl });
  }
  const { createPgliteDatabase } = await import('./pglite-database');
  const dataDir = options.dataDir ?? '.bazaar/data';
  return createPgliteDatabase(dataDir === 'memory' ? {} : { dataDir: resolve(dataDir) });
}
