/**
 * The carts this process wrote last, with their row versions, so the next change of a cart can skip reading it:
 * the conditional write (`saveCartIfUnchanged`) proves the entry was still current, and a refused write means it was
 * not (another process, a checkout or the abandonment task wrote the row) — the change then reads the row again.
 * An entry is never trusted for anything else (reads of the current cart go to the database). Bounded: the least
 * recently used entries go first.
 */
import { type CartOwner, cartOwnerKey, type VersionedCart } from './cart-store';

/** Entries kept per platform instance (a cart entry is a few kilobytes at most). */
export const KNOWN_CARTS_LIMIT = 10_000;

/** The cache. */
export interface KnownCarts {
  get(owner: CartOwner): VersionedCart | undefined;
  set(owner: CartOwner, cart: VersionedCart): void;
  forget(owner: CartOwner): void;
}

/**
 * Creates an empty cache.
 * @param limit - how many carts it keeps
 */
export function createKnownCarts(limit = KNOWN_CARTS_LIMIT): KnownCarts {
  const entries = new Map<string, VersionedCart>();
  return {
    get(owner) {
      return entries.get(cartOwnerKey(owner));
    },
    set(owner, cart) {
      const key = cartOwnerKey(owner);
      // Re-inserting moves the key to the end of the Map's order: the first key is the least recently written.
      entries.delete(key);
      entries.set(key, cart);
      if (entries.size > limit) entries.delete(entries.keys().next().value!);
    },
    forget(owner) {
      entries.delete(cartOwnerKey(owner));
    },
  };
}
