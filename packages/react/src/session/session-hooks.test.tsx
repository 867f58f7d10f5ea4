import { createFormBrowser, createTestPlatform, type TestPlatform } from '@bazaar/platform/testing';
import { ApiKeyStrategy, ApplicationError, createClient, OAuthStrategy } from '@bazaar/sdk';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderHooks } from '../test-support/render-hooks';
import { completeLoginByRedirect } from './complete-login-by-redirect';
import { handleLoginCallback, OAUTH_DATA_KEY, type OAuthDataStorage } from './login-callback';
import { useSession } from './session-hooks';
import {
  useLogin,
  useLoginRedirect,
  useLogout,
  useProcessVerification,
  useRegister,
  useSendPasswordResetEmail,
} from './session-mutation-hooks';
import { getSessionStore } from './session-store';

// Session hooks against the real identity endpoints of a test platform, over real HTTP. Node has no window for the
// default login completion (a silent login in a hidden iframe), so logins complete with `completeLoginByRedirect`,
// whose "navigation" follows the authorize redirect and runs the callback page's `handleLoginCallback`.

const CALLBACK = 'https://app.test/callback';
let platform: TestPlatform;
let baseUrl: string;
let emails = 0;
const newEmail = () => `react-${Date.now().toString(36)}-${++emails}@example.com`;

beforeAll(async () => {
  platform = await createTestPlatform();
  ({ baseUrl } = await platform.listen());
});
afterAll(() => platform.close());

const memoryStorage = (): OAuthDataStorage & { items: Map<string, string> } => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
};

function setup() {
  const auth = OAuthStrategy({ clientId: platform.clientId });
  const client = createClient({ auth, baseUrl, modules: {} });
  const storage = memoryStorage();
  const complete = {
    complete: completeLoginByRedirect(client, {
      redirectUri: CALLBACK,
      storage,
      navigate: async (url) => {
        const answer = await fetch(url, { redirect: 'manual' });
        await handleLoginCallback(client, { url: answer.headers.get('location') ?? url, storage });
      },
    }),
  };
  const queryClient = new QueryClient();
  const render = <TResult,>(hooks: () => TResult) => renderHooks(client, queryClient, hooks);
  const subject = () => JSON.parse(atob(auth.getTokens().accessToken.value.split('.')[1]!)).sub as string;
  return { auth, client, render, subject, complete };
}

describe('useLogin', () => {
  it('logs a member in, completes the session, and useSession follows', async () => {
    const { render, subject, complete } = setup();
    const member = await platform.seed.member({ password: 'react-pw' });
    expect(render(useSession)).toMatchObject({ loggedIn: false, role: 'none' });
    const result = await render(() => useLogin(complete)).mutateAsync({
      email: member.email,
      password: 'react-pw',
    });
    expect(result.loginState).toBe('SUCCESS');
    expect(render(useSession)).toMatchObject({ loggedIn: true, role: 'member' });
    expect(subject()).toBe(member.id);
  });

  it('returns a wrong password as a FAILURE result with its error code', async () => {
    const { render, complete } = setup();
    const member = await platform.seed.member({ password: 'react-pw' });
    const result = await render(() => useLogin(complete)).mutateAsync({
      email: member.email,
      password: 'wrong-pw',
    });
    expect(result).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidPassword' });
    expect(render(useSession).loggedIn).toBe(false);
  });
});

