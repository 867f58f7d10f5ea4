import { toBase64Url } from '../util/base64url';

function flatten(value: Record<string, unknown>, prefix: string, out: Array<[string, unknown]>): void {
  for (const key of Object.keys(value)) {
    const item = value[key];
    const path = prefix ? `${prefix}.${key}` : key;
    if (item && typeof item === 'object' && !Array.isArray(item) && !(item instanceof Date)) {
      flatten(item as Record<string, unknown>, path, out);
    } else {
      out.push([path, item]);
    }
  }
}

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
  const entries: Array<[string, unknown]> = [];
  flatten(request, '', entries);
  const params = new URLSearchParams();
  if (
    complex &&
    entries.some(
      ([key, value]) =>
        key.includes('.') || (Array.isArray(value) && value.some((v) => v && typeof v === 'object')),
    )
  ) {
    params.set('.r', toBase64Url(JSON.stringify(request)));
    return params.toString();
  }
  for (const [key, value] of entries) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === null || item === undefined || typeof item === 'object') {
        if (item instanceof Date) params.append(key, item.toISOString());
        continue;
      }
      params.append(key, String(item));
    }
  }
  return params.toString();
}
