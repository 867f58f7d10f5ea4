/**
 * A fetch for the official client that sends its calls to Wix's hosts to the local platform instead.
 * @param baseUrl - the local platform
 * @param realFetch - the fetch that really sends (the global one before any swap)
 */
export function rewritingFetch(baseUrl: string, realFetch: typeof fetch): typeof fetch {
  const rewrite = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const local = url.replace(/^https:\/\/(www|edge)\.wixapis\.com/, baseUrl);
    return input instanceof Request ? realFetch(new Request(local, input), init) : realFetch(local, init);
  };
  return rewrite as typeof fetch;
}
