/** What the web app needs to know at run time, read from `<meta name="bazaar-config">` (apps/web `app-config.ts`). */
export interface WebAppRuntimeConfig {
  /** The OAuth client id of the seeded web app (`BAZAAR_WEB_CLIENT_ID`). */
  clientId: string;
  /** Where the API answers: the platform's public origin. */
  apiBaseUrl: string;
}

/** The name of the meta tag carrying the configuration. */
export const CONFIG_META_NAME = 'bazaar-config';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Puts the run-time configuration into the built `index.html` as a meta tag (no inline script, so the page's CSP
 * needs no exception), right before `</head>`; a tag already there (from the dev server) is replaced. One build
 * then serves any platform: the client id and API origin are the serving platform's.
 *
 * @param html - the built `index.html`
 * @param config - the client id and API origin
 * @returns the page to send
 * @example
 * renderIndexHtml('<head></head>', { clientId: 'abc', apiBaseUrl: 'http://localhost:4000' });
 * // '<head><meta name="bazaar-config" content="{&quot;clientId&quot;:&quot;abc&quot;,…}"></head>'
 */
export function renderIndexHtml(html: string, config: WebAppRuntimeConfig): string {
  const tag = `<meta name="${CONFIG_META_NAME}" content="${escapeAttribute(JSON.stringify(config))}">`;
  const existing = new RegExp(`<meta name="${CONFIG_META_NAME}"[^>]*>`);
  if (existing.test(html)) return html.replace(existing, () => tag);
  const head = html.indexOf('</head>');
  return head < 0 ? `${tag}${html}` : `${html.slice(0, head)}${tag}${html.slice(head)}`;
}
