import type { AuthStrategy } from './auth-strategy';

/** Options of {@link ApiKeyStrategy}. */
export interface ApiKeyStrategyOptions {
  /** The API key; sent as the raw `Authorization` header. Keep it on servers only. */
  apiKey: string;
  /** The site to act on (`wix-site-id` header). */
  siteId?: string;
  /** The account to act on (`wix-account-id` header). */
  accountId?: string;
}

/**
 * Elevated, server-side authorisation with an API key: owner-level calls (member approval, catalog writes…).
 * Never ship an API key to a browser.
 *
 * @param options - API key and the site or account it acts on
 * @returns the strategy
 * @example
 * const admin = createClient({ auth: ApiKeyStrategy({ apiKey: process.env.API_KEY!, siteId }), modules: { members } });
 */
export function ApiKeyStrategy(options: ApiKeyStrategyOptions): AuthStrategy {
  const headers: Record<string, string> = { Authorization: options.apiKey };
  if (options.siteId) headers['wix-site-id'] = options.siteId;
  if (options.accountId) headers['wix-account-id'] = options.accountId;
  return { getAuthHeaders: async () => ({ headers: { ...headers } }) };
}
