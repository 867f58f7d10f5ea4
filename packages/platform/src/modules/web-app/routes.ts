import { type Context, Hono } from 'hono';
import type { PlatformDeps, PlatformEnv } from '../../context';
import { varyOn } from '../../http/node-outgoing';
import { publicOrigin } from '../../http/public-url';
import { acceptsHtml, isAppPath } from './app-paths';
import { canonicalPageUrl } from './canonical-origin';
import { renderIndexHtml } from './index-html';
import { createStaticFiles, type StaticFile } from './static-files';

// Vite names built assets after their content hash, so they never change: cache them for a year. Other files of
// the build's root (favicon…) get an hour; the page itself is revalidated every time, so a new build shows at once.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

/**
 * The content security policy of the app's page: scripts and styles from the origin only (Vite emits no inline
 * script), API calls and the silent-login frame to the API's origin, product images from anywhere.
 *
 * @param apiOrigin - the platform's public origin
 * @returns the header value
 */
export function appContentSecurityPolicy(apiOrigin: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http:",
    `connect-src 'self' ${apiOrigin}`,
    `frame-src 'self' ${apiOrigin}`,
    `form-action 'self' ${apiOrigin}`,
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function send(c: Context, file: StaticFile, cacheControl: string, body: Uint8Array | string = file.body) {
  c.header('Content-Type', file.contentType);
  c.header('Cache-Control', cacheControl);
  c.header('X-Content-Type-Options', 'nosniff');
  if (typeof body !== 'string' && file.gzip) {
    varyOn(c, 'Accept-Encoding');
    const accepted = c.req.header('accept-encoding') ?? '';
    if (file.brotli && /\bbr\b/.test(accepted)) {
      c.header('Content-Encoding', 'br');
      return c.body(file.brotli as Uint8Array<ArrayBuffer>);
    }
    if (/\bgzip\b/.test(accepted)) {
      c.header('Content-Encoding', 'gzip');
      return c.body(file.gzip as Uint8Array<ArrayBuffer>);
    }
  }
  return c.body(body as Uint8Array<ArrayBuffer> | string);
}

/**
 * Serves the built web app (`config.webDir`, `BAZAAR_WEB_DIR`) on the platform's origin: its files (hashed assets
 * cached for good, brotli or gzip when the browser takes it) and, for page requests to the app's routes, `index.html` with
 * the run-time configuration (client id, API origin) in a meta tag — the single-page app's fallback. Mounted after
 * every other module, it only sees requests no API route answered; it never answers API, hosted-page or media
 * paths (`isAppPath`) or non-HTML requests, which reach the wire-format 404. Without a build it serves nothing.
 *
 * @param deps - platform dependencies
 * @returns the routes
 */
export function createWebAppRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();
  const dir = deps.config.webDir;
  if (!dir) return app;
  const files = createStaticFiles(dir);

  // Handlers pass on (`next`) rather than answer 404 themselves, so routes mounted after this one still work.
  app.get('*', async (c, next) => {
    const path = c.req.path;
    const isPage = path === '/index.html' || (isAppPath(path) && acceptsHtml(c.req.header('accept')));
    if (!isPage) {
      const file = path === '/' ? undefined : await files.read(path);
      if (file) return send(c, file, path.startsWith('/assets/') ? IMMUTABLE : SHORT);
      return next();
    }
    const index = await files.read('/index.html');
    if (!index) return next();
    const canonical = canonicalPageUrl(c.req.url, deps.config.publicUrl);
    if (canonical) return c.redirect(canonical, 302);
    const apiBaseUrl = publicOrigin(c, deps.config);
    const html = renderIndexHtml(new TextDecoder().decode(index.body), {
      clientId: deps.config.webClientId,
      apiBaseUrl,
    });
    c.header('Content-Security-Policy', appContentSecurityPolicy(apiBaseUrl));
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    return send(c, index, 'no-cache', html);
  });
  return app;
}
