import { AppStrategy, createClient, type EventDescriptor, eventFamilies, isWebhookError } from '@bazaar/sdk';
import { createWebhookSigner, type WebhookSigner } from '@bazaar/sdk/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createOfficialReceiverClient,
  type HandledEvent,
  OFFICIAL_EVENT_MODULES,
} from './support/official-events';

// Every event type of the spec, parsed by our SDK and by the official client from the same signed body: a fixture per
// type is generated from the definition's path lists (an ISO date at every timestamp path, "Infinity" at every float
// path, "a,b" at every field mask, ids in lists), so each conversion is exercised. The official client is the oracle.

const ISO = '2025-01-02T03:04:05.000Z';
const LISTS =
  /^(lineItems|customLineItems|activities|nodes|items|choices|variants|infoSections|fulfillments|stops|subscriptions)$/;

function put(root: Record<string, any>, path: string, value: unknown): void {
  const segments = path.split('.');
  let node = root;
  for (const segment of segments.slice(0, -1)) {
    if (LISTS.test(segment)) {
      node[segment] ??= [{ id: `${segment}-1` }];
      node = node[segment][0];
    } else {
      node[segment] ??= {};
      node = node[segment];
    }
    if (node === null || typeof node !== 'object') return;
  }
  node[segments.at(-1)!] = value;
}

function flatten(value: unknown, prefix: string, out: Record<string, unknown>): Record<string, unknown> {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) flatten(item, `${prefix}[${i}]`, out);
  } else if (value !== null && typeof value === 'object' && !(prefix === ''))
    for (const [key, item] of Object.entries(value)) flatten(item, `${prefix}.${key}`, out);
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) flatten(item, key, out);
  else out[prefix] = value;
  return out;
}

/** A payload for a definition, with a value at each of its conversion paths. */
export function fixtureFor(definition: EventDescriptor): Record<string, unknown> {
  const root: Record<string, any> = {};
  const { timestamps = [], floats = [], fieldMasks = [] } = definition.envelope;
  for (const path of timestamps) put(root, path, ISO);
  for (const path of floats) put(root, path, 'Infinity');
  for (const path of fieldMasks) put(root, path, 'a,b');
  if (!definition.domain) return { id: 'legacy-1', ...(root.data ?? { note: 'no conversions' }) };
  const entity = { id: 'entity-1', ...(root.entity ?? {}) };
  const body =
    definition.slug === 'created'
      ? { createdEvent: { entity } }
      : definition.slug === 'updated'
        ? {
            updatedEvent: {
              currentEntity: entity,
              modifiedFields: { ...flatten(root.modifiedFields ?? {}, '', {}), 'buyerInfo.id': 'b-1' },
            },
          }
        : definition.slug === 'deleted'
          ? { deletedEvent: { deletedEntity: entity } }
          : { actionEvent: { body: { id: 'body-1', ...(root.data ?? {}) } } };
  return {
    id: `event-${definition.type}`,
    entityFqdn: definition.entityFqdn,
    slug: definition.slug,
    entityId: 'entity-1',
    eventTime: ISO,
    triggeredByAnonymizeRequest: false,
    entityEventSequence: '7',
    ...body,
  };
}

/**
 * Walks ours and the official envelope together. Equal leaves pass; where they differ, ours must have converted a
 * value the official client left as sent (a Date for its ISO string, a number for "Infinity") — which it does only
 * where its generated paths are broken (events.md §7) or absent.
 */
function compare(ours: unknown, theirs: unknown, path: string, extra: string[]): void {
  if (ours instanceof Date || theirs instanceof Date) {
    if (ours instanceof Date && theirs instanceof Date) expect(ours.getTime(), path).toBe(theirs.getTime());
    else if (ours instanceof Date && typeof theirs === 'string') {
      expect(ours.toISOString(), path).toBe(new Date(theirs).toISOString());
      extra.push(path);
    } else expect.fail(`${path}: ours ${String(ours)}, official ${String(theirs)}`);
    return;
  }
  if (typeof ours === 'number' && typeof theirs === 'string') {
    expect(String(ours), path).toBe(theirs);
    extra.push(path);
    return;
  }
  if (ours !== null && theirs !== null && typeof ours === 'object' && typeof theirs === 'object') {
    const keys = new Set([...Object.keys(ours), ...Object.keys(theirs)]);
    for (const key of keys) {
      const a = (ours as Record<string, unknown>)[key];
      const b = (theirs as Record<string, unknown>)[key];
      if (a === undefined && b === undefined) continue;
      compare(a, b, `${path}.${key}`, extra);
    }
    return;
  }
  expect(ours, path).toEqual(theirs);
}

function unconverted(value: unknown, path: string, found: string[]): string[] {
  if (typeof value === 'string' && (value === ISO || value === 'Infinity' || value === 'a,b'))
    found.push(path);
  else if (value !== null && typeof value === 'object' && !(value instanceof Date))
    for (const [key, item] of Object.entries(value)) unconverted(item, `${path}.${key}`, found);
  return found;
}

const definitions = Object.entries(eventFamilies).flatMap(([family, events]) =>
  Object.entries(events).map(([handler, definition]) => ({
    family,
    handler,
    definition: definition as EventDescriptor,
  })),
);

