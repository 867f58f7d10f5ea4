/** What `parseFromUrl` reads from the redirect back. */
export interface ParsedRedirect {
  code: string | null;
  state: string | null;
  error?: string;
  errorDescription?: string | null;
}

/**
 * Reads the sign-in result from the URL the hosted login page redirected back to (spec §2): `code`, `state`, and
 * `error` / `error_description` on failure, from the fragment (default) or the query string.
 *
 * @param url - the URL (default: the current `location.href`)
 * @param responseMode - where the values are: `fragment` (default) or `query`
 * @returns the values found (null when absent)
 */
export function parseFromUrl(url?: string, responseMode?: 'fragment' | 'query'): ParsedRedirect {
  // Like the official `url ?? window.location.href`: without a URL, outside a browser, a ReferenceError.
  // Anything but `query` reads the fragment; either part without its leading `?` or `#`.
  const params = new URLSearchParams(
    new URL(url ?? location.href)[responseMode === 'query' ? 'search' : 'hash'].slice(1),
  );
  const error = params.get('error');
  return {
    code: params.get('code'),
    state: params.get('state'),
    ...(error && { error, errorDescription: params.get('error_description') }),
  };
}
