import { bytesToBase64Url } from '../../util/bytes-to-base64url';

// RFC 7636 §4.1 / spec §5: unreserved characters only.
const VERIFIER_CHARSET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
// Bytes at or above the largest multiple of 66 would favour the first characters; they are drawn again.
const UNBIASED_LIMIT = 256 - (256 % VERIFIER_CHARSET.length);

/**
 * A random PKCE code verifier (also used for the OAuth `state`).
 *
 * @param length - 43 to 128 characters (default 43, spec §5)
 * @returns the verifier, from `[A-Za-z0-9-._~]`
 * @throws RangeError - when the length is outside 43–128
 */
export function createCodeVerifier(length = 43): string {
  if (!Number.isInteger(length) || length < 43 || length > 128) {
    throw new RangeError(`Expected a code verifier length between 43 and 128, got ${length}`);
  }
  let verifier = '';
  while (verifier.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length))) {
      if (byte < UNBIASED_LIMIT && verifier.length < length)
        verifier += VERIFIER_CHARSET[byte % VERIFIER_CHARSET.length];
    }
  }
  return verifier;
}

/**
 * The S256 code challenge: base64url (no padding) of the SHA-256 digest of the verifier, computed with WebCrypto.
 *
 * @param verifier - the code verifier
 * @returns the challenge
 */
export async function createCodeChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return bytesToBase64Url(digest);
}
