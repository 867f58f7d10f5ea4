/**
 * A change of the current cart without a transaction or a row lock: read the cart (or take the one this process
 * wrote last, known-carts.ts), compute the new state, then write it and append its event in ONE statement that only
 * writes when the row is still at the version read (`saveCartIfUnchanged`; a first add inserts unless a cart exists,
 * `insertCartIfNone`). A refused write wrote nothing and is retried on a fresh read; after a few lost races the
 * caller falls back to the locked transaction. One round trip per change when the cart is known, two otherwise,
 * instead of a transaction of six.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Caller } from '../../auth/caller';
import type { Queryable } from '../../db/database';
import type { StorePricingConfig } from '../checkout/pricing';
import { cartOwnerOf } from './buyer-info';
import { cartCreatedEvent, cartUpdatedEvent, eventActorOf } from './cart-events';
import type { CartState } from './cart-model';
import type { CartSaves } from './cart-saves';
import {
  type CartRecord,
  findVersionedCart,
  insertCartIfNone,
  newCartRecord,
  saveCartIfUnchanged,
} from './cart-store';
import { type CartDeps, wireCartOf } from './cart-view';
import type { KnownCarts } from './known-carts';

/** What a change works with. */
export interface ChangeContext {
  /** Where the change reads (the transaction of a locked change, the database otherwise). */
  tx: Queryable;
  cart: CartRecord;
  store: StorePricingConfig;
  now: Date;
}

/** Computes a cart's new state (it must not change the state it is given: a known cart's state is shared). */
export type ApplyChange = (ctx: ChangeContext) => Promise<CartState>;

/**
 * Whether a change left a cart's state as it was (compared as stored: JSON, whatever the keys' order), so that it
 * is no update — same revision and updatedDate, no event — like an update that asks for nothing.
 *
 * @param before - the cart's state
 * @param after - the state the change computed
 * @returns whether they are the same
 */
export const sameCartState = (before: CartState, after: CartState): boolean =>
  isDeepStrictEqual(JSON.parse(JSON.stringify(before)), JSON.parse(JSON.stringify(after)));

/** Lost races (refused writes after a fresh read) before the caller takes the locked way. */
export const OPTIMISTIC_ATTEMPTS = 3;

/**
 * Runs a change optimistically.
 * @param deps - cart dependencies
 * @param known - the carts this process wrote last
 * @param loadStore - the store's pricing configuration
 * @param caller - the buyer (not one whose visitor cart may still have to move over: that takes the locked way)
 * @param options - `create` makes the cart when there is none, else `notFound()` is thrown; `keepSame`: a change
 *   that leaves the state as it was writes nothing and answers the cart as it is (sameCartState)
 * @param apply - the change
 * @param saves - where conditional saves go (batched under load, cart-saves.ts); alone, one statement each
 * @returns the wire cart as saved, or undefined when every attempt lost its race
 */
export async function changeOptimistically(
  deps: CartDeps,
  known: KnownCarts,
  loadStore: (db: Queryable) => Promise<StorePricingConfig>,
  caller: Caller,
  options: { create: boolean; keepSame?: boolean; notFound: () => Error },
  apply: ApplyChange,
  saves?: CartSaves,
): Promise<Record<string, unknown> | undefined> {
  const owner = cartOwnerOf(caller);
  const { db, clock } = deps;
  let lost = 0;
  while (lost < OPTIMISTIC_ATTEMPTS) {
    const remembered = known.get(owner);
    const read = remembered ?? (await findVersionedCart(db, owner));
    if (!read && !options.create) throw options.notFound();
    const now = clock.now();
    const store = await loadStore(db);
    const base = read?.cart ?? newCartRecord(owner, now);
    let state: CartState;
    try {
      state = await apply({ tx: db, cart: base, store, now });
    } catch (error) {
      // A refusal worked out on a remembered cart may come from a stale copy: only a fresh read may refuse.
      if (!remembered) throw error;
      known.forget(owner);
      continue;
    }
    if (read && options.keepSame && sameCartState(base.state, state)) {
      // Only a fresh read may tell that nothing changes: a remembered cart may be stale.
      if (!remembered) return wireCartOf(deps, db, base, store);
      known.forget(owner);
      continue;
    }
    const saved: CartRecord = { ...base, state, revision: base.revision + 1, updatedAt: now };
    const wire = await wireCartOf(deps, db, saved, store);
    const actor = eventActorOf(caller);
    const version = read
      ? await (saves
          ? saves.save(read, saved, cartUpdatedEvent(actor, wire))
          : saveCartIfUnchanged(db, read, saved, cartUpdatedEvent(actor, wire), clock))
      : await insertCartIfNone(db, saved, cartCreatedEvent(actor, wire), clock);
    if (version) {
      known.set(owner, { cart: saved, version });
      return wire;
    }
    known.forget(owner);
    // A stale remembered cart is not a lost race: the next try reads the row.
    if (!remembered) lost++;
  }
  return undefined;
}
