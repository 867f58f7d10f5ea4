import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { routerPathFor } from '../lib/link-interception';

// The platform's own pages on this origin (hosted sign-in, media, API): links to them load normally.
const PLATFORM_PAGE = /^\/(hosted|oauth2|media|bazaar|_[^/]*)(\/|$)/;

/**
 * Turns plain clicks on same-origin `<a>` elements into client-side navigations. The UI kit renders plain links
 * (the shell's brand, pagination, link buttons) so it works without a router; this keeps them from reloading
 * the app.
 */
export function useLinkInterception(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const path = routerPathFor(
        event,
        { href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download') },
        location.href,
        (pathname) => !PLATFORM_PAGE.test(pathname),
      );
      if (path === undefined) return;
      event.preventDefault();
      navigate(path);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
