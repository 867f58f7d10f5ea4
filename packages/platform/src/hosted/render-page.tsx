import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** How a page may be embedded and which script it may run. */
export interface PageSecurity {
  /** Origins allowed to frame the page (`web_message` answers are loaded in the client's hidden iframe). */
  frameAncestors?: string[];
  /** Nonce of the page's inline script. */
  scriptNonce?: string;
  /** Nonce of the page's inline stylesheet (pages on `@bazaar/ui` inline its styles; style attributes allowed). */
  styleNonce?: string;
  /** Further origins images may load from (product media a merchant linked from another host). */
  imageOrigins?: string[];
}

/**
 * Renders a hosted page (server-side React, no hydration) with a strict Content-Security-Policy: no framing
 * (clickjacking), no scripts unless the page carries a nonce, styles from the platform only.
 * @param c - the request context
 * @param page - the React element (a `Layout`)
 * @param options - HTTP status and security settings
 */
export function renderPage(
  c: Context,
  page: ReactElement,
  options: { status?: number } & PageSecurity = {},
): Response {
  const csp = [
    "default-src 'none'",
    `style-src 'self'${options.styleNonce ? ` 'nonce-${options.styleNonce}'` : ''}`,
    // The kit sets layout custom properties in `style` attributes (Grid columns, Stack gaps); attributes cannot
    // carry a nonce, and React escapes every value, so kit pages allow them.
    ...(options.styleNonce ? ["style-src-attr 'unsafe-inline'"] : []),
    `img-src 'self' data:${options.imageOrigins?.length ? ` ${options.imageOrigins.join(' ')}` : ''}`,
    "form-action 'self' http: https:",
    `frame-ancestors ${options.frameAncestors?.length ? options.frameAncestors.join(' ') : "'none'"}`,
    "base-uri 'none'",
    ...(options.scriptNonce ? [`script-src 'nonce-${options.scriptNonce}'`] : []),
  ].join('; ');
  c.header('Content-Security-Policy', csp);
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('Cache-Control', 'no-store');
  return c.html(
    `<!doctype html>${renderToStaticMarkup(page)}`,
    (options.status ?? 200) as ContentfulStatusCode,
  );
}

/** A fresh nonce for an inline script. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}
