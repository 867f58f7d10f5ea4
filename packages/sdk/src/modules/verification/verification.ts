import type { VerifyResponse } from '../authentication/authentication-types';
import { MFA_RESPONSE, STATE_MACHINE_RESPONSE } from '../authentication/identity-conversions';
import type { StateMachineResponse } from '../authentication/identity-types';
import { endpoint } from '../endpoint';
import type {
  StartVerificationOptions,
  StartVerificationResponse,
  VerifyDuringAuthenticationOptions,
} from './verification-types';

const PATH = '/_api/iam/verification/v1';

// The argument checks of these endpoints are in verification-rules.ts, by endpoint key: loaded with the failure path,
// not up front (argument-rules.ts). An endpoint added here gets its checks there.

/**
 * E-mail verification codes (`@wix/identity` `verification`): public paths `/_api/iam/verification/v1/…`
 * (endpoints.md rows 13–15). `OAuthStrategy`'s `processVerification` wraps `verifyDuringAuthentication`.
 *
 * @example
 * const registered = await client.authentication.registerV2({ email }, { password });
 * if (registered.state === 'REQUIRE_EMAIL_VERIFICATION') {
 *   const { sessionToken } = await client.verification.verifyDuringAuthentication(code, {
 *     stateToken: registered.stateToken!,
 *   });
 * }
 */
export const verification = {
  /** Sends a verification code to an identity's e-mail. Returns `{ verificationId }`. */
  start: endpoint<(options?: StartVerificationOptions) => Promise<StartVerificationResponse>>({
    method: 'POST',
    // endpoints.md row 13: the spec spells `/v1/Start`, the installed client sends `/v1/start` (the platform
    // serves both).
    path: `${PATH}/start`,
    args: ['...options'],
  }),
  /** Submits the e-mailed code of a sign-in that requires verification. Returns the state machine answer. */
  verifyDuringAuthentication: endpoint<
    (code: string, options: VerifyDuringAuthenticationOptions) => Promise<StateMachineResponse>
  >({
    method: 'POST',
    path: `${PATH}/auth/verify`,
    args: ['code', '...options'],
    response: STATE_MACHINE_RESPONSE,
  }),
  /** Sends the code of a sign-in that requires verification again. Returns the state machine answer. */
  resendDuringAuthentication: endpoint<(stateToken: string) => Promise<VerifyResponse>>({
    method: 'POST',
    path: `${PATH}/auth/resend`,
    args: ['stateToken'],
    response: MFA_RESPONSE,
  }),
};
