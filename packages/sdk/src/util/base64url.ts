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
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}
