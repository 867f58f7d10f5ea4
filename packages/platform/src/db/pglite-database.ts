import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { withCommitCallbacks } from './after-commit';
import type { Database, Queryable } from './database';
import { doubleFileGrowth, inMemoryStartParams, type MemFileStorage } from './pglite-memory';
import { createPreparedQueries } from './pglite-prepared';

/** Where the embedded database keeps its files, or `memory` for a throw-away in-memory instance. */
export interface PgliteDatabaseOptions {
  /** Data directory (created when missing); omit for an in-memory database. */
  dataDir?: string;
  /** A `dumpDataDir()` tarball to start from (the test harness clones a migrated template this way). */
  loadDataDir?: Blob;
}

// `date` stays a calendar string, as on the PostgreSQL adapter (database.ts).
const parsers = { 1082: (value: string) => value };

/** A PGlite database, which can also be dumped (to clone a migrated template). */
export interface PgliteDatabase extends Database {
  readonly dialect: 'pglite';
  /** A gzipped tarball of the data directory, loadable with `loadDataDir`. */
  dumpDataDir(): Promise<Blob>;
}

/**
 * Opens an embedded PostgreSQL (PGlite). A data directory is guarded by a lock file holding the owner's pid: PGlite
 * cannot be shared by two processes, so a second process (say `bazaar create-api-key` while `bazaar dev` runs) is
 * refused instead of corrupting the files.
 * @param options - data directory or template to load
 * @throws Error when another live process holds the data directory
 */
export async function createPgliteDatabase(options: PgliteDatabaseOptions = {}): Promise<PgliteDatabase> {
  const releaseLock = options.dataDir ? acquireDirectoryLock(options.dataDir) : () => {};
  let pg: PGlite;
  try {
    pg = new PGlite({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      // Settings against MEMFS stalls, for an in-memory database only (pglite-memory.ts).
      ...(options.dataDir ? {} : { startParams: [...inMemoryStartParams] }),
      parsers,
    });
    await pg.waitReady;
    if (!options.dataDir) doubleFileGrowth(pg.Module.MEMFS as unknown as MemFileStorage);
  } catch (error) {
    releaseLock();
    throw error;
  }
  // Statements run prepared (pglite-prepared.ts), on their own and inside transactions.
  const prepared = createPreparedQueries(pg);
  return {
    dialect: 'pglite',
    query: (sql, params = []) => prepared.query(sql, params),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    transaction: async (work) => {
      let handle: Queryable | undefined;
      const outer: Queryable = {
        query: (sql, params) => handle!.query(sql, params),
        exec: (sql) => handle!.exec(sql),
      };
      return withCommitCallbacks(outer, () =>
        pg.transaction((tx) => {
          const query = prepared.inTransaction(tx);
          handle = {
            query: (sql, params = []) => query(sql, params),
            exec: async (sql) => {
              await tx.exec(sql);
            },
          };
          return work(outer);
        }),
      );
    },
    dumpDataDir: () => pg.dumpDataDir('gzip'),
    async close() {
      if (!pg.closed) await pg.close();
      releaseLock();
    },
  };
}

/** Takes the data directory's lock file; returns its release. */
function acquireDirectoryLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = join(dataDir, '..', `${dataDir.split(/[\\/]/).filter(Boolean).pop() ?? 'data'}.lock`);
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `The database in ${dataDir} is open in another process (pid ${pid}). Stop it first, or set DATABASE_URL ` +
          'to share a PostgreSQL server between processes.',
      );
    }
  }
  writeFileSync(lockFile, String(process.pid));
  return () => {
    try {
      if (readFileSync(lockFile, 'utf8').trim() === String(process.pid)) rmSync(lockFile);
    } catch {
      // Already gone: nothing to release.
    }
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
