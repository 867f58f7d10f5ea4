/** The parts of a click the decision needs. */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/** The parts of an `<a>` the decision needs. */
export interface LinkTarget {
  href: string;
  target: string;
  download: boolean;
}

/**
 * Whether a click on a plain `<a>` (from the UI kit: the shell's brand, pagination links, link buttons) should be a
 * client-side navigation, and to where. Only a plain left click on a same-origin link to another page of the app
 * is taken over; new tabs, downloads, the platform's own pages (hosted sign-in, media) and links within the page
 * (`#main`, the skip link, which moves focus natively) are left to the browser.
 *
 * @param click - the click
 * @param link - the link
 * @param here - the page's URL (`location.href`)
 * @param isAppRoute - whether a path is one of the app's routes
 * @returns the path (with search and hash) to navigate to, or undefined to let the browser follow the link
 * @example
 * routerPathFor(click, { href: 'http://shop/cart', target: '', download: false }, 'http://shop/', () => true); // '/cart'
 */
export function routerPathFor(
  click: LinkClick,
  link: LinkTarget,
  here: string,
  isAppRoute: (pathname: string) => boolean,
): string | undefined {
  if (click.defaultPrevented || click.button !== 0) return undefined;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return undefined;
  if ((link.target && link.target !== '_self') || link.download) return undefined;
  let url: URL;
  let current: URL;
  try {
    current = new URL(here);
    url = new URL(link.href, current);
  } catch {
    return undefined;
  }
  if (url.origin !== current.origin || !isAppRoute(url.pathname)) return undefined;
  if (url.hash && url.pathname === current.pathname && url.search === current.search) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
