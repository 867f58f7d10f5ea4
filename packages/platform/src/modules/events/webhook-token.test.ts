import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyJwt } from '../../auth/jwt';
import type { WebhookKey } from './webhook-key';
import { isDomainEvent, type OutboxEvent, signWebhook, toEventPayload } from './webhook-token';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const key: WebhookKey = {
  kid: 'k1',
  appId: 'app-1',
  instanceId: 'site-1',
  privateKey,
  publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }) as string,
  createdDate: '2025-01-01T00:00:00.000Z',
  previousKeys: [],
};
const event: OutboxEvent = {
  position: 42,
  eventId: 'ev-1',
  type: 'wix.ecom.v1.order_approved',
  entityFqdn: 'wix.ecom.v1.order',
  entityId: 'o1',
  slug: 'approved',
  payload: { actionEvent: { body: { order: { id: 'o1' } } } },
  actor: null,
  occurredAt: new Date('2025-02-03T04:05:06.000Z'),
};

describe('toEventPayload', () => {
  it('builds the DomainEvent of a domain event around the recorded body (events.md §4)', () => {
    expect(toEventPayload(event)).toEqual({
      id: 'ev-1',
      entityFqdn: 'wix.ecom.v1.order',
      slug: 'approved',
      entityId: 'o1',
      eventTime: '2025-02-03T04:05:06.000Z',
      triggeredByAnonymizeRequest: false,
      entityEventSequence: '42',
      actionEvent: { body: { order: { id: 'o1' } } },
    });
  });

  it('lets the body set optional fields but never the event’s identity', () => {
    const payload = toEventPayload({
      ...event,
      payload: { ...event.payload, originatedFrom: 'pos', id: 'forged' },
    });
    expect(payload).toMatchObject({ originatedFrom: 'pos', id: 'ev-1' });
  });

  it('sends a legacy event’s payload as recorded', () => {
    const legacy = {
      ...event,
      type: 'com.wix.ecommerce.inventory.api.v1.InventoryItemChanged',
      payload: { itemId: 'i' },
    };
    expect(isDomainEvent(legacy)).toBe(false);
    expect(toEventPayload(legacy)).toEqual({ itemId: 'i' });
  });
});

describe('signWebhook', () => {
  it('signs the double-encoded envelope with the key id, the app as audience and a limited lifetime', async () => {
    const now = new Date('2025-02-03T05:00:00.000Z');
    const token = signWebhook(key, { ...event, actor: { identityType: 'MEMBER', memberId: 'm1' } }, now, 300);
    const claims = await verifyJwt(
      token,
      async (kid) => (kid === 'k1' ? createPublicKey(key.publicKeyPem) : undefined),
      now.getTime() / 1000,
    );
    expect(claims).toMatchObject({
      iat: now.getTime() / 1000,
      exp: now.getTime() / 1000 + 300,
      aud: 'app-1',
    });
    const envelope = JSON.parse(claims.data as string);
    expect(envelope).toEqual({
      eventType: 'wix.ecom.v1.order_approved',
      instanceId: 'site-1',
      data: JSON.stringify(toEventPayload(event)),
      identity: JSON.stringify({ identityType: 'MEMBER', memberId: 'm1' }),
      accountInfo: { siteId: 'site-1' },
    });
  });

  it('says the identity is UNKNOWN when the event has no actor', () => {
    const token = signWebhook(key, event, new Date(), 300);
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(JSON.parse(JSON.parse(claims.data).identity)).toEqual({ identityType: 'UNKNOWN' });
  });
});
