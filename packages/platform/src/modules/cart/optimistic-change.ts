/**
 * A change of the current cart without a transaction or a row lock: read the cart (or take the one this process
 * wrote last, known-carts.ts), compute the new state, then write it and append its event in ONE statement that only
 * writes when the row is still at the version read (`saveCartIfUnchanged`; a first add inserts unless a cart exists,
 * `insertCartIfNone`). A refused write wrote nothing and is retried on a fresh read; after a few lost races the
 * caller falls back to the locked transaction. One round trip per change when the cart is known, two otherwise,
 * instead of a transaction of six.
 */
import type { Caller } from '../../auth/caller';
import type { Queryable } from '../../db/database';
import type { StorePricingConfig } from '../checkout/pricing';
import { cartOwnerOf } from './buyer-info';
import { cartCreatedEvent, cartUpdatedEvent, eventActorOf } from './cart-events';
import type { CartState } from './cart-model';
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

/** Lost races (refused writes after a fresh read) before the caller takes the locked way. */
export const OPTIMISTIC_ATTEMPTS = 3;

/**
 * Runs a change optimistically.
 * @param deps - cart dependencies
 * @param known - the carts this process wrote last
 * @param loadStore - the store's pricing configuration
 * @param caller - the buyer (not one whose visitor cart may still have to move over: that takes the locked way)
 * @param options - `create` makes the cart when there is none, else `notFound()` is thrown
 * @param apply - the change
 * @returns the wire cart as saved, or undefined when every attempt lost its race
 */
export async function changeOptimistically(
  deps: CartDeps,
  known: KnownCarts,
  loadStore: (db: Queryable) => Promise<StorePricingConfig>,
  caller: Caller,
  options: { create: boolean; notFound: () => Error },
  apply: ApplyChange,
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
    const saved: CartRecord = { ...base, state, revision: base.revision + 1, updatedAt: now };
    const wire = await wireCartOf(deps, db, saved, store);
    const actor = eventActorOf(caller);
    const version = read
      ? await saveCartIfUnchanged(db, read, saved, cartUpdatedEvent(actor, wire), clock)
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
