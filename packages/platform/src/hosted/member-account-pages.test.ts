import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrderApi, orderApi, placeOrder } from '../modules/orders/testing/order-api';
import { type JsonClient, jsonClient } from '../test-support/http';
import { createFormBrowser, createTestPlatform, type Page, type TestPlatform } from '../testing';

let platform: TestPlatform;
let http: JsonClient;
let staff: OrderApi;
beforeAll(async () => {
  platform = await createTestPlatform();
  http = jsonClient(platform);
  staff = orderApi(platform, (await platform.seed.apiKey()).key);
});
afterAll(() => platform.close());

const SITE = 'https://app.test/shop';
const get = (url: string) => createFormBrowser(fetchApp, 'http://localhost').get(url);
const fetchApp = (to: string, init?: RequestInit) => Promise.resolve(platform.app.request(to, init));
const sessionIdOf = (url: string) => new URL(url).searchParams.get('redirect_session_id');
// The href of the "Sign in" link on an account page that asks to sign in.
const signInLinkOf = (page: Page) =>
  /href="([^"]*)"[^>]*>Sign in</.exec(page.html)![1]!.replaceAll('&amp;', '&');
const text = (page: Page) =>
  page.html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

/** The account page URL of a `membersAccount` redirect session created with `token`. */
async function accountUrl(
  token: string,
  params: Record<string, unknown> = {},
  callbacks = {},
): Promise<string> {
  const res = await http.post(
    '/_api/redirects-api/v1/redirect-session',
    { membersAccount: params, callbacks: { postFlowUrl: SITE, ...callbacks } },
    { authorization: token },
  );
  expect(res.status).toBe(200);
  return res.body.redirectSession.fullUrl;
}

async function member(nickname: string, role: 'MEMBER' | 'OWNER' = 'MEMBER') {
  const seeded = await platform.seed.member({ nickname, role });
  const tokens = await platform.seed.memberTokens(seeded.id);
  return { ...seeded, tokens };
}

const withQuery = (url: string, params: Record<string, string>) => {
  const next = new URL(url, 'http://localhost');
  for (const [key, value] of Object.entries(params)) next.searchParams.set(key, value);
  return next.toString();
};

