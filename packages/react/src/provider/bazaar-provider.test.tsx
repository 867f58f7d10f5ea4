import { ApiKeyStrategy, createClient, EMPTY_TOKENS, OAuthStrategy } from '@bazaar/sdk';
import { createRecordingFetch, tokenReply } from '@bazaar/sdk/testing';
import { QueryClient, useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { renderHooks } from '../test-support/render-hooks';
import { BazaarProvider, useBazaarClient } from './bazaar-provider';
import { syncQueriesWithSession } from './sync-queries-with-session';

function CacheKind() {
  return useQueryClient() instanceof QueryClient ? 'QueryClient' : 'other';
}

function ClientUser() {
  useBazaarClient();
  return null;
}

const apiKeyClient = () => createClient({ auth: ApiKeyStrategy({ apiKey: 'k' }), modules: {} });

describe('BazaarProvider', () => {
  it('provides the client and the given QueryClient', () => {
    const client = apiKeyClient();
    const queryClient = new QueryClient();
    const seen = renderHooks(client, queryClient, () => ({
      client: useBazaarClient(),
      cache: useQueryClient(),
    }));
    expect(seen.client).toBe(client);
    expect(seen.cache).toBe(queryClient);
  });

  it('creates a QueryClient when none is given', () => {
    const html = renderToString(
      <BazaarProvider client={apiKeyClient()}>
        <CacheKind />
      </BazaarProvider>,
    );
    expect(html).toBe('QueryClient');
  });
});

const resolved = apiKeyClient();
function ClientKind() {
  return useBazaarClient() === resolved ? 'client' : 'other';
}

describe('BazaarProvider with a promised client', () => {
  it('shows the Suspense fallback while the client loads, then what needs it', async () => {
    let resolve: (client: typeof resolved) => void = () => {};
    const client = new Promise<typeof resolved>((done) => {
      resolve = done;
    });
    const app = (
      <BazaarProvider client={client}>
        <Suspense fallback="loading">
          <ClientKind />
        </Suspense>
      </BazaarProvider>
    );
    // The server renderer does not wait for Suspense: the frame with the fallback.
    expect(renderToString(app)).toContain('loading');
    // The static renderer waits for it: once the client is there, its users render.
    const rendered = prerenderToNodeStream(app);
    resolve(resolved);
    let html = '';
    for await (const chunk of (await rendered).prelude) html += chunk;
    expect(html).toContain('client');
    expect(html).not.toContain('loading');
  });
});

describe('useBazaarClient', () => {
  it('says where it must be used', () => {
    expect(() => renderToString(<ClientUser />)).toThrow(
      'useBazaarClient must be used inside a <BazaarProvider',
    );
  });
});

describe('syncQueriesWithSession', () => {
  const member = {
    accessToken: { value: 'member-access', expiresAt: Math.floor(Date.now() / 1000) + 3600 },
    refreshToken: { value: 'member-refresh', role: 'member' as const },
  };
  const cached = (queryClient: QueryClient) => {
    queryClient.setQueryData(['bazaar', 'members', 'getCurrentMember', []], { _id: 'm1' });
    queryClient.setQueryData(['other', 'thing'], 1);
  };
  const invalidated = (queryClient: QueryClient, key: readonly unknown[]) =>
    queryClient.getQueryState(key)?.isInvalidated;

  it('refetches Bazaar queries after a login and leaves other queries alone', () => {
    const auth = OAuthStrategy({
      clientId: 'c',
      fetch: createRecordingFetch({ '/oauth2/token': tokenReply() }),
    });
    const queryClient = new QueryClient();
    cached(queryClient);
    const stop = syncQueriesWithSession(auth, queryClient);
    auth.setTokens(member);
    expect(invalidated(queryClient, ['bazaar', 'members', 'getCurrentMember', []])).toBe(true);
    expect(invalidated(queryClient, ['other', 'thing'])).toBe(false);
    stop();
  });

  it('drops a former member’s data after a logout', () => {
    const auth = OAuthStrategy({ clientId: 'c', tokens: member });
    const queryClient = new QueryClient();
    cached(queryClient);
    const stop = syncQueriesWithSession(auth, queryClient);
    auth.setTokens(EMPTY_TOKENS);
    expect(queryClient.getQueryData(['bazaar', 'members', 'getCurrentMember', []])).toBeUndefined();
    expect(queryClient.getQueryData(['other', 'thing'])).toBe(1);
    stop();
  });

  it('changes nothing when a visitor session starts, and stops when unsubscribed', async () => {
    const auth = OAuthStrategy({
      clientId: 'c',
      fetch: createRecordingFetch({ '/oauth2/token': tokenReply() }),
    });
    const queryClient = new QueryClient();
    cached(queryClient);
    const stop = syncQueriesWithSession(auth, queryClient);
    await auth.getAuthHeaders();
    expect(invalidated(queryClient, ['bazaar', 'members', 'getCurrentMember', []])).toBe(false);
    stop();
    auth.setTokens(member);
    expect(invalidated(queryClient, ['bazaar', 'members', 'getCurrentMember', []])).toBe(false);
  });

  // Another tab signing in as someone else, or signing out and starting a new visitor, replaces the session this
  // tab's cache was fetched for: refetching in place would show the old caller's cart until the answer comes.
  it.each([
    ['member', 'member'],
    ['visitor', 'visitor'],
  ] as const)('drops a %s’s data when another %s’s session replaces it', (role, _same) => {
    const auth = OAuthStrategy({
      clientId: 'c',
      tokens: { ...member, refreshToken: { value: 'first-refresh', role } },
    });
    const queryClient = new QueryClient();
    cached(queryClient);
    const stop = syncQueriesWithSession(auth, queryClient);
    auth.setTokens({ ...member, refreshToken: { value: 'second-refresh', role } });
    expect(queryClient.getQueryData(['bazaar', 'members', 'getCurrentMember', []])).toBeUndefined();
    expect(queryClient.getQueryData(['other', 'thing'])).toBe(1);
    stop();
  });

  it('ignores strategies without sessions', () => {
    expect(() => syncQueriesWithSession(ApiKeyStrategy({ apiKey: 'k' }), new QueryClient())()).not.toThrow();
  });
});
