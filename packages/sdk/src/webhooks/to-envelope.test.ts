import { describe, expect, it } from 'vitest';
import { actionEvent, createdEvent, deletedEvent, legacyEvent, updatedEvent } from '../events/define-event';
import type { ParsedEvent } from './parse-event';
import { toEnvelope } from './to-envelope';
import { webhookKit } from './webhook-kit';

const ORDER = {
  timestamps: ['createdDate', 'lineItems.digitalFile.expirationDate'],
  floats: ['lineItems.weight'],
};
const domain = {
  id: 'ev-1',
  entityFqdn: 'wix.ecom.v1.order',
  entityId: 'o1',
  eventTime: '2025-01-02T03:04:05.000Z',
  triggeredByAnonymizeRequest: false,
  entityEventSequence: '2',
};
const event = (payload: Record<string, unknown>): ParsedEvent => ({
  eventType: 'x',
  instanceId: 'site-1',
  payload,
  identity: { identityType: 'APP', appId: 'a1' },
  accountInfo: undefined,
});
const metadata = {
  _id: 'ev-1',
  entityFqdn: 'wix.ecom.v1.order',
  entityId: 'o1',
  eventTime: new Date('2025-01-02T03:04:05.000Z'),
  triggeredByAnonymizeRequest: false,
  entityEventSequence: '2',
  instanceId: 'site-1',
  identity: { identityType: 'APP', appId: 'a1' },
};
const order = {
  id: 'o1',
  createdDate: '2025-01-01T00:00:00.000Z',
  lineItems: [{ id: 'l1', weight: 'NaN', digitalFile: { expirationDate: '2026-01-01T00:00:00.000Z' } }],
  buyerInfo: { contactId: 'c1' },
};
const converted = {
  _id: 'o1',
  _createdDate: new Date('2025-01-01T00:00:00.000Z'),
  lineItems: [
    { _id: 'l1', weight: Number.NaN, digitalFile: { expirationDate: new Date('2026-01-01T00:00:00.000Z') } },
  ],
  buyerInfo: { contactId: 'c1' },
};

describe('toEnvelope', () => {
  it('gives created events { entity, metadata } with the metadata renamed and the dates converted', () => {
    const envelope = toEnvelope(
      webhookKit,
      createdEvent('wix.ecom.v1.order', ORDER),
      event({ ...domain, slug: 'created', createdEvent: { entity: order } }),
    );
    expect(envelope).toEqual({ entity: converted, metadata: { ...metadata, slug: 'created' } });
  });

  it('gives updated events modifiedFields whose dotted keys are converted and renamed segment by segment', () => {
    const envelope = toEnvelope(
      webhookKit,
      updatedEvent('wix.ecom.v1.order', ORDER),
      event({
        ...domain,
        slug: 'updated',
        updatedEvent: {
          currentEntity: order,
          modifiedFields: {
            createdDate: '2024-12-31T00:00:00.000Z',
            'lineItems[0].digitalFile.expirationDate': '2025-06-01T00:00:00.000Z',
            'lineItems.0.id': 'l0',
            buyerInfo: { id: 'b1' },
            status: 'INITIALIZED',
          },
        },
      }),
    );
    expect(envelope.modifiedFields).toEqual({
      _createdDate: new Date('2024-12-31T00:00:00.000Z'),
      'lineItems[0].digitalFile.expirationDate': new Date('2025-06-01T00:00:00.000Z'),
      'lineItems[0]._id': 'l0',
      buyerInfo: { _id: 'b1' },
      status: 'INITIALIZED',
    });
    expect(envelope.entity).toEqual(converted);
  });

  it('gives deleted events the deleted entity with its dates converted, or metadata alone', () => {
    const definition = deletedEvent('wix.ecom.v1.order', ORDER);
    expect(
      toEnvelope(
        webhookKit,
        definition,
        event({ ...domain, slug: 'deleted', deletedEvent: { deletedEntity: order } }),
      ),
    ).toEqual({ entity: converted, metadata: { ...metadata, slug: 'deleted' } });
    expect(
      toEnvelope(webhookKit, definition, event({ ...domain, slug: 'deleted', deletedEvent: {} })),
    ).toEqual({
      metadata: { ...metadata, slug: 'deleted' },
    });
  });

  it('gives action events { data, metadata } with the body', () => {
    const definition = actionEvent('wix.ecom.v1.order', 'approved', { timestamps: ['order.createdDate'] });
    expect(
      toEnvelope(
        webhookKit,
        definition,
        event({
          ...domain,
          slug: 'approved',
          actionEvent: { body: { order: { id: 'o1', createdDate: '2025-01-01T00:00:00Z' } } },
        }),
      ),
    ).toEqual({
      data: { order: { _id: 'o1', _createdDate: new Date('2025-01-01T00:00:00Z') } },
      metadata: { ...metadata, slug: 'approved' },
    });
  });

  it('reads bodies sent only as JSON strings (entityAsJson, bodyAsJson)', () => {
    const created = toEnvelope(
      webhookKit,
      createdEvent('wix.ecom.v1.order', ORDER),
      event({ ...domain, slug: 'created', createdEvent: { entityAsJson: JSON.stringify(order) } }),
    );
    expect(created.entity).toEqual(converted);
    expect(() =>
      toEnvelope(
        webhookKit,
        actionEvent('wix.ecom.v1.order', 'approved'),
        event({ ...domain, actionEvent: { bodyAsJson: '{' } }),
      ),
    ).toThrow(expect.objectContaining({ code: 'MALFORMED_EVENT' }));
  });

  it('checks the bodies in the official order: deleted, action, updated, created', () => {
    const envelope = toEnvelope(
      webhookKit,
      createdEvent('wix.ecom.v1.order'),
      event({ ...domain, createdEvent: { entity: { id: 'c' } }, actionEvent: { body: { n: 1 } } }),
    );
    expect(envelope.data).toEqual({ n: 1 });
    expect(envelope.entity).toBeUndefined();
  });

  it('gives legacy events the payload as data and only the base metadata', () => {
    const definition = legacyEvent('com.wix.ecommerce.cart.abandonment.api.v1.CartAbandonedEvent', {
      timestamps: ['abandonTime'],
      floats: ['totals.total'],
    });
    const payload = {
      cartId: 'c1',
      abandonTime: '2025-01-02T00:00:00Z',
      totals: { total: 'Infinity' },
      id: 'x',
    };
    expect(toEnvelope(webhookKit, definition, event(payload))).toEqual({
      data: {
        cartId: 'c1',
        abandonTime: new Date('2025-01-02T00:00:00Z'),
        totals: { total: Infinity },
        _id: 'x',
      },
      metadata: { instanceId: 'site-1', identity: { identityType: 'APP', appId: 'a1' } },
    });
  });

  it('leaves the parsed event untouched, so each handler gets its own envelope', () => {
    const parsed = event({ ...domain, createdEvent: { entity: { ...order } } });
    const before = structuredClone(parsed);
    toEnvelope(webhookKit, createdEvent('wix.ecom.v1.order', ORDER), parsed);
    expect(parsed).toEqual(before);
  });
});
