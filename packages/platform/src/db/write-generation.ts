/**
 * A counter of writes to some tables, for in-process caches of what those tables hold. A cached value is served only
 * while the generation it was read under is current. A write bumps the generation at once (a read still loading
 * cannot store what it read) and again after its transaction commits (a read that ran between the write and the
 * commit saw the old rows: its value is dropped).
 */
import { afterCommit } from './after-commit';
import type { Queryable } from './database';

/**
 * How long a cached value may be served at most: other platform processes sharing the PostgreSQL database write
 * without telling this one, so their writes show here within this time.
 */
export const CACHE_TTL_MS = 1000;

/** One counter. */
export interface WriteGeneration {
  /** The current generation. */
  current(): number;
  /**
   * Records a write made on `tx` (a transaction or the database).
   * @param tx - where the write ran
   */
  changed(tx: Queryable): void;
}

/** Creates a counter (one per set of tables, process-wide: every platform instance in the process shares it). */
export function createWriteGeneration(): WriteGeneration {
  let generation = 0;
  const bump = () => {
    generation++;
  };
  return {
    current: () => generation,
    changed(tx) {
      bump();
      afterCommit(tx, bump);
    },
  };
}
