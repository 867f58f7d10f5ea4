import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Starts a newly visited page at the top, as a full page load would. Back and forward keep the browser's own
 * scroll handling, and changes on the same page (filters, search) keep the position.
 */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  const type = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is the trigger
  useEffect(() => {
    if (type !== 'POP') window.scrollTo({ top: 0 });
  }, [pathname]);
}
