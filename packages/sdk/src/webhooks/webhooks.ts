import type { AuthStrategy } from '../auth/auth-strategy';
import type { ModuleBinder, ModuleContext } from '../client/create-client';
import type { EventDescriptor } from '../events/define-event';
import type { EventHandler } from '../events/event-types';
import type { LazyEventDescriptor } from '../events/lazy-events';
import { lazyMethods } from '../util/lazy-methods';
import type { WebhookVerifyOptions } from './jwt-decoder';
import type { ParsedEvent } from './parse-event';
import { webhookKit } from './webhook-kit';

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

/** Registers a handler for an event definition, and returns a function that removes it. */
export type RegisterHandler = (
  definition: EventDescriptor | LazyEventDescriptor,
  handler: EventHandler<any>,
) => () => void;

/** A registered handler. */
export interface Registration {
  /** The definition the handler was registered through; a lazy one is completed when its first event arrives. */
  definition: EventDescriptor | LazyEventDescriptor;
  handler: EventHandler<any>;
}

/** What the webhook methods work with: the handlers by event type, and how to verify tokens. */
export interface WebhookSetup {
  handlers: Map<string, Registration[]>;
  /** The client's `webhooks` option. */
  webhooks?: WebhookVerifyOptions;
  /** The client's auth strategy, whose `decodeJWT` is used without that option. */
  auth: AuthStrategy;
}

const registries = new WeakMap<object, RegisterHandler>();

/**
 * The webhook registry of the client being built, created (and set as `client.webhooks`) on first use: handler
 * registration, and the methods of webhook-runtime.ts (verification, parsing, conversion). Registration is tiny and
 * static, so module objects can carry their event definitions (`orders.onOrderCreated`) at no real cost to a
 * storefront; the runtime loads on the first `process`/`parse` call, which only a webhook receiver (a server) ever
 * makes. Webhook code reaches a bundle only through the things that need it — event definitions and strategies that
 * verify tokens (`AppStrategy`) call this from their binders — so `createClient` itself carries none, and a
 * storefront that binds no events does not pay for it.
 *
 * @param context - the binder context `createClient` passes (its `client` and `options`)
 * @returns the client's registration function
 * @throws Error - when the context comes from outside `createClient` (no client to attach `webhooks` to)
 */
export function webhookRegistry({ client, options }: ModuleContext): RegisterHandler {
  if (!client || !options) throw new Error('Event definitions and webhooks need a client: use createClient');
  let register = registries.get(client);
  if (!register) {
    const handlers = new Map<string, Registration[]>();
    client.webhooks = {
      ...lazyMethods<Omit<Webhooks, 'registeredEventTypes'>>(
        ['process', 'processRequest', 'parseJWT', 'parseRequest', 'executeHandlers'],
        async () =>
          (await import('./webhook-runtime')).createWebhookMethods({ ...options, handlers }, webhookKit),
      ),
      registeredEventTypes: () => [...handlers.keys()],
    } satisfies Webhooks;
    register = (definition, handler) => {
      const { type } = definition;
      const registration = { definition, handler };
      handlers.set(type, [...(handlers.get(type) ?? []), registration]);
      return () => {
        const remaining = (handlers.get(type) ?? []).filter((entry) => entry !== registration);
        if (remaining.length) handlers.set(type, remaining);
        else handlers.delete(type);
      };
    };
    registries.set(client, register);
  }
  return register;
}

/**
 * The binder of an event definition: binding it (createClient) creates `client.webhooks`, and the bound function
 * registers a handler for the definition's type and returns its removal.
 *
 * @param definition - the event definition (complete, or lazy: events/lazy-events.ts)
 * @returns the binder
 */
export function eventBinder(
  definition: EventDescriptor | LazyEventDescriptor,
): ModuleBinder<(handler: EventHandler<any>) => () => void> {
  return (context) => {
    // Created at bind time, so `client.webhooks` exists as soon as the client does.
    const register = webhookRegistry(context);
    return (handler) => register(definition, handler);
  };
}
