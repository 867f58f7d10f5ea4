// The `.r` parameter encodes its JSON text itself (http/query-string.ts), up front; this encoder is used by the
// lazily loaded sign-in chunk (PKCE) and the test webhook signer only.

/**
 * Base64url without padding of a few bytes (a SHA-256 digest, an RSA signature, a test token's JSON): small enough
 * to spread.
 *
 * @param bytes - the bytes
 * @returns the encoded text
 */
export const bytesToBase64Url = (bytes: ArrayBuffer | Uint8Array): string =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
