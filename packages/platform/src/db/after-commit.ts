/**
 * Work that must wait until a transaction's writes are visible to other connections (in-process caches that drop
 * what a write changed: dropping them before the commit would let a concurrent read cache the old rows again).
 * The adapters register each transaction handle they give out and run its callbacks once it committed.
 */
import type { Queryable } from './database';

const pending = new WeakMap<Queryable, Array<() => void>>();

/**
 * Runs `callback` once the transaction `q` committed; right away when `q` is not a transaction (a statement on the
 * database itself commits on its own). Nothing runs when the transaction rolls back.
 * @param q - the transaction (or database) the write ran on
 * @param callback - what to run after the commit
 */
export function afterCommit(q: Queryable, callback: () => void): void {
  const callbacks = pending.get(q);
  if (callbacks) callbacks.push(callback);
  else callback();
}

/**
 * Runs `work` on a transaction handle and the handle's {@link afterCommit} callbacks after `commit` resolved.
 * @param tx - the handle given to `work`
 * @param run - runs `work(tx)` inside the adapter's transaction and resolves once it committed
 */
export async function withCommitCallbacks<T>(tx: Queryable, run: () => Promise<T>): Promise<T> {
  const callbacks: Array<() => void> = [];
  pending.set(tx, callbacks);
  try {
    const result = await run();
    for (const callback of callbacks) callback();
    return result;
  } finally {
    pending.delete(tx);
  }
}
