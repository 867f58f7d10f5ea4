/**
 * Work that must wait until a transaction ended: in-process caches that drop what a write changed once its writes
 * are visible to other connections (dropping them before the commit would let a concurrent read cache the old rows
 * again), in-memory counts that a rolled-back write gives back. The adapters register each transaction handle they
 * give out and run its callbacks once it committed or rolled back.
 */
import type { Queryable } from './database';

interface Callbacks {
  committed: Array<() => void>;
  rolledBack: Array<() => void>;
}

const pending = new WeakMap<Queryable, Callbacks>();

/**
 * Runs `callback` once the transaction `q` committed; right away when `q` is not a transaction (a statement on the
 * database itself commits on its own). Nothing runs when the transaction rolls back.
 * @param q - the transaction (or database) the write ran on
 * @param callback - what to run after the commit
 */
export function afterCommit(q: Queryable, callback: () => void): void {
  const callbacks = pending.get(q);
  if (callbacks) callbacks.committed.push(callback);
  else callback();
}

/**
 * Runs `callback` once the transaction `q` failed (its work threw or its commit failed), so that nothing it wrote
 * will ever be visible; never when `q` is not a transaction (a statement on the database itself commits on its own)
 * or when the transaction commits.
 * @param q - the transaction (or database) the write ran on
 * @param callback - what to run after the rollback
 */
export function afterRollback(q: Queryable, callback: () => void): void {
  pending.get(q)?.rolledBack.push(callback);
}

/**
 * Runs `work` on a transaction handle and the handle's {@link afterCommit} callbacks after `commit` resolved, or its
 * {@link afterRollback} callbacks when `run` failed.
 * @param tx - the handle given to `work`
 * @param run - runs `work(tx)` inside the adapter's transaction and resolves once it committed
 */
export async function withCommitCallbacks<T>(tx: Queryable, run: () => Promise<T>): Promise<T> {
  const callbacks: Callbacks = { committed: [], rolledBack: [] };
  pending.set(tx, callbacks);
  try {
    let result: T;
    try {
      result = await run();
    } catch (error) {
      for (const callback of callbacks.rolledBack) callback();
      throw error;
    }
    for (const callback of callbacks.committed) callback();
    return result;
  } finally {
    pending.delete(tx);
  }
}
