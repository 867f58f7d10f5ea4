import { createPublicKey } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyJwt } from '../../auth/jwt';
import { appendEvent, type NewEvent } from '../../outbox/append-event';
import { jsonClient } from '../../test-support/http';
import { createTestPlatform, type TestPlatform } from '../../testing';
import { claimDeliveries } from './deliver';
import { fanOutEvents } from './fan-out';
import { type RecordingReceiver, startRecordingReceiver } from './recording-receiver';
import { createSubscription } from './subscriptions';
import { createWebhookDispatcher } from './webhook-dispatcher';
import { getWebhookKey } from './webhook-key';

let platform: TestPlatform;
let receiver: RecordingReceiver;
beforeAll(async () => {
  platform = await createTestPlatform({ config: { emailVerification: false } });
  receiver = await startRecordingReceiver();
});
afterAll(async () => {
  await receiver.close();
  await platform.close();
});
beforeEach(async () => {
  // Each test starts with no subscriptions, nothing waiting and a receiver that accepts everything.
  await platform.db.query(`update webhook_subscriptions set deleted_at = $1 where deleted_at is null`, [
    platform.clock.now(),
  ]);
  await platform.db.query(`update webhook_deliveries set status = 'CANCELED' where status = 'PENDING'`);
  await platform.db.query('update event_outbox set dispatched_at = $1 where dispatched_at is null', [
    platform.clock.now(),
  ]);
  receiver.received.length = 0;
  receiver.requests.length = 0;
  receiver.reply(200);
});

const orderEvent = (entityId: string, slug = 'updated', extra: Record<string, unknown> = {}): NewEvent => ({
  type: `wix.ecom.v1.order_${slug}`,
  entityFqdn: 'wix.ecom.v1.order',
  entityId,
  slug,
  payload: { updatedEvent: { currentEntity: { id: entityId, number: '10001', ...extra } } },
});
const append = (event: NewEvent) => platform.db.transaction((tx) => appendEvent(tx, event, platform.clock));
const subscribe = (eventType: string, url = receiver.url) =>
  createSubscription(platform.db, platform.clock, { eventType, url });
const dispatcher = (options = {}) => createWebhookDispatcher(platform.deps, options);
const deliveryOf = async (entityId: string) =>
  (
    await platform.db.query<{ status: string; attempt_count: number; next_attempt_at: Date }>(
      'select status, attempt_count, next_attempt_at from webhook_deliveries where entity_id = $1',
      [entityId],
    )
  )[0]!;