describe('useRegister and useProcessVerification', () => {
  it('turn a registration with an e-mailed code into a member session', async () => {
    const { render, complete } = setup();
    const email = newEmail();
    const registered = await render(() => useRegister(complete)).mutateAsync({ email, password: 'new-pw' });
    expect(registered.loginState).toBe('EMAIL_VERIFICATION_REQUIRED');
    const verified = await render(() => useProcessVerification(complete)).mutateAsync({
      verificationCode: await platform.mail.latestCode(email),
    });
    expect(verified.loginState).toBe('SUCCESS');
    expect(render(useSession).role).toBe('member');
  });

  it('hand a wrong code’s ApplicationError to the UI unchanged', async () => {
    const { render, complete } = setup();
    await render(() => useRegister(complete)).mutateAsync({ email: newEmail(), password: 'new-pw' });
    const error = await render(() => useProcessVerification(complete))
      .mutateAsync({ verificationCode: '000000' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error).toMatchObject({ code: 'VERIFICATION_FAILED' });
  });
});

describe('useLogout', () => {
  it('clears the session and resolves to the hosted logout URL', async () => {
    const { render, complete } = setup();
    const member = await platform.seed.member({ password: 'react-pw' });
    await render(() => useLogin(complete)).mutateAsync({ email: member.email, password: 'react-pw' });
    const url = await render(useLogout).mutateAsync('https://app.test/bye');
    expect(new URL(url).origin).toBe(baseUrl);
    expect(render(useSession)).toMatchObject({ loggedIn: false, role: 'none' });
    const out = await createFormBrowser(fetch, baseUrl).get(url);
    expect(out.location).toBe('https://app.test/bye');
  });
});

describe('useSendPasswordResetEmail', () => {
  it('mails a recovery link', async () => {
    const { render } = setup();
    const member = await platform.seed.member();
    await render(useSendPasswordResetEmail).mutateAsync({ email: member.email, redirectUri: CALLBACK });
    expect(new URL(await platform.mail.latestLink(member.email)).origin).toBe(baseUrl);
  });
});

describe('useLoginRedirect and handleLoginCallback', () => {
  it('sign a member in through the hosted page and return where they were', async () => {
    const { client, render, subject } = setup();
    const member = await platform.seed.member({ password: 'hosted-pw' });
    const storage = memoryStorage();
    const url = await render(() => useLoginRedirect({ storage })).mutateAsync({
      redirectUri: CALLBACK,
      originalUri: 'https://app.test/shop',
    });
    expect(storage.items.has(OAUTH_DATA_KEY)).toBe(true);
    const browser = createFormBrowser(fetch, baseUrl);
    const back = await browser.submit(
      await browser.get(url),
      { email: member.email, password: 'hosted-pw' },
      'login',
    );
    expect(back.location?.startsWith(`${CALLBACK}#`)).toBe(true);
    expect(await handleLoginCallback(client, { url: back.location!, storage })).toEqual({
      originalUri: 'https://app.test/shop',
    });
    expect(render(useSession).loggedIn).toBe(true);
    expect(subject()).toBe(member.id);
    expect(storage.items.size).toBe(0);
  });

  it('reports the hosted page’s error and a callback without sign-in data', async () => {
    const { client } = setup();
    const storage = memoryStorage();
    await expect(
      handleLoginCallback(client, {
        url: `${CALLBACK}#error=access_denied&error_description=Cancelled`,
        storage,
      }),
    ).rejects.toThrow('access_denied: Cancelled');
    await expect(handleLoginCallback(client, { url: `${CALLBACK}#code=c&state=s`, storage })).rejects.toThrow(
      'No sign-in in progress',
    );
  });
});

describe('getSessionStore', () => {
  it('notifies on session events and keeps one snapshot while nothing changes', async () => {
    const { auth } = setup();
    const store = getSessionStore(auth);
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    let notified = 0;
    const unsubscribe = store.subscribe(() => {
      notified++;
    });
    await auth.getAuthHeaders(); // starts a visitor session
    expect(notified).toBe(1);
    expect(store.getSnapshot()).toMatchObject({ loggedIn: false, role: 'visitor' });
    expect(store.getSnapshot()).not.toBe(first);
    unsubscribe();
    auth.setTokens({ accessToken: { value: '', expiresAt: 0 }, refreshToken: { value: '', role: 'none' } });
    expect(notified).toBe(1);
  });
});

describe('session hooks', () => {
  it('say what they need when the client has no OAuth session', () => {
    const client = createClient({ auth: ApiKeyStrategy({ apiKey: 'k' }), modules: {} });
    expect(() => renderHooks(client, new QueryClient(), useSession)).toThrow(
      'useSession needs a client created with auth: OAuthStrategy({ clientId })',
    );
  });
});
