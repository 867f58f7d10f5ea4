import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectText, expectUrl, expectVisible } from './support/assertions';
import { screenshot, watchErrors } from './support/browser';
import { addToCart, JACKET, payWith, startCheckout } from './support/shopping';
import { shareStorefront } from './support/storefront';

// Members in the browser: sign-up with the e-mailed code, the account's profile and slug, buying as a member and
// finding the order in the account, signing in directly and through the hosted page (PKCE), signing out, deleting
// the account. Email verification is on (test platform).

const shared = shareStorefront();

// Visitors without a cart read 404 for the current cart (business-rules 3), and the taken slug is refused on
// purpose below (409); nothing else may fail.
const EXPECTED = new Set(['404 GET /ecom/v1/carts/current', '409 POST /members/v1/members/my/slug']);
const unexpected = (errors: string[]) => errors.filter((error) => !EXPECTED.has(error));

let emails = 0;
const newEmail = () => `e2e-${Date.now().toString(36)}-${++emails}@example.com`;

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto(`${shared.store.baseUrl}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectUrl(page, /\/account$/);
}

// The code, as a developer reads it: the platform's dev mail page.
async function verificationCode(email: string): Promise<string> {
  const mail = await shared.browser.newPage();
  await mail.goto(`${shared.store.baseUrl}/hosted/dev/mail?to=${encodeURIComponent(email)}`);
  const code = /\b(\d{6})\b/.exec((await mail.locator('pre').first().textContent()) ?? '')?.[1];
  await mail.close();
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  // The hosted logout ends the platform's session and comes back to the home page.
  await expectUrl(page, new RegExp(`^${shared.store.baseUrl}/$`));
  await expectText(page.getByRole('banner').getByRole('link', { name: /Sign in|Account/ }), 'Sign in');
}

describe('a new member', () => {
  it('signs up, verifies the code from the dev mail page, edits the profile and slug, and signs out', async () => {
    const page = await shared.browser.newPage();
    const errors = watchErrors(page);
    const email = newEmail();
    await page.goto(shared.store.baseUrl);
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expectUrl(page, /\/signup/);
    // The login page stays on screen until the sign-up page's code arrived.
    await expectText(page.getByRole('heading', { level: 1 }), 'Create an account');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Name').fill('Ada');
    await page.getByLabel('Password').fill('trail-mix-42');
    await screenshot(page, 'signup');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectText(page.getByRole('heading', { level: 1 }), 'Check your e-mail');

    const code = await verificationCode(email);

    await page.getByLabel('Verification code').fill('000000');
    await page.getByRole('button', { name: 'Verify and continue' }).click();
    await expectVisible(page.getByRole('alert').filter({ hasText: 'That code did not work' }));
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify and continue' }).click();
    await expectUrl(page, /\/account$/);
    await expectText(page.getByRole('heading', { level: 1 }), 'Hello, Ada');
    await expectVisible(page.getByText(email));

    // Profile.
    await page.getByLabel('Display name').fill('Ada L.');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expectText(page.getByRole('heading', { level: 1 }), 'Hello, Ada L.');

    // Slug: another member has one already (409 SLUG_ALREADY_EXISTS, the server's message on the field).
    const other = await shared.store.platform.seed.member();
    const { accessToken } = await shared.store.platform.seed.memberTokens(other.id);
    const taken = await shared.store.platform.request('/members/v1/members/my/slug', {
      method: 'POST',
      headers: { authorization: accessToken, 'content-type': 'application/json' },
      body: JSON.stringify({ slug: 'trail-ada' }),
    });
    expect(taken.status).toBe(200);
    const slug = page.getByLabel('Slug');
    await slug.fill('trail-ada');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expectVisible(page.locator('.bz-error').filter({ hasText: /Try another/ }));
    await slug.fill('ada-lovelace');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expectVisible(page.getByText('Profile address saved'));
    expect(await memberRow(email)).toMatchObject({ slug: 'ada-lovelace', nickname: 'Ada L.' });

    // Community.
    await page.getByRole('button', { name: 'Join the community' }).click();
    // Exact: the card's description ("…each other’s public profiles") matches the words too.
    await expectVisible(page.getByText('Public profile', { exact: true }));
    expect(await memberRow(email)).toMatchObject({ privacy_status: 'PUBLIC' });
    await screenshot(page, 'account');

    await signOut(page);
    await page.goto(`${shared.store.baseUrl}/account`);
    await expectUrl(page, /\/login\?returnTo=%2Faccount$/);
    // The wrong code above was refused (400).
    expect(unexpected(errors)).toEqual(['400 POST /_api/iam/verification/v1/auth/verify']);
  });

  it('signs up, buys with a test card, signs in again and finds the order in the account', async () => {
    const page = await shared.browser.newPage();
    const errors = watchErrors(page);
    const email = newEmail();
    await page.goto(`${shared.store.baseUrl}/signup`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Name').fill('Marie');
    await page.getByLabel('Password').fill('radium-1898');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectText(page.getByRole('heading', { level: 1 }), 'Check your e-mail');
    await page.getByLabel('Verification code').fill(await verificationCode(email));
    await page.getByRole('button', { name: 'Verify and continue' }).click();
    await expectText(page.getByRole('heading', { level: 1 }), 'Hello, Marie');
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Orders' }).click();
    await expectVisible(page.getByText('No orders yet'));

    // Buying as a member: the hosted checkout knows the e-mail, and says so on the way back.
    await addToCart(page, shared.store.baseUrl, JACKET);
    await page.goto(`${shared.store.baseUrl}/cart`);
    await startCheckout(page, { firstName: 'Marie', lastName: 'Curie' });
    await payWith(page, '5555 5555 5555 4444');
    await expectUrl(page, /\/thank-you\?orderId=[\w-]+&wixMemberLoggedIn=true$/);
    // The page shows the order's id until the order is read, then its number.
    await expectVisible(page.getByRole('region', { name: 'Order details' }).getByText(JACKET.name));
    await expectText(page.getByTestId('order-id'), /^\d+$/);
    const number = (await page.getByTestId('order-id').textContent()) ?? '';

    // Another visit: signed in with the password, the order is in the account.
    await page.getByRole('banner').getByRole('link', { name: 'Account' }).click();
    await signOut(page);
    await signInWithPassword(page, email, 'radium-1898');
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Orders' }).click();
    await expectUrl(page, /\/account\/orders$/);
    const listed = page.getByRole('link', { name: new RegExp(`Order #${number}`) });
    await expectVisible(listed);
    await expectVisible(listed.getByText('Paid'));
    await screenshot(page, 'account-orders');
    await listed.click();
    await expectUrl(page, /\/account\/orders\/[\w-]+$/);
    await expectText(page.getByRole('heading', { name: /^Order #/ }), `Order #${number}`);
    await expectVisible(page.getByText(JACKET.name));
    await expectVisible(page.getByText('Total', { exact: true }));
    await screenshot(page, 'account-order');
    // The browser profile is shared by this file's tests: the next ones start signed out.
    await signOut(page);
    expect(unexpected(errors)).toEqual([]);
  });
});

