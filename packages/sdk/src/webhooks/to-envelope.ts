import type { PathNode } from '../convert/convert-tree';
import type { EventDescriptor } from '../events/define-event';
import type { ConversionPaths } from '../modules/endpoint';
import type { ParsedEvent } from './parse-event';
import type { WebhookKit } from './webhook-kit';

type Json = Record<string, unknown>;

// By envelope paths rather than by definition: lazy definitions (events/lazy-events.ts) complete into a new
// descriptor per load, around the same path lists.
const tries = new WeakMap<ConversionPaths, PathNode>();

function trieOf(
  [, , , compilePaths, fromWireTimestamp, fromWireFloat, fromWireFieldMask]: WebhookKit,
  { envelope }: EventDescriptor,
): PathNode {
  let trie = tries.get(envelope);
  if (!trie) {
    trie = compilePaths(envelope, {
      timestamps: fromWireTimestamp,
      floats: fromWireFloat,
      fieldMasks: fromWireFieldMask,
    });
    tries.set(envelope, trie);
  }
  return trie;
}

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

// events.md §4 caveat: the REST typings describe the bodies as JSON strings (`entityAsJson`…) while the official
// runtime reads the object keys; a body sent only in the string form is accepted too.
function body([WebhookError]: WebhookKit, holder: Json, key: string): unknown {
  if (holder[key] !== undefined) return holder[key];
  const text = holder[`${key}AsJson`];
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new WebhookError(`The event's "${key}AsJson" is not valid JSON`, {
      code: 'MALFORMED_EVENT',
      cause: error,
    });
  }
}

/**
 * Converts `modifiedFields`, a flat map of dotted paths (`lineItems[0].updatedDate`) to previous values: each key is
 * matched against the trie segment by segment (array indexes fan out like arrays do) and renamed segment by segment
 * — the result of the official client's unflatten → transform → flatten round trip (events.md §4), indexes in
 * brackets included.
 */
function convertModifiedFields(
  [, renamePath, convertTree]: WebhookKit,
  fields: Json,
  node: PathNode | undefined,
): Json {
  const out: Json = {};
  for (const key in fields) {
    let value = fields[key];
    let child = node;
    for (const segment of key.replace(/\[(\d+)\]/g, '.$1').split('.')) {
      if (/^\d+$/.test(segment)) continue;
      child = child?.n?.get(segment) ?? child?.n?.get('*');
      if (!child) break;
    }
    if (child?.c) value = child.c(value);
    if (value !== null && typeof value === 'object') value = convertTree(value, child);
    // The official round trip writes array indexes in brackets (`lineItems.0.id` → `lineItems[0]._id`).
    out[renamePath(key, false).replace(/\.(\d+)(?=[.[]|$)/g, '[$1]')] = value;
  }
  return out;
}

/**
 * Builds what a handler receives (events.md §4) and converts it: domain events become `{entity, metadata,
 * modifiedFields?}` or `{data, metadata}` (checked in the official order: deleted, action, updated, created), with
 * `metadata` = instance, identity, account plus every top-level payload field but the bodies; legacy events become
 * `{data: payload, metadata}`. Timestamps, floats and field masks convert along the definition's paths and
 * `id/createdDate/updatedDate` are renamed at every depth. The parsed event is not modified.
 *
 * @param kit - the webhook kit (webhook-kit.ts): error class and conversions of the initial bundle
 * @param definition - the event definition of the handler
 * @param event - the verified, parsed event
 * @returns the envelope
 * @throws WebhookError `MALFORMED_EVENT` when a body is a malformed JSON string
 */
export function toEnvelope(kit: WebhookKit, definition: EventDescriptor, event: ParsedEvent): Json {
  const base = { instanceId: event.instanceId, identity: event.identity, accountInfo: event.accountInfo };
  const payload = structuredClone(event.payload);
  let envelope: Json;
  if (!definition.domain) envelope = { data: payload, metadata: base };
  else {
    const { deletedEvent, actionEvent, createdEvent, updatedEvent, ...rest } = payload;
    const metadata = { ...base, ...rest };
    if (isObject(deletedEvent)) {
      const entity = body(kit, deletedEvent, 'deletedEntity');
      envelope = entity ? { entity, metadata } : { metadata };
    } else if (isObject(actionEvent)) envelope = { data: body(kit, actionEvent, 'body'), metadata };
    else if (isObject(updatedEvent)) {
      envelope = { entity: body(kit, updatedEvent, 'currentEntity'), metadata };
      if (updatedEvent.modifiedFields) envelope.modifiedFields = updatedEvent.modifiedFields;
    } else
      envelope = { entity: isObject(createdEvent) ? body(kit, createdEvent, 'entity') : undefined, metadata };
  }
  const trie = trieOf(kit, definition);
  const modified = envelope.modifiedFields;
  if (isObject(modified)) delete envelope.modifiedFields;
  const [, , convertTree] = kit;
  const converted = convertTree(envelope, trie) as Json;
  if (isObject(modified))
    converted.modifiedFields = convertModifiedFields(kit, modified, trie.n?.get('modifiedFields'));
  return converted;
}
