import { hashPassword } from '../../auth/password';
import type { PlatformDeps } from '../../context';
import { ApiError } from '../../http/api-error';
import { assertAllowedCallback } from '../oauth/oauth-apps';
import { revokeMemberSessions } from '../oauth/sessions';
import { findIdentityByEmail, findIdentityById, setPasswordHash } from './identity-store';
import { consumeIdentityToken, issueIdentityToken, voidIdentityTokens } from './identity-tokens';
import type { StateMachineResponse } from './identity-wire';
import { countMail } from './mail-throttle';
import { verifyMemberEmail } from './member-change';
import { nextState } from './next-state';

/** Input of `POST /v1/send-email`. */
export interface SendRecoveryEmailInput {
  email: string;
  language?: string | undefined;
  redirect?: { url?: string | undefined; clientId?: string | undefined } | undefined;
}

/**
 * Mails a password-reset link to a hosted page (business-rules 147). Answers the same whether or not the email
 * belongs to a member, so the endpoint cannot be used to probe for accounts; a new link voids the older ones.
 * Requests are throttled per email and client address (`mailThrottle`).
 * @param deps - platform dependencies
 * @param input - email, language, where to return after the reset
 * @param publicUrl - the platform's public origin (for the link)
 * @param address - the caller's client address
 * @throws ApiError 400 when the return URL is not allowed for the client, 429 when throttled
 */
export async function sendRecoveryEmail(
  deps: PlatformDeps,
  input: SendRecoveryEmailInput,
  publicUrl: string,
  address: string,
): Promise<void> {
  const returnUrl = input.redirect?.url;
  if (returnUrl) {
    if (!input.redirect?.clientId)
      throw ApiError.invalidField('redirect.clientId', 'is required with redirect.url', 'REQUIRED_FIELD');
    await assertAllowedCallback(deps.db, input.redirect.clientId, returnUrl, 'redirect.url');
  }
  // Counted whether or not a member has this email: a 429 only for members' emails would tell who is one.
  await countMail(deps.db, deps, input.email, address);
  const identity = await findIdentityByEmail(deps.db, input.email);
  if (!identity || identity.status === 'BLOCKED' || identity.status === 'OFFLINE') return;
  await deps.db.transaction(async (tx) => {
    await voidIdentityTokens(tx, deps.clock, identity.id, 'recovery');
    const { token } = await issueIdentityToken(tx, deps.clock, {
      kind: 'recovery',
      identityId: identity.id,
      data: returnUrl ? { returnUrl } : {},
    });
    const link = `${publicUrl}/hosted/reset-password?token=${encodeURIComponent(token)}`;
    await deps.mailer.send(tx, {
      to: identity.loginEmail,
      subject: 'Reset your password',
      text: `Someone asked to reset the password of ${identity.loginEmail}.\nChoose a new password here (valid 3 hours):\n${link}\nIf it was not you, ignore this message.`,
      kind: 'password-recovery',
      data: { link, token },
    });
  });
}

/**
 * Mails an activation link, with which a member without a password sets one (business-rules 148). Staff only.
 * @param deps - platform dependencies
 * @param input - the identity
 * @param publicUrl - the platform's public origin
 * @throws ApiError 404 for an unknown identity
 */
export async function sendActivationEmail(
  deps: PlatformDeps,
  input: { identityId: string },
  publicUrl: string,
): Promise<void> {
  const identity = await findIdentityById(deps.db, input.identityId);
  if (!identity)
    throw ApiError.notFound('IDENTITY_NOT_FOUND', 'No identity with this id', {
      identityId: input.identityId,
    });
  await deps.db.transaction(async (tx) => {
    await voidIdentityTokens(tx, deps.clock, identity.id, 'activation');
    const { token } = await issueIdentityToken(tx, deps.clock, {
      kind: 'activation',
      identityId: identity.id,
    });
    const link = `${publicUrl}/hosted/reset-password?token=${encodeURIComponent(token)}`;
    await deps.mailer.send(tx, {
      to: identity.loginEmail,
      subject: 'Activate your account',
      text: `An account was created for ${identity.loginEmail}.\nChoose your password here (valid 3 days):\n${link}`,
      kind: 'account-activation',
      data: { link, token },
    });
  });
}

/**
 * `POST /v1/recover {recoveryToken, password}`: sets the new password with a single-use recovery or activation
 * token. The email counts as verified (the member read the mail), every existing session ends, and the flow moves
 * on like a login (SUCCESS with a session token, or REQUIRE_OWNER_APPROVAL).
 * @param deps - platform dependencies
 * @param input - the token and the new password (already validated)
 * @param address - the caller's client address
 * @returns the next state and the return URL recorded with the token, if any
 * @throws ApiError 400 unknown token, 428 expired, 429 already used
 */
export async function recover(
  deps: PlatformDeps,
  input: { recoveryToken: string; password: string },
  address: string,
): Promise<StateMachineResponse & { returnUrl?: string }> {
  const kind = input.recoveryToken.startsWith('bza_') ? 'activation' : 'recovery';
  const passwordHash = await hashPassword(input.password, deps.config.passwordHashCost);
  return deps.db.transaction(async (tx) => {
    const token = await consumeIdentityToken(tx, deps.clock, kind, input.recoveryToken);
    await setPasswordHash(tx, deps.clock, token.identityId, passwordHash);
    // Following the mailed link proves the address: the email becomes verified (member_updated when it was not).
    await verifyMemberEmail(tx, deps.clock, token.identityId);
    await revokeMemberSessions(tx, deps.clock, token.identityId);
    const identity = (await findIdentityById(tx, token.identityId))!;
    const next = await nextState(tx, deps, identity, { address });
    return typeof token.data.returnUrl === 'string' ? { ...next, returnUrl: token.data.returnUrl } : next;
  });
}
