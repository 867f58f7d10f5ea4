import { isObject } from './request-from-args';

/**
 * Serialises a GET/DELETE request as a query string (endpoints.md §0 "GET and DELETE"): nested objects flattened
 * with dotted keys, arrays repeated (`a=1&a=2`), `null`/`undefined` dropped, arrays of objects dropped. For
 * "complex" calls a request that would need dotted keys or object arrays is instead sent whole as one `.r`
 * parameter: base64url (no padding) of its JSON.
 *
 * @param request - the wire request
 * @param complex - whether the call may use `.r`
 * @returns the query string without `?` (empty when there is nothing to send)
 */
export function toQueryString(request: Record<string, unknown>, complex?: boolean): string {
  const params = new URLSearchParams();
  // Whether the request needed dotted keys or had objects in arrays: a complex call is then sent as `.r` instead.
  let nested = false;
  // Appends a request's fields: nested objects with dotted keys, arrays repeated, Dates as ISO strings,
  // null/undefined and objects in arrays dropped.
  const append = (fields: Record<string, unknown>, prefix: string) => {
    for (const key in fields) {
      const item = fields[key];
      const path = prefix + key;
      if (isObject(item) && !(item instanceof Date)) {
        append(item, `${path}.`);
        continue;
      }
      nested ||= path.includes('.');
      for (const part of [item].flat()) {
        if (part && typeof part === 'object') {
          nested ||= item !== part;
          if (part instanceof Date) params.append(path, part.toISOString());
        } else if (part != null) {
          // Numbers and booleans as their text: append converts its value to a string.
          params.append(path, part as string);
        }
      }
    }
  };
  append(request, '');
  // `.r`: base64url without padding of the JSON's UTF-8 bytes. JSON text is always well-formed UTF-16 (JSON.stringify
  // escapes lone surrogates), so `encodeURIComponent` gives its UTF-8 bytes as `%XX` escapes and `unescape` turns each
  // into one character for `btoa`, with no loop over the bytes and no spread that a large request would overflow.
  // Written here, not as a helper of its own: one function less up front (bytes have theirs,
  // util/bytes-to-base64url.ts, outside the initial bundle).
  return nested && complex
    ? `.r=${btoa(unescape(encodeURIComponent(JSON.stringify(request))))
        .replace(/=+$/, '')
        .replace(/\+/g, '-')
        .replace(/\//g, '_')}`
    : params.toString();
}
