import './admin.css';
import { AppShell } from '@bazaar/ui';
import { Suspense } from 'react';
import { Link, NavLink, Route, Routes, useLocation } from 'react-router';
import { LogoMark } from '../layout/icons';
import { NotFoundPage } from '../layout/not-found-page';
import { PageErrorBoundary } from '../layout/page-error-boundary';
import { PageLoading } from '../layout/page-loading';
import { useLinkInterception } from '../layout/use-link-interception';
import { useRouteFocus } from '../layout/use-route-focus';
import { CollectionsPage } from './catalog/collections-page';
import { ProductEditorPage } from './catalog/product-editor-page';
import { ProductsPage } from './catalog/products-page';
import { DashboardPage } from './dashboard/dashboard-page';
import { MemberDetailPage } from './members/member-detail-page';
import { MembersPage } from './members/members-page';
import { OrderDetailPage } from './orders/order-detail-page';
import { OrdersPage } from './orders/orders-page';
import { SettingsPage } from './settings/settings-page';
import { StaffGate, useStaffCaller } from './staff-gate';
import { WebhooksPage } from './webhooks/webhooks-page';

/**
 * The back office (`/admin/*`): one lazily loaded chunk with its own frame and routes, so the storefront never
 * downloads it. Staff only ({@link StaffGate}); the webhooks page is offered to owners, who alone may manage them.
 *
 * @returns the back office
 */
export function AdminApp() {
  useLinkInterception();
  useRouteFocus();
  const { pathname } = useLocation();
  const caller = useStaffCaller();
  return (
    <AppShell
      className="app-shell admin-shell"
      width="wide"
      brandHref="/admin"
      brand={
        <span className="app-brand">
          <LogoMark />
          <span>Bazaar back office</span>
        </span>
      }
      navLabel="Back office"
      nav={<AdminNav owner={!!caller.data?.owner} />}
      actions={<Link to="/">View the shop</Link>}
    >
      <StaffGate>
        {(caller) => (
          <PageErrorBoundary resetKey={pathname}>
            <Suspense fallback={<PageLoading />}>
              <Routes>
                <Route index element={<DashboardPage />} />
                <Route path="orders" element={<OrdersPage />} />
                <Route path="orders/:orderId" element={<OrderDetailPage />} />
                <Route path="members" element={<MembersPage />} />
                <Route path="members/:memberId" element={<MemberDetailPage />} />
                <Route path="products" element={<ProductsPage />} />
                <Route path="products/new" element={<ProductEditorPage />} />
                <Route path="products/:productId" element={<ProductEditorPage />} />
                <Route path="collections" element={<CollectionsPage />} />
                <Route path="settings" element={<SettingsPage />} />
                {caller.owner ? <Route path="webhooks" element={<WebhooksPage />} /> : null}
                <Route path="*" element={<NotFoundPage />} />
              </Routes>
            </Suspense>
          </PageErrorBoundary>
        )}
      </StaffGate>
    </AppShell>
  );
}

function AdminNav({ owner }: { owner: boolean }) {
  return (
    <>
      <NavLink to="/admin" end>
        Dashboard
      </NavLink>
      <NavLink to="/admin/orders">Orders</NavLink>
      <NavLink to="/admin/members">Members</NavLink>
      <NavLink to="/admin/products">Products</NavLink>
      <NavLink to="/admin/collections">Collections</NavLink>
      {owner ? <NavLink to="/admin/webhooks">Webhooks</NavLink> : null}
      <NavLink to="/admin/settings">Settings</NavLink>
    </>
  );
}
