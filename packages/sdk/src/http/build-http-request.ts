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
    const value = field.split('.').reduce<any>((parent, segment) => parent?.[segment], wire);
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
  // No closure building the URL: this runs on every call, and one cost several times the rest of this function.
  const base = baseUrl.replace(/\/+$/, '');
  if (method !== 'GET' && method !== 'DELETE')
    return { method, url: base + fillPath(descriptor, wire), body: JSON.stringify(wire) };
  const query = toQueryString(wire, descriptor.complex);
  if (method === 'GET' && fallback && query.length > LONG_GET_THRESHOLD)
    return { method: 'POST', url: base + fillPath(descriptor, wire, fallback), body: JSON.stringify(wire) };
  return { method, url: base + fillPath(descriptor, wire) + (query && `?${query}`) };
}
