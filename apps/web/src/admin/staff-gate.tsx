import { useSession } from '@bazaar/react';
import { FormError, LinkButton, Spinner } from '@bazaar/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { MessagePage } from '../layout/message-page';
import { useAdminClient } from './admin-client';
import { backOfficeQueries } from './admin-queries';
import type { StaffCaller } from './back-office-api';

/**
 * Who the signed-in caller is (`GET /bazaar/v1/me`), asked only when someone is signed in.
 *
 * @returns the query
 */
export function useStaffCaller() {
  const { loggedIn } = useSession();
  const client = useAdminClient();
  return useQuery({ ...backOfficeQueries.queryOptions.getCaller(client), enabled: loggedIn });
}

/**
 * Opens the back office to staff only (owners and contributors; spec §1). Visitors are asked to sign in with a
 * staff account, plain members are told the back office is not theirs; the platform refuses their calls anyway
 * (403), this page only saves them a screen of errors.
 *
 * @param props - what staff see, given the caller
 * @returns the children for staff, a refusal page otherwise
 */
export function StaffGate({ children }: { children: (caller: StaffCaller) => ReactNode }) {
  const { loggedIn } = useSession();
  const here = useLocation();
  const caller = useStaffCaller();
  const signIn = `/login?returnTo=${encodeURIComponent(`${here.pathname}${here.search}`)}`;

  if (!loggedIn) {
    return (
      <MessagePage
        title="Staff sign-in needed"
        description="The back office is for the store's owners and contributors. Sign in with a staff account to open it."
        action={<LinkButton href={signIn}>Sign in</LinkButton>}
      />
    );
  }
  if (caller.isPending) {
    return (
      <div className="app-center">
        <Spinner label="Checking your access" />
      </div>
    );
  }
  if (caller.isError) {
    return (
      <div className="admin-refused">
        <FormError error={caller.error} title="Could not check your access" />
      </div>
    );
  }
  if (!caller.data.staff) {
    return (
      <MessagePage
        title="The back office is for staff only"
        description="You are signed in as a member without an owner or contributor role, so you cannot manage the store. Ask the store owner for access, or go back to the shop."
        action={
          <LinkButton href="/" variant="secondary">
            Back to the shop
          </LinkButton>
        }
      />
    );
  }
  return children(caller.data);
}
