import type { Context } from 'hono';
import type { PlatformConfig } from '../config';

/**
 * The origin hosted-page URLs point at: the configured public URL, else the origin the request came to (tests
 * listen on random ports, so their URLs are only known per request).
 * @param c - the request context
 * @param config - platform configuration
 */
export function publicOrigin(c: Context, config: Pick<PlatformConfig, 'publicUrl'>): string {
  return config.publicUrl ?? new URL(c.req.url).origin;
}

/**
 * True when cookies must be `Secure`: the public URL is https.
 * @param c - the request context
 * @param config - platform configuration
 */
export function isSecureOrigin(c: Context, config: Pick<PlatformConfig, 'publicUrl'>): boolean {
  return publicOrigin(c, config).startsWith('https:');
}
