// `client.fetchWithAuth` loads this on its first use (create-client.ts, through auth.ts, the chunk it shares
// with the sign-in flows): a storefront whose calls all go through modules never downloads it
// (bench/results/bundle-size.md). It imports no code of the initial bundle, only types, so the initial load stays one
// file.
import type { AuthStrategy, Transport } from '../auth/auth-strategy';

/**
 * A fetch with the strategy's auth headers: a path starting with `/` is resolved against the client's base URL, and
 * headers the caller set win over the strategy's.
 *
 * @param transport - the client's base URL and fetch
 * @param auth - the client's auth strategy
 * @param url - an absolute URL, or a path on the client's base URL
 * @param init - the request init, as for fetch
 * @returns the response
 */
export async function fetchWithAuth(
  transport: Transport,
  auth: AuthStrategy,
  url: string | URL,
  init?: RequestInit,
): Promise<Response> {
  const href = String(url);
  const request = new Request(href[0] === '/' ? transport.baseUrl.replace(/\/+$/, '') + href : href, init);
  for (const [name, value] of Object.entries((await auth.getAuthHeaders()).headers)) {
    if (!request.headers.has(name)) request.headers.set(name, value);
  }
  return (transport.fetch ?? fetch)(request);
}