describe('webhook dispatcher', () => {
  it('delivers a real registration’s member_created event, signed RS256 with the webhook key', async () => {
    await subscribe('wix.members.v1.member_created');
    const res = await jsonClient(platform).post('/_api/iam/authentication/v2/register', {
      loginId: { email: 'hook@example.com' },
      password: 'secret-1',
    });
    expect(res.body.state).toBe('SUCCESS');
    expect(await dispatcher().runUntilIdle()).toMatchObject({ fannedOut: 1, created: 1, delivered: 1 });

    const [webhook] = receiver.received;
    const key = await getWebhookKey(platform.db, platform.clock);
    const claims = await verifyJwt(
      webhook!.body,
      async (kid) => (kid === key.kid ? createPublicKey(key.publicKeyPem) : undefined),
      Math.floor(platform.clock.now().getTime() / 1000),
    );
    expect(claims.exp).toBe(Math.floor(platform.clock.now().getTime() / 1000) + 300);
    // events.md §1: the data claim is a JSON string whose data and identity are JSON strings again.
    const envelope = JSON.parse(claims.data as string);
    expect(typeof envelope.data).toBe('string');
    expect(typeof envelope.identity).toBe('string');
    expect(envelope).toMatchObject({
      eventType: 'wix.members.v1.member_created',
      instanceId: key.instanceId,
    });
    const memberId = res.body.identity.id;
    expect(JSON.parse(envelope.identity)).toEqual({ identityType: 'MEMBER', memberId });
    expect(JSON.parse(envelope.data)).toMatchObject({
      entityFqdn: 'wix.members.v1.member',
      slug: 'created',
      entityId: memberId,
      eventTime: platform.clock.now().toISOString(),
      triggeredByAnonymizeRequest: false,
      createdEvent: { entity: { id: memberId, loginEmail: 'hook@example.com' } },
    });
    expect(webhook!.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('follows a registration with member_updated once the member verifies the emailed code', async () => {
    const verifying = await createTestPlatform({ config: { emailVerification: true } });
    try {
      const local = await startRecordingReceiver();
      await createSubscription(verifying.db, verifying.clock, { eventType: '*', url: local.url });
      const http = jsonClient(verifying);
      const registered = await http.post('/_api/iam/authentication/v2/register', {
        loginId: { email: 'verify@example.com' },
        password: 'secret-1',
      });
      const code = await verifying.mail.latestCode('verify@example.com');
      await http.post('/_api/iam/verification/v1/auth/verify', {
        code,
        stateToken: registered.body.stateToken,
      });
      await createWebhookDispatcher(verifying.deps).runUntilIdle();
      await local.close();
      expect(local.received.map((webhook) => webhook.event.eventType)).toEqual([
        'wix.members.v1.member_created',
        'wix.members.v1.member_updated',
      ]);
      expect(local.received[1]!.event.payload.updatedEvent).toEqual({
        currentEntity: expect.objectContaining({ id: registered.body.identity.id, loginEmailVerified: true }),
        modifiedFields: { loginEmailVerified: false },
      });
    } finally {
      await verifying.close();
    }
  });

  it('sends each event to the subscriptions of its type and to those of *, and to no other', async () => {
    await subscribe('wix.ecom.v1.order_updated', `${receiver.url}/updated`);
    await subscribe('wix.ecom.v1.order_created', `${receiver.url}/created`);
    await subscribe('*', `${receiver.url}/all`);
    await append(orderEvent('o-types'));
    await dispatcher().runUntilIdle();
    expect(receiver.received.map((webhook) => webhook.path).sort()).toEqual([
      '/webhooks/all',
      '/webhooks/updated',
    ]);
  });

  it('sends legacy events with the payload as recorded', async () => {
    await subscribe('*');
    const payload = {
      cartId: 'c1',
      abandonTime: '2025-01-01T00:00:00Z',
      totals: { subtotal: 10.5, total: 12 },
    };
    await append({
      type: 'com.wix.ecommerce.cart.abandonment.api.v1.CartAbandonedEvent',
      entityFqdn: 'wix.ecom.v1.cart',
      entityId: 'c1',
      slug: 'abandoned',
      payload,
    });
    await dispatcher().runUntilIdle();
    expect(receiver.received[0]!.event.payload).toEqual(payload);
  });

  it('spreads the retries of deliveries that failed together (the default jitter)', async () => {
    await subscribe('*');
    const ids = ['o-jitter-1', 'o-jitter-2', 'o-jitter-3', 'o-jitter-4'];
    for (const id of ids) await append(orderEvent(id));
    receiver.reply(503);
    expect(await dispatcher().runUntilIdle()).toMatchObject({ attempted: 4, retrying: 4 });
    const now = platform.clock.now().getTime();
    const waits = await Promise.all(
      ids.map(async (id) => (await deliveryOf(id)).next_attempt_at.getTime() - now),
    );
    // Each within the first delay's band (10 s, up to a fifth off), and not all at the same moment.
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(8_000);
    expect(Math.max(...waits)).toBeLessThanOrEqual(10_000);
    expect(new Set(waits).size).toBeGreaterThan(1);
  });

  it('retries a failing receiver with exponential backoff by the injected clock, then delivers', async () => {
    await subscribe('*');
    await append(orderEvent('o-retry'));
    receiver.reply(503);
    const run = dispatcher({ backoff: { initialSeconds: 10, factor: 3, maxSeconds: 3600 } });
    expect(await run.runUntilIdle()).toMatchObject({ attempted: 1, retrying: 1 });
    const started = platform.clock.now().getTime();
    expect((await deliveryOf('o-retry')).next_attempt_at.getTime() - started).toBe(10_000);

    platform.clock.advance({ seconds: 9 });
    expect((await run.runUntilIdle()).attempted).toBe(0);
    platform.clock.advance({ seconds: 1 });
    expect((await run.runUntilIdle()).retrying).toBe(1);
    expect((await deliveryOf('o-retry')).next_attempt_at.getTime() - platform.clock.now().getTime()).toBe(
      30_000,
    );

    receiver.reply(200);
    platform.clock.advance({ seconds: 30 });
    expect(await run.runUntilIdle()).toMatchObject({ delivered: 1 });
    expect(receiver.requests).toHaveLength(3);
    expect(await deliveryOf('o-retry')).toMatchObject({ status: 'DELIVERED', attempt_count: 3 });
  });

  it('gives up after the maximum attempts and marks the delivery FAILED', async () => {
    await subscribe('*');
    await append(orderEvent('o-fail'));
    receiver.reply(500);
    const run = dispatcher({ maxAttempts: 2 });
    await run.runUntilIdle();
    platform.clock.advance({ hours: 1 });
    expect(await run.runUntilIdle()).toMatchObject({ attempted: 1, failed: 1 });
    platform.clock.advance({ days: 1 });
    expect((await run.runUntilIdle()).attempted).toBe(0);
    expect(await deliveryOf('o-fail')).toMatchObject({ status: 'FAILED', attempt_count: 2 });
  });

  it('keeps each entity’s events in order while an earlier one is retried, without holding up other entities', async () => {
    await subscribe('*');
    await append(orderEvent('o-a', 'updated', { step: 1 }));
    await append(orderEvent('o-b', 'updated', { step: 1 }));
    await append(orderEvent('o-a', 'updated', { step: 2 }));
    receiver.reply((webhook) =>
      webhook.event.payload.entityId === 'o-a' && receiver.requests.length === 1 ? 503 : 200,
    );
    const run = dispatcher();
    await run.runUntilIdle();
    // o-a step 1 failed once: o-b went through, o-a step 2 waits behind step 1.
    expect(receiver.received.map((webhook) => webhook.event.payload.entityId)).toEqual(['o-b']);
    platform.clock.advance({ seconds: 10 });
    await run.runUntilIdle();
    expect(
      receiver.received.map((webhook) => [
        webhook.event.payload.entityId,
        webhook.event.payload.updatedEvent.currentEntity.step,
      ]),
    ).toEqual([
      ['o-b', 1],
      ['o-a', 1],
      ['o-a', 2],
    ]);
  });

  it('numbers an entity’s events with an increasing entityEventSequence', async () => {
    await subscribe('*');
    await append(orderEvent('o-seq'));
    await append(orderEvent('o-seq'));
    await dispatcher().runUntilIdle();
    const [first, second] = receiver.received.map((webhook) =>
      Number(webhook.event.payload.entityEventSequence),
    );
    expect(second).toBeGreaterThan(first!);
  });

  it('records a receiver that does not answer in time as a failed attempt', async () => {
    await subscribe('*');
    await append(orderEvent('o-slow'));
    receiver.reply(() => new Promise((resolve) => setTimeout(() => resolve(200), 2000)));
    await dispatcher({ timeoutMs: 100 }).runUntilIdle();
    const [row] = await platform.db.query<{ last_error: string; status: string }>(
      'select last_error, status from webhook_deliveries order by sequence desc limit 1',
    );
    expect(row).toEqual({ last_error: 'no answer within 100 ms', status: 'PENDING' });
  });
});

describe('claimDeliveries', () => {
  it('leases what it claims: a process that dies after claiming delays the delivery until the lease ends', async () => {
    await subscribe('*');
    await append(orderEvent('o-claim'));
    await fanOutEvents(platform.db, platform.clock, 100);
    expect(
      await claimDeliveries(platform.db, platform.clock, { batchSize: 10, leaseSeconds: 60 }),
    ).toHaveLength(1);
    expect(
      await claimDeliveries(platform.db, platform.clock, { batchSize: 10, leaseSeconds: 60 }),
    ).toHaveLength(0);
    const run = dispatcher();
    expect((await run.runUntilIdle()).attempted).toBe(0);
    platform.clock.advance({ seconds: 60 });
    expect(await run.runUntilIdle()).toMatchObject({ delivered: 1 });
    expect(receiver.received.map((webhook) => webhook.event.payload.entityId)).toEqual(['o-claim']);
  });
});
