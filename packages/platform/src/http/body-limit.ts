import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from './api-error';

/**
 * Refuses bodies larger than `maxBytes` with 413 in the wire format, before anything reads them.
 * @param maxBytes - the limit (config `bodyLimitBytes`)
 */
export function limitBody(maxBytes: number): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new ApiError(413, 'PAYLOAD_TOO_LARGE', `The request body is larger than ${maxBytes} bytes`, {
        maxBytes,
      });
    },
  });
}
