import { importWebhookPublicKey, type WebhookPublicKey } from './public-key';
import { type JwtClaims, verifyJwt } from './verify-jwt';
import type { WebhookKit } from './webhook-kit';

/** Verifies a webhook token and returns its claims. */
export type JwtDecoder = (token: string) => Promise<JwtClaims>;

/** How webhooks are verified: the app's public key and the clock. */
export interface WebhookVerifyOptions {
  /** The app's public key (PEM, base64 of the PEM, JWK or CryptoKey); the platform gives it to owners. */
  publicKey: WebhookPublicKey;
  /** Leeway for `exp` / `nbf` between the sender's and the receiver's clocks, in seconds (default 0). */
  clockToleranceSeconds?: number;
  /** The current time in milliseconds (default `Date.now`). */
  now?: () => number;
}

/**
 * Creates a decoder that verifies RS256 webhook tokens with one public key, imported once on first use.
 *
 * @param kit - the webhook kit (webhook-kit.ts): error class and conversions of the initial bundle
 * @param options - public key, clock tolerance, clock
 * @returns the decoder
 * @throws WebhookError from the decoder: `MISSING_PUBLIC_KEY`, `INVALID_PUBLIC_KEY` and the verification codes
 */
export function createJwtDecoder(kit: WebhookKit, options: WebhookVerifyOptions): JwtDecoder {
  const [WebhookError] = kit;
  let key: Promise<CryptoKey> | undefined;
  return async (token) => {
    if (!options.publicKey)
      throw new WebhookError(
        'Missing public key. Make sure to pass it to the AppStrategy (or to createClient({ webhooks }))',
        { code: 'MISSING_PUBLIC_KEY' },
      );
    key ??= importWebhookPublicKey(kit, options.publicKey).catch((error) => {
      key = undefined;
      throw error;
    });
    const now = (options.now ?? Date.now)();
    return verifyJwt(kit, token, await key, Math.floor(now / 1000), options.clockToleranceSeconds ?? 0);
  };
}
