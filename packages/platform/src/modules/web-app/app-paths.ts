/**
 * Which request paths belong to the web app's client-side router (answered with `index.html`) and which never do.
 * The app is served on the API's origin, so the fallback must not swallow an API, hosted-page or media path: those
 * keep their own 404 in the wire format (README "Web app").
 */

/**
 * First path segments of the platform's own paths and of the Wix Headless API families it serves or may serve:
 * the fallback never answers under them, even where no route exists (yet).
 */
export const RESERVED_SEGMENTS: ReadonlySet<string> = new Set([
  'api',
  'assets', // the app's hashed files: a missing one is a 404, not the app
  'bazaar',
  'ecom',
  'headless',
  'hosted',
  'iam',
  'media',
  'members',
  'oauth2',
  'payments',
  'redirect-session',
  'redirects-api',
  'stores',
  'stores-reader',
]);

// Versioned API paths: `/v2/collections`, `/ecom/v1/orders`, `/wix-data/v2/items`.
const VERSION = /^v\d+$/;

/**
 * Whether a path is one of the app's routes: not under a reserved or private (`_api`, `_iam`) segment, not a
 * versioned API path (`/<family>/v<n>/…` or `/v<n>/…`), and not a file name (a missing `/favicon.ico` is a 404).
 *
 * @param pathname - the request path (`/product-page/mug`)
 * @returns whether the web app's `index.html` may answer it
 * @example
 * isAppPath('/account/orders'); // true
 * isAppPath('/_api/ecom/v1/carts'); // false
 */
export function isAppPath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  const [first = '', second = ''] = segments;
  if (first.startsWith('_') || RESERVED_SEGMENTS.has(first.toLowerCase())) return false;
  if (VERSION.test(first) || VERSION.test(second)) return false;
  const last = segments.at(-1) ?? '';
  return !last.includes('.');
}

/**
 * Whether the request asks for a page (a browser navigation), as opposed to data: only those get `index.html`, so
 * an API client that mistypes a path still reads a JSON 404.
 *
 * @param accept - the `Accept` header
 * @returns whether HTML is acceptable
 */
export function acceptsHtml(accept: string | undefined): boolean {
  return !!accept && /\btext\/html\b/i.test(accept);
}
