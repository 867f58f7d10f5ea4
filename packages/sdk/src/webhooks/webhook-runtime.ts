/**
 * The webhook methods of `client.webhooks`: verification, parsing, routing and conversion. Loaded on the first call
 * of one of them (webhooks.ts `webhookRegistry`), so clients that only register handlers don't carry it up front.
 */
import { createJwtDecoder, type JwtDecoder } from './jwt-decoder';
import { type ParsedEvent, parseEventClaims } from './parse-event';
import { toEnvelope } from './to-envelope';
import type { WebhookKit } from './webhook-kit';
import type { ProcessOptions, WebhookSetup, Webhooks } from './webhooks';

function decoderFor(kit: WebhookKit, { webhooks, auth }: WebhookSetup): JwtDecoder | undefined {
  if (webhooks) return createJwtDecoder(kit, webhooks);
  if (!auth.decodeJWT) return undefined;
  const [WebhookError] = kit;
  return async (token) => {
    const { decoded, valid } = await auth.decodeJWT!(token);
    if (!valid) throw new WebhookError('JWT is not valid', { code: 'INVALID_SIGNATURE' });
    return decoded;
  };
}

/**
 * The `webhooks` methods of a client (events.md §2–4).
 * @param setup - registered handlers, the client's `webhooks` option and auth strategy
 * @param kit - the webhook kit (webhook-kit.ts): error class and conversions of the initial bundle
 * @returns process, processRequest, parseJWT, parseRequest, executeHandlers
 */
export function createWebhookMethods(
  setup: WebhookSetup,
  kit: WebhookKit,
): Omit<Webhooks, 'registeredEventTypes'> {
  const { handlers } = setup;
  const [WebhookError] = kit;
  const decode = decoderFor(kit, setup);

  // events.md §3: once handlers (or expectations) exist, any other event type is refused before a handler runs.
  const assertExpected = (eventType: string, options: ProcessOptions = {}) => {
    const expected = [...(options.expectedEvents ?? []).map((event) => event.type), ...handlers.keys()];
    if (expected.length > 0 && !expected.includes(eventType))
      throw new WebhookError(`Unexpected event type: ${eventType}. Expected one of: ${expected.join(', ')}`, {
        code: 'UNEXPECTED_EVENT_TYPE',
      });
  };

  const runHandlers = async (event: ParsedEvent) => {
    // Envelopes are built (and conversions checked) before any handler runs, so a malformed body calls none.
    // Lazy definitions (events/lazy-events.ts) load their envelope paths first.
    const calls = await Promise.all(
      (handlers.get(event.eventType) ?? []).map(async ({ definition, handler }) => ({
        handler,
        envelope: toEnvelope(kit, 'load' in definition ? await definition.load() : definition, event),
      })),
    );
    await Promise.all(calls.map(({ handler, envelope }) => handler(envelope)));
  };

  const parseJWT = async (body: string) => {
    if (!decode)
      throw new WebhookError(
        'decodeJWT is not supported by the authentication strategy: use AppStrategy({ publicKey }) or ' +
          'createClient({ webhooks: { publicKey } })',
        { code: 'MISSING_PUBLIC_KEY' },
      );
    if (typeof body !== 'string')
      throw new WebhookError('The webhook body must be a string', { code: 'MALFORMED_TOKEN' });
    return parseEventClaims(kit, await decode(body));
  };
  const process = async (body: string, options?: ProcessOptions) => {
    const event = await parseJWT(body);
    assertExpected(event.eventType, options);
    await runHandlers(event);
    return event;
  };

  return {
    parseJWT,
    parseRequest: async (request) => parseJWT(await request.text()),
    process,
    processRequest: async (request, options) => process(await request.text(), options),
    async executeHandlers(event) {
      assertExpected(event.eventType);
      await runHandlers(event);
    },
  };
}
