import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { PlatformEnv } from '../context';
import { nodeOutgoing } from './node-outgoing';

/** Response header carrying the request id on every answer (errors.md §1). */
export const REQUEST_ID_HEADER = 'x-wix-request-id';

/**
 * Gives every request an id, available as `c.get('requestId')` and sent back in `x-wix-request-id` — on success,
 * on errors and on redirects alike.
 */
export function requestId(): MiddlewareHandler<PlatformEnv> {
  return async (c, next) => {
    const id = randomUUID();
    c.set('requestId', id);
    // On Node, on the Node response: every answer gets it, and Hono builds no Headers object for it (node-outgoing.ts).
    const outgoing = nodeOutgoing(c);
    if (outgoing) {
      outgoing.setHeader(REQUEST_ID_HEADER, id);
      return next();
    }
    c.header(REQUEST_ID_HEADER, id);
    await next();
    if (c.res.headers.get(REQUEST_ID_HEADER) === id) return;
    try {
      c.res.headers.set(REQUEST_ID_HEADER, id);
    } catch {
      // Some responses (Response.redirect) have immutable headers: copy them into a new response.
      const headers = new Headers(c.res.headers);
      headers.set(REQUEST_ID_HEADER, id);
      c.res = new Response(c.res.body, { status: c.res.status, statusText: c.res.statusText, headers });
    }
  };
}
