/** What the app needs to know about the platform it talks to. */
export interface AppConfig {
  /** The OAuth client id of the web app (the platform's seeded app, `BAZAAR_WEB_CLIENT_ID`). */
  clientId: string;
  /** The API origin; the page's own origin when the platform serves the app (or the dev server proxies it). */
  apiBaseUrl: string;
}

/**
 * The seeded web app's client id (`DEMO_WEB_CLIENT_ID` of the platform's config): stable, so a build served by
 * another static server still finds the local platform's demo app.
 */
export const DEMO_WEB_CLIENT_ID = '5e1f6c2a-9b7d-4c3e-8a1f-2d4b6c8e0a13';

/** The meta tag the platform (or the dev server) writes into `index.html` (platform modules/web-app). */
export const CONFIG_META_NAME = 'bazaar-config';

/**
 * Reads the run-time configuration from `<meta name="bazaar-config" content="{json}">`, so one build works against
 * any platform: the serving platform says which client id and API origin to use.
 *
 * @param content - the meta tag's `content` (null when there is none)
 * @param origin - the page's origin, the API base when none is given
 * @returns the configuration
 * @example
 * readAppConfig(document.querySelector('meta[name="bazaar-config"]')?.getAttribute('content') ?? null, location.origin);
 */
export function readAppConfig(content: string | null, origin: string): AppConfig {
  let parsed: Partial<AppConfig> = {};
  try {
    const value: unknown = content ? JSON.parse(content) : {};
    if (value && typeof value === 'object') parsed = value as Partial<AppConfig>;
  } catch {
    // A malformed tag is treated as none: the defaults work against the local platform.
  }
  return {
    clientId: typeof parsed.clientId === 'string' && parsed.clientId ? parsed.clientId : DEMO_WEB_CLIENT_ID,
    apiBaseUrl: (typeof parsed.apiBaseUrl === 'string' && parsed.apiBaseUrl
      ? parsed.apiBaseUrl
      : origin
    ).replace(/\/+$/, ''),
  };
}
