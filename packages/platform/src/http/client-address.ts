import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The caller's network address, for throttling per address. Behind a proxy (`trustProxy`) the first
 * `X-Forwarded-For` entry is used; in-process requests (`app.request` in tests) have none and share `local`.
 * @param c - the request context
 * @param trustProxy - whether `X-Forwarded-For` is trustworthy
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local';
  }
}
