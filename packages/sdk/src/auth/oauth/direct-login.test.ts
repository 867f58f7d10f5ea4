import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../../client/create-client';
import {
  createRecordingFetch,
  type MockHandler,
  type MockReply,
  tokenReply,
} from '../../testing/recording-fetch';
import { OAuthStrategy } from './oauth-strategy';
import type { WindowLike } from './silent-login';

const LOGIN = '/_api/iam/authentication/v2/login';
const REGISTER = '/_api/iam/authentication/v2/register';
const VERIFY = '/_api/iam/verification/v1/auth/verify';
const RECOVERY = '/_api/iam/recovery/v1/send-email';
const REDIRECT_SESSION = '/_api/redirects-api/v1/redirect-session';

/** A window whose iframes are "loaded" by a callback standing in for the hosted page. */
function createFakeWindow(onFrame?: (frame: { src: string }, post: (data: unknown) => void) => void) {
  const listeners = new Set<(event: { data: unknown }) => void>();
  const frames: Array<{ style: { display: string }; src: string; removed: boolean }> = [];
  const post = (data: unknown) => {
    for (const listener of listeners) listener({ data });
  };
  const win: WindowLike = {
    addEventListener: (_, listener) => listeners.add(listener),
    removeEventListener: (_, listener) => listeners.delete(listener),
    document: {
      createElement: () => {
        const frame = {
          style: { display: '' },
          src: '',
          removed: false,
          remove: () => (frame.removed = true),
        };
        frames.push(frame);
        return frame;
      },
      body: {
        appendChild: (node) => {
          queueMicrotask(() => onFrame?.(node as { src: string }, post));
          return node;
        },
      },
    },
  };
  return { win, frames, listeners };
}

function setup(routes: Record<string, MockReply | MockHandler> = {}, win?: WindowLike) {
  const fetch = createRecordingFetch({
    '/oauth2/token': tokenReply(),
    [REDIRECT_SESSION]: { json: { redirectSession: { fullUrl: 'https://auth.example/authorize?silent' } } },
    ...routes,
  });
  const auth = OAuthStrategy({ clientId: 'client-1', window: win });
  createClient({ auth, fetch, baseUrl: 'http://api', modules: {} });
  return { fetch, auth };
}

const failure = (code: string): MockReply => ({
  status: 400,
  json: { message: 'nope', details: { applicationError: { code, description: 'nope' } } },
});

describe('OAuthStrategy.login', () => {
  it('posts the e-mail as loginId with the password, as the visitor', async () => {
    const { auth, fetch } = setup({ [LOGIN]: { json: { state: 'SUCCESS', sessionToken: 'st-1' } } });
    expect(await auth.login({ email: 'a@b.c', password: 'pw' })).toEqual({
      loginState: 'SUCCESS',
      data: { sessionToken: 'st-1' },
    });
    expect(fetch.requestsTo(LOGIN)[0]).toMatchObject({
      method: 'POST',
      url: `http://api${LOGIN}`,
      headers: { authorization: 'access-1' },
      json: { loginId: { email: 'a@b.c' }, password: 'pw' },
    });
  });

  it('sends both captcha tokens with their wire keys', async () => {
    const { auth, fetch } = setup({ [LOGIN]: { json: { state: 'SUCCESS' } } });
    await auth.login({
      email: 'a@b.c',
      password: 'pw',
      captchaTokens: { recaptchaToken: 'v', invisibleRecaptchaToken: 'i' },
    });
    expect(fetch.requestsTo(LOGIN)[0]!.json.captchaTokens).toEqual([
      { Recaptcha: 'v', InvisibleRecaptcha: 'i' },
    ]);
  });

  it.each([
    ['-19976', 'invalidPassword'],
    ['-19973', 'resetPassword'],
    ['-19971', 'missingCaptchaToken'],
    ['-19970', 'invalidCaptchaToken'],
    ['-19999', 'invalidEmail'],
  ])('maps failure code %s to %s', async (code, errorCode) => {
    const { auth } = setup({ [LOGIN]: failure(code) });
    expect(await auth.login({ email: 'a@b.c', password: 'pw' })).toMatchObject({
      loginState: 'FAILURE',
      errorCode,
    });
  });

  it('returns FAILURE (never a TypeError) for a validation error', async () => {
    const { auth } = setup({
      [LOGIN]: {
        status: 400,
        json: {
          details: { validationError: { fieldViolations: [{ field: 'password', description: 'empty' }] } },
        },
      },
    });
    expect(await auth.login({ email: 'a@b.c', password: '' })).toEqual({
      loginState: 'FAILURE',
      error: 'INVALID_ARGUMENT: "options.password" empty',
      errorCode: 'invalidEmail',
    });
  });

  it('maps the answer states', async () => {
    const { auth } = setup({ [LOGIN]: { json: { state: 'REQUIRE_OWNER_APPROVAL' } } });
    expect(await auth.login({ email: 'a@b.c', password: 'pw' })).toEqual({
      loginState: 'OWNER_APPROVAL_REQUIRED',
    });
  });

  it('throws network failures like any other call', async () => {
    const { auth } = setup({ [LOGIN]: { networkError: true } });
    await expect(auth.login({ email: 'a@b.c', password: 'pw' })).rejects.toMatchObject({
      name: 'ConnectionError',
    });
  });
});

