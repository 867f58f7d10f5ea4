import { ApiKeyStrategy, authentication, createClient, OAuthStrategy, recovery } from '@bazaar/sdk';
import type { ClientFactory, IdentityClient } from './identity-client';

// No browser window in Node: the direct-login completion follows the authorize redirect itself.
const CALLBACK_URI = 'https://app.test/callback';

/**
 * `@bazaar/sdk` behind the scenario interface, through its public API only: one `OAuthStrategy` client pointed at
 * the platform with `baseUrl` and the real `fetch` (no URL rewriting, no global fetch swap), the identity modules,
 * and an `ApiKeyStrategy` client for elevated calls.
 */
export const bazaarClientFactory: ClientFactory = {
  name: '@bazaar/sdk',
  create(baseUrl, clientId, fetcher): IdentityClient {
    const auth = OAuthStrategy({ clientId });
    const client = createClient({ auth, baseUrl, fetch: fetcher, modules: { authentication, recovery } });

    const tokens = () => {
      const held = auth.getTokens();
      return {
        accessToken: held.accessToken.value,
        refreshToken: held.refreshToken.value,
        role: held.refreshToken.role,
      };
    };
    const followAuthUrl = async (url: string) => {
      const res = await fetcher(url, { redirect: 'manual' });
      const location = res.headers.get('location');
      if (!location) throw new Error(`the authorize URL answered ${res.status} without a redirect`);
      return location;
    };

    return {
      name: 'bazaar',
      async visitorSession() {
        // What any first call does: the strategy starts an anonymous session for the authorisation header.
        await auth.getAuthHeaders();
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
        const oauthData = await auth.generateOAuthData(CALLBACK_URI);
        const { authUrl } = await auth.getAuthUrl(oauthData, { prompt: 'none', sessionToken });
        const { code, state } = auth.parseFromUrl(await followAuthUrl(authUrl));
        auth.setTokens(await auth.getMemberTokens(code, state, oauthData));
      },
      async startRedirectLogin(redirectUri) {
        const oauthData = await auth.generateOAuthData(redirectUri);
        const { authUrl } = await auth.getAuthUrl(oauthData);
        return {
          url: authUrl,
          async finish(callbackUrl) {
            const { code, state, error, errorDescription } = auth.parseFromUrl(callbackUrl);
            if (error) throw new Error(`${error}: ${errorDescription}`);
            auth.setTokens(await auth.getMemberTokens(code, state, oauthData));
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
          auth: ApiKeyStrategy({ apiKey, siteId: 'local-site' }),
          baseUrl,
          fetch: fetcher,
          modules: { authentication },
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
  },
};
