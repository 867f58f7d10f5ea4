import type { TestPlatform } from '@bazaar/platform/testing';
import { ABSENT_ID } from './matrix-fixtures';

/**
 * Every route the platform mounts, as `METHOD /path` (middleware mounted with `ALL` left out), in mount order.
 * @param platform - the test platform
 */
export function mountedRoutes(platform: TestPlatform): string[] {
  const routes = new Set<string>();
  for (const route of platform.app.routes) {
    if (route.method !== 'ALL') routes.add(`${route.method} ${route.path}`);
  }
  return [...routes];
}

/**
 * Fills a route pattern's parameters (`:id`, optional `:slug?`); a parameter not given becomes an unknown id, an
 * optional one not given is left out.
 * @param pattern - the route's path
 * @param params - parameter values
 */
export function fillPath(pattern: string, params: Record<string, string> = {}): string {
  return pattern
    .replace(/\/:(\w+)\?/g, (_, name: string) => (params[name] ? `/${encodeURIComponent(params[name])}` : ''))
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ABSENT_ID));
}
