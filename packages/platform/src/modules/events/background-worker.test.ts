import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendEvent } from '../../outbox/append-event';
import { createTestPlatform, type TestPlatform } from '../../testing';
import { createBackgroundWorker } from './background-worker';
import { type RecordingReceiver, startRecordingReceiver } from './recording-receiver';
import { createSubscription } from './subscriptions';

let platform: TestPlatform;
let receiver: RecordingReceiver;
beforeAll(async () => {
  platform = await createTestPlatform();
  receiver = await startRecordingReceiver();
});
afterAll(async () => {
  await receiver.close();
  await platform.close();
});

describe('createBackgroundWorker', () => {
  it('delivers events appended while it runs, without being asked, and stops when told', async () => {
    await createSubscription(platform.db, platform.clock, { eventType: '*', url: receiver.url });
    const ran: string[] = [];
    const worker = createBackgroundWorker(platform.deps, {
      webhooks: { pollIntervalMs: 5 },
      tasks: [{ name: 'noop', intervalSeconds: 60, run: async () => void ran.push('noop') }],
    });
    worker.start();
    expect(worker.running).toBe(true);
    for (const entityId of ['w-1', 'w-2'])
      await platform.db.transaction((tx) =>
        appendEvent(
          tx,
          {
            type: 'wix.ecom.v1.order_created',
            entityFqdn: 'wix.ecom.v1.order',
            entityId,
            slug: 'created',
            payload: { createdEvent: { entity: { id: entityId } } },
          },
          platform.clock,
        ),
      );
    const received = await receiver.waitFor(2);
    await worker.stop();
    expect(worker.running).toBe(false);
    expect(received.map((webhook) => webhook.event.payload.entityId)).toEqual(['w-1', 'w-2']);
    expect(ran).toEqual(['noop']);
  });

  it('keeps running after a failing round, logging it', async () => {
    // A batch size PostgreSQL refuses makes every round fail.
    const broken = createBackgroundWorker(platform.deps, {
      webhooks: { pollIntervalMs: 5, batchSize: -1 },
      tasks: [],
    });
    broken.start();
    await new Promise<void>((resolve) => {
      const check = () =>
        platform.logs.some((line) => line.includes('dispatch round failed'))
          ? resolve()
          : setImmediate(check);
      check();
    });
    expect(broken.running).toBe(true);
    await broken.stop();
  });
});
