/**
 * Starts requests one per event-loop turn, in the order they were read. On PGlite a request's database work runs
 * synchronously in this thread, so a request, once started, usually runs to its answer without yielding. Node reads
 * every socket that is ready at one poll and would then serve all of them back to back — and Linux reports sockets
 * that were ready at the previous poll first, in that poll's order, ahead of a socket whose request came in earlier
 * but was not part of it. Under load that socket is served last of the next batch again and again: measured with 16
 * connections on add-to-cart, 15 of 16 sockets were read per poll and one request in 16 waited two full batches
 * (p50 18 ms, p99 38 ms). Polling between requests serves them in the order they arrived, to within one request
 * (saturated add-to-cart p99 36 → 28–29 ms, same machine and window). The extra turn costs CPU (an epoll_wait per
 * request): reads skip it.
 *
 * Only the start is ordered: a request that waits for something else (a timer, a hash, another request) lets the
 * next one start, so nothing here can deadlock or hold a request back for longer than the ones read before it.
 */
import type { MiddlewareHandler } from 'hono';

/** Creates the middleware (one queue per app). */
export function arrivalOrder(): MiddlewareHandler {
  const waiting: Array<() => void> = [];
  let scheduled = false;
  // setImmediate runs in the check phase, after the poll: each turn reads what arrived since, then starts one.
  const startNext = () => {
    scheduled = false;
    waiting.shift()?.();
    if (waiting.length) schedule();
  };
  const schedule = () => {
    scheduled = true;
    setImmediate(startNext);
  };
  return async (c, next) => {
    // Reads are cheap (a product page is a cached answer): an extra event-loop turn each would cost more than it
    // orders. Changes and totals take the turn.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    await new Promise<void>((start) => {
      waiting.push(start);
      if (!scheduled) schedule();
    });
    await next();
  };
}
