const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where a page request on this machine should go instead, so the app runs on the configured public origin: the
 * seeded OAuth app allows `${publicUrl}/callback`, and a sign-in started on `http://127.0.0.1:4000` (the address the
 * server listens on) could not come back. Only loopback-to-loopback on the same port is redirected; behind a proxy
 * (another host) nothing is.
 *
 * @param requestUrl - the request's URL
 * @param publicUrl - the configured public URL (`BAZAAR_PUBLIC_URL`), if any
 * @returns the URL to redirect to, or undefined to serve the page here
 * @example
 * canonicalPageUrl('http://127.0.0.1:4000/shop?q=mug', 'http://localhost:4000'); // 'http://localhost:4000/shop?q=mug'
 */
export function canonicalPageUrl(requestUrl: string, publicUrl: string | undefined): string | undefined {
  if (!publicUrl) return undefined;
  const request = new URL(requestUrl);
  const target = new URL(publicUrl);
  if (request.origin === target.origin) return undefined;
  if (!LOOPBACK.has(request.hostname) || !LOOPBACK.has(target.hostname)) return undefined;
  if (request.port !== target.port || request.protocol !== target.protocol) return undefined;
  return `${target.origin}${request.pathname}${request.search}`;
}