describe('OAuthStrategy.register', () => {
  it('posts loginId, password and profile', async () => {
    const { auth, fetch } = setup({ [REGISTER]: { json: { state: 'SUCCESS', sessionToken: 's' } } });
    await auth.register({ email: 'a@b.c', password: 'pw', profile: { nickname: 'Al' } });
    expect(fetch.requestsTo(REGISTER)[0]!.json).toEqual({
      loginId: { email: 'a@b.c' },
      password: 'pw',
      profile: { nickname: 'Al' },
    });
  });

  it.each([
    ['-19995', { errorCode: 'emailAlreadyExists' }],
    ['-19971', { errorCode: 'missingCaptchaToken' }],
    ['-19970', { errorCode: 'invalidCaptchaToken' }],
  ])('maps failure code %s', async (code, expected) => {
    const { auth } = setup({ [REGISTER]: failure(code) });
    expect(await auth.register({ email: 'a@b.c', password: 'pw' })).toMatchObject({
      loginState: 'FAILURE',
      ...expected,
    });
  });

  it('gives a FAILURE without errorCode for other codes', async () => {
    const { auth } = setup({ [REGISTER]: failure('-19976') });
    const result = await auth.register({ email: 'a@b.c', password: 'pw' });
    expect(result).toEqual({ loginState: 'FAILURE', error: 'nope' });
  });

  it('maps an e-mail violation to invalidEmail with its description', async () => {
    const { auth } = setup({
      [REGISTER]: {
        status: 400,
        json: {
          details: {
            validationError: {
              fieldViolations: [
                { field: 'loginId.email', description: 'Invalid email', data: { type: 'EMAIL' } },
              ],
            },
          },
        },
      },
    });
    expect(await auth.register({ email: 'x', password: 'pw' })).toEqual({
      loginState: 'FAILURE',
      error: 'Invalid email',
      errorCode: 'invalidEmail',
    });
  });
});

describe('OAuthStrategy.processVerification', () => {
  it('returns FAILURE Unknown _state outside EMAIL_VERIFICATION_REQUIRED, without a request', async () => {
    const { auth, fetch } = setup();
    expect(await auth.processVerification({ verificationCode: '123456' })).toEqual({
      loginState: 'FAILURE',
      error: 'Unknown _state',
    });
    expect(fetch.requestsTo(VERIFY)).toHaveLength(0);
  });

  it('verifies the code with the state token of the last registration', async () => {
    const { auth, fetch } = setup({
      [REGISTER]: { json: { state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'state-tok' } },
      [VERIFY]: { json: { state: 'SUCCESS', sessionToken: 'sess' } },
    });
    expect(await auth.register({ email: 'a@b.c', password: 'pw' })).toEqual({
      loginState: 'EMAIL_VERIFICATION_REQUIRED',
      data: { stateToken: 'state-tok' },
    });
    expect(await auth.processVerification({ verificationCode: '123456' })).toEqual({
      loginState: 'SUCCESS',
      data: { sessionToken: 'sess' },
    });
    expect(fetch.requestsTo(VERIFY)[0]!.json).toEqual({ code: '123456', stateToken: 'state-tok' });
  });

  it('accepts the state explicitly', async () => {
    const { auth, fetch } = setup({ [VERIFY]: { json: { state: 'SUCCESS', sessionToken: 's' } } });
    await auth.processVerification(
      { verificationCode: '654321' },
      { loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: 'given' } },
    );
    expect(fetch.requestsTo(VERIFY)[0]!.json).toEqual({ code: '654321', stateToken: 'given' });
  });
});

describe('OAuthStrategy.sendPasswordResetEmail', () => {
  it('asks for a recovery e-mail returning to the given URI', async () => {
    const { auth, fetch } = setup({ [RECOVERY]: { json: {} } });
    await expect(auth.sendPasswordResetEmail('a@b.c', 'https://shop/reset')).resolves.toBeUndefined();
    expect(fetch.requestsTo(RECOVERY)[0]!.json).toEqual({
      email: 'a@b.c',
      redirect: { url: 'https://shop/reset', clientId: 'client-1' },
    });
  });
});

