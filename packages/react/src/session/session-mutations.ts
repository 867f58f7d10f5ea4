import type { LoginParams, LoginResult, RegisterParams } from '@bazaar/sdk';
import type { SessionClient } from '../client-types';
import type { BazaarMutationOptions } from '../options-types';
import { BAZAAR_KEY } from '../query-keys';
import { defaultOAuthDataStorage, OAUTH_DATA_KEY, type OAuthDataStorage } from './login-callback';

/** Options of the login, register and verification factories. */
export interface CompleteLoginOptions {
  /**
   * Turns a SUCCESS result into member tokens. Default `client.auth.complete(result)`: the hosted page loaded
   * silently in a hidden iframe (browsers). Pass your own outside a browser.
   */
  complete?: (result: LoginResult) => Promise<unknown>;
}

/** Variables of `useLoginRedirect`. */
export interface LoginRedirectVariables {
  /** Your callback page (an allowed redirect URI of the OAuth app), where `handleLoginCallback` runs. */
  redirectUri: string;
  /** Where to return after signing in (default: the current `location.href`, '' on a server). */
  originalUri?: string;
}

/** Variables of `useSendPasswordResetEmail`. */
export interface PasswordResetVariables {
  email: string;
  /** Where the e-mailed link leads once the new password is set. */
  redirectUri: string;
}

const key = (fn: string) => [BAZAAR_KEY, 'session', fn];

function completing(client: SessionClient, options: CompleteLoginOptions) {
  const complete = options.complete ?? ((result: LoginResult) => client.auth.complete(result));
  return async (result: LoginResult) => {
    if (result.loginState === 'SUCCESS') await complete(result);
    return result;
  };
}

/**
 * Mutation factories of the visitor/member session. Login results keep the SDK's shape: FAILURE is a result with
 * an `errorCode` (`invalidPassword`, `emailAlreadyExists`…), not an error, as is any answer the server refused (a
 * 5xx included: spec §8 maps it to `invalidEmail` for login); connection failures are thrown
 * as the SDK's typed errors. Session changes refresh the cache through `BazaarProvider`.
 */
export const sessionMutations = {
  /**
   * Logs a member in with e-mail and password; on SUCCESS also completes the login (member tokens stored).
   *
   * @param client - a client with an OAuthStrategy
   * @param options - how to complete a SUCCESS
   * @returns the mutation options; resolves to the login result
   * @example
   * const login = useLogin();
   * const result = await login.mutateAsync({ email, password });
   * if (result.loginState === 'EMAIL_VERIFICATION_REQUIRED') showCodeForm();
   */
  login(
    client: SessionClient,
    options: CompleteLoginOptions = {},
  ): BazaarMutationOptions<LoginResult, LoginParams> {
    const finish = completing(client, options);
    return {
      mutationKey: key('login'),
      mutationFn: async (params) => finish(await client.auth.login(params)),
    };
  },

  /**
   * Registers a member; on SUCCESS also completes the login.
   *
   * @param client - a client with an OAuthStrategy
   * @param options - how to complete a SUCCESS
   * @returns the mutation options; resolves to the login result
   */
  register(
    client: SessionClient,
    options: CompleteLoginOptions = {},
  ): BazaarMutationOptions<LoginResult, RegisterParams> {
    const finish = completing(client, options);
    return {
      mutationKey: key('register'),
      mutationFn: async (params) => finish(await client.auth.register(params)),
    };
  },

  /**
   * Submits the e-mailed code of a login or registration in EMAIL_VERIFICATION_REQUIRED; on SUCCESS also completes
   * the login. A wrong code throws the server's `ApplicationError` (`VERIFICATION_FAILED`).
   *
   * @param client - a client with an OAuthStrategy
   * @param options - how to complete a SUCCESS
   * @returns the mutation options; variables `{ verificationCode }`
   */
  processVerification(
    client: SessionClient,
    options: CompleteLoginOptions = {},
  ): BazaarMutationOptions<LoginResult, { verificationCode: string }> {
    const finish = completing(client, options);
    return {
      mutationKey: key('processVerification'),
      mutationFn: async (input) => finish(await client.auth.processVerification(input)),
    };
  },

  /**
   * Logs out: clears the tokens at once and resolves to the hosted logout URL, which ends the hosted session and
   * returns to `postFlowUrl`.
   *
   * @param client - a client with an OAuthStrategy
   * @returns the mutation options; variables: the URL to return to (optional)
   * @example
   * useLogout().mutate(location.origin, { onSuccess: (url) => location.assign(url) });
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: `void` lets callers write `mutate()` without variables (TanStack).
  logout(client: SessionClient): BazaarMutationOptions<string, string | void> {
    return {
      mutationKey: key('logout'),
      mutationFn: async (postFlowUrl) => (await client.auth.logout(postFlowUrl ?? undefined)).logoutUrl,
    };
  },

  /**
   * E-mails a password-recovery link.
   *
   * @param client - a client with an OAuthStrategy
   * @returns the mutation options
   */
  sendPasswordResetEmail(client: SessionClient): BazaarMutationOptions<void, PasswordResetVariables> {
    return {
      mutationKey: key('sendPasswordResetEmail'),
      mutationFn: ({ email, redirectUri }) => client.auth.sendPasswordResetEmail(email, redirectUri),
    };
  },

  /**
   * Starts a sign-in through the hosted login page (PKCE): keeps the sign-in data in `sessionStorage` for
   * `handleLoginCallback` and resolves to the URL to send the browser to.
   *
   * @param client - a client with an OAuthStrategy
   * @param options - where to keep the sign-in data (default `sessionStorage`)
   * @returns the mutation options
   * @example
   * useLoginRedirect().mutate({ redirectUri: `${origin}/callback` }, { onSuccess: (url) => location.assign(url) });
   */
  loginRedirect(
    client: SessionClient,
    options: { storage?: OAuthDataStorage } = {},
  ): BazaarMutationOptions<string, LoginRedirectVariables> {
    return {
      mutationKey: key('loginRedirect'),
      mutationFn: async ({ redirectUri, originalUri }) => {
        const storage = options.storage ?? defaultOAuthDataStorage();
        const here = (globalThis as { location?: { href: string } }).location?.href ?? '';
        const oauthData = await client.auth.generateOAuthData(redirectUri, originalUri ?? here);
        storage.setItem(OAUTH_DATA_KEY, JSON.stringify(oauthData));
        return (await client.auth.getAuthUrl(oauthData)).authUrl;
      },
    };
  },
};
