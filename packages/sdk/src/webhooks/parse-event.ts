import type { AccountInfo, EventIdentity } from '../events/event-types';
import type { JwtClaims } from './verify-jwt';
import type { WebhookKit } from './webhook-kit';

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

function parseJson([WebhookError]: WebhookKit, text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new WebhookError(`The webhook's ${what} is not valid JSON`, {
      code: 'MALFORMED_EVENT',
      cause: error,
    });
  }
}

function asObject([WebhookError]: WebhookKit, value: unknown, what: string): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new WebhookError(`The webhook's ${what} is not a JSON object`, { code: 'MALFORMED_EVENT' });
  return value as Record<string, unknown>;
}

/**
 * Reads the event out of verified claims (events.md §1): the `data` claim is a JSON string holding `eventType`,
 * `instanceId`, `data` (the payload, itself a JSON string), `identity` (a JSON string) and `accountInfo` (an object).
 *
 * @param kit - the webhook kit (webhook-kit.ts): error class and conversions of the initial bundle
 * @param claims - the verified JWT claims
 * @returns the event
 * @throws WebhookError `MALFORMED_EVENT` naming the part that is missing or malformed
 */
export function parseEventClaims(kit: WebhookKit, claims: JwtClaims): ParsedEvent {
  const [WebhookError] = kit;
  if (typeof claims.data !== 'string')
    throw new WebhookError(
      `Unexpected type of JWT data: expected string, got ${claims.data === null ? 'null' : typeof claims.data}`,
      { code: 'MALFORMED_EVENT' },
    );
  const envelope = asObject(
    kit,
    parseJson(kit, claims.data, 'envelope (data claim)'),
    'envelope (data claim)',
  );
  const { eventType, instanceId, data, identity, accountInfo } = envelope;
  if (typeof eventType !== 'string' || eventType === '')
    throw new WebhookError('The webhook envelope has no "eventType"', { code: 'MALFORMED_EVENT' });
  if (instanceId !== undefined && typeof instanceId !== 'string')
    throw new WebhookError('The webhook envelope\'s "instanceId" is not a string', {
      code: 'MALFORMED_EVENT',
    });
  if (typeof data !== 'string')
    throw new WebhookError('The webhook envelope\'s "data" is not a JSON string', {
      code: 'MALFORMED_EVENT',
    });
  const payload = asObject(kit, parseJson(kit, data, 'payload'), 'payload');
  let parsedIdentity: EventIdentity | undefined;
  if (identity !== undefined && identity !== null && identity !== '') {
    if (typeof identity !== 'string')
      throw new WebhookError('The webhook envelope\'s "identity" is not a JSON string', {
        code: 'MALFORMED_EVENT',
      });
    parsedIdentity = asObject(
      kit,
      parseJson(kit, identity, 'identity'),
      'identity',
    ) as unknown as EventIdentity;
  }
  if (accountInfo !== undefined && accountInfo !== null) asObject(kit, accountInfo, 'accountInfo');
  return {
    eventType,
    instanceId,
    payload,
    identity: parsedIdentity,
    accountInfo: (accountInfo ?? undefined) as AccountInfo | undefined,
  };
}
