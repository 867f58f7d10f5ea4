import { describe, expect, it } from 'vitest';
import { createClient } from '../../client/create-client';
import { currentCart } from '../../modules/current-cart/current-cart';
import { createRecordingFetch, tokenReply } from '../../testing/recording-fetch';
import { OAuthStrategy } from '../oauth/oauth-strategy';
import { EMPTY_TOKENS, type Tokens } from '../tokens';
import { createCookieTokenStorage } from './cookie-token-storage';

const tokens: Tokens = {
  accessToken: { value: 'a', expiresAt: 9e9 },
  refreshToken: { value: 'r', role: 'member' },
};
const cookieValue = encodeURIComponent(JSON.stringify(tokens));

describe('createCookieTokenStorage', () => {
  it('reads tokens from the request’s Cookie header', () => {
    const storage = createCookieTokenStorage({ cookie: `theme=dark; bazaar_tokens=${cookieValue}; other=1` });
    expect(storage.getTokens()).toEqual(tokens);
  });

  it('starts without a session when the cookie is absent or damaged', () => {
    expect(createCookieTokenStorage({ cookie: 'theme=dark' }).getTokens()).toBe(EMPTY_TOKENS);
    expect(createCookieTokenStorage({ cookie: 'bazaar_tokens=%7Bbroken' }).getTokens()).toBe(EMPTY_TOKENS);
    expect(createCookieTokenStorage().getTokens()).toBe(EMPTY_TOKENS);
  });

  it('collects a Set-Cookie value for every change, with its attributes', () => {
    const storage = createCookieTokenStorage({
      name: 'sid',
      maxAge: 60,
      domain: 'shop.example',
      httpOnly: true,
      sameSite: 'Strict',
    });
    storage.setTokens(tokens);
    expect(storage.getTokens()).toEqual(tokens);
    expect(storage.getSetCookieHeaders()).toEqual([
      `sid=${cookieValue}; Path=/; Max-Age=60; SameSite=Strict; Domain=shop.example; Secure; HttpOnly`,
    ]);
  });

  it('expires the cookie when the tokens are cleared (logout)', () => {
    const storage = createCookieTokenStorage({ cookie: `bazaar_tokens=${cookieValue}`, secure: false });
    storage.setTokens(EMPTY_TOKENS);
    expect(storage.getSetCookieHeaders()).toEqual(['bazaar_tokens=; Path=/; Max-Age=0; SameSite=Lax']);
  });

  it('renders a page for a new visitor and hands back the session cookie (SSR)', async () => {
    const fetch = createRecordingFetch({
      '/oauth2/token': tokenReply(),
      '/ecom/v1/carts/current': { json: { cart: { id: 'c', lineItems: [] } } },
    });
    const storage = createCookieTokenStorage({ cookie: '' });
    const client = createClient({
      auth: OAuthStrategy({ clientId: 'c', tokenStorage: storage }),
      fetch,
      modules: { currentCart },
    });
    expect(await client.currentCart.getCurrentCart()).toEqual({ _id: 'c', lineItems: [] });
    const [setCookie] = storage.getSetCookieHeaders();
    expect(setCookie).toMatch(/^bazaar_tokens=.+; Path=\/; Max-Age=2592000; SameSite=Lax; Secure$/);

    // The next request carries the cookie: same visitor, no new token request.
    const next = createCookieTokenStorage({ cookie: setCookie!.split(';')[0] });
    const again = createClient({
      auth: OAuthStrategy({ clientId: 'c', tokenStorage: next }),
      fetch,
      modules: { currentCart },
    });
    await again.currentCart.getCurrentCart();
    expect(fetch.requestsTo('/oauth2/token')).toHaveLength(1);
    expect(next.getSetCookieHeaders()).toEqual([]);
  });
});
