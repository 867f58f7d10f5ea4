import { fromBase64Url } from '../util/from-base64url';
import type { WebhookKit } from './webhook-kit';

/**
 * The app's public key, as the platform gives it to owners: a PEM `PUBLIC KEY` (SPKI), the base64 of that PEM (the
 * official client accepts both, events.md §2), a JWK, an already imported `CryptoKey`, or the whole answer of
 * `GET /bazaar/v1/webhooks/public-key` ({@link WebhookPublicKeySet}).
 */
export type WebhookPublicKey = string | JsonWebKey | CryptoKey | WebhookPublicKeySet;

/**
 * The published keys (the answer of `GET /bazaar/v1/webhooks/public-key`): the current key and the keys a rotation
 * replaced, each until its `expiresDate`. A token is verified with the key named by its `kid` header, so deliveries
 * signed before a rotation still verify during the overlap.
 */
export interface WebhookPublicKeySet {
  /** The current key: PEM `PUBLIC KEY` or base64 of the PEM. */
  publicKey: string;
  kid: string;
  previousKeys?: Array<{ publicKey: string; kid: string; expiresDate?: string }>;
}

/**
 * The key to verify a token with: from a key set, the unexpired key whose `kid` the token names (else the current
 * key, whose signature check then fails); any other form of key as it is.
 * @param key - the configured public key
 * @param kid - the token header's `kid`
 * @param now - the current time in milliseconds
 * @returns a cache id for the key (its kid) and the key
 */
export function pickWebhookPublicKey(
  key: WebhookPublicKey,
  kid: unknown,
  now: number,
): [id: string, key: string | JsonWebKey | CryptoKey] {
  if (typeof key !== 'object' || !('publicKey' in key)) return ['', key];
  const named = [key, ...(key.previousKeys ?? [])].find(
    (candidate) =>
      candidate.kid === kid &&
      !('expiresDate' in candidate && candidate.expiresDate && Date.parse(candidate.expiresDate) <= now),
  );
  const chosen = named ?? key;
  return [chosen.kid, chosen.publicKey];
}

const RS256 = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;

/**
 * Imports a public key for RS256 verification with WebCrypto (no dependencies: browsers, Node 20+, edge runtimes).
 *
 * @param kit - the webhook kit (webhook-kit.ts): error class and conversions of the initial bundle
 * @param key - PEM, base64 of the PEM, base64 of the DER SPKI, JWK or CryptoKey
 * @returns the verification key
 * @throws WebhookError `INVALID_PUBLIC_KEY` when it is not an RSA SPKI key
 */
export async function importWebhookPublicKey(
  kit: WebhookKit,
  key: string | JsonWebKey | CryptoKey,
): Promise<CryptoKey> {
  const [WebhookError] = kit;
  if (typeof key === 'object' && 'type' in key && 'algorithm' in key) return key as CryptoKey;
  try {
    if (typeof key === 'object') return await crypto.subtle.importKey('jwk', key, RS256, false, ['verify']);
    return await crypto.subtle.importKey('spki', toSpkiDer(kit, key), RS256, false, ['verify']);
  } catch (error) {
    if (error instanceof WebhookError) throw error;
    throw new WebhookError('The webhook public key is not an RSA public key', {
      code: 'INVALID_PUBLIC_KEY',
      cause: error,
    });
  }
}

function toSpkiDer([WebhookError]: WebhookKit, text: string): Uint8Array<ArrayBuffer> {
  let pem = text.trim();
  if (!pem.includes('-----BEGIN')) {
    // Base64 of the PEM (what a one-line environment variable holds), else base64 of the DER itself.
    const bytes = fromBase64Url(pem.replace(/\s+/g, ''));
    const decoded = new TextDecoder().decode(bytes);
    if (!decoded.includes('-----BEGIN')) return bytes;
    pem = decoded;
  }
  const match = /-----BEGIN ([A-Z ]+)-----([\s\S]*?)-----END \1-----/.exec(pem);
  if (match?.[1] !== 'PUBLIC KEY') {
    throw new WebhookError(
      `The webhook public key must be a PEM "PUBLIC KEY" (SPKI), got ${match ? `"${match[1]}"` : 'no PEM block'}`,
      { code: 'INVALID_PUBLIC_KEY' },
    );
  }
  return fromBase64Url(match[2]!.replace(/\s+/g, ''));
}
