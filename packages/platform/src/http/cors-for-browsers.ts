/**
 * CORS only where a browser asks for it. A request without an `Origin` header is not a cross-origin call (servers,
 * the SDK on Node, load generators, same-origin GETs): it needs no grant, so the origin check (URL parsing, an OAuth
 * app lookup) and the CORS headers are skipped; only `Vary: Origin` stays, because the answer to the same URL with
 * an `Origin` differs and a cache must not serve one for the other.
 */
import type { MiddlewareHandler } from 'hono';
import { nodeOutgoing } from './node-outgoing';

/**
 * Runs `cors` for requests that carry an `Origin` header (and every preflight), passes the others on.
 * @param cors - the CORS middleware (hono/cors with the platform's policy)
 */
export function corsForBrowsers<E extends object>(cors: MiddlewareHandler<E>): MiddlewareHandler<E> {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS' || c.req.header('origin') !== undefined) return cors(c, next);
    // On Node, on the Node response, so the answer keeps its cheap plain headers; an answer's own Vary keeps it
    // through varyOn (node-outgoing.ts).
    const outgoing = nodeOutgoing(c);
    if (outgoing) {
      outgoing.setHeader('Vary', 'Origin');
      return next();
    }
    await next();
    try {
      // On the answer's own headers: `c.header` after the handler would build the whole answer again.
      c.res.headers.append('Vary', 'Origin');
    } catch {
      // Some answers (Response.redirect) have immutable headers: `c.header` copies them into a new answer.
      c.header('Vary', 'Origin', { append: true });
    }
  };
}
