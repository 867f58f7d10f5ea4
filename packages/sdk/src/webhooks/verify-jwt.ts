import { fromBase64Url } from '../util/from-base64url';
import type { WebhookKit } from './webhook-kit';

/** Claims of a verified token. */
export type JwtClaims = Record<string, unknown>;

const decoder = new TextDecoder();

function decodePart([WebhookError]: WebhookKit, part: string, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(decoder.decode(fromBase64Url(part)));
  } catch (error) {
    throw new WebhookError(`The webhook token's ${what} is not base64url JSON`, {
      code: 'MALFORMED_TOKEN',
      cause: error,
    });
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new WebhookError(`The webhook token's ${what} is not a JSON object`, { code: 'MALFORMED_TOKEN' });
  return value as Record<string, unknown>;
}

/**
 * Verifies a compact RS256 JWS the way the official client's `jwtVerify` does for webhooks (events.md §2): the
 * algorithm must be RS256, the signature must match the key, and `exp` / `nbf`, when present, must hold. Issuer and
 * audience are not checked for webhooks.
 *
 * @param kit - the webhook kit (webhook-kit.ts): error class and conversions of the initial bundle
 * @param token - the compact JWS (the webhook's HTTP body)
 * @param key - the app's public key, imported for RS256, or a function giving it for the header's `kid`
 * @param nowSeconds - the current time in epoch seconds
 * @param clockToleranceSeconds - leeway for `exp` and `nbf`
 * @returns the claims
 * @throws WebhookError `MALFORMED_TOKEN`, `UNSUPPORTED_ALGORITHM`, `INVALID_SIGNATURE`, `TOKEN_EXPIRED`,
 * `TOKEN_NOT_YET_VALID`
 */
export async function verifyJwt(
  kit: WebhookKit,
  token: string,
  key: CryptoKey | ((kid: unknown) => Promise<CryptoKey>),
  nowSeconds: number,
  clockToleranceSeconds = 0,
): Promise<JwtClaims> {
  const [WebhookError] = kit;
  const parts = token.trim().split('.');
  if (parts.length !== 3 || parts.some((part) => !/^[\w-]*$/.test(part)) || !parts[0] || !parts[1])
    throw new WebhookError('The webhook body is not a compact JWS (header.claims.signature)', {
      code: 'MALFORMED_TOKEN',
    });
  const [header64, claims64, signature64] = parts as [string, string, string];
  const header = decodePart(kit, header64, 'header');
  // Checked before the signature: a token must not choose how it is verified (`alg: none`, HS256 with the public key).
  if (header.alg !== 'RS256')
    throw new WebhookError(`The webhook token is signed with ${String(header.alg)}, not RS256`, {
      code: 'UNSUPPORTED_ALGORITHM',
    });
  const valid = await crypto.subtle.verify(
    'RSASSA-PKCS1-v1_5',
    typeof key === 'function' ? await key(header.kid) : key,
    fromBase64Url(signature64),
    new TextEncoder().encode(`${header64}.${claims64}`),
  );
  if (!valid)
    throw new WebhookError('The webhook signature does not match the public key', {
      code: 'INVALID_SIGNATURE',
    });
  const claims = decodePart(kit, claims64, 'claims');
  if (claims.exp !== undefined) {
    if (typeof claims.exp !== 'number')
      throw new WebhookError('The webhook token\'s "exp" is not a number', { code: 'MALFORMED_TOKEN' });
    if (claims.exp <= nowSeconds - clockToleranceSeconds)
      throw new WebhookError(`The webhook token expired at ${new Date(claims.exp * 1000).toISOString()}`, {
        code: 'TOKEN_EXPIRED',
      });
  }
  if (claims.nbf !== undefined) {
    if (typeof claims.nbf !== 'number')
      throw new WebhookError('The webhook token\'s "nbf" is not a number', { code: 'MALFORMED_TOKEN' });
    if (claims.nbf > nowSeconds + clockToleranceSeconds)
      throw new WebhookError(`The webhook token is valid from ${new Date(claims.nbf * 1000).toISOString()}`, {
        code: 'TOKEN_NOT_YET_VALID',
      });
  }
  return claims;
}
