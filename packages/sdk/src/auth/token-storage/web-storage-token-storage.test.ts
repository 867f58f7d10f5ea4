import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../../client/create-client';
import { endpoint } from '../../modules/endpoint';
import { createRecordingFetch, tokenReply } from '../../testing/recording-fetch';
import { OAuthStrategy } from '../oauth/oauth-strategy';
import type { SessionEvent } from '../oauth/session';
import { EMPTY_TOKENS, type Tokens } from '../tokens';
import {
  createWebStorageTokenStorage,
  type StorageEventLike,
  type StorageEventSource,
} from './web-storage-token-storage';

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

/**
 * Tabs of one browser, as web storage behaves in them: one storage all tabs write, seen through each tab's own
 * storage object, and a `storage` event in every OTHER tab for each write that changes it (never in the writer's),
 * with the entry before and after and that tab's storage as `storageArea`. One token server for all tabs.
 */
function createBrowser() {
  const shared = memoryStorage();
  const fetch = createRecordingFetch({ '/oauth2/token': tokenReply() });
  const tabs: Array<{ storage: Storage; listeners: Array<(event: StorageEventLike) => void> }> = [];
  const announce = (writer: object, key: string | null, oldValue: string | null, newValue: string | null) => {
    for (const tab of tabs) {
      if (tab.storage === writer) continue;
      for (const listener of tab.listeners) listener({ key, oldValue, newValue, storageArea: tab.storage });
    }
  };

  function openTab() {
    const listeners: Array<(event: StorageEventLike) => void> = [];
    const storage = {
      getItem: shared.getItem,
      setItem(key: string, value: string) {
        const oldValue = shared.getItem(key);
        shared.setItem(key, value);
        if (oldValue !== value) announce(storage, key, oldValue, value);
      },
      removeItem(key: string) {
        const oldValue = shared.getItem(key);
        shared.removeItem(key);
        if (oldValue !== null) announce(storage, key, oldValue, null);
      },
      clear() {
        shared.items.clear();
        announce(storage, null, null, null);
      },
    } as unknown as Storage;
    tabs.push({ storage, listeners });
    const window: StorageEventSource = {
      addEventListener: (_type, listener) => void listeners.push(listener),
    };
    const auth = OAuthStrategy({
      clientId: 'c',
      fetch,
      tokenStorage: createWebStorageTokenStorage({ storage, events: window }),
    });
    const events: SessionEvent[] = [];
    auth.onSessionChange((event) => events.push(event));
    // An event as the window would deliver it for another storage area (sessionStorage, say).
    const deliver = (event: StorageEventLike) => {
      for (const listener of listeners) listener(event);
    };
    return { auth, storage, events, deliver };
  }
  return { openTab, fetch };
}

const member: Tokens = {
  accessToken: { value: 'member-access', expiresAt: 9e9 },
  refreshToken: { value: 'member-refresh', role: 'member' },
};

describe('createWebStorageTokenStorage across tabs', () => {
  it('turns a sign-in and a sign-out in another tab into this tab’s session events and state', async () => {
    const { openTab } = createBrowser();
    const here = openTab();
    const there = openTab();
    await here.auth.getAuthHeaders(); // this tab's visitor, shared with the other through the storage
    expect(here.events.map((event) => event.type)).toEqual(['visitor-session-started']);
    expect(there.auth.getTokens()).toEqual(here.auth.getTokens());
    // The writer's own change is announced by its strategy, not echoed back by the storage.
    expect(there.events.map((event) => event.type)).toEqual(['visitor-session-started']);

    there.auth.setTokens(member);
    expect(here.events.at(-1)).toEqual({ type: 'member-logged-in', tokens: member });
    expect(here.auth.loggedIn()).toBe(true);
    expect(here.auth.getTokens()).toEqual(member);

    there.auth.setTokens(EMPTY_TOKENS);
    expect(here.events.at(-1)).toEqual({ type: 'logged-out' });
    expect(here.auth.loggedIn()).toBe(false);
    expect(here.auth.getTokens()).toBe(EMPTY_TOKENS);
    expect(here.events).toHaveLength(3);
    expect(there.events).toHaveLength(3);
  });

  it('announces a new visitor from another tab, but not another tab’s renewal of the same session', async () => {
    const { openTab, fetch } = createBrowser();
    const here = openTab();
    const there = openTab();
    await there.auth.getAuthHeaders();
    expect(here.events).toEqual([{ type: 'visitor-session-started', tokens: there.auth.getTokens() }]);
    // A renewal keeps the refresh token (rule 158): the same session, nothing to announce.
    there.auth.setTokens({ ...there.auth.getTokens(), accessToken: { value: 'renewed', expiresAt: 9e9 } });
    expect(here.events).toHaveLength(1);
    expect(here.auth.getActiveToken()).toBe('renewed');
    // This tab then uses the shared session: no token request of its own.
    expect(await here.auth.getAuthHeaders()).toEqual({ headers: { Authorization: 'renewed' } });
    expect(fetch.requestsTo('/oauth2/token')).toHaveLength(1);
  });

  it('treats another tab clearing the storage as a sign-out, and ignores other keys and storages', () => {
    const { openTab } = createBrowser();
    const here = openTab();
    const there = openTab();
    there.auth.setTokens(member);
    expect(here.auth.loggedIn()).toBe(true);
    // Tokens under another key, or in another storage area under this key, are not this session.
    const elsewhere = JSON.stringify({ ...member, refreshToken: { value: 'elsewhere', role: 'visitor' } });
    there.storage.setItem('other.tokens', elsewhere);
    here.deliver({
      key: 'bazaar.tokens',
      oldValue: null,
      newValue: elsewhere,
      storageArea: memoryStorage() as never,
    });
    here.auth.setTokens(member); // its own write of the same session: no event anywhere
    expect(here.events.map((event) => event.type)).toEqual(['member-logged-in']);
    there.storage.clear();
    expect(here.events.map((event) => event.type)).toEqual(['member-logged-in', 'logged-out']);
    expect(here.auth.loggedIn()).toBe(false);
  });

  it('listens to the window by default, where there is one', () => {
    const listeners: string[] = [];
    vi.stubGlobal('window', { addEventListener: (type: string) => listeners.push(type) });
    OAuthStrategy({
      clientId: 'c',
      tokenStorage: createWebStorageTokenStorage({ storage: memoryStorage() }),
    });
    expect(listeners).toEqual(['storage']);
  });
});
