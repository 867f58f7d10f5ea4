import type { EventDescriptor } from '../events/define-event';
import type { EventHandler } from '../events/event-types';
import type { JwtDecoder } from './jwt-decoder';
import { type ParsedEvent, parseEventClaims } from './parse-event';
import { toEnvelope } from './to-envelope';
import { WebhookError } from './webhook-error';

/** Options of `process` / `processRequest`. */
export interface ProcessOptions {
  /** Event types accepted besides those with handlers (`[{ type }]` or event definitions), as in the official client. */
  expectedEvents?: ReadonlyArray<{ type: string }>;
}

/** `client.webhooks`: verifies signed events and runs the handlers registered through the modules. */
export interface Webhooks {
  /**
   * Verifies a webhook body (the bare JWT the platform POSTs), parses it and runs every handler registered for its
   * type, in parallel; resolves when they are done.
   * @throws WebhookError when the signature, the token or the envelope is bad, or the type is unexpected (no handler
   * runs then); a handler's own error rejects the promise as it is
   */
  process(body: string, options?: ProcessOptions): Promise<ParsedEvent>;
  /** {@link Webhooks.process} on a `Request` (reads its body as text). */
  processRequest(request: Request, options?: ProcessOptions): Promise<ParsedEvent>;
  /** Verifies and parses without running handlers. */
  parseJWT(body: string): Promise<ParsedEvent>;
  /** {@link Webhooks.parseJWT} on a `Request`. */
  parseRequest(request: Request): Promise<ParsedEvent>;
  /** Runs the handlers of an already parsed event. */
  executeHandlers(event: ParsedEvent): Promise<void>;
  /** The event types that have handlers. */
  registeredEventTypes(): string[];
}

/** The webhooks client plus the registration function `createClient` binds module event definitions to. */
export interface WebhookRegistry {
  webhooks: Webhooks;
  /**
   * Registers a handler for an event definition.
   * @returns a function that removes the handler
   */
  register(definition: EventDescriptor, handler: EventHandler<any>): () => void;
}

interface Registration {
  definition: EventDescriptor;
  handler: EventHandler<any>;
}

/**
 * Creates the webhook machinery of one client.
 *
 * @param getDecoder - returns the token verifier (from `createClient({ webhooks })` or the auth strategy), or
 * undefined when the client cannot verify webhooks
 * @returns the `webhooks` client and the registration function
 */
export function createWebhooks(getDecoder: () => JwtDecoder | undefined): WebhookRegistry {
  const handlers = new Map<string, Registration[]>();

  // events.md §3: once handlers (or expectations) exist, any other event type is refused before a handler runs.
  const assertExpected = (eventType: string, options: ProcessOptions = {}) => {
    const expected = [...(options.expectedEvents ?? []).map((event) => event.type), ...handlers.keys()];
    if (expected.length > 0 && !expected.includes(eventType))
      throw new WebhookError(
        'UNEXPECTED_EVENT_TYPE',
        `Unexpected event type: ${eventType}. Expected one of: ${expected.join(', ')}`,
      );
  };

  const runHandlers = async (event: ParsedEvent) => {
    const registrations = handlers.get(event.eventType) ?? [];
    // Envelopes are built (and conversions checked) before any handler runs, so a malformed body calls none.
    const calls = registrations.map(({ definition, handler }) => ({
      handler,
      envelope: toEnvelope(definition, event),
    }));
    await Promise.all(calls.map(({ handler, envelope }) => handler(envelope)));
  };

  const webhooks: Webhooks = {
    async parseJWT(body) {
      const decode = getDecoder();
      if (!decode)
        throw new WebhookError(
          'MISSING_PUBLIC_KEY',
          'decodeJWT is not supported by the authentication strategy: use AppStrategy({ publicKey }) or ' +
            'createClient({ webhooks: { publicKey } })',
        );
      if (typeof body !== 'string')
        throw new WebhookError('MALFORMED_TOKEN', 'The webhook body must be a string');
      return parseEventClaims(await decode(body));
    },
    async parseRequest(request) {
      return webhooks.parseJWT(await request.text());
    },
    async process(body, options) {
      const event = await webhooks.parseJWT(body);
      assertExpected(event.eventType, options);
      await runHandlers(event);
      return event;
    },
    async processRequest(request, options) {
      return webhooks.process(await request.text(), options);
    },
    async executeHandlers(event) {
      assertExpected(event.eventType);
      await runHandlers(event);
    },
    registeredEventTypes: () => [...handlers.keys()],
  };

  return {
    webhooks,
    register(definition, handler) {
      const registration = { definition, handler };
      const list = handlers.get(definition.type) ?? [];
      list.push(registration);
      handlers.set(definition.type, list);
      return () => {
        const current = handlers.get(definition.type) ?? [];
        const remaining = current.filter((entry) => entry !== registration);
        if (remaining.length) handlers.set(definition.type, remaining);
        else handlers.delete(definition.type);
      };
    },
  };
}
