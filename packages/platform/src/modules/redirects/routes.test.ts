import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JsonClient, jsonClient } from '../../test-support/http';
import { createTestPlatform, type TestPlatform } from '../../testing';

const PATH = '/_api/redirects-api/v1/redirect-session';

let platform: TestPlatform;
let http: JsonClient;
let auth: { authorization: string };
beforeAll(async () => {
  platform = await createTestPlatform({ config: { publicUrl: 'http://store.test' } });
  http = jsonClient(platform);
  auth = { authorization: (await platform.seed.visitorTokens()).accessToken };
});
afterAll(() => platform.close());

const authRequest = (overrides: Record<string, unknown> = {}) => ({
  auth: {
    authRequest: {
      clientId: platform.clientId,
      redirectUri: 'https://app.test/callback',
      codeChallenge: 'c'.repeat(43),
      codeChallengeMethod: 'S256',
      responseMode: 'fragment',
      responseType: 'code',
      scope: 'offline_access',
      state: 'state-1',
      ...overrides,
    },
    prompt: 'login',
  },
});

describe('POST /v1/redirect-session', () => {
  it('points an auth session at the platform authorize page, keeping the session token off the URL', async () => {
    const res = await http.post(PATH, authRequest({ sessionToken: 'bzs_secret' }), auth);
    expect(res.status).toBe(200);
    const { fullUrl, urlDetails, id } = res.body.redirectSession;
    const url = new URL(fullUrl);
    expect(`${url.origin}${url.pathname}`).toBe('http://store.test/oauth2/authorize');
    expect(urlDetails.endpoint).toBe('http://store.test/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: platform.clientId,
      redirect_uri: 'https://app.test/callback',
      response_mode: 'fragment',
      state: 'state-1',
      code_challenge_method: 'S256',
      prompt: 'login',
      redirect_session_id: id,
    });
    expect(fullUrl).not.toContain('bzs_secret');
  });

  it.each([
    ['ecomCheckout', { checkoutId: 'c1' }, '/hosted/checkout'],
    ['bookingsCheckout', { timezone: 'UTC' }, '/hosted/bookings-checkout'],
    ['eventsCheckout', { reservationId: 'r1', eventSlug: 'gig' }, '/hosted/events-checkout'],
    ['paidPlansCheckout', { planId: 'p1' }, '/hosted/paid-plans-checkout'],
    ['login', {}, '/hosted/login'],
    ['logout', { clientId: 'CLIENT' }, '/hosted/logout'],
    ['storesProduct', { productSlug: 'red-shirt' }, '/hosted/product/red-shirt'],
    ['bookingsBook', { resourceId: 'b1' }, '/hosted/bookings-book'],
    ['ecomOrderPaymentRequest', { paymentRequestId: 'pr1' }, '/hosted/order-payment'],
    ['membersAccount', { section: 'ORDERS' }, '/hosted/account'],
  ])('points a %s session at a hosted page of the platform', async (target, params, path) => {
    const body = { [target]: JSON.parse(JSON.stringify(params).replace('CLIENT', platform.clientId)) };
    const res = await http.post(PATH, body, auth);
    expect(res.status).toBe(200);
    expect(new URL(res.body.redirectSession.fullUrl).pathname).toBe(path);
    expect(res.body.redirectSession.fullUrl.startsWith('http://store.test/')).toBe(true);
  });

  // Spec §2: the member account sections a redirect can target.
  it('carries the member account section, one of the five of spec §2', async () => {
    for (const section of ['ACCOUNT_INFO', 'BOOKINGS', 'ORDERS', 'SUBSCRIPTIONS', 'EVENTS']) {
      const res = await http.post(PATH, { membersAccount: { section } }, auth);
      expect(new URL(res.body.redirectSession.fullUrl).searchParams.get('section')).toBe(section);
    }
    const bad = await http.post(PATH, { membersAccount: { section: 'WISHLIST' } }, auth);
    expect(bad.status).toBe(400);
    expect(bad.body.details.validationError.fieldViolations[0]).toMatchObject({
      field: 'membersAccount.section',
      violatedRule: 'INVALID_ENUM_VALUE',
    });
  });

  it('answers on the alias paths too', async () => {
    for (const alias of ['/redirect-session/v1/redirect-session', '/headless/v1/redirect-session']) {
      expect((await http.post(alias, { login: {} }, auth)).status).toBe(200);
    }
  });

  it('needs exactly one target', async () => {
    const none = await http.post(PATH, { callbacks: {} }, auth);
    expect(none.body.details.validationError.fieldViolations[0].violatedRule).toBe('REQUIRED_ONE_OF_FIELD');
    const two = await http.post(PATH, { login: {}, ecomCheckout: { checkoutId: 'c1' } }, auth);
    expect(two.body.details.validationError.fieldViolations[0].violatedRule).toBe('ONE_OF_ALIGNMENT');
  });

  it('refuses a redirect URI that is not allowed exactly, an unknown client and a non-S256 challenge', async () => {
    const fields = async (body: unknown) =>
      (await http.post(PATH, body, auth)).body.details.validationError.fieldViolations.map(
        (v: { field: string }) => v.field,
      );
    expect(await fields(authRequest({ redirectUri: 'https://app.test/callback/' }))).toEqual([
      'auth.authRequest.redirectUri',
    ]);
    expect(await fields(authRequest({ clientId: '00000000-0000-4000-8000-000000000000' }))).toEqual([
      'auth.authRequest.clientId',
    ]);
    expect(await fields(authRequest({ codeChallengeMethod: 'plain' }))).toEqual([
      'auth.authRequest.codeChallengeMethod',
    ]);
  });

  it('accepts callbacks on the client domains only', async () => {
    const ok = await http.post(
      PATH,
      { logout: { clientId: platform.clientId }, callbacks: { postFlowUrl: 'https://app.test/home' } },
      auth,
    );
    expect(ok.status).toBe(200);
    const bad = await http.post(
      PATH,
      { logout: { clientId: platform.clientId }, callbacks: { postFlowUrl: 'https://evil.test/' } },
      auth,
    );
    expect(bad.body.details.validationError.fieldViolations[0].field).toBe('callbacks.postFlowUrl');
  });

  it('needs a token', async () => {
    expect((await http.post(PATH, { login: {} })).status).toBe(401);
  });
});