describe('OAuthStrategy.getMemberTokensForDirectLogin (silent login)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads the authorize URL in a hidden iframe and exchanges the posted code for member tokens', async () => {
    let fetchRef: ReturnType<typeof setup>['fetch'] | undefined;
    const { win, frames, listeners } = createFakeWindow((frame, post) => {
      if (frame.src !== 'https://auth.example/authorize?silent') return;
      const state = fetchRef!.requestsTo(REDIRECT_SESSION)[0]!.json.auth.authRequest.state;
      post({ code: 'ignored', state: 'someone-else' });
      post({ code: 'silent-code', state });
    });
    const { auth, fetch } = setup({}, win);
    fetchRef = fetch;
    const tokens = await auth.getMemberTokensForDirectLogin('session-tok');

    const session = fetch.requestsTo(REDIRECT_SESSION)[0]!.json;
    expect(session).toMatchObject({
      auth: {
        prompt: 'none',
        authRequest: {
          clientId: 'client-1',
          responseMode: 'web_message',
          sessionToken: 'session-tok',
          codeChallengeMethod: 'S256',
        },
      },
    });
    expect(session.auth.authRequest.redirectUri).toBeUndefined();
    expect(frames).toEqual([
      expect.objectContaining({
        src: 'https://auth.example/authorize?silent',
        style: { display: 'none' },
        removed: true,
      }),
    ]);
    expect(listeners.size).toBe(0);
    const exchange = fetch.requestsTo('/oauth2/token')[1]!.json;
    expect(exchange).toMatchObject({ grantType: 'authorization_code', code: 'silent-code' });
    expect(exchange.redirectUri).toBeUndefined();
    expect(tokens.refreshToken.role).toBe('member');
  });

  it('fails with OAuth flow timed out after 120000 ms without an answer', async () => {
    vi.useFakeTimers();
    let frameLoaded: () => void = () => {};
    const loaded = new Promise<void>((resolve) => {
      frameLoaded = resolve;
    });
    const { win, frames } = createFakeWindow(() => frameLoaded());
    const { auth } = setup({}, win);
    const pending = auth.getMemberTokensForDirectLogin('session-tok');
    // The 120 s wait starts when the iframe is added, after the token and redirect-session requests.
    await loaded;
    let settled = false;
    pending.catch(() => {}).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).toBe(false);
    const assertion = expect(pending).rejects.toThrow('OAuth flow timed out');
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
    expect(frames[0]!.removed).toBe(true);
  });

  it('reports an error posted by the hosted page', async () => {
    let fetchRef: ReturnType<typeof setup>['fetch'] | undefined;
    const { win } = createFakeWindow((_, post) => {
      const state = fetchRef!.requestsTo(REDIRECT_SESSION)[0]!.json.auth.authRequest.state;
      post({ state, error: 'login_required', errorDescription: 'Session expired' });
    });
    const { auth, fetch } = setup({}, win);
    fetchRef = fetch;
    await expect(auth.getMemberTokensForDirectLogin('s')).rejects.toThrow('Session expired');
  });

  it('explains that a window is needed when there is none', async () => {
    const { auth } = setup();
    await expect(auth.getMemberTokensForDirectLogin('s')).rejects.toThrow(
      'Silent login needs a browser window',
    );
  });
});

describe('OAuthStrategy.complete', () => {
  it('exchanges a SUCCESS result’s session token and stores the member tokens', async () => {
    let fetchRef: ReturnType<typeof setup>['fetch'] | undefined;
    const { win } = createFakeWindow((_, post) => {
      post({ code: 'c', state: fetchRef!.requestsTo(REDIRECT_SESSION)[0]!.json.auth.authRequest.state });
    });
    const { auth, fetch } = setup({ [LOGIN]: { json: { state: 'SUCCESS', sessionToken: 'st' } } }, win);
    fetchRef = fetch;
    const events: string[] = [];
    auth.onSessionChange((event) => events.push(event.type));
    const result = await auth.login({ email: 'a@b.c', password: 'pw' });
    await auth.complete(result);
    expect(auth.loggedIn()).toBe(true);
    expect(events).toContain('member-logged-in');
  });

  it('refuses a result that is not SUCCESS', async () => {
    const { auth } = setup();
    await expect(auth.complete({ loginState: 'OWNER_APPROVAL_REQUIRED' })).rejects.toThrow(
      'Cannot complete a login in state OWNER_APPROVAL_REQUIRED',
    );
  });
});

describe('OAuthStrategy.getMemberTokensForExternalLogin', () => {
  it('sends the authorized_client grant with the access token and API key', async () => {
    const { auth, fetch } = setup();
    const tokens = await auth.getMemberTokensForExternalLogin('member-9', 'api-key');
    const [visitor, external] = fetch.requestsTo('/oauth2/token');
    expect(visitor!.json.grantType).toBe('anonymous');
    expect(external).toMatchObject({
      headers: { authorization: 'access-1,api-key', 'content-type': 'application/json' },
      json: { grant_type: 'authorized_client', scope: 'offline_access', member_id: 'member-9' },
    });
    expect(tokens.refreshToken).toEqual({ value: 'refresh-2', role: 'member' });
  });
});
