import { BazaarError } from '../errors/bazaar-error';

/** Why a webhook was refused. */
export type WebhookErrorCode =
  /** No public key to verify with: pass `AppStrategy({ publicKey })` or `createClient({ webhooks: { publicKey } })`. */
  | 'MISSING_PUBLIC_KEY'
  /** The public key is not an RSA SPKI key (PEM, base64 of the PEM, or a JWK). */
  | 'INVALID_PUBLIC_KEY'
  /** The body is not a compact JWS (three base64url parts with JSON header and claims). */
  | 'MALFORMED_TOKEN'
  /** The token's algorithm is not RS256 (`none`, HS256… are refused, whatever the signature says). */
  | 'UNSUPPORTED_ALGORITHM'
  /** The signature does not match the public key. */
  | 'INVALID_SIGNATURE'
  /** The token's `exp` has passed. */
  | 'TOKEN_EXPIRED'
  /** The token's `nbf` is still to come. */
  | 'TOKEN_NOT_YET_VALID'
  /** The signed claims are not the event envelope of events.md §1 (double-encoded JSON). */
  | 'MALFORMED_EVENT'
  /** Handlers are registered, but none for this event type (events.md §3). */
  | 'UNEXPECTED_EVENT_TYPE';

/**
 * A webhook could not be verified, parsed or routed. No handler runs when it is thrown. Branch on `code`.
 *
 * @example
 * try { await client.webhooks.processRequest(request); return new Response('ok'); }
 * catch (err) { if (isWebhookError(err)) return new Response(err.code, { status: 400 }); throw err; }
 * // Built like the other errors:
 * new WebhookError('JWT is not valid', { code: 'INVALID_SIGNATURE' });
 */
export class WebhookError extends BazaarError<{ code: WebhookErrorCode; cause?: unknown }> {
  override name = 'WebhookError';
  declare code: WebhookErrorCode;
}

/** True when a webhook was refused. @param error - what was caught */
export const isWebhookError = (error: unknown): error is WebhookError => error instanceof WebhookError;
