import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JsonClient, jsonClient } from '../test-support/http';
import { createFormBrowser, createTestPlatform, type TestPlatform } from '../testing';

let platform: TestPlatform;
let http: JsonClient;
beforeAll(async () => {
  platform = await createTestPlatform();
  http = jsonClient(platform);
});
afterAll(() => platform.close());

const browser = () =>
  createFormBrowser((url, init) => Promise.resolve(platform.app.request(url, init)), 'http://localhost');

async function redirectSession(body: Record<string, unknown>, token?: string): Promise<string> {
  const authorization = token ?? (await platform.seed.visitorTokens()).accessToken;
  const res = await http.post('/_api/redirects-api/v1/redirect-session', body, { authorization });
  expect(res.status).toBe(200);
  return res.body.redirectSession.fullUrl;
}

describe('password recovery pages', () => {
  it('lets a member ask for a link, choose a new password and sign in with it', async () => {
    const member = await platform.seed.member({ password: 'old-pw' });
    const b = browser();
    const forgot = await b.get('/hosted/forgot-password');
    const sent = await b.submit(forgot, { email: member.email });
    expect(sent.html).toContain('Check your email');
    const reset = await b.get(await platform.mail.latestLink(member.email));
    expect(reset.status).toBe(200);
    const mismatch = await b.submit(reset, { password: 'new-pw', confirm: 'other' });
    expect(mismatch.status).toBe(400);
    const done = await b.submit(mismatch, { password: 'new-pw', confirm: 'new-pw' });
    expect(done.html).toContain('Password changed');
    const login = await http.post('/_api/iam/authentication/v2/login', {
      loginId: { email: member.email },
      password: 'new-pw',
    });
    expect(login.body.state).toBe('SUCCESS');
    const reused = await b.get(await platform.mail.latestLink(member.email));
    expect(reused.status).toBe(429);
  });
});

describe('GET /hosted/logout (the logout redirect target)', () => {
  it('ends the member session that asked for it and returns to the post-flow URL', async () => {
    const member = await platform.seed.member();
    const tokens = await platform.seed.memberTokens(member.id);
    const url = await redirectSession(
      { logout: { clientId: platform.clientId }, callbacks: { postFlowUrl: 'https://app.test/bye' } },
      tokens.accessToken,
    );
    const page = await browser().get(url);
    expect(page.status).toBe(302);
    expect(page.location).toBe('https://app.test/bye');
    const refresh = await http.post('/oauth2/token', {
      grantType: 'refresh_token',
      refreshToken: tokens.refreshToken,
    });
    expect(refresh.body.error).toBe('invalid_grant');
  });
});

describe('GET /hosted/login (the login redirect target)', () => {
  it('signs the browser in and goes to the post-flow URL', async () => {
    const member = await platform.seed.member({ password: 'pw-login' });
    const b = browser();
    const page = await b.get(
      await redirectSession({ login: {}, callbacks: { postFlowUrl: 'https://app.test/welcome' } }),
    );
    const done = await b.submit(page, { email: member.email, password: 'pw-login' }, 'login');
    expect(done.location).toBe('https://app.test/welcome');
    expect(b.cookies.get('bazaar_session')).toMatch(/^bzb_/);
  });
});

describe('placeholder pages', () => {
  it('shows a placeholder with what was asked and the way back', async () => {
    // The ecom checkout has its own page now (checkout-pages.test.ts); the bookings checkout is a placeholder.
    const page = await browser().get(
      await redirectSession({
        bookingsCheckout: { timezone: 'Europe/Lisbon' },
        callbacks: { postFlowUrl: 'https://app.test/cart' },
      }),
    );
    expect(page.status).toBe(200);
    expect(page.html).toContain('Bookings checkout');
    expect(page.html).toContain('Europe/Lisbon');
    expect(page.html).toContain('href="https://app.test/cart"');
  });

  it('is left only for the targets the platform has no page for: the account and the product are real pages', async () => {
    const member = await platform.seed.member();
    const token = (await platform.seed.memberTokens(member.id)).accessToken;
    const placeholders = [
      { eventsCheckout: { eventSlug: 'gala' } },
      { paidPlansCheckout: { planId: 'gold' } },
      { bookingsBook: {} },
      { ecomOrderPaymentRequest: { paymentRequestId: 'pr-1' } },
    ];
    for (const target of placeholders) {
      const page = await browser().get(await redirectSession(target, token));
      expect(page.html).toContain('not available on the local platform yet');
    }
    for (const target of [{ membersAccount: {} }, { storesProduct: { productSlug: 'anything' } }]) {
      const page = await browser().get(await redirectSession(target, token));
      expect(page.html).not.toContain('not available on the local platform yet');
    }
  });

  it('answers unknown hosted pages with a wire-format 404', async () => {
    const res = await http.get('/hosted/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.details.applicationError.code).toBe('NOT_FOUND');
  });
});

describe('GET /hosted/dev/mail', () => {
  it('lists the mail outbox in development', async () => {
    const member = await platform.seed.member();
    await http.post('/_api/iam/recovery/v1/send-email', { email: member.email });
    const page = await browser().get(`/hosted/dev/mail?to=${encodeURIComponent(member.email)}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Reset your password');
  });

  it('does not exist when dev mail is off', async () => {
    const production = await createTestPlatform({ config: { devMail: false } });
    try {
      expect((await production.request('/hosted/dev/mail')).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('GET /hosted/styles.css', () => {
  it('serves the one stylesheet', async () => {
    const res = await platform.request('/hosted/styles.css');
    expect(res.headers.get('content-type')).toContain('text/css');
    expect(await res.text()).toContain('--accent');
  });
});
