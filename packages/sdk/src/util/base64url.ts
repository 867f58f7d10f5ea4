/**
 * Base64url without padding (`-` and `_` instead of `+` and `/`) of a text's UTF-8 bytes: a `.r` parameter's JSON.
 * The text must be well-formed UTF-16, which `JSON.stringify` output always is (it escapes lone surrogates);
 * `encodeURIComponent` then gives the UTF-8 bytes as `%XX` escapes and `unescape` turns each into one character,
 * without a loop over the bytes or a spread that large payloads would overflow. Bytes (digests, signatures) have
 * their own encoder, which is not loaded up front (bytes-to-base64url.ts).
 *
 * @param text - the text
 * @returns the encoded text
 */
export const toBase64Url = (text: string): string =>
  btoa(unescape(encodeURIComponent(text)))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
