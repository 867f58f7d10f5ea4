import type { AccountInfo, EventIdentity } from '../events/event-types';
import type { JwtClaims } from './verify-jwt';
import { WebhookError } from './webhook-error';

/** A verified, parsed webhook event, before conversion (what `parseJWT` returns). */
export interface ParsedEvent {
  /** The event type (`wix.ecom.v1.order_created`). */
  eventType: string;
  /** The site (app instance) the event belongs to. */
  instanceId: string | undefined;
  /** The event payload as sent: a `DomainEvent` for domain events, the raw payload for legacy ones. */
  payload: Record<string, unknown>;
  identity: EventIdentity | undefined;
  accountInfo: AccountInfo | undefined;
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new WebhookError('MALFORMED_EVENT', `The webhook's ${what} is not valid JSON`, error);
  }
}

function asObject(value: unknown, what: string): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new WebhookError('MALFORMED_EVENT', `The webhook's ${what} is not a JSON object`);
  return value as Record<string, unknown>;
}

/**
 * Reads the event out of verified claims (events.md §1): the `data` claim is a JSON string holding `eventType`,
 * `instanceId`, `data` (the payload, itself a JSON string), `identity` (a JSON string) and `accountInfo` (an object).
 *
 * @param claims - the verified JWT claims
 * @returns the event
 * @throws WebhookError `MALFORMED_EVENT` naming the part that is missing or malformed
 */
export function parseEventClaims(claims: JwtClaims): ParsedEvent {
  if (typeof claims.data !== 'string')
    throw new WebhookError(
      'MALFORMED_EVENT',
      `Unexpected type of JWT data: expected string, got ${claims.data === null ? 'null' : typeof claims.data}`,
    );
  const envelope = asObject(parseJson(claims.data, 'envelope (data claim)'), 'envelope (data claim)');
  const { eventType, instanceId, data, identity, accountInfo } = envelope;
  if (typeof eventType !== 'string' || eventType === '')
    throw new WebhookError('MALFORMED_EVENT', 'The webhook envelope has no "eventType"');
  if (instanceId !== undefined && typeof instanceId !== 'string')
    throw new WebhookError('MALFORMED_EVENT', 'The webhook envelope\'s "instanceId" is not a string');
  if (typeof data !== 'string')
    throw new WebhookError('MALFORMED_EVENT', 'The webhook envelope\'s "data" is not a JSON string');
  const payload = asObject(parseJson(data, 'payload'), 'payload');
  let parsedIdentity: EventIdentity | undefined;
  if (identity !== undefined && identity !== null && identity !== '') {
    if (typeof identity !== 'string')
      throw new WebhookError('MALFORMED_EVENT', 'The webhook envelope\'s "identity" is not a JSON string');
    parsedIdentity = asObject(parseJson(identity, 'identity'), 'identity') as unknown as EventIdentity;
  }
  if (accountInfo !== undefined && accountInfo !== null) asObject(accountInfo, 'accountInfo');
  return {
    eventType,
    instanceId,
    payload,
    identity: parsedIdentity,
    accountInfo: (accountInfo ?? undefined) as AccountInfo | undefined,
  };
}
