import { type Context, Hono } from 'hono';
import type { MemberCaller } from '../auth/caller';
import type { PlatformDeps, PlatformEnv } from '../context';
import { isApiError } from '../http/api-error';
import { getMyMember } from '../modules/members/member-reads';
import { findActiveMemberSession } from '../modules/oauth/sessions';
import { getOrder, searchOrders } from '../modules/orders/order-reads';
import { MEMBERS_ACCOUNT_SECTIONS, type MembersAccountSection } from '../modules/redirects/schema';
import { findRedirectSession, type StoredRedirectSession } from '../modules/redirects/service';
import { ACCOUNT_PAGE_PATH, memberSignedInFromAccountLink } from './account-link-sign-in';
import { LOGIN_PAGE_PATH } from './account-routes';
import { AccountPage, type AccountPageProps } from './member-account-page';
import { createNonce, renderPage } from './render-page';
import { renderUiMessage, type UiMessage } from './ui-message-page';

const FOOTER = 'Your account on this site.';

const isSection = (value: string | undefined): value is MembersAccountSection =>
  (MEMBERS_ACCOUNT_SECTIONS as readonly string[]).includes(value ?? '');

/**
 * The member who created the redirect session, while their sign-in lasts: the token session the redirect was
 * created with must still be live (logout or a block ends it), so a copied link stops showing their data. Failing
 * that, the member who signed in from the page's own sign-in link, to the browser that did, while that sign-in
 * lasts — the creator again when a member created the link (a visitor's link has no member to keep to). The page
 * acts as a plain member even for staff, so it shows their own orders and never everyone's.
 * @param c - the request context
 * @param deps - platform dependencies
 * @param session - the redirect session
 */
async function memberOf(
  c: Context,
  deps: PlatformDeps,
  session: StoredRedirectSession,
): Promise<MemberCaller | undefined> {
  // Member access tokens always name their session (`sid`), so a member without one is no member here.
  const { memberId, sessionId } = session.caller;
  const live = memberId && sessionId && (await findActiveMemberSession(deps.db, sessionId, memberId));
  const member = live ? memberId : await memberSignedInFromAccountLink(c, deps, session);
  return member && (!memberId || member === memberId)
    ? { kind: 'member', memberId: member, role: 'MEMBER' }
    : undefined;
}

/**
 * The hosted member account, `GET /hosted/account?redirect_session_id=…[&section=…][&order=…]` (the `fullUrl` of a
 * `membersAccount` redirect session): account information, the member's orders (each opens its detail), and the
 * bookings, subscriptions and events sections, empty on this platform. The redirect session ties the page to the
 * member who created it; a visitor's session asks to sign in, and an unknown or expired one says so — neither
 * shows anyone's data.
 * @param deps - platform dependencies
 */
export function createMemberAccountRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();

  const message = (c: Context, said: Omit<UiMessage, 'footer'>) =>
    renderUiMessage(c, { ...said, footer: FOOTER });

  app.get(ACCOUNT_PAGE_PATH, async (c) => {
    const session = await findRedirectSession(deps.db, deps.clock.now(), c.req.query('redirect_session_id'));
    if (session?.target !== 'membersAccount') {
      return message(c, {
        title: 'Account link not valid',
        text: 'This account link is not valid or has expired. Go back to the site and open your account again.',
        status: 404,
      });
    }
    const back = session.callbacks.postFlowUrl ?? undefined;
    const caller = await memberOf(c, deps, session);
    if (!caller) {
      return message(c, {
        title: 'Sign in to see your account',
        text: session.callbacks.loginUrl
          ? 'Your account is only shown to you once you are signed in. Sign in, then open your account from the site again.'
          : 'Your account is only shown to you once you are signed in. Sign in and you come back here.',
        status: 200,
        // The hosted sign-in comes back here (account-routes.tsx); a site's own login URL is the site's to handle.
        link: {
          href:
            session.callbacks.loginUrl ??
            `${LOGIN_PAGE_PATH}?${new URLSearchParams({ redirect_session_id: session.id })}`,
          label: 'Sign in',
        },
      });
    }
    const asked = c.req.query('section');
    if (asked !== undefined && !isSection(asked)) {
      return message(c, {
        title: 'Unknown account section',
        text: `There is no account section "${asked}". The sections are ${MEMBERS_ACCOUNT_SECTIONS.join(', ')}.`,
        status: 400,
      });
    }
    const stored = session.params.section;
    const section: MembersAccountSection = asked ?? (isSection(stored) ? stored : 'ACCOUNT_INFO');
    const linkTo: AccountPageProps['linkTo'] = (target, orderId) => {
      const params = new URLSearchParams({ redirect_session_id: session.id, section: target });
      if (orderId) params.set('order', orderId);
      return `${ACCOUNT_PAGE_PATH}?${params}`;
    };

    let member: AccountPageProps['member'];
    try {
      member = await getMyMember(deps, caller, ['FULL']);
    } catch (error) {
      if (!isApiError(error) || error.status !== 404) throw error;
      return message(c, { title: 'Account not found', text: 'This account no longer exists.', status: 404 });
    }
    const data: Pick<AccountPageProps, 'orders' | 'order'> = {};
    const orderId = c.req.query('order');
    if (section === 'ORDERS' && orderId) {
      try {
        data.order = await getOrder(deps.db, caller, orderId);
      } catch (error) {
        if (!isApiError(error) || error.status !== 404) throw error;
        return message(c, {
          title: 'Order not found',
          text: 'This order does not exist or is not yours.',
          status: 404,
          link: { href: linkTo('ORDERS'), label: 'Your orders' },
        });
      }
    } else if (section === 'ORDERS') {
      data.orders = (await searchOrders(deps.db, caller, {})).orders;
    }
    const nonce = createNonce();
    return renderPage(
      c,
      <AccountPage
        styleNonce={nonce}
        member={member}
        section={section}
        linkTo={linkTo}
        backUrl={back}
        {...data}
      />,
      { styleNonce: nonce },
    );
  });

  return app;
}
