import { describe, expect, it } from 'vitest';
import { parseEventClaims } from './parse-event';
import { webhookKit } from './webhook-kit';

const envelope = (fields: Record<string, unknown>) => ({ data: JSON.stringify(fields) });

describe('parseEventClaims', () => {
  it('reads the double-encoded envelope: data and identity are JSON strings, accountInfo an object', () => {
    const payload = { id: 'e1', entityId: 'o1', createdEvent: { entity: { id: 'o1' } } };
    expect(
      parseEventClaims(
        webhookKit,
        envelope({
          eventType: 'wix.ecom.v1.order_created',
          instanceId: 'site-1',
          data: JSON.stringify(payload),
          identity: JSON.stringify({ identityType: 'MEMBER', memberId: 'm1' }),
          accountInfo: { siteId: 'site-1' },
        }),
      ),
    ).toEqual({
      eventType: 'wix.ecom.v1.order_created',
      instanceId: 'site-1',
      payload,
      identity: { identityType: 'MEMBER', memberId: 'm1' },
      accountInfo: { siteId: 'site-1' },
    });
  });

  it('accepts an envelope without identity, instance or account', () => {
    expect(parseEventClaims(webhookKit, envelope({ eventType: 't', data: '{}' }))).toEqual({
      eventType: 't',
      instanceId: undefined,
      payload: {},
      identity: undefined,
      accountInfo: undefined,
    });
  });

  it.each([
    ['a data claim that is an object', { data: { eventType: 't' } }, 'expected string, got object'],
    ['no data claim', {}, 'expected string, got undefined'],
    ['an envelope that is not JSON', { data: '{eventType' }, 'envelope (data claim) is not valid JSON'],
    ['an envelope without eventType', envelope({ data: '{}' }), 'no "eventType"'],
    ['a payload given as an object', envelope({ eventType: 't', data: {} }), '"data" is not a JSON string'],
    ['a payload that is not JSON', envelope({ eventType: 't', data: '{' }), 'payload is not valid JSON'],
    ['a payload that is a list', envelope({ eventType: 't', data: '[]' }), 'payload is not a JSON object'],
    ['an identity that is not JSON', envelope({ eventType: 't', data: '{}', identity: '{' }), 'identity'],
  ])('refuses %s as a malformed event', (_, claims, message) => {
    expect(() => parseEventClaims(webhookKit, claims)).toThrow(
      expect.objectContaining({ code: 'MALFORMED_EVENT' }),
    );
    expect(() => parseEventClaims(webhookKit, claims)).toThrow(message);
  });
});
