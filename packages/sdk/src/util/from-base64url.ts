// Apart from the encoder (base64url.ts): only the webhook runtime decodes, and it loads lazily, so a storefront's
// initial chunk carries the encoder alone (a module's code goes into every chunk that needs any of it).

/**
 * Decodes base64 or base64url text (padding optional).
 *
 * @param text - the encoded text
 * @returns the bytes
 * @throws DOMException (`InvalidCharacterError`) when the text is not base64
 */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
