import { importWebhookPublicKey, pickWebhookPublicKey, type WebhookPublicKey } from './public-key';
import { type JwtClaims, verifyJwt } from './verify-jwt';
import type { WebhookKit } from './webhook-kit';

/** Verifies a webhook token and returns its claims. */
export type JwtDecoder = (token: string) => Promise<JwtClaims>;

/** How webhooks are verified: the app's public key and the clock. */
export interface WebhookVerifyOptions {
  /**
   * The app's public key (PEM, base64 of the PEM, JWK or CryptoKey), or the set of published keys (the answer of
   * `GET /bazaar/v1/webhooks/public-key`, picked by the token's `kid`); the platform gives them to owners.
   */
  publicKey: WebhookPublicKey;
  /** Leeway for `exp` / `nbf` between the sender's and the receiver's clocks, in seconds (default 0). */
  clockToleranceSeconds?: number;
  /** The current time in milliseconds (default `Date.now`). */
  now?: () => number;
}

/**
 * Creates a decoder that verifies RS256 webhook tokens with the public key (or, from a key set, the key the token's
 * `kid` names), each key imported once on first use.
 *
 * @param kit - the webhook kit (webhook-kit.ts): error class and conversions of the initial bundle
 * @param options - public key, clock tolerance, clock
 * @returns the decoder
 * @throws WebhookError from the decoder: `MISSING_PUBLIC_KEY`, `INVALID_PUBLIC_KEY` and the verification codes
 */
export function createJwtDecoder(kit: WebhookKit, options: WebhookVerifyOptions): JwtDecoder {
  const [WebhookError] = kit;
  const imported = new Map<string, Promise<CryptoKey>>();
  return async (token) => {
    if (!options.publicKey)
      throw new WebhookError(
        'Missing public key. Make sure to pass it to the AppStrategy (or to createClient({ webhooks }))',
        { code: 'MISSING_PUBLIC_KEY' },
      );
    const now = (options.now ?? Date.now)();
    return verifyJwt(
      kit,
      token,
      (kid) => {
        const [id, material] = pickWebhookPublicKey(options.publicKey, kid, now);
        let key = imported.get(id);
        if (!key) {
          key = importWebhookPublicKey(kit, material).catch((error) => {
            imported.delete(id);
            throw error;
          });
          imported.set(id, key);
        }
        return key;
      },
      Math.floor(now / 1000),
      options.clockToleranceSeconds ?? 0,
    );
  };
}
