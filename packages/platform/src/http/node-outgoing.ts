import type { Context } from 'hono';

/** The part of Node's `ServerResponse` the platform writes headers to before the answer exists. */
export interface NodeOutgoing {
  setHeader(name: string, value: string): unknown;
  getHeader(name: string): unknown;
}

/**
 * The Node response of a request served by `@hono/node-server` (`c.env.outgoing`); undefined under `app.request()`
 * and other runtimes.
 *
 * Headers every answer carries (request id, `Vary: Origin`) go there rather than through `c.header` or `c.res`:
 * either one makes Hono build a `Headers` object for the answer, which sends `@hono/node-server` off its cheap path
 * (it writes a plain header object as given) — about 4% of the platform's CPU per request under load. Node merges
 * them with the answer's own headers when it writes the head; the answer's own value of the same name wins, so
 * `Vary` goes through {@link varyOn}.
 * @param c - the request's context
 */
export function nodeOutgoing(c: Context): NodeOutgoing | undefined {
  const outgoing = (c.env as { outgoing?: Partial<NodeOutgoing> } | undefined)?.outgoing;
  return typeof outgoing?.setHeader === 'function' && typeof outgoing.getHeader === 'function'
    ? (outgoing as NodeOutgoing)
    : undefined;
}

/**
 * Sets the answer's `Vary`, keeping what the middleware put on the Node response (`Vary: Origin`,
 * http/cors-for-browsers.ts), which the answer's own `Vary` would replace.
 * @param c - the request's context
 * @param field - the request header the answer varies by
 */
export function varyOn(c: Context, field: string): void {
  const early = nodeOutgoing(c)?.getHeader('vary');
  c.header('Vary', typeof early === 'string' && early ? `${early}, ${field}` : field);
}
