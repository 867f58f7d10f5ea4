/**
 * Base64url without padding (`-` and `_` instead of `+` and `/`), as used by PKCE challenges and `.r` parameters.
 *
 * @param input - bytes, or a string to encode as UTF-8 first
 * @returns the encoded text
 */
export function toBase64Url(input: Uint8Array | string): string {
  const bytes = typeof input === 'string' ? new TextEncoder().encode(input) : input;
  let binary = '';
  // Byte by byte rather than String.fromCharCode(...bytes): spreading a large payload overflows the stack.
  for (let i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]!);
  return btoa(binary).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

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