async function memberRow(email: string) {
  const rows = await shared.store.platform.db.query<{
    slug: string;
    nickname: string;
    privacy_status: string;
  }>(
    'select m.slug, m.nickname, m.privacy_status from members m join identities i on i.id = m.id where i.login_email = $1',
    [email],
  );
  return rows[0];
}

describe('a returning member', () => {
  it('signs in with e-mail and password, and a wrong password shows the server’s message', async () => {
    const page = await shared.browser.newPage();
    const errors = watchErrors(page);
    const member = await shared.store.platform.seed.member({ password: 'bazaar-pw', nickname: 'Grace' });
    await page.goto(`${shared.store.baseUrl}/login`);
    await page.getByLabel('E-mail').fill(member.email);
    await page.getByLabel('Password').fill('wrong-pw');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectVisible(page.getByRole('alert').filter({ hasText: 'Wrong e-mail or password' }));
    await screenshot(page, 'login-failed');
    await signInWithPassword(page, member.email, 'bazaar-pw');
    await expectText(page.getByRole('heading', { level: 1 }), 'Hello, Grace');
    await signOut(page);
    // The wrong password above was refused (400).
    expect(unexpected(errors)).toEqual(['400 POST /_api/iam/authentication/v2/login']);
  });

  it('signs in through the hosted page (PKCE) and comes back where it started', async () => {
    const page = await shared.browser.newPage();
    const errors = watchErrors(page);
    const member = await shared.store.platform.seed.member({ password: 'hosted-pw', nickname: 'Hedy' });
    await page.goto(`${shared.store.baseUrl}/account/orders`);
    await expectUrl(page, /\/login\?returnTo=%2Faccount%2Forders$/);
    await page.getByRole('button', { name: 'Continue with the hosted sign-in page' }).click();
    await expectUrl(page, /\/oauth2\/authorize\?/);
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill('hosted-pw');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectUrl(page, /\/account\/orders$/);
    await expectText(page.getByRole('heading', { level: 1 }), 'Hello, Hedy');
    await expectVisible(page.getByText('No orders yet'));
    await signOut(page);
    expect(unexpected(errors)).toEqual([]);
  });

  it('deletes the account after confirming, and is signed out', async () => {
    const page = await shared.browser.newPage();
    const member = await shared.store.platform.seed.member({ password: 'delete-pw' });
    await signInWithPassword(page, member.email, 'delete-pw');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expectUrl(page, new RegExp(`^${shared.store.baseUrl}/$`));
    await expectText(page.getByRole('banner').getByRole('link', { name: /Sign in|Account/ }), 'Sign in');
    const rows = await shared.store.platform.db.query('select 1 from members where id = $1', [member.id]);
    expect(rows).toHaveLength(0);
  });
});

describe('the platform’s hosted account page (membersAccount redirect)', () => {
  it('shows the member’s account and moves between its sections with plain links, within the page’s CSP', async () => {
    const page = await shared.browser.newPage();
    const errors = watchErrors(page);
    const { platform, baseUrl } = shared.store;
    const member = await platform.seed.member({ nickname: 'Grace' });
    const { accessToken } = await platform.seed.memberTokens(member.id);
    const res = await fetch(`${baseUrl}/_api/redirects-api/v1/redirect-session`, {
      method: 'POST',
      headers: { authorization: accessToken, 'content-type': 'application/json' },
      body: JSON.stringify({ membersAccount: {} }),
    });
    const { redirectSession } = (await res.json()) as { redirectSession: { fullUrl: string } };
    await page.goto(redirectSession.fullUrl);
    await expectText(page.getByRole('heading', { level: 1 }), 'My account');
    await expectVisible(page.getByText(member.email));
    await screenshot(page, 'hosted-account');
    const sections = page.getByRole('navigation', { name: 'Account sections' });
    await sections.getByRole('link', { name: 'Orders' }).click();
    await expectUrl(page, /section=ORDERS/);
    await expectVisible(page.getByText('No orders yet'));
    await sections.getByRole('link', { name: 'Bookings' }).click();
    await expectVisible(page.getByText('No bookings'));
    // A blocked style or image would be a console error: the kit's inline styles carry the page's nonce.
    expect(errors).toEqual([]);
  });
});
