import type { EndpointDescriptor } from '../modules/endpoint';
import { toQueryString } from './query-string';

/** Method, URL and body of a request, before headers. */
export interface HttpRequestLine {
  method: string;
  url: string;
  body?: string;
}

/**
 * Turns a wire request into method, URL and body: GET/DELETE as a query string (or `.r`), with the POST fallback
 * above 4000 characters when the endpoint declares one; other methods as a JSON body (`{}` when empty). `{dotted.path}`
 * segments of the path are filled from the wire request, whose fields stay in the payload, as the official client
 * sends them (endpoints.md §0 "Path parameters").
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
  let { method, path } = descriptor;
  // GET and DELETE, the methods that sort before `P` (PATCH, POST, PUT), send a query string; the others a body.
  let query = method < 'P' ? toQueryString(wire, descriptor.complex) : '';
  // Above 4000 characters, a GET with a declared fallback is sent as a POST (spec §9). A literal: a module-level
  // constant costs 5 B gzip up front.
  if (descriptor.fallback && query.length > 4000) {
    method = 'POST';
    path = descriptor.fallback;
    query = '';
  }
  return {
    method,
    url:
      baseUrl.replace(/\/+$/, '') +
      path.replace(/\{([^}]+)\}/g, (_, field: string) => {
        // A missing value is sent as `undefined` (as the official client sends it), never as an empty segment,
        // which would put the request on another route (`GET …/members/` lists members). The server refuses it, and
        // the argument checks then name the caller's field (errors/argument-checks.ts).
        return (
          encodeURIComponent(field.split('.').reduce<any>((parent, segment) => parent?.[segment], wire)) ||
          'undefined'
        );
      }) +
      (query && `?${query}`),
    body: method < 'P' ? undefined : JSON.stringify(wire),
  };
}
