import {
  appendEvent,
  createWebhookDispatcher,
  retireWebhookKeys,
  rotateWebhookKey,
  type WebhookDispatcher,
} from '@bazaar/platform';
import { ApiKeyStrategy, createClient, memberEvents, type WebhookPublicKeySet } from '@bazaar/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContractPlatform, startContractPlatform } from './support/contract-platform';
import { createOfficialReceiverClient } from './support/official-events';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

// Real deliveries from the platform (signed per attempt, POSTed over HTTP to a receiver on 127.0.0.1 that keeps the
// raw bodies), a real rotation, and the published key set as receivers fetch it; our SDK verifies with the key the
// token's kid names, the official client with the one key it takes.

let contract: ContractPlatform;
let owner: Record<string, string>;
let dispatcher: WebhookDispatcher;
let receiver: WebhookReceiver;
const bodies: string[] = [];

const publishedKeys = async (): Promise<WebhookPublicKeySet & Record<string, any>> => {
  const res = await fetch(`${contract.baseUrl}/bazaar/v1/webhooks/public-key`, { headers: owner });
  expect(res.status).toBe(200);
  return res.json();
};

/** Delivers one member_created event and returns the body the receiver got (the signed token). */
async function deliver(memberId: string): Promise<string> {
  await contract.platform.db.transaction((tx) =>
    appendEvent(
      tx,
      {
        type: 'wix.members.v1.member_created',
        entityFqdn: 'wix.members.v1.member',
        entityId: memberId,
        slug: 'created',
        payload: { createdEvent: { entity: { id: memberId, loginEmail: `${memberId}@example.com` } } },
      },
      contract.platform.clock,
    ),
  );
  await dispatcher.runUntilIdle();
  return bodies.at(-1)!;
}

/** Our SDK's receiver, given a public key (or the published set); returns the member ids it handled. */
function ourReceiver(publicKey: WebhookPublicKeySet | string, options: { now?: () => number } = {}) {
  const client = createClient({
    auth: ApiKeyStrategy({ apiKey: 'receiver-only' }),
    modules: { members: memberEvents },
    // Tokens live 5 minutes on the real clock; a receiver clock moved by a test must not fail them for that.
    webhooks: { publicKey, clockToleranceSeconds: options.now ? 3 * 24 * 3600 : 0, now: options.now },
  });
  const seen: string[] = [];
  client.members.onMemberCreated((event) => void seen.push(event.entity._id!));
  return { process: (body: string) => client.webhooks.process(body), seen };
}

beforeAll(async () => {
  // The official client checks `exp` against the real time, so the fake clock starts now.
  contract = await startContractPlatform({ now: new Date() });
  const seeded = await contract.platform.seed.owner();
  owner = { authorization: (await contract.platform.seed.memberTokens(seeded.id)).accessToken };
  receiver = await startWebhookReceiver(async (request) => void bodies.push(await request.text()));
  const res = await fetch(`${contract.baseUrl}/bazaar/v1/webhooks`, {
    method: 'POST',
    headers: { ...owner, 'content-type': 'application/json' },
    body: JSON.stringify({ eventType: '*', url: receiver.url }),
  });
  expect(res.status).toBe(200);
  dispatcher = createWebhookDispatcher(contract.platform.deps);
});
afterAll(async () => {
  await receiver?.close();
  await contract?.close();
});

describe('rotating the webhook signing key', () => {
  it('keeps deliveries signed before a rotation verifying with the published set until the overlap ends', async () => {
    const before = await publishedKeys();
    expect(before.previousKeys).toEqual([]);
    const signedBefore = await deliver('m-before');

    await rotateWebhookKey(contract.platform.db, contract.platform.clock, 3600);
    const during = await publishedKeys();
    // The answer keeps its shape for the current key and adds the replaced one, with its expiry.
    expect(during).toMatchObject({ appId: before.appId, instanceId: before.instanceId, algorithm: 'RS256' });
    expect(during.kid).not.toBe(before.kid);
    expect(during.previousKeys).toEqual([
      {
        publicKey: before.publicKey,
        kid: before.kid,
        algorithm: 'RS256',
        createdDate: before.createdDate,
        expiresDate: new Date(contract.platform.clock.now().getTime() + 3600_000).toISOString(),
      },
    ]);

    // The delivery in flight verifies with the set, not with the new key alone.
    const withSet = ourReceiver(during);
    await withSet.process(signedBefore);
    await expect(ourReceiver(during.publicKey).process(signedBefore)).rejects.toMatchObject({
      code: 'INVALID_SIGNATURE',
    });
    // New deliveries are signed with the new key: our SDK with the set and the official client with the one key.
    const signedAfter = await deliver('m-after');
    await withSet.process(signedAfter);
    expect(withSet.seen).toEqual(['m-before', 'm-after']);
    const official = createOfficialReceiverClient(
      during.publicKey,
      { members: ['onMemberCreated'] },
      during.appId,
    );
    await official.process(signedAfter);
    expect(official.seen.map((event) => event.envelope.entity._id)).toEqual(['m-after']);

    // Once the overlap has ended the old key is no longer published, and a set fetched earlier stops accepting it.
    const expiry = Date.parse(during.previousKeys![0]!.expiresDate!);
    contract.platform.clock.set(new Date(expiry + 1000));
    const after = await publishedKeys();
    expect(after.kid).toBe(during.kid);
    expect(after.previousKeys).toEqual([]);
    await expect(ourReceiver(after).process(signedBefore)).rejects.toMatchObject({
      code: 'INVALID_SIGNATURE',
    });
    await expect(
      ourReceiver(during, { now: () => expiry + 1000 }).process(signedBefore),
    ).rejects.toMatchObject({
      code: 'INVALID_SIGNATURE',
    });
    await ourReceiver(after, { now: () => expiry + 1000 }).process(signedAfter);
  });

  it('stops publishing replaced keys at once when they are retired', async () => {
    const signedBefore = await deliver('m-retired');
    const previousKid = (await publishedKeys()).kid;
    await rotateWebhookKey(contract.platform.db, contract.platform.clock);
    const during = await publishedKeys();
    expect(during.previousKeys![0]!.kid).toBe(previousKid);
    await ourReceiver(during).process(signedBefore);

    expect(await retireWebhookKeys(contract.platform.db, contract.platform.clock)).toContain(previousKid);
    const retired = await publishedKeys();
    expect(retired.previousKeys).toEqual([]);
    await expect(ourReceiver(retired).process(signedBefore)).rejects.toMatchObject({
      code: 'INVALID_SIGNATURE',
    });
  });
});
