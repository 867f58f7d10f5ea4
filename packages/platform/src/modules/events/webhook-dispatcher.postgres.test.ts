import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { createPostgresDatabase } from '../../db/postgres-database';
import { appendEvent } from '../../outbox/append-event';
import { createTestPlatform, type TestPlatform } from '../../testing';
import { type RecordingReceiver, startRecordingReceiver } from './recording-receiver';
import { createSubscription } from './subscriptions';
import { createWebhookDispatcher } from './webhook-dispatcher';

// Several platform processes on one PostgreSQL share the dispatch work (DESIGN.md §4). PGlite is one process with
// one connection, so this only means something on a server.
const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!onPostgres)('two dispatchers on one PostgreSQL database', () => {
  let platform: TestPlatform;
  let second: Database;
  let receiver: RecordingReceiver;
  beforeAll(async () => {
    platform = await createTestPlatform();
    // A second pool on the same schema stands for a second platform process.
    const [{ schema }] = (await platform.db.query<{ schema: string }>(
      'select current_schema() as schema',
    )) as [{ schema: string }];
    second = await createPostgresDatabase({ connectionString: process.env.DATABASE_URL!, schema, max: 4 });
    receiver = await startRecordingReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await second?.close();
    await platform?.close();
  });

  it('deliver every event exactly once, in order per entity, sharing the work', async () => {
    await createSubscription(platform.db, platform.clock, { eventType: '*', url: receiver.url });
    const entities = Array.from({ length: 25 }, (_, i) => `o-${i}`);
    for (let step = 1; step <= 12; step++)
      await platform.db.transaction(async (tx) => {
        for (const entityId of entities)
          await appendEvent(
            tx,
            {
              type: 'wix.ecom.v1.order_updated',
              entityFqdn: 'wix.ecom.v1.order',
              entityId,
              slug: 'updated',
              payload: { updatedEvent: { currentEntity: { id: entityId, step } } },
            },
            platform.clock,
          );
      });
    // Small batches and several workers each, so the two processes interleave claims on the same rows.
    const options = { batchSize: 7, concurrency: 4 };
    const reports = await Promise.all([
      createWebhookDispatcher(platform.deps, options).runUntilIdle(),
      createWebhookDispatcher({ ...platform.deps, db: second }, options).runUntilIdle(),
      createWebhookDispatcher({ ...platform.deps, db: second }, options).runUntilIdle(),
    ]);
    // A dispatcher can stop while another still holds work it could not claim; finish what is left.
    await createWebhookDispatcher(platform.deps, options).runUntilIdle();

    const ids = receiver.received.map((webhook) => webhook.event.payload.id as string);
    expect(ids).toHaveLength(300);
    expect(new Set(ids).size).toBe(300);
    expect(receiver.requests).toHaveLength(300);
    for (const entityId of entities) {
      const steps = receiver.received
        .filter((webhook) => webhook.event.payload.entityId === entityId)
        .map((webhook) => webhook.event.payload.updatedEvent.currentEntity.step);
      expect(steps).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    }
    expect(reports.filter((report) => report.delivered > 0).length).toBeGreaterThan(1);
  });
});
