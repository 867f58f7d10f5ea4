import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendEvent } from '../../outbox/append-event';
import { type JsonClient, jsonClient } from '../../test-support/http';
import { createTestPlatform, type TestPlatform } from '../../testing';
import { type RecordingReceiver, startRecordingReceiver } from './recording-receiver';
import { createWebhookDispatcher } from './webhook-dispatcher';

const PATH = '/bazaar/v1/webhooks';

let platform: TestPlatform;
let http: JsonClient;
let receiver: RecordingReceiver;
let owner: Record<string, string>;
beforeAll(async () => {
  platform = await createTestPlatform();
  http = jsonClient(platform);
  receiver = await startRecordingReceiver();
  const seeded = await platform.seed.owner();
  owner = { authorization: (await platform.seed.memberTokens(seeded.id)).accessToken };
});
afterAll(async () => {
  await receiver.close();
  await platform.close();
});

const del = async (path: string, headers: Record<string, string>) => {
  const res = await platform.request(path, { method: 'DELETE', headers });
  return { status: res.status, body: await res.json() };
};
const appendOrderEvent = (entityId: string) =>
  platform.db.transaction((tx) =>
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

describe('owner access to /bazaar/v1/webhooks', () => {
  it('refuses anonymous callers with 401, and visitors, members and contributors with 403', async () => {
    const visitor = await platform.seed.visitorTokens();
    const member = await platform.seed.member();
    const contributor = await platform.seed.member({ role: 'CONTRIBUTOR' });
    for (const path of [PATH, `${PATH}/public-key`, `${PATH}/deliveries`]) {
      expect((await http.get(path)).status).toBe(401);
      for (const id of [member.id, contributor.id]) {
        const { accessToken } = await platform.seed.memberTokens(id);
        expect((await http.get(path, { authorization: accessToken })).status).toBe(403);
      }
      expect((await http.get(path, { authorization: visitor.accessToken })).status).toBe(403);
    }
  });

  it('lets API keys in like owners', async () => {
    const { key } = await platform.seed.apiKey();
    expect((await http.get(PATH, { authorization: key })).status).toBe(200);
  });
});

describe('webhook subscriptions', () => {
  it('creates, lists and deletes a subscription', async () => {
    const created = await http.post(
      PATH,
      { eventType: 'wix.ecom.v1.order_created', url: receiver.url },
      owner,
    );
    expect(created.status).toBe(200);
    expect(created.body.webhook).toMatchObject({
      id: expect.any(String),
      eventType: 'wix.ecom.v1.order_created',
      url: receiver.url,
      createdDate: platform.clock.now().toISOString(),
    });
    expect((await http.get(PATH, owner)).body.webhooks).toContainEqual(created.body.webhook);
    expect(await del(`${PATH}/${created.body.webhook.id}`, owner)).toEqual({ status: 200, body: {} });
    expect((await http.get(PATH, owner)).body.webhooks).not.toContainEqual(created.body.webhook);
    expect((await del(`${PATH}/${created.body.webhook.id}`, owner)).body.details.applicationError.code).toBe(
      'WEBHOOK_NOT_FOUND',
    );
  });

  it.each([
    [{ eventType: 'wix.ecom.v1.order_created', url: 'ftp://example.com/hook' }, 'url'],
    [{ eventType: 'wix.ecom.v1.order_created', url: 'not a url' }, 'url'],
    [{ eventType: 'orders created!', url: 'http://127.0.0.1/hook' }, 'eventType'],
    [{ url: 'http://127.0.0.1/hook' }, 'eventType'],
  ])('refuses %j naming the bad field', async (body, field) => {
    const res = await http.post(PATH, body, owner);
    expect(res.status).toBe(400);
    expect(res.body.details.validationError.fieldViolations.map((v: { field: string }) => v.field)).toEqual([
      field,
    ]);
  });

  it('cancels the pending deliveries of a deleted subscription, keeping them visible', async () => {
    const created = await http.post(PATH, { eventType: '*', url: receiver.url }, owner);
    await appendOrderEvent('o-canceled');
    receiver.reply(503);
    await createWebhookDispatcher(platform.deps).runUntilIdle();
    await del(`${PATH}/${created.body.webhook.id}`, owner);
    const list = await http.get(`${PATH}/deliveries?webhookId=${created.body.webhook.id}`, owner);
    expect(list.body.deliveries.map((d: { status: string }) => d.status)).toEqual(['CANCELED']);
    const redo = await http.post(`${PATH}/deliveries/${list.body.deliveries[0].id}/redeliver`, {}, owner);
    expect(redo.status).toBe(428);
    expect(redo.body.details.applicationError.code).toBe('WEBHOOK_DELETED');
    receiver.reply(200);
  });
});

describe('webhook deliveries', () => {
  it('shows each delivery with its attempts, status and error, and redelivers a failed one', async () => {
    const { body } = await http.post(
      PATH,
      { eventType: 'wix.ecom.v1.order_created', url: receiver.url },
      owner,
    );
    const webhookId = body.webhook.id;
    await appendOrderEvent('o-visible');
    receiver.reply(500);
    const dispatcher = createWebhookDispatcher(platform.deps, { maxAttempts: 2 });
    await dispatcher.runUntilIdle();
    platform.clock.advance({ seconds: 10 });
    await dispatcher.runUntilIdle();

    const list = await http.get(`${PATH}/deliveries?webhookId=${webhookId}&status=FAILED`, owner);
    expect(list.status).toBe(200);
    expect(list.body.metadata).toEqual({ count: 1, offset: 0, total: 1 });
    const [failed] = list.body.deliveries;
    expect(failed).toMatchObject({
      webhookId,
      url: receiver.url,
      eventType: 'wix.ecom.v1.order_created',
      entityFqdn: 'wix.ecom.v1.order',
      entityId: 'o-visible',
      status: 'FAILED',
      attemptCount: 2,
      lastStatusCode: 500,
      lastError: 'HTTP 500: receiver unavailable',
      attempts: [
        { attempt: 1, statusCode: 500, outcome: 'RETRY', error: 'HTTP 500: receiver unavailable' },
        { attempt: 2, statusCode: 500, outcome: 'FAILED', error: 'HTTP 500: receiver unavailable' },
      ],
    });
    expect(failed.nextAttemptDate).toBeUndefined();

    receiver.reply(200);
    const redo = await http.post(`${PATH}/deliveries/${failed.id}/redeliver`, {}, owner);
    expect(redo.body.delivery).toMatchObject({
      status: 'PENDING',
      nextAttemptDate: platform.clock.now().toISOString(),
    });
    await dispatcher.runUntilIdle();
    const after = await http.get(`${PATH}/deliveries/${failed.id}`, owner);
    expect(after.body.delivery).toMatchObject({
      status: 'DELIVERED',
      attemptCount: 3,
      deliveredDate: platform.clock.now().toISOString(),
    });
    expect(after.body.delivery.attempts.map((a: { outcome: string }) => a.outcome)).toEqual([
      'RETRY',
      'FAILED',
      'DELIVERED',
    ]);
  });

  it('queries deliveries with the shared query language', async () => {
    const res = await http.post(
      `${PATH}/deliveries/query`,
      { query: { filter: { status: { $in: ['DELIVERED'] }, entityId: 'o-visible' }, paging: { limit: 5 } } },
      owner,
    );
    expect(res.status).toBe(200);
    expect(res.body.deliveries.map((d: { entityId: string }) => d.entityId)).toEqual(['o-visible']);
    const bad = await http.post(`${PATH}/deliveries/query`, { query: { filter: { colour: 'red' } } }, owner);
    expect(bad.status).toBe(400);
    expect(bad.body.details.validationError.fieldViolations[0].field).toBe('query.filter.colour');
  });

  it('answers 404 for an unknown delivery', async () => {
    const res = await http.get(`${PATH}/deliveries/00000000-0000-4000-8000-000000000000`, owner);
    expect(res.body.details.applicationError.code).toBe('DELIVERY_NOT_FOUND');
  });
});

describe('GET /bazaar/v1/webhooks/public-key', () => {
  it('gives the PEM public key receivers verify with, and the same one every time', async () => {
    const first = await http.get(`${PATH}/public-key`, owner);
    expect(first.body).toMatchObject({
      publicKey: expect.stringMatching(/^-----BEGIN PUBLIC KEY-----\n/),
      algorithm: 'RS256',
      kid: expect.any(String),
      appId: expect.any(String),
      instanceId: expect.any(String),
      previousKeys: [],
    });
    expect((await http.get(`${PATH}/public-key`, owner)).body).toEqual(first.body);
  });
});
