import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from './api-error';

/**
 * Refuses bodies larger than `maxBytes` with 413 in the wire format, before anything reads them. The size is taken
 * from `Content-Length` when the request has one (and no `Transfer-Encoding`); GET and HEAD carry no body. Only the
 * other requests (chunked, or an in-process Request without the header) are counted while read: asking a Node
 * request for its body stream builds a full web Request around it, a visible share of every call's CPU, which the
 * platform's own readers skip (they read the Node stream directly).
 * @param maxBytes - the limit (config `bodyLimitBytes`)
 */
export function limitBody(maxBytes: number): MiddlewareHandler {
  const tooLarge = () => {
    throw new ApiError(413, 'PAYLOAD_TOO_LARGE', `The request body is larger than ${maxBytes} bytes`, {
      maxBytes,
    });
  };
  const counted = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      return Number.parseInt(length, 10) > maxBytes ? tooLarge() : next();
    }
    return counted(c, next);
  };
}
