import { describe, expect, it } from 'vitest';
import { createClient } from '../../client/create-client';
import { endpoint } from '../../modules/endpoint';
import {
  createRecordingFetch,
  type MockHandler,
  type MockReply,
  tokenReply,
} from '../../testing/recording-fetch';
import { createWebStorageTokenStorage } from '../token-storage/web-storage-token-storage';
import type { Tokens } from '../tokens';
import { OAuthStrategy } from './oauth-strategy';
import type { SessionEvent } from './session';

const things = { ping: endpoint<() => Promise<unknown>>({ method: 'GET', path: '/things/v1/ping' }) };
const T0 = Date.parse('2024-06-01T12:00:00Z');
const T0_SECONDS = T0 / 1000;

function setup(tokenHandler: MockHandler = tokenReply(), tokens?: Tokens) {
  let now = T0;
  const fetch = createRecordingFetch({ '/oauth2/token': tokenHandler, 'GET /things/v1/ping': { json: {} } });
  const auth = OAuthStrategy({ clientId: 'client-1', tokens, now: () => now });
  const client = createClient({ auth, fetch, baseUrl: 'http://api', modules: { things } });
  const events: SessionEvent[] = [];
  auth.onSessionChange((event) => events.push(event));
  const tokenRequests = () => fetch.requestsTo('/oauth2/token');
  const pingAuthorizations = () =>
    fetch.requestsTo('/things/v1/ping').map((request) => request.headers.authorization);
  return {
    fetch,
    auth,
    client,
    events,
    tokenRequests,
    pingAuthorizations,
    advance: (ms: number) => (now += ms),
  };
}

const memberTokens = (expiresAt = T0_SECONDS + 100): Tokens => ({
  accessToken: { value: 'member-access', expiresAt },
  refreshToken: { value: 'member-refresh', role: 'member' },
});

