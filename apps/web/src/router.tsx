import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { lazyPage } from './layout/lazy-page';
import { PageLoading } from './layout/page-loading';
import { RootLayout } from './layout/root-layout';
import { HomePrefetch, ProductPrefetch, ShopPrefetch } from './lib/route-prefetch';

// Every page is its own chunk, downloaded on first visit. The catalog pages start their queries from the main
// chunk (the *Prefetch elements) so data and code download side by side.
const HomePage = lazyPage(() => import('./home/home-page').then((m) => m.HomePage));
const ShopPage = lazyPage(() => import('./shop/shop-page').then((m) => m.ShopPage));
const ProductPage = lazyPage(() => import('./product/product-page').then((m) => m.ProductPage));
const CartPage = lazyPage(() => import('./cart/cart-page').then((m) => m.CartPage));
const ThankYouPage = lazyPage(() => import('./checkout/thank-you-page').then((m) => m.ThankYouPage));
const LoginPage = lazyPage(() => import('./auth/login-page').then((m) => m.LoginPage));
const SignupPage = lazyPage(() => import('./auth/signup-page').then((m) => m.SignupPage));
const ForgotPasswordPage = lazyPage(() =>
  import('./auth/forgot-password-page').then((m) => m.ForgotPasswordPage),
);
const CallbackPage = lazyPage(() => import('./auth/callback-page').then((m) => m.CallbackPage));
const AccountLayout = lazyPage(() => import('./account/account-layout').then((m) => m.AccountLayout));
const ProfilePage = lazyPage(() => import('./account/profile-page').then((m) => m.ProfilePage));
const OrdersPage = lazyPage(() => import('./account/orders-page').then((m) => m.OrdersPage));
const OrderPage = lazyPage(() => import('./account/order-page').then((m) => m.OrderPage));
const NotFoundPage = lazyPage(() => import('./layout/not-found-page').then((m) => m.NotFoundPage));
// The back office is one chunk with its own frame and routes (admin/admin-app.tsx), outside the storefront's layout.
const AdminApp = lazyPage(() => import('./admin/admin-app').then((m) => m.AdminApp));

/**
 * The app's routes: storefront (home, shop, product, cart, thank-you), sign-in (login, sign-up, password recovery,
 * the hosted sign-in's callback), the member account and the staff back office (`/admin`).
 *
 * @returns the routes
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="admin/*"
        element={
          <Suspense fallback={<PageLoading />}>
            <AdminApp />
          </Suspense>
        }
      />
      <Route element={<RootLayout />}>
        <Route
          index
          element={
            <>
              <HomePrefetch />
              <HomePage />
            </>
          }
        />
        <Route
          path="shop"
          element={
            <>
              <ShopPrefetch />
              <ShopPage />
            </>
          }
        />
        <Route
          path="product-page/:slug"
          element={
            <>
              <ProductPrefetch />
              <ProductPage />
            </>
          }
        />
        <Route path="cart" element={<CartPage />} />
        <Route path="thank-you" element={<ThankYouPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="signup" element={<SignupPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="callback" element={<CallbackPage />} />
        <Route path="account" element={<AccountLayout />}>
          <Route index element={<ProfilePage />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="orders/:orderId" element={<OrderPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
