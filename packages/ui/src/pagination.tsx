import type { ComponentPropsWithRef, ReactNode } from 'react';
import { buttonClassName } from './button-class-name';
import { cx } from './cx';
import { ChevronIcon } from './icons';

/** Props of {@link Pagination}. */
export interface PaginationProps extends Omit<ComponentPropsWithRef<'nav'>, 'children'> {
  /** The current page, counted from 1. */
  page: number;
  /** The number of pages, when the total is known (offset paging). */
  pageCount?: number;
  /**
   * Whether a next page exists, for cursor paging where the total is unknown (the platform's
   * `pagingMetadata.hasNext`). Overrides the `pageCount` rule.
   */
  hasNextPage?: boolean;
  /** Link mode: the address of a page. Works without JavaScript (server-rendered lists). */
  hrefForPage?: (page: number) => string;
  /** Callback mode: called with the page to show. Used when `hrefForPage` is not given. */
  onPageChange?: (page: number) => void;
  /** The text between the buttons; default "Page 2 of 5" (or "Page 2" when the total is unknown). */
  summary?: ReactNode;
  /** The landmark's name. Default "Pagination". */
  label?: string;
  /** The text of the previous control. Default "Previous". */
  previousLabel?: string;
  /** The text of the next control. Default "Next". */
  nextLabel?: string;
}

interface StepProps {
  target: number;
  enabled: boolean;
  rel: 'prev' | 'next';
  children: ReactNode;
  hrefForPage: PaginationProps['hrefForPage'];
  onPageChange: PaginationProps['onPageChange'];
}

/**
 * One of the two controls. A control that leads nowhere is a disabled `<button>` in both modes: it is
 * announced as unavailable, cannot be focused by accident, and needs no JavaScript.
 */
function Step({ target, enabled, rel, children, hrefForPage, onPageChange }: StepProps) {
  const className = buttonClassName({ variant: 'secondary', size: 'sm' });
  if (enabled && hrefForPage) {
    return (
      <a className={className} href={hrefForPage(target)} rel={rel}>
        {children}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={className}
      disabled={!enabled}
      onClick={enabled ? () => onPageChange?.(target) : undefined}
    >
      {children}
    </button>
  );
}

/**
 * Previous / next controls with the page position, for lists of orders, members and products.
 *
 * @example
 * // Links (server-rendered account pages):
 * <Pagination page={2} pageCount={5} hrefForPage={(page) => `?page=${page}`} />
 * // Callbacks with cursor paging (the app):
 * <Pagination page={page} hasNextPage={data.pagingMetadata.hasNext} onPageChange={setPage} />
 */
export function Pagination({
  page,
  pageCount,
  hasNextPage,
  hrefForPage,
  onPageChange,
  summary,
  label = 'Pagination',
  previousLabel = 'Previous',
  nextLabel = 'Next',
  className,
  ...rest
}: PaginationProps) {
  const hasPrevious = page > 1;
  const hasNext = hasNextPage ?? (pageCount !== undefined && page < pageCount);
  const position =
    summary ?? (pageCount !== undefined ? `Page ${page} of ${Math.max(pageCount, 1)}` : `Page ${page}`);
  const mode = { hrefForPage, onPageChange };
  return (
    <nav {...rest} aria-label={label} className={cx('bz-pagination', className)}>
      <Step target={page - 1} enabled={hasPrevious} rel="prev" {...mode}>
        <ChevronIcon direction="left" />
        {previousLabel}
      </Step>
      <p className="bz-pagination__info" aria-live="polite">
        {position}
      </p>
      <Step target={page + 1} enabled={hasNext} rel="next" {...mode}>
        {nextLabel}
        <ChevronIcon direction="right" />
      </Step>
    </nav>
  );
}
