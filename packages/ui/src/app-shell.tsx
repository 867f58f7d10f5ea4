import type { ReactNode } from 'react';
import { cx } from './cx';

/** Props of {@link AppShell}. */
export interface AppShellProps {
  /** The shop's name or logo, linked to `brandHref`. */
  brand: ReactNode;
  /** Where the brand links to. Default `/`. */
  brandHref?: string;
  /**
   * The main navigation links (plain `<a>` or router links). Mark the current one with
   * `aria-current="page"` (React Router's `NavLink` does) to highlight it.
   */
  nav?: ReactNode;
  /** The name of the navigation landmark. Default "Main". */
  navLabel?: string;
  /** Controls at the right of the header: cart button, account menu, sign-in link. */
  actions?: ReactNode;
  /** The page content, inside `<main>`. */
  children: ReactNode;
  /** The footer content. */
  footer?: ReactNode;
  /** The id of `<main>`, the skip link's target. Default `main`. */
  mainId?: string;
  /** The skip link's text. Default "Skip to main content". */
  skipLinkLabel?: string;
  /** The content width: `default` (72rem) for the shop, `wide` (90rem) for back-office tables. */
  width?: 'default' | 'wide';
  /** Extra classes on the outer wrapper. */
  className?: string;
}

/**
 * The page frame: a skip link, a header (brand, navigation, actions), `<main>` and a footer — the shared
 * chrome of the storefront, the account, the back office and the hosted pages.
 *
 * It needs no JavaScript: on phones the navigation becomes a row that scrolls sideways rather than a menu
 * that must be opened by script. The skip link is the first focusable element and moves focus to `<main>`
 * (which accepts focus via `tabIndex={-1}`), so keyboard users can pass the header.
 *
 * @example
 * <AppShell brand="Bazaar" nav={<><NavLink to="/">Shop</NavLink><NavLink to="/account">Account</NavLink></>}
 *   actions={<CartButton />} footer="© Bazaar">
 *   <Outlet />
 * </AppShell>
 */
export function AppShell({
  brand,
  brandHref = '/',
  nav,
  navLabel = 'Main',
  actions,
  children,
  footer,
  mainId = 'main',
  skipLinkLabel = 'Skip to main content',
  width = 'default',
  className,
}: AppShellProps) {
  const container = cx('bz-container', width === 'wide' && 'bz-container--wide');
  return (
    <div className={cx('bz-shell', className)}>
      <a className="bz-skip" href={`#${mainId}`}>
        {skipLinkLabel}
      </a>
      <header className="bz-shell__header">
        <div className={cx(container, 'bz-shell__bar')}>
          <a className="bz-shell__brand" href={brandHref}>
            {brand}
          </a>
          {nav ? (
            <nav className="bz-shell__nav" aria-label={navLabel}>
              {nav}
            </nav>
          ) : null}
          {actions ? <div className="bz-cluster bz-shell__actions">{actions}</div> : null}
        </div>
      </header>
      <main id={mainId} tabIndex={-1} className={cx(container, 'bz-shell__main')}>
        {children}
      </main>
      {footer ? (
        <footer className="bz-shell__footer">
          <div className={container}>{footer}</div>
        </footer>
      ) : null}
    </div>
  );
}
