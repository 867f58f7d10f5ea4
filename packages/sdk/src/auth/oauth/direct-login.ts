import type { BazaarError } from '../../errors/bazaar-error';
import type { Tokens } from '../tokens';
import { LOGIN, REGISTER, SEND_RECOVERY_EMAIL, VERIFY } from './identity-endpoints';
import { type LoginResult, toLoginFailure, toLoginResult } from './login-result';
import type { OAuthContext } from './oauth-context';
import type { RedirectFlow } from './redirect-flow';
import { runSilentLogin } from './silent-login';

/** Credentials of `login`. */
export interface LoginParams {
  email: string;
  password: string;
  /** Both captcha tokens are sent when the site asks for a captcha (spec §5). */
  captchaTokens?: { recaptchaToken?: string; invisibleRecaptchaToken?: string };
}

/** Credentials and profile of `register`. */
export interface RegisterParams extends LoginParams {
  /** Identity profile (wire shape: `firstName`, `lastName`, `nickname`, `customFields`, …). */
  profile?: Record<string, unknown>;
}

/** The direct (no hosted page) sign-in flows of an OAuth strategy. */
export type DirectLogin = ReturnType<typeof createDirectLogin>;

/**
 * Creates the direct login flows (spec §4, §7 "Authentication", "Recovery and verification").
 *
 * @param context - client id, the strategy's own pipeline, the session (where `complete` stores member tokens) and
 *   the window silent login runs in
 * @param flow - the redirect flow (silent login exchanges a session token through it)
 * @returns the flow functions
 */
export function createDirectLogin(
  { clientId, invoke, session, getWindow }: OAuthContext,
  flow: RedirectFlow,
) {
  // Remembered between register/login and processVerification, like the official strategy's `_state`.
  let lastResult: LoginResult = { loginState: 'INITIAL' };

  const captcha = (params: LoginParams) =>
    params.captchaTokens && [
      {
        Recaptcha: params.captchaTokens.recaptchaToken,
        InvisibleRecaptcha: params.captchaTokens.invisibleRecaptchaToken,
      },
    ];

  async function attempt(kind: 'login' | 'register', call: () => Promise<unknown>): Promise<LoginResult> {
    try {
      lastResult = toLoginResult((await call()) as object);
    } catch (error) {
      // Only answers map to a FAILURE. An error without a status never got one (network failure, timeout, abort, a
      // bug): it stays an exception like for any other call.
      if ((error as Partial<BazaarError>).status === undefined) throw error;
      lastResult = toLoginFailure(error as BazaarError, kind);
    }
    return lastResult;
  }

  async function getMemberTokensForDirectLogin(sessionToken: string): Promise<Tokens> {
    const win = getWindow();
    if (!win) throw new Error('Silent login needs a browser window: pass `window` to OAuthStrategy');
    const oauthData = await flow.generateOAuthData('');
    const { authUrl } = await flow.getAuthUrl(oauthData, {
      prompt: 'none',
      responseMode: 'web_message',
      sessionToken,
    });
    const message = await runSilentLogin(win, authUrl, oauthData.state);
    if (message.error)
      throw new Error(message.errorDescription ?? message.error_description ?? message.error);
    return flow.getMemberTokens(message.code, message.state, oauthData);
  }

  return {
    login: (params: LoginParams) =>
      attempt('login', () =>
        invoke(LOGIN, [
          { email: params.email },
          { password: params.password, captchaTokens: captcha(params) },
        ]),
      ),
    register: (params: RegisterParams) =>
      attempt('register', () =>
        invoke(REGISTER, [
          { email: params.email },
          { password: params.password, profile: params.profile, captchaTokens: captcha(params) },
        ]),
      ),
    async processVerification(
      input: { verificationCode?: string; code?: string },
      state: LoginResult = lastResult,
    ): Promise<LoginResult> {
      // Spec §4: verification is processed only while EMAIL_VERIFICATION_REQUIRED.
      if (state.loginState !== 'EMAIL_VERIFICATION_REQUIRED')
        return { loginState: 'FAILURE', error: 'Unknown _state' };
      const code = input.verificationCode ?? input.code;
      lastResult = toLoginResult(await invoke(VERIFY, [code, { stateToken: state.data.stateToken }]));
      return lastResult;
    },
    async sendPasswordResetEmail(email: string, redirectUri: string): Promise<void> {
      await invoke(SEND_RECOVERY_EMAIL, [email, { redirect: { url: redirectUri, clientId } }]);
    },
    getMemberTokensForDirectLogin,
    /**
     * Finishes a direct login: exchanges the SUCCESS result's session token for member tokens (silent login) and
     * stores them.
     */
    async complete(result: LoginResult | string): Promise<Tokens> {
      const sessionToken =
        typeof result === 'string' ? result : result.loginState === 'SUCCESS' && result.data.sessionToken;
      if (!sessionToken)
        throw new Error(`Cannot complete a login in state ${(result as LoginResult).loginState}`);
      const tokens = await getMemberTokensForDirectLogin(sessionToken);
      session.setTokens(tokens);
      return tokens;
    },
  };
}
