import { AppShell } from '@bazaar/ui';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { CartDrawer } from '../cart/cart-drawer';
import { CartDrawerProvider } from '../cart/cart-drawer-context';
import { LogoMark } from './icons';
import { usePageLoading } from './lazy-page';
import { PageErrorBoundary } from './page-error-boundary';
import { PageLoading } from './page-loading';
import { AccountLink, CartButton, HeaderSearch, SiteNav } from './site-header';
import { useLinkInterception } from './use-link-interception';
import { useRouteFocus } from './use-route-focus';
import { useScrollToTop } from './use-scroll-to-top';

/**
 * The frame of every page: header (brand, navigation, search, account, cart), the page, the footer, the cart
 * drawer, and a progress bar while the next page loads.
 *
 * @returns the layout
 */
export function RootLayout() {
  useLinkInterception();
  useRouteFocus();
  useScrollToTop();
  const loading = usePageLoading();
  const { pathname } = useLocation();
  return (
    <CartDrawerProvider>
      <div className="app-progress" data-active={loading || undefined} aria-hidden="true" />
      <AppShell
        className="app-shell"
        brand={
          <span className="app-brand">
            <LogoMark />
            <span>Bazaar Outfitters</span>
          </span>
        }
        nav={<SiteNav />}
        actions={
          <>
            <HeaderSearch />
            <AccountLink />
            <CartButton />
          </>
        }
        footer={
          <div className="app-footer">
            <p>Bazaar Outfitters — gear for the long way round.</p>
            <nav aria-label="Footer" className="bz-cluster">
              <Link to="/shop">Shop</Link>
              <Link to="/cart">Cart</Link>
              <Link to="/account">Account</Link>
            </nav>
          </div>
        }
      >
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </AppShell>
      <CartDrawer />
    </CartDrawerProvider>
  );
}