describe('OAuthStrategy session', () => {
  it('starts with no tokens and creates anonymous visitor tokens on the first call', async () => {
    const { auth, client, tokenRequests, pingAuthorizations, events } = setup();
    expect(auth.getTokens().refreshToken.role).toBe('none');
    await client.things.ping();
    expect(tokenRequests()).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: 'http://api/oauth2/token',
        headers: { 'content-type': 'application/json' },
        json: { clientId: 'client-1', grantType: 'anonymous' },
      }),
    ]);
    expect(pingAuthorizations()).toEqual(['access-1']);
    expect(auth.getTokens()).toEqual({
      accessToken: { value: 'access-1', expiresAt: T0_SECONDS + 14_400 },
      refreshToken: { value: 'refresh-1', role: 'visitor' },
    });
    expect(auth.loggedIn()).toBe(false);
    expect(events).toEqual([{ type: 'visitor-session-started', tokens: auth.getTokens() }]);
  });

  it('makes exactly one token request for 50 concurrent cold calls, all sharing its token', async () => {
    const { client, tokenRequests, pingAuthorizations } = setup();
    await Promise.all(Array.from({ length: 50 }, () => client.things.ping()));
    expect(tokenRequests()).toHaveLength(1);
    expect(pingAuthorizations()).toEqual(Array(50).fill('access-1'));
  });

  it('makes exactly one refresh request for 50 concurrent calls after expiry, keeping the refresh token', async () => {
    const { auth, client, tokenRequests, pingAuthorizations, advance } = setup();
    await client.things.ping();
    advance(14_401 * 1000);
    await Promise.all(Array.from({ length: 50 }, () => client.things.ping()));
    expect(tokenRequests()).toHaveLength(2);
    expect(tokenRequests()[1]!.json).toEqual({
      clientId: 'client-1',
      refreshToken: 'refresh-1',
      grantType: 'refresh_token',
    });
    expect(pingAuthorizations().slice(1)).toEqual(Array(50).fill('access-2'));
    // Refresh tokens are not rotated: the old one is kept (business-rules 158).
    expect(auth.getTokens().refreshToken).toEqual({ value: 'refresh-1', role: 'visitor' });
  });

  it('counts a token as expired only when expiresAt is before the current second', async () => {
    const { client, tokenRequests, advance } = setup();
    await client.things.ping();
    advance(14_400 * 1000); // expiresAt === now: still valid
    await client.things.ping();
    expect(tokenRequests()).toHaveLength(1);
    advance(1000);
    await client.things.ping();
    expect(tokenRequests()).toHaveLength(2);
  });

  it('holds auth headers only while a token is held and unexpired; the pipeline renews otherwise', async () => {
    const { auth, client, tokenRequests, pingAuthorizations, advance } = setup();
    expect(auth.getHeldAuthHeaders()).toBeUndefined();
    await client.things.ping();
    expect(auth.getHeldAuthHeaders()).toEqual({ Authorization: 'access-1' });
    advance(14_401 * 1000);
    expect(auth.getHeldAuthHeaders()).toBeUndefined();
    await client.things.ping();
    expect(tokenRequests()).toHaveLength(2);
    expect(pingAuthorizations()).toEqual(['access-1', 'access-2']);
    expect(auth.getHeldAuthHeaders()).toEqual({ Authorization: 'access-2' });
  });

  it('reads expires_in given as a numeric string', async () => {
    const { auth, client } = setup(tokenReply('60'));
    await client.things.ping();
    expect(auth.getTokens().accessToken.expiresAt).toBe(T0_SECONDS + 60);
  });

  it('uses given tokens while they are valid', async () => {
    const { client, tokenRequests, pingAuthorizations } = setup(tokenReply(), memberTokens());
    await client.things.ping();
    expect(tokenRequests()).toHaveLength(0);
    expect(pingAuthorizations()).toEqual(['member-access']);
  });

  it('refreshes an expired member token keeping the member role', async () => {
    const { auth, client, tokenRequests, events } = setup(tokenReply(), memberTokens(T0_SECONDS - 1));
    await client.things.ping();
    expect(tokenRequests()[0]!.json).toEqual({
      clientId: 'client-1',
      refreshToken: 'member-refresh',
      grantType: 'refresh_token',
    });
    expect(auth.getTokens().refreshToken).toEqual({ value: 'member-refresh', role: 'member' });
    expect(auth.loggedIn()).toBe(true);
    expect(events).toEqual([]);
  });

  it('announces a lost member session, then continues as a new visitor', async () => {
    const replies: MockReply[] = [
      { status: 400, statusText: 'Bad Request', json: { error: 'invalid_grant' } },
      { json: { access_token: 'visitor-access', expires_in: 14_400, refresh_token: 'visitor-refresh' } },
    ];
    const { auth, client, events, tokenRequests, pingAuthorizations } = setup(
      () => replies.shift(),
      memberTokens(T0_SECONDS - 1),
    );
    await client.things.ping();
    expect(tokenRequests().map((request) => request.json.grantType)).toEqual(['refresh_token', 'anonymous']);
    expect(pingAuthorizations()).toEqual(['visitor-access']);
    expect(auth.loggedIn()).toBe(false);
    expect(events.map((event) => event.type)).toEqual(['member-session-lost', 'visitor-session-started']);
    expect(events[0]).toMatchObject({
      error: { name: 'ApplicationError', status: 400, code: 'BAD_REQUEST' },
    });
  });

  it('replaces a visitor whose refresh fails with a new visitor, without a lost-session event', async () => {
    const replies: MockReply[] = [
      { status: 401 },
      { json: { access_token: 'a2', expires_in: 10, refresh_token: 'r2' } },
    ];
    const visitor: Tokens = {
      accessToken: { value: 'old', expiresAt: 0 },
      refreshToken: { value: 'r1', role: 'visitor' },
    };
    const { auth, client, events } = setup(() => replies.shift(), visitor);
    await client.things.ping();
    expect(auth.getTokens().refreshToken).toEqual({ value: 'r2', role: 'visitor' });
    expect(events.map((event) => event.type)).toEqual(['visitor-session-started']);
  });

  // A web app renews the visitor's token for the page's first calls while the sign-in's code exchange stores the
  // member's tokens (or another tab signs in): the renewal ends last and must not sign the member out again.
  it('keeps a member session stored while a visitor renewal was in flight, and uses it for the waiting call', async () => {
    let answer: (reply: MockReply) => void = () => {};
    const { auth, client, events, tokenRequests, pingAuthorizations } = setup(
      () => new Promise<MockReply>((resolve) => (answer = resolve)),
      { accessToken: { value: 'old', expiresAt: 0 }, refreshToken: { value: 'r1', role: 'visitor' } },
    );
    const ping = client.things.ping();
    await expect.poll(() => tokenRequests()).toHaveLength(1);
    auth.setTokens(memberTokens());
    answer({ json: { access_token: 'visitor-access', expires_in: 14_400 } });
    await ping;
    expect(auth.getTokens()).toEqual(memberTokens());
    expect(auth.loggedIn()).toBe(true);
    expect(pingAuthorizations()).toEqual(['member-access']);
    expect(tokenRequests()).toHaveLength(1);
    expect(events.map((event) => event.type)).toEqual(['member-logged-in']);
  });

  it('keeps a member session another tab stored in the shared storage while this tab was renewing', async () => {
    const shared = new Map<string, string>();
    const storage = {
      getItem: (key: string) => shared.get(key) ?? null,
      setItem: (key: string, value: string) => void shared.set(key, value),
      removeItem: (key: string) => void shared.delete(key),
    };
    let answer: (reply: MockReply) => void = () => {};
    const fetch = createRecordingFetch({
      '/oauth2/token': () => new Promise<MockReply>((resolve) => (answer = resolve)),
      'GET /things/v1/ping': { json: {} },
    });
    const tab = (tokens?: Tokens) => {
      const auth = OAuthStrategy({ clientId: 'c', tokenStorage: createWebStorageTokenStorage({ storage }) });
      if (tokens) auth.setTokens(tokens);
      return { auth, client: createClient({ auth, fetch, baseUrl: 'http://api', modules: { things } }) };
    };
    const first = tab({
      accessToken: { value: 'old', expiresAt: 0 },
      refreshToken: { value: 'r1', role: 'visitor' },
    });
    const ping = first.client.things.ping();
    await expect.poll(() => fetch.requestsTo('/oauth2/token')).toHaveLength(1);
    tab(memberTokens(Math.floor(Date.now() / 1000) + 100));
    answer({ json: { access_token: 'visitor-access', expires_in: 14_400 } });
    await ping;
    expect(first.auth.loggedIn()).toBe(true);
    expect(fetch.requestsTo('/things/v1/ping').map((request) => request.headers.authorization)).toEqual([
      'member-access',
    ]);
  });

  it('does not bring back a member session logged out during its renewal: the next session is a new visitor', async () => {
    const replies: Array<(reply: MockReply) => void> = [];
    const { auth, client, events, tokenRequests, pingAuthorizations } = setup(
      () => new Promise<MockReply>((resolve) => replies.push(resolve)),
      memberTokens(T0_SECONDS - 1),
    );
    const ping = client.things.ping();
    await expect.poll(() => replies).toHaveLength(1);
    auth.setTokens({ accessToken: { value: '', expiresAt: 0 }, refreshToken: { value: '', role: 'none' } });
    replies[0]!({ json: { access_token: 'member-access-2', expires_in: 14_400 } });
    await expect.poll(() => replies).toHaveLength(2);
    replies[1]!({
      json: { access_token: 'visitor-access', expires_in: 14_400, refresh_token: 'visitor-refresh' },
    });
    await ping;
    expect(tokenRequests().map((request) => request.json.grantType)).toEqual(['refresh_token', 'anonymous']);
    expect(auth.getTokens().refreshToken).toEqual({ value: 'visitor-refresh', role: 'visitor' });
    expect(pingAuthorizations()).toEqual(['visitor-access']);
    expect(events.map((event) => event.type)).toEqual(['logged-out', 'visitor-session-started']);
  });

  it('fails every waiting call with the token endpoint error, and tries again on the next call', async () => {
    const replies: MockReply[] = [
      {
        status: 400,
        statusText: 'Bad Request',
        json: { error: 'invalid_client' },
        headers: { 'x-wix-request-id': 'r1' },
      },
      { json: { access_token: 'a', expires_in: 10, refresh_token: 'r' } },
    ];
    const { client, fetch, tokenRequests } = setup(() => replies.shift());
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => client.things.ping()));
    expect(tokenRequests()).toHaveLength(1);
    for (const result of results) {
      expect(result).toMatchObject({
        status: 'rejected',
        reason: {
          message:
            'Failed to fetch tokens from OAuth API: Bad Request. request id: r1. Response: {"error":"invalid_client"}',
          status: 400,
          requestId: 'r1',
        },
      });
    }
    expect(fetch.requestsTo('/things/v1/ping')).toHaveLength(0);
    await client.things.ping();
    expect(tokenRequests()).toHaveLength(2);
  });

  it('words a token endpoint failure without JSON and without request id as the official client does', async () => {
    const { client } = setup(() => ({
      status: 503,
      statusText: 'Service Unavailable',
      body: '<html>down</html>',
    }));
    await expect(client.things.ping()).rejects.toMatchObject({
      name: 'SystemError',
      message: 'Failed to fetch tokens from OAuth API: Service Unavailable. request id: null. ',
    });
  });

  it('rejects a 200 token answer without an access token as a system error', async () => {
    const { client } = setup(() => ({ json: {} }));
    await expect(client.things.ping()).rejects.toMatchObject({ name: 'SystemError', status: 200 });
  });

  it('announces member log-ins and log-outs made through setTokens', () => {
    const { auth, events } = setup();
    auth.setTokens(memberTokens());
    auth.setTokens({ accessToken: { value: '', expiresAt: 0 }, refreshToken: { value: '', role: 'none' } });
    expect(events).toEqual([{ type: 'member-logged-in', tokens: memberTokens() }, { type: 'logged-out' }]);
  });

  it('stops notifying a listener once unsubscribed', async () => {
    const { auth, client } = setup();
    const seen: string[] = [];
    const unsubscribe = auth.onSessionChange((event) => seen.push(event.type));
    unsubscribe();
    await client.things.ping();
    expect(seen).toEqual([]);
  });

  it('generateVisitorTokens returns valid tokens unchanged and mints new ones otherwise, without storing them', async () => {
    const { auth, tokenRequests } = setup();
    const valid = memberTokens();
    expect(await auth.generateVisitorTokens(valid)).toBe(valid);
    const fresh = await auth.generateVisitorTokens();
    expect(fresh.refreshToken).toEqual({ value: 'refresh-1', role: 'visitor' });
    expect(tokenRequests()).toHaveLength(1);
    expect(auth.getTokens().refreshToken.role).toBe('none');
  });

  it('sends the client’s custom headers to the token endpoint too', async () => {
    const fetch = createRecordingFetch({ '/oauth2/token': tokenReply(), '/things/v1/ping': { json: {} } });
    const client = createClient({
      auth: OAuthStrategy({ clientId: 'c' }),
      fetch,
      headers: { 'client-binding': 'b' },
      modules: { things },
    });
    await client.things.ping();
    expect(fetch.requests.map((request) => request.headers['client-binding'])).toEqual(['b', 'b']);
  });

  it('works without a client, using its own base URL and fetch', async () => {
    const fetch = createRecordingFetch({ '/oauth2/token': tokenReply() });
    const auth = OAuthStrategy({ clientId: 'c', fetch, baseUrl: 'http://standalone' });
    expect(await auth.getAuthHeaders()).toEqual({ headers: { Authorization: 'access-1' } });
    expect(fetch.requests[0]!.url).toBe('http://standalone/oauth2/token');
    expect(auth.getActiveToken()).toBe('access-1');
  });
});