describe('GET /hosted/account (the membersAccount redirect target)', () => {
  it('shows the account information of the member who created the session, with tabs and the way back', async () => {
    const ada = await member('Ada');
    const url = await accountUrl(ada.tokens.accessToken);
    expect(new URL(url).pathname).toBe('/hosted/account');
    const page = await get(url);
    expect(page.status).toBe(200);
    const shown = text(page);
    expect(shown).toContain('Account information');
    expect(shown).toContain('Ada');
    expect(shown).toContain(ada.email);
    expect(shown).toMatch(/Profile slug ada/);
    expect(shown).toMatch(/Member since Jan 1, 2025/);
    expect(shown).toMatch(/Community (Public|Private)/);
    expect(page.html).toContain(`href="${SITE}"`);
    expect(page.html).toContain('Back to the site');
    // Each section is a link of this page, carrying the session; the selected one is marked.
    const session = new URL(url).searchParams.get('redirect_session_id');
    for (const section of ['ACCOUNT_INFO', 'ORDERS', 'BOOKINGS', 'SUBSCRIPTIONS', 'EVENTS'])
      expect(page.html).toContain(
        `href="/hosted/account?redirect_session_id=${session}&amp;section=${section}"`,
      );
    expect(page.html).toMatch(/aria-current="page"[^>]*>Account</);
    // Server-rendered: no script at all.
    expect(page.html).not.toContain('<script');
  });

  it('lists the member’s own orders, newest first, and never another member’s', async () => {
    const buyer = await member('Buyer');
    const other = await member('Other');
    const first = await placeOrder(staff, {
      status: 'APPROVED',
      buyer: { memberId: buyer.id },
      lines: [{ name: 'Camp Stove', price: '40.00', quantity: 1 }],
    });
    platform.clock.advance({ minutes: 1 });
    const second = await placeOrder(staff, {
      status: 'APPROVED',
      buyer: { memberId: buyer.id },
      lines: [
        { name: 'Trail Mug', price: '12.50', quantity: 2 },
        { name: 'Spork', price: '3.00', quantity: 1 },
      ],
    });
    const foreign = await placeOrder(staff, {
      status: 'APPROVED',
      buyer: { memberId: other.id },
      lines: [{ name: 'Secret Lantern', price: '99.00', quantity: 1 }],
    });
    const page = await get(await accountUrl(buyer.tokens.accessToken, { section: 'ORDERS' }));
    expect(page.status).toBe(200);
    const shown = text(page);
    expect(shown).toContain(`#${second.number}`);
    expect(shown).toContain(`#${first.number}`);
    expect(shown.indexOf(`#${second.number}`)).toBeLessThan(shown.indexOf(`#${first.number}`));
    expect(shown).toContain('Trail Mug × 2, Spork × 1');
    expect(shown).toContain(second.priceSummary.total.formattedAmount);
    expect(shown).toContain('Approved');
    expect(shown).toContain('Not paid');
    expect(shown).not.toContain('Secret Lantern');
    expect(shown).not.toContain(`#${foreign.number}`);
  });

  it('shows an owner their own orders only: the page never acts as staff', async () => {
    const owner = await member('Owner', 'OWNER');
    const shopper = await member('Shopper');
    await placeOrder(staff, {
      status: 'APPROVED',
      buyer: { memberId: shopper.id },
      lines: [{ name: 'Shopper Only Tarp', price: '20.00', quantity: 1 }],
    });
    const page = await get(await accountUrl(owner.tokens.accessToken, { section: 'ORDERS' }));
    expect(text(page)).toContain('No orders yet');
    expect(text(page)).not.toContain('Shopper Only Tarp');
  });

  it('opens an order’s detail from the list, and answers 404 for an order of someone else', async () => {
    const buyer = await member('Detail');
    const other = await member('Stranger');
    const order = await placeOrder(staff, {
      status: 'APPROVED',
      buyer: { memberId: buyer.id },
      lines: [{ name: 'Rain Shell', price: '80.00', quantity: 2 }],
    });
    const foreign = await placeOrder(staff, { status: 'APPROVED', buyer: { memberId: other.id } });
    const list = await get(await accountUrl(buyer.tokens.accessToken, { section: 'ORDERS' }));
    const link = /href="([^"]+order=[^"]+)"/.exec(list.html)![1]!.replaceAll('&amp;', '&');
    const detail = await get(link);
    expect(detail.status).toBe(200);
    const shown = text(detail);
    expect(shown).toContain(`Order #${order.number}`);
    expect(shown).toMatch(/Rain Shell 2 \$80\.00/);
    expect(shown).toMatch(/Subtotal \$160\.00/);
    expect(shown).toContain(`Total ${order.priceSummary.total.formattedAmount}`);
    expect(detail.html).toContain('All orders');

    const stolen = await get(withQuery(link, { order: foreign.id }));
    expect(stolen.status).toBe(404);
    expect(text(stolen)).toContain('Order not found');
    expect(stolen.html).not.toContain(foreign.number);
  });

  it('shows an honest empty state for bookings, subscriptions and events', async () => {
    const ada = await member('Empty');
    const url = await accountUrl(ada.tokens.accessToken);
    for (const [section, title] of [
      ['BOOKINGS', 'No bookings'],
      ['SUBSCRIPTIONS', 'No subscriptions'],
      ['EVENTS', 'No events'],
    ] as const) {
      const page = await get(withQuery(url, { section }));
      expect(page.status).toBe(200);
      expect(text(page)).toContain(title);
      expect(page.html).toMatch(new RegExp(`aria-current="page"[^>]*>${section.charAt(0)}`, 'i'));
    }
  });

  it('opens the section the session names, lets the tabs change it, and refuses an unknown one', async () => {
    const ada = await member('Sections');
    const url = await accountUrl(ada.tokens.accessToken, { section: 'EVENTS' });
    expect(text(await get(url))).toContain('No events');
    expect(text(await get(withQuery(url, { section: 'ACCOUNT_INFO' })))).toContain('Account information');
    const bad = await get(withQuery(url, { section: 'WISHLIST' }));
    expect(bad.status).toBe(400);
    expect(text(bad)).toContain('Unknown account section');
  });

  it('asks a visitor to sign in, leading to the hosted login (or the site’s login URL)', async () => {
    const visitor = await platform.seed.visitorTokens();
    const page = await get(await accountUrl(visitor.accessToken));
    expect(page.status).toBe(200);
    expect(text(page)).toContain('Sign in to see your account');
    // The hosted sign-in, carrying this account link so that it comes back to it (tests below).
    const session = new URL(page.url).searchParams.get('redirect_session_id');
    expect(page.html).toContain(`href="/hosted/login?redirect_session_id=${session}"`);
    expect(page.html).not.toContain('Account information');
    const withLogin = await get(
      await accountUrl(visitor.accessToken, {}, { loginUrl: 'https://app.test/login' }),
    );
    expect(withLogin.html).toContain('href="https://app.test/login"');
  });

  it('brings a visitor who signs in from the page back to their account, shown to that browser only', async () => {
    const member = await platform.seed.member({ nickname: 'Returning', password: 'return-pw' });
    const visitor = await platform.seed.visitorTokens();
    const url = await accountUrl(visitor.accessToken, { section: 'ORDERS' });
    const browser = createFormBrowser(fetchApp, 'http://localhost');
    const asked = await browser.get(url);
    const signIn = await browser.get(signInLinkOf(asked));
    const back = await browser.submit(signIn, { email: member.email, password: 'return-pw' }, 'login');
    expect(back.status).toBe(303);
    // Back to the platform's own account page of this link (the section it names), nowhere else.
    expect(back.location).toBe(`/hosted/account?redirect_session_id=${sessionIdOf(url)}`);
    const account = await browser.get(back.location!);
    expect(account.status).toBe(200);
    expect(text(account)).toContain('No orders yet');
    expect(text(await browser.get(withQuery(url, { section: 'ACCOUNT_INFO' })))).toContain(member.email);
    // The link alone shows nothing: another browser (a copied link) is asked to sign in, even one signed in on the
    // hosted pages as someone else.
    const copied = await get(url);
    expect(text(copied)).toContain('Sign in to see your account');
    expect(copied.html).not.toContain(member.email);
    const other = await platform.seed.member({ nickname: 'Elsewhere', password: 'elsewhere-pw' });
    const elsewhere = createFormBrowser(fetchApp, 'http://localhost');
    await elsewhere.submit(await elsewhere.get('/hosted/login'), {
      email: other.email,
      password: 'elsewhere-pw',
    });
    const seenElsewhere = await elsewhere.get(url);
    expect(text(seenElsewhere)).toContain('Sign in to see your account');
    expect(seenElsewhere.html).not.toContain(other.email);
  });

  it('comes back at once when the browser is already signed in on the hosted pages, until it signs out', async () => {
    const member = await platform.seed.member({ nickname: 'Already', password: 'already-pw' });
    const browser = createFormBrowser(fetchApp, 'http://localhost');
    const login = await browser.get('/hosted/login');
    await browser.submit(login, { email: member.email, password: 'already-pw' }, 'login');
    const url = await accountUrl((await platform.seed.visitorTokens()).accessToken);
    const back = await browser.get(signInLinkOf(await browser.get(url)));
    expect(back.status).toBe(303);
    expect(text(await browser.get(back.location!))).toContain(member.email);
    await browser.get('/hosted/logout');
    const after = await browser.get(url);
    expect(text(after)).toContain('Sign in to see your account');
    expect(after.html).not.toContain(member.email);
  });

  it('keeps a member’s link to that member: signing in from it as someone else shows no account', async () => {
    const owner = await member('LinkOwner');
    const other = await platform.seed.member({ nickname: 'Other', password: 'other-pw' });
    const url = await accountUrl(owner.tokens.accessToken);
    await platform.db.query('update oauth_sessions set revoked_at = $1 where member_id = $2', [
      platform.clock.now(),
      owner.id,
    ]);
    const browser = createFormBrowser(fetchApp, 'http://localhost');
    const signIn = await browser.get(signInLinkOf(await browser.get(url)));
    const back = await browser.submit(signIn, { email: other.email, password: 'other-pw' }, 'login');
    const page = await browser.get(back.location!);
    expect(text(page)).toContain('Sign in to see your account');
    expect(page.html).not.toContain(other.email);
    expect(page.html).not.toContain(owner.email);
  });

  it('stops showing the account once the member signed out of the session that created the link', async () => {
    const ada = await member('Leaving');
    const url = await accountUrl(ada.tokens.accessToken);
    expect(text(await get(url))).toContain(ada.email);
    await platform.db.query('update oauth_sessions set revoked_at = $1 where member_id = $2', [
      platform.clock.now(),
      ada.id,
    ]);
    const page = await get(url);
    expect(text(page)).toContain('Sign in to see your account');
    expect(page.html).not.toContain(ada.email);
  });

  it('answers an unknown, expired or foreign session id with an error page and no data', async () => {
    const ada = await member('Expiring');
    const unknown = await get('/hosted/account?redirect_session_id=00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(text(unknown)).toContain('Account link not valid');
    expect((await get('/hosted/account')).status).toBe(404);

    // A session of another target (a login) does not open the account.
    const login = await http.post(
      '/_api/redirects-api/v1/redirect-session',
      { login: {} },
      { authorization: ada.tokens.accessToken },
    );
    const foreign = await get(login.body.redirectSession.fullUrl.replace('/hosted/login', '/hosted/account'));
    expect(foreign.status).toBe(404);
    expect(foreign.html).not.toContain(ada.email);

    const url = await accountUrl(ada.tokens.accessToken);
    platform.clock.advance({ hours: 1, seconds: 1 });
    const expired = await get(url);
    expect(expired.status).toBe(404);
    expect(expired.html).not.toContain(ada.email);
  });
});
