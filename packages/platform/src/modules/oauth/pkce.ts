import { createHash } from 'node:crypto';
import { safeEqual } from '../../auth/opaque-token';

/** Code verifiers are 43–128 characters of letters, digits and `-._~` (spec §5, RFC 7636 §4.1). */
export const CODE_VERIFIER_PATTERN = /^[A-Za-z0-9\-._~]{43,128}$/;

/**
 * The S256 challenge of a verifier: SHA-256, base64url without padding (spec §5).
 * @param verifier - the code verifier
 */
export function s256Challenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/**
 * Checks a code verifier against the challenge recorded at authorization time.
 * @param verifier - the `codeVerifier` of the token request
 * @param challenge - the `codeChallenge` of the authorization request
 * @param method - the challenge method (only `S256` is supported)
 */
export function verifyPkce(verifier: string, challenge: string, method: string): boolean {
  if (method !== 'S256' || !CODE_VERIFIER_PATTERN.test(verifier)) return false;
  return safeEqual(s256Challenge(verifier), challenge);
}
