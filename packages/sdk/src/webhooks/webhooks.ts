import type { AuthStrategy } from '../auth/auth-strategy';
import type { EventDescriptor } from '../events/define-event';
import type { EventHandler } from '../events/event-types';
import type { WebhookVerifyOptions } from './jwt-decoder';
import type { ParsedEvent } from './parse-event';

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

/** A registered handler. */
export interface Registration {
  definition: EventDescriptor;
  handler: EventHandler<any>;
}

/** What the webhook methods work with: the handlers by event type, and how to verify tokens. */
export interface WebhookSetup {
  handlers: Map<string, Registration[]>;
  /** The client's `webhooks` option. */
  options?: WebhookVerifyOptions;
  /** The client's auth strategy, whose `decodeJWT` is used without that option. */
  auth: AuthStrategy;
}

/**
 * Creates the webhook machinery of one client. Only handler registration is eager: verification, parsing and
 * conversion (webhook-runtime.ts) load on the first call of a `webhooks` method, so apps that never receive
 * webhooks do not download them.
 *
 * @param setup - the client's `webhooks` option and auth strategy
 * @returns the `webhooks` client and the registration function
 */
export function createWebhooks(setup: Omit<WebhookSetup, 'handlers'>): WebhookRegistry {
  const handlers = new Map<string, Registration[]>();
  let methods: Promise<Record<string, (...args: any[]) => Promise<any>>> | undefined;
  const call =
    (name: string) =>
    async (...args: unknown[]) => {
      methods ??= import('./webhook-runtime').then((runtime) =>
        runtime.createWebhookMethods({ ...setup, handlers }),
      );
      return (await methods)[name]!(...args);
    };
  return {
    webhooks: {
      process: call('process'),
      processRequest: call('processRequest'),
      parseJWT: call('parseJWT'),
      parseRequest: call('parseRequest'),
      executeHandlers: call('executeHandlers'),
      registeredEventTypes: () => [...handlers.keys()],
    },
    register(definition, handler) {
      const registration = { definition, handler };
      handlers.set(definition.type, [...(handlers.get(definition.type) ?? []), registration]);
      return () => {
        const remaining = (handlers.get(definition.type) ?? []).filter((entry) => entry !== registration);
        if (remaining.length) handlers.set(definition.type, remaining);
        else handlers.delete(definition.type);
      };
    },
  };
}
