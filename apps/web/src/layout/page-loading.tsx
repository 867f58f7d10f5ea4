import { Skeleton, Spinner } from '@bazaar/ui';

/**
 * What shows while a page's code or data loads: a title-shaped bar and a block, sized like a page header and
 * content, with a polite "Loading" for screen readers.
 *
 * @returns the placeholder
 */
export function PageLoading() {
  return (
    <div className="app-page-loading" aria-busy="true">
      <Spinner size="sm" label="Loading page" className="app-page-loading__spinner" />
      <Skeleton width="40%" height="2rem" />
      <Skeleton shape="rect" width="100%" height="18rem" />
    </div>
  );
}
