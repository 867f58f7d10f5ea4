/**
 * Changes of one cart within one process take turns: each waits for the previous one to finish. Optimistic
 * changes (optimistic-change.ts) would otherwise refuse each other's writes whenever a buyer's calls overlap (a
 * storefront firing several adds at once), and each refusal costs a read and a retry. Other processes are not
 * ordered by this; the conditional write keeps them correct.
 */

/** Runs work for a key one at a time, in call order. */
export interface Turns {
  /**
   * Runs `work` after every earlier call for `key` finished (whether it succeeded or threw).
   * @param key - what the calls share (a cart owner)
   * @param work - the work
   */
  run<T>(key: string, work: () => Promise<T>): Promise<T>;
}

/** Creates an empty set of turns (keys with nothing waiting are forgotten). */
export function createTurns(): Turns {
  const tails = new Map<string, Promise<void>>();
  return {
    async run(key, work) {
      const previous = tails.get(key);
      let done!: () => void;
      const mine = new Promise<void>((resolve) => {
        done = resolve;
      });
      const tail = previous ? previous.then(() => mine) : mine;
      tails.set(key, tail);
      try {
        if (previous) await previous;
        return await work();
      } finally {
        done();
        if (tails.get(key) === tail) tails.delete(key);
      }
    },
  };
}