let signer: WebhookSigner;
let ours: { process(body: string): Promise<unknown>; seen: HandledEvent[] };
let official: ReturnType<typeof createOfficialReceiverClient>;
beforeAll(async () => {
  signer = await createWebhookSigner();
  const client: any = createClient({
    auth: AppStrategy({ publicKey: signer.publicKeyPem }),
    modules: eventFamilies,
  });
  const seen: HandledEvent[] = [];
  for (const { family, handler } of definitions)
    client[family][handler]((envelope: unknown) => void seen.push({ family, handler, envelope }));
  ours = { process: (body) => client.webhooks.process(body), seen };
  const handlers: Record<string, string[]> = {};
  for (const { family, handler } of definitions) {
    handlers[family] ??= [];
    handlers[family].push(handler);
  }
  official = createOfficialReceiverClient(signer.publicKeyPem, handlers);
});

describe('event definitions against the official modules', () => {
  it('declare every event of the official modules, with the same type and domain flag', () => {
    for (const [family, module] of Object.entries(OFFICIAL_EVENT_MODULES)) {
      const theirs = Object.entries(module as Record<string, any>).filter(
        ([, value]) => value?.__type === 'event-definition',
      );
      const mine = eventFamilies[family as keyof typeof eventFamilies] as Record<string, EventDescriptor>;
      expect(Object.keys(mine).sort(), family).toEqual(theirs.map(([name]) => name).sort());
      for (const [name, definition] of theirs)
        expect({ type: mine[name]!.type, domain: mine[name]!.domain }, `${family}.${name}`).toEqual({
          type: definition.type,
          domain: definition.isDomainEvent,
        });
    }
  });
});

describe('event fixtures, our SDK against the official client', () => {
  it.each(definitions.map((entry) => [`${entry.family}.${entry.handler}`, entry] as const))(
    '%s: same envelope, every path converted',
    async (_, { family, handler, definition }) => {
      const body = await signer.sign({
        eventType: definition.type,
        instanceId: 'site-1',
        identity: { identityType: 'MEMBER', memberId: 'm-1' },
        accountInfo: { siteId: 'site-1' },
        payload: fixtureFor(definition),
      });
      ours.seen.length = 0;
      official.seen.length = 0;
      await ours.process(body);
      await official.process(body);
      expect(ours.seen.map((event) => `${event.family}.${event.handler}`)).toEqual([`${family}.${handler}`]);
      expect(official.seen).toHaveLength(1);
      const mine = ours.seen[0]!.envelope;
      const extra: string[] = [];
      compare(mine, official.seen[0]!.envelope, '', extra);
      // Where we convert more than the official client: its deleted events (paths generated as `undefined.…`) and
      // updated events whose modifiedFields it has no paths for.
      for (const path of extra)
        expect(
          (definition.slug === 'deleted' && path.startsWith('.entity.')) ||
            (definition.slug === 'updated' && path.startsWith('.modifiedFields.')),
          `${definition.type}: unexpected difference at ${path}`,
        ).toBe(true);
      expect(unconverted(mine, '', [])).toEqual([]);
      expect(mine.metadata).toMatchObject({
        instanceId: 'site-1',
        identity: { identityType: 'MEMBER', memberId: 'm-1' },
      });
      if (definition.domain)
        expect(mine.metadata).toMatchObject({ _id: `event-${definition.type}`, eventTime: new Date(ISO) });
    },
  );
});

describe('hand-written fixtures of the legacy events', () => {
  it('cart abandoned: dates and float totals (transforms.md §6)', async () => {
    const body = await signer.sign({
      eventType: 'com.wix.ecommerce.cart.abandonment.api.v1.CartAbandonedEvent',
      payload: {
        cartId: 'c-1',
        creationTime: '2025-01-01T10:00:00.000Z',
        abandonTime: '2025-01-01T11:00:00.000Z',
        buyerInfo: { id: 'b-1', email: 'ada@example.com' },
        totals: { subtotal: 42.5, total: 'NaN' },
      },
    });
    ours.seen.length = 0;
    await ours.process(body);
    expect(ours.seen[0]!.envelope.data).toEqual({
      cartId: 'c-1',
      creationTime: new Date('2025-01-01T10:00:00.000Z'),
      abandonTime: new Date('2025-01-01T11:00:00.000Z'),
      buyerInfo: { _id: 'b-1', email: 'ada@example.com' },
      totals: { subtotal: 42.5, total: Number.NaN },
    });
  });

  it('inventory item changed: field mask and date', async () => {
    const body = await signer.sign({
      eventType: 'com.wix.ecommerce.inventory.api.v1.InventoryItemChanged',
      payload: {
        inventoryItemId: 'i-1',
        fieldMask: 'trackQuantity,variants',
        updatedDate: '2025-01-03T00:00:00Z',
      },
    });
    ours.seen.length = 0;
    await ours.process(body);
    expect(ours.seen[0]!.envelope.data).toEqual({
      inventoryItemId: 'i-1',
      fieldMask: ['trackQuantity', 'variants'],
      _updatedDate: new Date('2025-01-03T00:00:00Z'),
    });
  });

  it('refuses a fixture signed by someone else on both clients', async () => {
    const stranger = await createWebhookSigner();
    const body = await stranger.sign({ eventType: 'wix.members.v1.member_created', payload: {} });
    await expect(ours.process(body)).rejects.toSatisfy(isWebhookError);
    await expect(official.process(body)).rejects.toThrow(/signature verification failed/);
  });
});
