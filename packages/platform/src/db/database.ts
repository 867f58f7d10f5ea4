/**
 * The database seam of the platform. One PostgreSQL dialect everywhere; the adapters are PGlite (embedded, the
 * default) and a real PostgreSQL server through a pool (when `DATABASE_URL` is set). Services write SQL with `$1`
 * parameters against {@link Queryable} and never know which adapter they run on.
 *
 * Both adapters return the same JavaScript types: `int8`/`bigserial` as numbers, `numeric` as strings (money never
 * becomes a float), `date` as `YYYY-MM-DD` strings, `timestamptz` as `Date`, `jsonb` parsed, arrays as arrays.
 */

/** Something SQL can run on: the database itself or an open transaction. */
export interface Queryable {
  /** Runs one parameterised statement and returns its rows (use `RETURNING` to learn what a write touched). */
  query<TRow = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<TRow[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** An open database. */
export interface Database extends Queryable {
  readonly dialect: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Closes the pool or the embedded instance. */
  close(): Promise<void>;
}
