import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../../client/create-client';
import { createRecordingFetch, type MockHandler, tokenReply } from '../../testing/recording-fetch';
import { EMPTY_TOKENS } from '../tokens';
import { OAuthStrategy } from './oauth-strategy';
import { createCodeChallenge } from './pkce';

const REDIRECT_SESSION = '/_api/redirects-api/v1/redirect-session';
const redirectReply: MockHandler = () => ({
  json: {
    redirectSession: {
      id: 'rs',
      fullUrl: 'https://auth.example/authorize?x=1',
      urlDetails: { endpoint: 'https://auth.example/authorize' },
      sessionToken: 'stk',
    },
  },
});

function setup(redirect: MockHandler = redirectReply) {
  const fetch = createRecordingFetch({ '/oauth2/token': tokenReply(), [REDIRECT_SESSION]: redirect });
  const auth = OAuthStrategy({ clientId: 'client-1' });
  createClient({ auth, fetch, baseUrl: 'http://api', modules: {} });
  return { fetch, auth };
}

describe('OAuthStrategy.generateOAuthData', () => {
  it('creates a PKCE verifier, its S256 challenge and a state', async () => {
    const { auth } = setup();
    const data = await auth.generateOAuthData('https://shop/callback', '/cart');
    expect(data).toMatchObject({ redirectUri: 'https://shop/callback', originalUri: '/cart' });
    expect(data.codeVerifier).toMatch(/^[A-Za-z0-9\-._~]{43}$/);
    expect(data.codeChallenge).toBe(await createCodeChallenge(data.codeVerifier));
    expect(data.state).toMatch(/^[A-Za-z0-9\-._~]{43}$/);
    expect((await auth.generateOAuthData('x')).originalUri).toBe('');
  });
});

describe('OAuthStrategy.getAuthUrl', () => {
  it('creates an auth redirect session as the visitor and returns its URL', async () => {
    const { auth, fetch } = setup();
    const data = await auth.generateOAuthData('https://shop/callback');
    expect(await auth.getAuthUrl(data)).toEqual({
      authUrl: 'https://auth.example/authorize?x=1',
      authorizationEndpoint: 'https://auth.example/authorize',
      sessionToken: 'stk',
    });
    const [request] = fetch.requestsTo(REDIRECT_SESSION);
    expect(request).toMatchObject({
      method: 'POST',
      url: `http://api${REDIRECT_SESSION}`,
      headers: { authorization: 'access-1' },
    });
    expect(request!.json).toEqual({
      auth: {
        authRequest: {
          redirectUri: 'https://shop/callback',
          clientId: 'client-1',
          codeChallenge: data.codeChallenge,
          codeChallengeMethod: 'S256',
          responseMode: 'fragment',
          responseType: 'code',
          scope: 'offline_access',
          state: data.state,
        },
        prompt: 'login',
      },
    });
  });

  it('passes prompt and response mode', async () => {
    const { auth, fetch } = setup();
    await auth.getAuthUrl(await auth.generateOAuthData('https://shop/cb'), {
      prompt: 'none',
      responseMode: 'query',
    });
    expect(fetch.requestsTo(REDIRECT_SESSION)[0]!.json.auth).toMatchObject({
      prompt: 'none',
      authRequest: { responseMode: 'query' },
    });
  });
});

describe('OAuthStrategy.parseFromUrl', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads code and state from the fragment by default', () => {
    const { auth } = setup();
    expect(auth.parseFromUrl('https://shop/cb#code=c1&state=s1')).toEqual({ code: 'c1', state: 's1' });
  });

  it('reads them from the query string in query mode', () => {
    const { auth } = setup();
    expect(auth.parseFromUrl('https://shop/cb?code=c2&state=s2#code=no', 'query')).toEqual({
      code: 'c2',
      state: 's2',
    });
  });

  it('reads error and error_description', () => {
    const { auth } = setup();
    expect(
      auth.parseFromUrl('https://shop/cb#state=s&error=access_denied&error_description=No%20way'),
    ).toEqual({
      code: null,
      state: 's',
      error: 'access_denied',
      errorDescription: 'No way',
    });
  });

  it('defaults to the current location', () => {
    vi.stubGlobal('location', { href: 'https://shop/cb#code=here&state=now' });
    expect(setup().auth.parseFromUrl()).toEqual({ code: 'here', state: 'now' });
  });
});

describe('OAuthStrategy.getMemberTokens', () => {
  it.each([
    [null, 's', 'Missing code or _state'],
    ['c', null, 'Missing code or _state'],
    ['c', 'other', 'Invalid _state'],
  ])('rejects code %j with state %j: %s', async (code, state, message) => {
    const { auth, fetch } = setup();
    const data = { ...(await auth.generateOAuthData('https://shop/cb')), state: 's' };
    await expect(auth.getMemberTokens(code, state, data)).rejects.toThrow(message);
    expect(fetch.requests).toHaveLength(0);
  });

  it('exchanges the code and verifier for member tokens, without storing them', async () => {
    const { auth, fetch } = setup();
    const data = await auth.generateOAuthData('https://shop/cb');
    const tokens = await auth.getMemberTokens('the-code', data.state, data);
    expect(fetch.requestsTo('/oauth2/token')[0]!.json).toEqual({
      clientId: 'client-1',
      grantType: 'authorization_code',
      redirectUri: 'https://shop/cb',
      code: 'the-code',
      codeVerifier: data.codeVerifier,
    });
    expect(tokens.refreshToken).toEqual({ value: 'refresh-1', role: 'member' });
    expect(auth.loggedIn()).toBe(false);
    auth.setTokens(tokens);
    expect(auth.loggedIn()).toBe(true);
  });
});

describe('OAuthStrategy.logout', () => {
  it('creates a logout redirect session, clears both tokens and returns the logout URL', async () => {
    const { auth, fetch } = setup();
    auth.setTokens({
      accessToken: { value: 'm', expiresAt: 9e9 },
      refreshToken: { value: 'mr', role: 'member' },
    });
    const events: string[] = [];
    auth.onSessionChange((event) => events.push(event.type));
    expect(await auth.logout('https://shop/')).toEqual({ logoutUrl: 'https://auth.example/authorize?x=1' });
    const [request] = fetch.requestsTo(REDIRECT_SESSION);
    expect(request!.json).toEqual({
      logout: { clientId: 'client-1' },
      callbacks: { postFlowUrl: 'https://shop/' },
    });
    expect(request!.headers.authorization).toBe('m');
    expect(auth.getTokens()).toBe(EMPTY_TOKENS);
    expect(events).toEqual(['logged-out']);
  });

  it('clears the tokens even when the redirect session fails', async () => {
    const { auth } = setup(() => ({ status: 500 }));
    auth.setTokens({
      accessToken: { value: 'm', expiresAt: 9e9 },
      refreshToken: { value: 'mr', role: 'member' },
    });
    await expect(auth.logout()).rejects.toMatchObject({ name: 'SystemError' });
    expect(auth.loggedIn()).toBe(false);
  });
});
