import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/database';
import { createFakeClock, createTestDatabase, type TestDatabase } from '../../testing';
import { type CartRecord, insertCartIfNone, newCartRecord, saveCartIfUnchanged } from './cart-store';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test.dispose());

const event = (cartId: string) => ({
  type: 'wix.ecom.v1.cart_updated',
  entityFqdn: 'wix.ecom.v1.cart',
  entityId: cartId,
  slug: 'updated',
  payload: { updatedEvent: { currentEntity: { id: cartId } } },
});

// The backend's counts of updates not yet sent to the statistics (they may hold earlier transactions' too).
const updates = async (tx: Queryable) =>
  (
    await tx.query<{ all: number; hot: number }>(
      `select pg_stat_get_xact_tuples_updated('carts'::regclass)::int as all,
         pg_stat_get_xact_tuples_hot_updated('carts'::regclass)::int as hot`,
    )
  )[0]!;

/** Writes `cart`, then changes it `seconds` later; returns whether that change was a HOT update. */
async function changedInPlace(tx: Queryable, cart: CartRecord, seconds: number): Promise<boolean> {
  const clock = createFakeClock(cart.updatedAt);
  const version = await insertCartIfNone(tx, cart, event(cart.id), clock);
  const before = await updates(tx);
  clock.advance({ seconds });
  const saved = { ...cart, revision: cart.revision + 1, updatedAt: clock.now() };
  expect(
    await saveCartIfUnchanged(tx, { cart, version: version! }, saved, event(cart.id), clock),
  ).toBeDefined();
  const after = await updates(tx);
  expect(after.all - before.all).toBe(1);
  return after.hot - before.hot === 1;
}

describe('cart store', () => {
  // An update that writes no index entry (HOT) is much cheaper for PostgreSQL, and every add-to-cart is one. The
  // abandonment index keys on the minute of the last change, so only the first change of a minute writes index
  // entries (0202_cart_hot_updates.sql).
  it('changes a cart in place when the change comes within the same minute', async () => {
    const cart = newCartRecord({ kind: 'visitor', id: randomUUID() }, new Date('2025-01-01T10:00:05Z'));
    expect(await test.db.transaction((tx) => changedInPlace(tx, { ...cart, revision: 1 }, 30))).toBe(true);
  });

  it('writes the abandonment index entry again when the minute changes', async () => {
    const cart = newCartRecord({ kind: 'visitor', id: randomUUID() }, new Date('2025-01-01T10:00:05Z'));
    expect(await test.db.transaction((tx) => changedInPlace(tx, { ...cart, revision: 1 }, 60))).toBe(false);
  });

  it('keeps the state as the platform wrote it', async () => {
    const cart = newCartRecord({ kind: 'visitor', id: randomUUID() }, new Date('2025-01-01T10:00:05Z'));
    // Keys in an order jsonb would change (it sorts them by length).
    const state = { ...cart.state, buyerNote: 'ring twice', email: 'a@example.com' };
    await insertCartIfNone(test.db, { ...cart, state, revision: 1 }, event(cart.id), createFakeClock());
    const [row] = await test.db.query<{ text: string }>(
      'select state::text as text from carts where id = $1',
      [cart.id],
    );
    expect(row!.text).toBe(JSON.stringify(state));
  });
});
