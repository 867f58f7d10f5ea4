import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/database';
import { createFakeClock, createTestDatabase, type TestDatabase } from '../../testing';
import { createCartSaves } from './cart-saves';
import { type CartRecord, insertCartIfNone, newCartRecord, type VersionedCart } from './cart-store';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test.dispose());

const clock = createFakeClock(new Date('2025-01-01T10:00:00Z'));
const event = (cartId: string, note: string) => ({
  type: 'wix.ecom.v1.cart_updated',
  entityFqdn: 'wix.ecom.v1.cart',
  entityId: cartId,
  slug: 'updated',
  payload: { updatedEvent: { currentEntity: { id: cartId, note } } },
  actor: { identityType: 'ANONYMOUS_VISITOR' as const, anonymousVisitorId: 'visitor-1' },
});

/** A new cart in the table, as read. */
async function storedCart(): Promise<VersionedCart> {
  const cart: CartRecord = {
    ...newCartRecord({ kind: 'visitor', id: randomUUID() }, clock.now()),
    revision: 1,
  };
  const version = await insertCartIfNone(test.db, cart, { ...event(cart.id, ''), slug: 'created' }, clock);
  return { cart, version: version! };
}

const changed = (read: VersionedCart, note: string): CartRecord => ({
  ...read.cart,
  state: { ...read.cart.state, buyerNote: note },
  revision: read.cart.revision + 1,
  updatedAt: new Date('2025-01-01T10:00:30Z'),
});

/** The database, recording the statements it is sent; `failBatches` makes every batched statement fail. */
function recording(failBatches = false): { db: Queryable; statements: string[] } {
  const statements: string[] = [];
  return {
    statements,
    db: {
      query: async <TRow>(sql: string, params?: readonly unknown[]) => {
        statements.push(sql.includes('unnest(') ? 'batch' : 'alone');
        if (failBatches && sql.includes('unnest(')) throw new Error('batch refused');
        return test.db.query<TRow>(sql, params);
      },
      exec: (sql) => test.db.exec(sql),
    },
  };
}

const rowOf = async (id: string) =>
  (
    await test.db.query<{ state: { buyerNote?: string }; revision: number; version: string }>(
      'select state, revision, xmin::text as version from carts where id = $1',
      [id],
    )
  )[0]!;
const eventsOf = async (id: string) =>
  (
    await test.db.query<{ payload: { updatedEvent?: { currentEntity: { note: string } } } }>(
      `select payload from event_outbox where entity_id = $1 and slug = 'updated' order by id`,
      [id],
    )
  ).map((row) => row.payload.updatedEvent!.currentEntity.note);

describe('cart saves', () => {
  it('sends saves that arrive while one runs together, writing each unchanged cart with its event', async () => {
    const [first, a, b, stale] = await Promise.all([storedCart(), storedCart(), storedCart(), storedCart()]);
    // Someone else wrote `stale` after it was read: its save is refused, the others in its batch are not.
    await test.db.query('update carts set updated_at = updated_at where id = $1', [stale!.cart.id]);
    const { db, statements } = recording();
    const saves = createCartSaves(db, clock, { inFlight: 1, perBatch: 32 });
    const versions = await Promise.all(
      [first!, a!, b!, stale!].map((read) =>
        saves.save(read, changed(read, 'new'), event(read.cart.id, 'new')),
      ),
    );
    // The first went alone at once; the three that came while it ran went as one statement.
    expect(statements).toEqual(['alone', 'batch']);
    for (const [index, read] of [first!, a!, b!].entries()) {
      const row = await rowOf(read.cart.id);
      expect(row).toEqual({
        state: { lineItems: [], buyerNote: 'new' },
        revision: 2,
        version: versions[index],
      });
      expect(await eventsOf(read.cart.id)).toEqual(['new']);
    }
    // A batched event row is the row a save alone appends.
    const columns = async (id: string) =>
      test.db.query(
        `select event_type, entity_fqdn, entity_id = $1 as own, slug, actor, occurred_at from event_outbox
         where entity_id = $1 and slug = 'updated'`,
        [id],
      );
    expect(await columns(a!.cart.id)).toEqual(await columns(first!.cart.id));
    expect((await columns(a!.cart.id))[0]).toMatchObject({ slug: 'updated', own: true });
    expect(versions[3]).toBeUndefined();
    expect((await rowOf(stale!.cart.id)).revision).toBe(1);
    expect(await eventsOf(stale!.cart.id)).toEqual([]);
  });

  it('fails each save of a failed batch, and writes none of them', async () => {
    const reads = await Promise.all([storedCart(), storedCart(), storedCart()]);
    const { db, statements } = recording(true);
    const saves = createCartSaves(db, clock, { inFlight: 1, perBatch: 32 });
    const outcomes = await Promise.allSettled(
      reads.map((read) => saves.save(read, changed(read, 'again'), event(read.cart.id, 'again'))),
    );
    expect(statements).toEqual(['alone', 'batch']);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
    expect(await eventsOf(reads[0]!.cart.id)).toEqual(['again']);
    for (const read of reads.slice(1)) {
      expect((await rowOf(read.cart.id)).revision).toBe(1);
      expect(await eventsOf(read.cart.id)).toEqual([]);
    }
  });
});
