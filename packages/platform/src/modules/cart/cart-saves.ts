/**
 * The conditional saves of cart changes, gathered into shared statements while earlier ones run. Every write
 * statement costs the PostgreSQL server its own execution and commit (the WAL flush and its wake-ups), which was
 * most of its CPU per add-to-cart, whatever the size of the change; saves that arrive while `inFlight` statements are
 * still running wait for one of them to finish and then go together, as one statement and one commit
 * (`saveCartsIfUnchanged`). A lone save goes at once, alone, as before: batching only happens under load, and a change
 * is answered only once its own statement has committed. Changes of one cart never meet in a batch: they take turns
 * (cart-turns.ts).
 */
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import type { NewEvent } from '../../outbox/append-event';
import {
  type CartRecord,
  type CartSave,
  saveCartIfUnchanged,
  saveCartsIfUnchanged,
  type VersionedCart,
} from './cart-store';

/** Statements of saves running at once; later saves wait and are batched. */
export const SAVES_IN_FLIGHT = 2;
/** Saves per statement at most. */
export const SAVES_PER_BATCH = 32;

/** Saves cart changes, batching them under load. */
export interface CartSaves {
  /**
   * Like {@link saveCartIfUnchanged}.
   * @returns the row's new version, or undefined when the write was refused
   */
  save(read: VersionedCart, saved: CartRecord, event: NewEvent): Promise<string | undefined>;
}

interface Waiting extends CartSave {
  resolve: (version: string | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Creates the saves of one cart service.
 * @param db - the database
 * @param clock - the clock giving the events' time
 * @param limits - statements at once and saves per statement
 */
export function createCartSaves(
  db: Queryable,
  clock: Clock,
  limits: { inFlight: number; perBatch: number } = { inFlight: SAVES_IN_FLIGHT, perBatch: SAVES_PER_BATCH },
): CartSaves {
  const waiting: Waiting[] = [];
  let running = 0;
  const alone = (save: Waiting) =>
    saveCartIfUnchanged(db, save.read, save.saved, save.event, clock).then(save.resolve, save.reject);
  const run = async (batch: Waiting[]) => {
    if (batch.length === 1) return alone(batch[0]!);
    let versions: (string | undefined)[];
    try {
      versions = await saveCartsIfUnchanged(db, batch, clock);
    } catch (error) {
      // Each save fails as its own statement would have. Not tried again alone: an error does not always mean that
      // nothing was written (a connection lost during the commit), and a change written twice would count twice.
      for (const save of batch) save.reject(error);
      return;
    }
    batch.forEach((save, index) => {
      save.resolve(versions[index]);
    });
  };
  const pump = () => {
    while (running < limits.inFlight && waiting.length > 0) {
      running++;
      void run(waiting.splice(0, limits.perBatch)).finally(() => {
        running--;
        pump();
      });
    }
  };
  return {
    save: (read, saved, event) =>
      new Promise((resolve, reject) => {
        waiting.push({ read, saved, event, resolve, reject });
        pump();
      }),
  };
}
