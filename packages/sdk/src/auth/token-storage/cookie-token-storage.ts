import { EMPTY_TOKENS, isTokens, type TokenStorage, type Tokens } from '../tokens';

/** Options of {@link createCookieTokenStorage}. */
export interface CookieTokenStorageOptions {
  /** The incoming request's `Cookie` header (server side). */
  cookie?: string | null;
  /** Cookie name (default `bazaar_tokens`). */
  name?: string;
  /** Cookie path (default `/`). */
  path?: string;
  /** Cookie domain (default: the host). */
  domain?: string;
  /** Lifetime in seconds (default 30 days; the refresh token outlives the access token). */
  maxAge?: number;
  /** `Secure` attribute (default true; browsers treat http://localhost as secure). */
  secure?: boolean;
  /** `SameSite` attribute (default `Lax`, so the cookie survives the hosted-page redirects). */
  sameSite?: 'Strict' | 'Lax' | 'None';
  /** `HttpOnly` attribute (default false, so a browser client can read the same session). */
  httpOnly?: boolean;
}

/** Cookie storage: also hands out the `Set-Cookie` values to send back. */
export interface CookieTokenStorage extends TokenStorage {
  /** @returns one `Set-Cookie` value per `setTokens` since creation (the last one wins in the browser) */
  getSetCookieHeaders(): string[];
}

function readCookie(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

/**
 * Token storage for server-side rendering: reads the session from a request's `Cookie` header and collects
 * `Set-Cookie` values when tokens change (new visitor, refresh, login, logout), for the response.
 *
 * @param options - the incoming `Cookie` header and cookie attributes
 * @returns the storage
 * @example
 * const storage = createCookieTokenStorage({ cookie: request.headers.get('cookie') });
 * const client = createClient({ auth: OAuthStrategy({ clientId, tokenStorage: storage }), modules: { currentCart } });
 * const cart = await client.currentCart.getCurrentCart();
 * for (const value of storage.getSetCookieHeaders()) response.headers.append('Set-Cookie', value);
 */
export function createCookieTokenStorage(options: CookieTokenStorageOptions = {}): CookieTokenStorage {
  const name = options.name ?? 'bazaar_tokens';
  const setCookies: string[] = [];
  let tokens: Tokens = EMPTY_TOKENS;
  const raw = options.cookie ? readCookie(options.cookie, name) : undefined;
  if (raw) {
    try {
      const parsed = JSON.parse(decodeURIComponent(raw));
      if (isTokens(parsed)) tokens = parsed;
    } catch {
      // A damaged cookie is no session: the strategy starts a new visitor session.
    }
  }
  return {
    getTokens: () => tokens,
    setTokens(next) {
      tokens = next;
      const empty = !next.refreshToken.value && !next.accessToken.value;
      const attributes = [
        `Path=${options.path ?? '/'}`,
        `Max-Age=${empty ? 0 : (options.maxAge ?? 60 * 60 * 24 * 30)}`,
        `SameSite=${options.sameSite ?? 'Lax'}`,
      ];
      if (options.domain) attributes.push(`Domain=${options.domain}`);
      if (options.secure ?? true) attributes.push('Secure');
      if (options.httpOnly) attributes.push('HttpOnly');
      setCookies.push(
        `${name}=${empty ? '' : encodeURIComponent(JSON.stringify(next))}; ${attributes.join('; ')}`,
      );
    },
    getSetCookieHeaders: () => [...setCookies],
  };
}
