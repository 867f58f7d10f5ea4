// Base64url without padding (`-` and `_` instead of `+` and `/`), as used by `.r` parameters and signed tokens.
const urlSafe = (base64: string) => base64.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/**
 * Base64url of a text's UTF-8 bytes: a `.r` parameter's JSON. The text must be well-formed UTF-16, which
 * `JSON.stringify` output always is (it escapes lone surrogates); `encodeURIComponent` then gives the UTF-8 bytes as
 * `%XX` escapes and `unescape` turns each into one character, without a loop over the bytes or a spread that large
 * payloads would overflow.
 *
 * @param text - the text
 * @returns the encoded text
 */
export const toBase64Url = (text: string): string => urlSafe(btoa(unescape(encodeURIComponent(text))));

/**
 * Base64url of bytes (a signature).
 *
 * @param bytes - the bytes
 * @returns the encoded text
 */
export function bytesToBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return urlSafe(btoa(binary));
}
