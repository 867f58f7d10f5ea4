import { useLogout, useSession } from '@bazaar/react';
import { Button, FormError, PageHeader, Skeleton, Spinner, Stack } from '@bazaar/ui';
import { Suspense } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { BoxIcon, UserIcon } from '../layout/icons';
import { useMe } from './use-me';

/**
 * The member account's frame: for members only (visitors go to sign in and come back), with its navigation and
 * the sign-out button.
 *
 * @returns the layout
 */
export function AccountLayout() {
  const { loggedIn } = useSession();
  const here = useLocation();
  const logout = useLogout();
  const leaving = logout.isPending || logout.isSuccess;
  const member = useMe(leaving);
  if (leaving) {
    return (
      <div className="app-center" aria-live="polite">
        <Spinner label="Signing out" />
      </div>
    );
  }
  if (!loggedIn) {
    const returnTo = `${here.pathname}${here.search}`;
    return <Navigate to={`/login?returnTo=${encodeURIComponent(returnTo)}`} replace />;
  }
  const profile = member.data?.member?.profile;
  const name = profile?.nickname || member.data?.member?.contact?.firstName;
  return (
    <Stack gap={5}>
      <PageHeader
        headingLevel={1}
        eyebrow="Your account"
        title={name ? `Hello, ${name}` : 'Your account'}
        description={member.data?.member?.loginEmail ?? undefined}
        actions={
          <Button
            variant="secondary"
            onClick={() => logout.mutate(`${location.origin}/`, { onSuccess: (url) => location.assign(url) })}
          >
            Sign out
          </Button>
        }
      />
      <FormError error={logout.error} title="Could not sign out" />
      <div className="app-account">
        <nav className="app-account__nav" aria-label="Account">
          <NavLink to="/account" end>
            <UserIcon /> Profile
          </NavLink>
          <NavLink to="/account/orders">
            <BoxIcon /> Orders
          </NavLink>
        </nav>
        <div className="app-account__content">
          <Suspense fallback={<Skeleton shape="rect" width="100%" height="16rem" />}>
            <Outlet />
          </Suspense>
        </div>
      </div>
    </Stack>
  );
}
