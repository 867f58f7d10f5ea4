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

/**
 * A client address with the IPv4-mapped IPv6 prefix taken off: `::ffff:127.0.0.1` (IPv4 on a dual-stack socket) is
 * the same client as `127.0.0.1`.
 * @param address - a client address ({@link clientAddress})
 */
export function plainAddress(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}

/**
 * Whether a client address is one of `addresses` (a throttle's exempt list), IPv4-mapped forms included.
 * @param addresses - the listed addresses
 * @returns the check (always false for an empty list)
 */
export function addressListed(addresses: readonly string[]): (address: string) => boolean {
  const listed = new Set(addresses.map(plainAddress));
  if (listed.size === 0) return () => false;
  // A plain address is looked up as it is; only an IPv4-mapped one pays for the rewrite (checked on hot paths).
  return (address) => listed.has(address) || (address.startsWith('::') && listed.has(plainAddress(address)));
}
