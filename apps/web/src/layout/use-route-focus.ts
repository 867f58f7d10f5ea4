import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a navigation to another page, moves focus to `<main>` (which takes focus through `tabIndex={-1}`), so
 * keyboard and screen-reader users start at the new content instead of a stale link. Search and filter changes
 * stay on the same page and keep the focus where it is.
 *
 * @param mainId - the id of `<main>`
 */
export function useRouteFocus(mainId = 'main'): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname, mainId]);
}
