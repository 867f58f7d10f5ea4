import { ValidationError } from '../errors/bazaar-error';
import type { EndpointDescriptor } from '../modules/endpoint';
import { toQueryString } from './query-string';
import { toArgumentPath, violation } from './request-from-args';

/** The query-string length above which a GET with a declared fallback is sent as a POST (spec §9). */
export const LONG_GET_THRESHOLD = 4000;

/** Method, URL and body of a request, before headers. */
export interface HttpRequestLine {
  method: string;
  url: string;
  body?: string;
}

function valueAt(request: Record<string, unknown>, path: string): unknown {
  let value: unknown = request;
  for (const segment of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[segment];
  return value;
}

/**
 * Fills `{dotted.path}` segments from the wire request. The fields stay in the payload, as the official client
 * sends them (endpoints.md §0 "Path parameters").
 *
 * @param descriptor - the endpoint
 * @param wire - the wire request
 * @returns the path with parameters filled and URI-encoded
 * @throws ValidationError - when a path parameter is missing, instead of sending `/undefined`
 */
export function fillPath(
  descriptor: EndpointDescriptor,
  wire: Record<string, unknown>,
  path = descriptor.path,
): string {
  return path.replace(/\{([^}]+)\}/g, (_, field: string) => {
    const value = valueAt(wire, field);
    if (value === undefined || value === null || value === '')
      throw new ValidationError([violation(toArgumentPath(descriptor, field))]);
    return encodeURIComponent(String(value));
  });
}

/**
 * Turns a wire request into method, URL and body: GET/DELETE as a query string (or `.r`), with the POST fallback
 * above 4000 characters when the endpoint declares one; other methods as a JSON body (`{}` when empty).
 *
 * @param descriptor - the endpoint
 * @param wire - the wire request
 * @param baseUrl - scheme and host, e.g. `https://www.wixapis.com`
 * @returns the request line
 */
export function buildHttpRequest(
  descriptor: EndpointDescriptor,
  wire: Record<string, unknown>,
  baseUrl: string,
): HttpRequestLine {
  const { method, fallback } = descriptor;
  const url = (path?: string) => baseUrl.replace(/\/+$/, '') + fillPath(descriptor, wire, path);
  if (method !== 'GET' && method !== 'DELETE') return { method, url: url(), body: JSON.stringify(wire) };
  const query = toQueryString(wire, descriptor.complex);
  if (method === 'GET' && fallback && query.length > LONG_GET_THRESHOLD)
    return { method: 'POST', url: url(fallback), body: JSON.stringify(wire) };
  return { method, url: url() + (query && `?${query}`) };
}
