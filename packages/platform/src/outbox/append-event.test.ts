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

  it('numbers events in the order they were appended', async () => {
    const first = await platform.db.transaction((tx) => appendEvent(tx, event('o-3'), platform.clock));
    const second = await platform.db.transaction((tx) => appendEvent(tx, event('o-3'), platform.clock));
    expect(second.position).toBeGreaterThan(first.position);
  });
});
