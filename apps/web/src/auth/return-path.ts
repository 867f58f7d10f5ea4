/**
 * The page to go to after signing in, from a `returnTo` parameter: only a path on this site (starting with one
 * `/`), never another origin (`//evil.example`, `https://…`) — an open redirect would let a link phish members.
 *
 * @param value - the parameter
 * @param fallback - where to go without a usable one
 * @returns the path
 * @example
 * safeReturnPath('/account/orders'); // '/account/orders'
 * safeReturnPath('//evil.example'); // '/account'
 */
export function safeReturnPath(value: string | null | undefined, fallback = '/account'): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/^\/(login|signup|callback|forgot-password)(\/|\?|$)/.test(value)) return fallback;
  return value;
}

/**
 * The return path of an `originalUri` the hosted sign-in carried (a full URL of this site).
 *
 * @param originalUri - the URL the sign-in started from
 * @param origin - this site's origin
 * @param fallback - where to go without a usable one
 * @returns the path on this site, or the fallback
 */
export function returnPathFromUrl(originalUri: string, origin: string, fallback = '/account'): string {
  if (!originalUri) return fallback;
  try {
    const url = new URL(originalUri, origin);
    return url.origin === origin
      ? safeReturnPath(`${url.pathname}${url.search}${url.hash}`, fallback)
      : fallback;
  } catch {
    return fallback;
  }
}
