import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../../client/create-client';
import { endpoint } from '../../modules/endpoint';
import { createRecordingFetch, tokenReply } from '../../testing/recording-fetch';
import { OAuthStrategy } from '../oauth/oauth-strategy';
import { EMPTY_TOKENS, type Tokens } from '../tokens';
import { createWebStorageTokenStorage } from './web-storage-token-storage';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};
const tokens: Tokens = {
  accessToken: { value: 'a', expiresAt: 9e9 },
  refreshToken: { value: 'r', role: 'visitor' },
};

describe('createWebStorageTokenStorage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps tokens as JSON under its key', () => {
    const storage = memoryStorage();
    const tokenStorage = createWebStorageTokenStorage({ storage, key: 'k' });
    expect(tokenStorage.getTokens()).toBe(EMPTY_TOKENS);
    tokenStorage.setTokens(tokens);
    expect(JSON.parse(storage.items.get('k')!)).toEqual(tokens);
    expect(createWebStorageTokenStorage({ storage, key: 'k' }).getTokens()).toEqual(tokens);
  });

  it('removes the entry when the tokens are cleared', () => {
    const storage = memoryStorage();
    const tokenStorage = createWebStorageTokenStorage({ storage });
    tokenStorage.setTokens(tokens);
    tokenStorage.setTokens(EMPTY_TOKENS);
    expect(storage.items.size).toBe(0);
  });

  it('treats damaged or foreign entries as no session', () => {
    const storage = memoryStorage();
    storage.setItem('bazaar.tokens', '{not json');
    expect(createWebStorageTokenStorage({ storage }).getTokens()).toBe(EMPTY_TOKENS);
    storage.setItem('bazaar.tokens', '{"accessToken":1}');
    expect(createWebStorageTokenStorage({ storage }).getTokens()).toBe(EMPTY_TOKENS);
  });

  it('uses localStorage by default and explains when there is none', () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    createWebStorageTokenStorage().setTokens(tokens);
    expect(storage.items.has('bazaar.tokens')).toBe(true);
    vi.stubGlobal('localStorage', undefined);
    expect(() => createWebStorageTokenStorage()).toThrow('no localStorage available');
  });

  it('lets a visitor keep the same session across page loads', async () => {
    const storage = memoryStorage();
    const fetch = createRecordingFetch({ '/oauth2/token': tokenReply(), '/x': { json: {} } });
    const modules = { x: { ping: endpoint<() => Promise<unknown>>({ method: 'GET', path: '/x' }) } };
    const load = () =>
      createClient({
        auth: OAuthStrategy({ clientId: 'c', tokenStorage: createWebStorageTokenStorage({ storage }) }),
        fetch,
        modules,
      });
    await load().x.ping();
    await load().x.ping();
    expect(fetch.requestsTo('/oauth2/token')).toHaveLength(1);
    expect(fetch.requestsTo('/x').map((request) => request.headers.authorization)).toEqual([
      'access-1',
      'access-1',
    ]);
  });
});
