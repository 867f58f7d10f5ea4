import { authentication, recovery } from '@wix/identity';
import { ApiKeyStrategy, createClient, OAuthStrategy } from '@wix/sdk';
import type { ClientFactory, IdentityClient } from './identity-client';
import { createRewritingFetch } from './rewrite-fetch';

/**
 * The official client (`@wix/sdk` + `@wix/identity`) behind the scenario interface. Its module calls use the
 * rewriting `fetch` option; its token call and OAuthStrategy's internal calls use the global fetch, which the suite
 * swaps (support/rewrite-fetch.ts).
 */
export const officialClientFactory: ClientFactory = {
  name: 'official @wix/sdk',
  create(baseUrl, clientId, fetcher): IdentityClient {
    const rewritingFetch = createRewritingFetch(baseUrl, fetcher);
    const auth = OAuthStrategy({ clientId });
    const client = createClient({ modules: { authentication, recovery }, auth, fetch: rewritingFetch });

    const followAuthUrl = async (url: string) => {
      const res = await rewritingFetch(url, { redirect: 'manual' });
      const location = res.headers.get('location');
      if (!location) throw new Error(`the authorize URL answered ${res.status} without a redirect`);
      return location;
    };
    const tokens = () => {
      const held = auth.getTokens();
      return {
        accessToken: held.accessToken.value,
        refreshToken: held.refreshToken.value,
        role: held.refreshToken.role,
      };
    };

    const self: IdentityClient = {
      name: 'official',
      async visitorSession() {
        auth.setTokens(await auth.generateVisitorTokens());
        return tokens();
      },
      async renew() {
        auth.setTokens(await auth.renewToken(auth.getTokens().refreshToken));
        return tokens();
      },
      tokens,
      loggedIn: () => auth.loggedIn(),
      register: (email, password, captcha) =>
        auth.register({ email, password, ...(captcha ? { captchaTokens: captcha } : {}) }),
      login: (email, password, captcha) =>
        auth.login({ email, password, ...(captcha ? { captchaTokens: captcha } : {}) }),
      processVerification: (code) => auth.processVerification({ verificationCode: code }),
      async completeLogin(sessionToken) {
        const oauthData = auth.generateOAuthData('https://app.test/callback');
        // The strategy forwards `sessionToken` (OAuthStrategy getAuthUrl) although its options type omits it.
        const options = { prompt: 'none', sessionToken, responseMode: 'fragment' } as Parameters<
          typeof auth.getAuthUrl
        >[1];
        const { authUrl } = await auth.getAuthUrl(oauthData, options);
        const { code, state } = auth.parseFromUrl(await followAuthUrl(authUrl), 'fragment');
        auth.setTokens(await auth.getMemberTokens(code!, state!, oauthData));
      },
      async startRedirectLogin(redirectUri) {
        const oauthData = auth.generateOAuthData(redirectUri);
        const { authUrl } = await auth.getAuthUrl(oauthData);
        return {
          url: authUrl,
          async finish(callbackUrl) {
            const { code, state, error, errorDescription } = auth.parseFromUrl(
              callbackUrl,
              'fragment',
            ) as ReturnType<typeof auth.parseFromUrl> & { error?: string; errorDescription?: string };
            if (error) throw new Error(`${error}: ${errorDescription}`);
            auth.setTokens(await auth.getMemberTokens(code!, state!, oauthData));
          },
        };
      },
      async logout(postFlowUrl) {
        return (await auth.logout(postFlowUrl)).logoutUrl;
      },
      sendPasswordResetEmail: (email, redirectUri) => auth.sendPasswordResetEmail(email, redirectUri ?? ''),
      async recover(recoveryToken, password) {
        return (await client.recovery.recover(recoveryToken, { password })).state ?? '';
      },
      changePassword: (newPassword) => client.authentication.changePassword(newPassword),
      elevated(apiKey) {
        const elevated = createClient({
          modules: { authentication },
          auth: ApiKeyStrategy({ apiKey, siteId: 'local-site' }),
          fetch: rewritingFetch,
        });
        return {
          async signOn(email) {
            const res = await elevated.authentication.signOn({ email });
            return { memberId: res.identity?._id ?? '', sessionToken: res.sessionToken ?? '' };
          },
          async memberTokensFor(_client, memberId) {
            auth.setTokens(await auth.getMemberTokensForExternalLogin(memberId, apiKey));
            return tokens();
          },
        };
      },
    };
    return self;
  },
};
