/** The hosts the official client calls (endpoints.md §0): API calls and, with OAuthStrategy, the CDN host. */
export const WIX_HOSTS = ['https://www.wixapis.com', 'https://edge.wixapis.com'];

type Fetch = typeof fetch;

/**
 * A fetch that sends the official client's calls to the local platform instead of Wix's hosts.
 * @param baseUrl - the local platform (`http://127.0.0.1:PORT`)
 * @param inner - the real fetch (captured before any global swap, or the rewrite would call itself)
 */
export function createRewritingFetch(baseUrl: string, inner: Fetch): Fetch {
  return ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const host = WIX_HOSTS.find((prefix) => url.startsWith(`${prefix}/`));
    if (!host) return inner(input, init);
    const target = `${baseUrl}${url.slice(host.length)}`;
    return input instanceof Request ? inner(new Request(target, input), init) : inner(target, init);
  }) as Fetch;
}

/**
 * Swaps `globalThis.fetch` for a rewriting one: the official client's token calls and the calls its OAuthStrategy
 * makes internally (redirect sessions, login, register…) use the global fetch, not the client's `fetch` option.
 * @param baseUrl - the local platform
 * @returns the original fetch and a function restoring it
 */
export function rewriteGlobalFetch(baseUrl: string): { original: Fetch; restore(): void } {
  const original = globalThis.fetch;
  globalThis.fetch = createRewritingFetch(baseUrl, original);
  return {
    original,
    restore: () => {
      globalThis.fetch = original;
    },
  };
}
