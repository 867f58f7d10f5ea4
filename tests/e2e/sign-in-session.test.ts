import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectText, expectUrl, expectVisible } from './support/assertions';
import { shareStorefront } from './support/storefront';

// The session a sign-in stores must hold on the pages that follow: after the redirect back, on a reload, in a
// second tab — staff never see "Staff sign-in needed", members never get sent back to sign in. Every heading each
// page renders is recorded, so a refusal that only flashes for a moment fails the test too.

const shared = shareStorefront();
const RENA = { email: 'rena@example.com', password: 'renewal-pw', nickname: 'Rena' };
const headings: string[] = [];

// Reports every level-1 heading a document renders, from its first paint (a string: the page runs it as it is).
const RECORD_HEADINGS = `
  new MutationObserver(function () {
    document.querySelectorAll('h1').forEach(function (heading) {
      var text = heading.textContent || '';
      if (heading.dataset.recorded !== text) {
        heading.dataset.recorded = text;
        window.__recordHeading(location.pathname + ': ' + text);
      }
    });
  }).observe(document, { subtree: true, childList: true, characterData: true });
`;

beforeAll(async () => {
  await shared.store.platform.seed.member(RENA);
  const { context } = shared.browser;
  await context.exposeFunction('__recordHeading', (heading: string) => headings.push(heading));
  await context.addInitScript({ content: RECORD_HEADINGS });
  // The browser's clock moves on its own; a test jumps it forward to age the visitor's tokens.
  await context.clock.install();
});

beforeEach(async () => {
  headings.length = 0;
  // Each test starts as a new visitor: no tokens, no hosted sign-in.
  await shared.browser.context.clearCookies();
  const page = await shared.browser.newPage();
  await page.goto(`${shared.store.baseUrl}/hosted/styles.css`);
  await page.evaluate(() => localStorage.clear());
  await page.close();
});

/** The headings recorded from the first one that reads `first` on: what the signed-in member saw. */
function headingsSince(first: string): string[] {
  const start = headings.findIndex((heading) => heading.endsWith(`: ${first}`));
  expect(start, headings.join('\n')).toBeGreaterThanOrEqual(0);
  return headings.slice(start);
}

const role = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('bazaar.tokens') ?? '{}').refreshToken?.role);

async function signInHere(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Holds the visitor's token renewals (refresh grants) until released; the code exchange and every other call go on.
 *
 * @param context - the browser context
 * @returns the release, and a promise of the held renewal's end (its response read by the page's network stack)
 */
async function holdVisitorRenewal(context: BrowserContext) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let finished!: () => void;
  const renewed = new Promise<void>((resolve) => (finished = resolve));
  await context.route('**/oauth2/token', async (route) => {
    const renewal = /"grantType":"refresh_token"/.test(route.request().postData() ?? '');
    if (!renewal) return route.continue();
    await released;
    await route.continue();
    await (await route.request().response())?.finished();
    finished();
  });
  return {
    release,
    renewed,
    stop: () => context.unroute('**/oauth2/token'),
  };
}

/**
 * Signs in on the platform's hosted page (from the app's login page, to return to `path`), five hours later by the
 * browser's clock: a sign-in that took its time, or a session opened hours ago. The visitor's access token (4 h)
 * has run out when the browser comes back, so the callback page's first calls renew it while the code is exchanged
 * for the member's tokens. The renewal is held until the member is back on `path` with the member's tokens stored,
 * so it answers last; then the page is reloaded, reading the session the renewal left behind.
 *
 * @param path - where the sign-in starts and returns to
 * @param email - the member's e-mail
 * @param password - the member's password
 * @param heading - the page heading a signed-in member sees there
 * @returns the reloaded page
 */
async function signInWhileVisitorRenewalEndsLast(
  path: string,
  email: string,
  password: string,
  heading: string,
) {
  const { store, browser } = shared;
  const hold = await holdVisitorRenewal(browser.context);
  const page = await browser.newPage();
  try {
    await page.goto(`${store.baseUrl}/login?returnTo=${encodeURIComponent(path)}`);
    await page.getByRole('button', { name: 'Continue with the hosted sign-in page' }).click();
    await expectUrl(page, /\/oauth2\/authorize\?/);
    await page.clock.fastForward('05:00:00');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectUrl(page, new RegExp(`${path}$`));
    await expectText(page.getByRole('heading', { level: 1 }), heading);
    hold.release();
    await hold.renewed;
    await page.reload();
    await expectText(page.getByRole('heading', { level: 1 }), heading);
    expect(page.url()).toBe(`${store.baseUrl}${path}`);
    expect(await role(page)).toBe('member');
    return page;
  } finally {
    await hold.stop();
  }
}

describe('the session after signing in', () => {
  // What a signed-out caller gets on each page: the back office's refusal, the account's way to the login page.
  it.each([
    {
      path: '/admin/orders',
      email: 'owner@bazaar.test',
      password: 'bazaar-owner',
      heading: 'Orders',
      refusal: /: Staff sign-in needed$/,
    },
    {
      path: '/account/orders',
      email: RENA.email,
      password: RENA.password,
      heading: 'Hello, Rena',
      refusal: /^\/login/,
    },
  ])(
    'keeps $email signed in on $path when the visitor’s token renewal ends after the hosted sign-in',
    async ({ path, email, password, heading, refusal }) => {
      const page = await signInWhileVisitorRenewalEndsLast(path, email, password, heading);
      // Not even for a moment once signed in.
      const signedIn = headingsSince(heading);
      expect(
        signedIn.filter((seen) => refusal.test(seen)),
        signedIn.join('\n'),
      ).toEqual([]);
      await page.close();
    },
  );

  it('opens the back office on a reload and in a second tab after signing in with a password', async () => {
    const { store, browser } = shared;
    const page = await browser.newPage();
    await page.goto(`${store.baseUrl}/admin/orders`);
    await expectText(page.getByRole('heading', { level: 1 }), 'Staff sign-in needed');
    await page.getByRole('link', { name: 'Sign in' }).last().click();
    await expectUrl(page, /\/login\?returnTo=%2Fadmin%2Forders$/);
    await signInHere(page, 'owner@bazaar.test', 'bazaar-owner');
    await expectUrl(page, /\/admin\/orders$/);
    await expectText(page.getByRole('heading', { level: 1 }), 'Orders');
    await page.reload();
    await expectText(page.getByRole('heading', { level: 1 }), 'Orders');
    const second = await browser.newPage();
    await second.goto(`${store.baseUrl}/admin`);
    await expectText(second.getByRole('heading', { level: 1 }), 'Dashboard');
    await second.goto(`${store.baseUrl}/account`);
    await expectText(second.getByRole('heading', { level: 1 }), 'Hello, Store Owner');
    await expectVisible(second.getByRole('button', { name: 'Sign out' }));
    const signedIn = headingsSince('Orders');
    expect(
      signedIn.filter((heading) => /Staff sign-in needed|^\/login/.test(heading)),
      signedIn.join('\n'),
    ).toEqual([]);
    await second.close();
    await page.close();
  });
});
