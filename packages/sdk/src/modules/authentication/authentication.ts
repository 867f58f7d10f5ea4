import { endpoint } from '../endpoint';
import type {
  LoginCallbackOptions,
  LoginV2Options,
  LogoutOptions,
  RegisterV2Options,
  SignOnOptions,
  SignOnResponse,
  VerifyOptions,
  VerifyResponse,
} from './authentication-types';
import {
  MFA_RESPONSE,
  PROFILE_REQUEST,
  SIGN_ON_RESPONSE,
  STATE_MACHINE_RESPONSE,
} from './identity-conversions';
import type { FactorType, LoginId, StateMachineResponse } from './identity-types';
import { rawHttpEndpoint } from './raw-http-response';

const PATH = '/_api/iam/authentication';

// The argument checks of these endpoints are in authentication-rules.ts, by endpoint key: loaded with the failure path,
// not up front (argument-rules.ts). An endpoint added here gets its checks there.

/**
 * Site-member authentication (`@wix/identity` `authentication`): register, log in, change the password, sign on
 * (elevated), verify a factor, log out — public paths `/_api/iam/authentication/…` (endpoints.md rows 3–9). These are
 * the raw calls; `OAuthStrategy`'s `login`, `register` and `complete` wrap them into login results and tokens.
 *
 * @example
 * const client = createClient({ auth: OAuthStrategy({ clientId }), modules: { authentication } });
 * const { state, sessionToken } = await client.authentication.loginV2({ email }, { password });
 * if (state === 'SUCCESS') await client.auth.complete(sessionToken!);
 */
export const authentication = {
  /** Registers a member. Returns the state machine answer (SUCCESS with a session token, or what is required). */
  registerV2: endpoint<(loginId: LoginId, options?: RegisterV2Options) => Promise<StateMachineResponse>>({
    method: 'POST',
    path: `${PATH}/v2/register`,
    args: ['loginId', '...options'],
    request: PROFILE_REQUEST,
    response: STATE_MACHINE_RESPONSE,
  }),
  /** Logs a member in with a password. Returns the state machine answer. */
  loginV2: endpoint<(loginId: LoginId, options?: LoginV2Options) => Promise<StateMachineResponse>>({
    method: 'POST',
    path: `${PATH}/v2/login`,
    args: ['loginId', '...options'],
    response: STATE_MACHINE_RESPONSE,
  }),
  /** Changes the calling member's password (member session required). Resolves to nothing. */
  changePassword: endpoint<(newPassword: string) => Promise<void>>({
    method: 'POST',
    path: `${PATH}/v2/change-password`,
    args: ['newPassword'],
    void: true,
  }),
  /**
   * Completes a login with its session token; with `state` (a pending `auth` redirect session) the platform answers
   * with a redirect carrying the authorization code, meant for a browser. Returns the raw HTTP answer.
   */
  loginCallback: rawHttpEndpoint<[options?: LoginCallbackOptions]>({
    method: 'GET',
    path: `${PATH}/v1/callback`,
    args: ['...options'],
  }),
  /** Signs a member on by e-mail, creating them when new (elevated: API key). Returns `{ sessionToken, identity }`. */
  signOn: endpoint<(loginId: LoginId, options?: SignOnOptions) => Promise<SignOnResponse>>({
    method: 'POST',
    path: `${PATH}/v2/sign-on`,
    args: ['loginId', '...options'],
    request: PROFILE_REQUEST,
    response: SIGN_ON_RESPONSE,
  }),
  /** Ends the caller's session (and redirects to `postLogoutRedirectUri` when given). Returns the raw HTTP answer. */
  logout: rawHttpEndpoint<[options?: LogoutOptions]>({
    method: 'GET',
    path: `${PATH}/v1/logout`,
    args: ['...options'],
  }),
  /** Verifies a factor of a sign-in in progress (the platform verifies EMAIL). Returns the state machine answer. */
  verify: endpoint<(factorType: FactorType, options?: VerifyOptions) => Promise<VerifyResponse>>({
    method: 'POST',
    path: `${PATH}/v2/{factorType}/verify`,
    args: ['factorType', '...options'],
    response: MFA_RESPONSE,
  }),
};
