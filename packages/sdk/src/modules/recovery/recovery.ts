import { STATE_MACHINE_RESPONSE } from '../authentication/identity-conversions';
import type { StateMachineResponse } from '../authentication/identity-types';
import { endpoint } from '../endpoint';
import type { RecoverOptions, SendActivationEmailOptions, SendRecoveryEmailOptions } from './recovery-types';

const PATH = '/_api/iam/recovery/v1';

// The argument checks of these endpoints are in recovery-rules.ts, by endpoint key: loaded with the failure path, not
// up front (argument-rules.ts). An endpoint added here gets its checks there.

/**
 * Password recovery and account activation (`@wix/identity` `recovery`): public paths `/_api/iam/recovery/v1/…`
 * (endpoints.md rows 10–12).
 *
 * @example
 * const client = createClient({ auth: OAuthStrategy({ clientId }), modules: { recovery } });
 * await client.recovery.sendRecoveryEmail(email, { redirect: { url: `${origin}/signed-in`, clientId } });
 * // on the page the e-mailed link opens:
 * const { state } = await client.recovery.recover(new URL(location.href).searchParams.get('token')!, { password });
 */
export const recovery = {
  /** E-mails a password-recovery link. Resolves to nothing (also for unknown addresses). */
  sendRecoveryEmail: endpoint<(email: string, options?: SendRecoveryEmailOptions) => Promise<void>>({
    method: 'POST',
    path: `${PATH}/send-email`,
    args: ['email', '...options'],
    void: true,
  }),
  /** E-mails an activation link to an identity (elevated: API key). Resolves to nothing. */
  sendActivationEmail: endpoint<(identityId: string, options?: SendActivationEmailOptions) => Promise<void>>({
    method: 'POST',
    path: `${PATH}/activation-email`,
    args: ['identityId', '...options'],
    void: true,
  }),
  /** Sets a new password with the e-mailed recovery token. Returns the state machine answer. */
  recover: endpoint<(recoveryToken: string, options?: RecoverOptions) => Promise<StateMachineResponse>>({
    method: 'POST',
    path: `${PATH}/recover`,
    args: ['recoveryToken', '...options'],
    response: STATE_MACHINE_RESPONSE,
  }),
};
