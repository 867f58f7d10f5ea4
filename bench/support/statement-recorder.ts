// Records the SQL a platform request makes, for the "PostgreSQL alone" floor of the load benchmark
// (postgres-floor.ts replays it without HTTP or platform code). Installed by platform-server.ts when
// BENCH_RECORD_SQL=true; records only between start() and stop(), so the load runs pay one flag check per call.
import type { Database, Queryable } from '@bazaar/platform';

/** One statement as the platform sent it. */
export interface RecordedStatement {
  sql: string;
  params: readonly unknown[];
  /** Rows it returned (a replay returning fewer did not do the same work: a conditional write that missed). */
  rows?: number;
  /** The first row's column values that are strings or numbers (others null): a later call may send one back. */
  returned?: unknown[];
}

const returnedOf = (rows: readonly unknown[]) =>
  Object.values((rows[0] ?? {}) as Record<string, unknown>).map((value) =>
    typeof value === 'string' || typeof value === 'number' ? value : null,
  );

/** The statements of one transaction (`transaction: false`: a single statement on the database itself). */
export interface RecordedTransaction {
  transaction: boolean;
  statements: RecordedStatement[];
}

/** A database that records what runs on it while recording is on. */
export interface RecordingDatabase {
  db: Database;
  start(): void;
  /** Stops recording and returns what ran since start(), in the order the transactions began. */
  stop(): RecordedTransaction[];
}

/**
 * @param inner - the platform's database
 */
export function recordingDatabase(inner: Database): RecordingDatabase {
  let recorded: RecordedTransaction[] | undefined;
  // The transaction handle keeps its identity (afterCommit keys its callbacks by it): its query method is replaced.
  const record = (target: Queryable, entry: RecordedTransaction) => {
    const query = target.query.bind(target);
    const exec = target.exec.bind(target);
    target.query = (async (sql: string, params: readonly unknown[] = []) => {
      const statement: RecordedStatement = { sql, params };
      entry.statements.push(statement);
      const rows = await query(sql, params);
      statement.rows = rows.length;
      statement.returned = returnedOf(rows);
      return rows;
    }) as Queryable['query'];
    target.exec = (sql: string) => {
      entry.statements.push({ sql, params: [] });
      return exec(sql);
    };
  };
  const db: Database = {
    dialect: inner.dialect,
    query: (async (sql: string, params?: readonly unknown[]) => {
      const statement: RecordedStatement = { sql, params: params ?? [] };
      recorded?.push({ transaction: false, statements: [statement] });
      const rows = await inner.query(sql, params);
      if (recorded) {
        statement.rows = rows.length;
        statement.returned = returnedOf(rows);
      }
      return rows;
    }) as Database['query'],
    exec: (sql) => {
      recorded?.push({ transaction: false, statements: [{ sql, params: [] }] });
      return inner.exec(sql);
    },
    transaction: (work) =>
      inner.transaction((tx) => {
        if (recorded) {
          const entry: RecordedTransaction = { transaction: true, statements: [] };
          recorded.push(entry);
          record(tx, entry);
        }
        return work(tx);
      }),
    close: () => inner.close(),
  };
  return {
    db,
    start: () => {
      recorded = [];
    },
    stop: () => {
      const done = recorded ?? [];
      recorded = undefined;
      return done;
    },
  };
}
