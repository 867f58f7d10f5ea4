import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../testing';
import { appendEvent } from './append-event';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(() => platform.close());

const event = (entityId: string) => ({
  type: 'wix.ecom.v1.order_created',
  entityFqdn: 'wix.ecom.v1.order',
  entityId,
  slug: 'created',
  payload: { createdEvent: { entity: { id: entityId, lineItems: [] } } },
});

describe('appendEvent', () => {
  it('records the event with the transaction that commits', async () => {
    const { eventId } = await platform.db.transaction((tx) => appendEvent(tx, event('o-1'), platform.clock));
    const rows = await platform.db.query(
      'select event_id, event_type, slug, payload, occurred_at from event_outbox where entity_id = $1',
      ['o-1'],
    );
    expect(rows).toEqual([
      {
        event_id: eventId,
        event_type: 'wix.ecom.v1.order_created',
        slug: 'created',
        payload: event('o-1').payload,
        occurred_at: platform.clock.now(),
      },
    ]);
  });

  it('leaves no event when the transaction rolls back', async () => {
    await expect(
      platform.db.transaction(async (tx) => {
        await appendEvent(tx, event('o-2'), platform.clock);
        throw new Error('the state change failed');
      }),
    ).rejects.toThrow('the state change failed');
    expect(await platform.db.query('select 1 from event_outbox where entity_id = $1', ['o-2'])).toEqual([]);
  });

  // A cart event carries the whole cart: json keeps the text as written instead of parsing it into jsonb, and a
  // payload that compresses below 4 KB stays in its row instead of going to the TOAST table in chunks
  // (0006_event_outbox_lean.sql).
  it('keeps a large payload as written, compressed in its own row', async () => {
    // About 8 KB of JSON that compresses to about 3 KB (the ids do not compress).
    const lineItems = Array.from({ length: 20 }, (_, index) => ({
      id: randomUUID(),
      quantity: index + 1,
      catalogReference: { catalogItemId: randomUUID() },
      productName: { original: `Kettle ${index}`, translated: `Kettle ${index}` },
      price: { amount: `${index}.50`, convertedAmount: `${index}.50`, formattedAmount: `$${index}.50` },
      fullPrice: { amount: `${index}.50`, convertedAmount: `${index}.50`, formattedAmount: `$${index}.50` },
      url: {
        relativePath: `/product-page/kettle-${index}`,
        url: `http://localhost/product-page/kettle-${index}`,
      },
      availability: { status: 'AVAILABLE' },
    }));
    // Keys in an order jsonb would change (it sorts them by length).
    const payload = { updatedEvent: { currentEntity: { subtotal: '1.00', id: 'c-1', lineItems } } };
    const toastChunks = async () => {
      const [table] = await platform.db.query<{ toast: string }>(
        `select reltoastrelid::regclass::text as toast from pg_class where oid = 'event_outbox'::regclass`,
      );
      return (await platform.db.query<{ n: number }>(`select count(*)::int as n from ${table!.toast}`))[0]!.n;
    };
    const before = await toastChunks();
    await platform.db.transaction((tx) => appendEvent(tx, { ...event('c-1'), payload }, platform.clock));
    const [row] = await platform.db.query<{ text: string; stored: number }>(
      'select payload::text as text, pg_column_size(payload) as stored from event_outbox where entity_id = $1',
      ['c-1'],
    );
    expect(row!.text).toBe(JSON.stringify(payload));
    expect(row!.text.length).toBeGreaterThan(4096);
    expect(row!.stored).toBeGreaterThan(2048);
    expect(row!.stored).toBeLessThan(row!.text.length);
    expect(await toastChunks()).toBe(before);
  });

  it('numbers events in the order they were appended', async () => {
    const first = await platform.db.transaction((tx) => appendEvent(tx, event('o-3'), platform.clock));
    const second = await platform.db.transaction((tx) => appendEvent(tx, event('o-3'), platform.clock));
    expect(second.position).toBeGreaterThan(first.position);
  });
});
