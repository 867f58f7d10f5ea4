import { hashPassword, verifyPassword } from '../../auth/password';
import type { PlatformDeps } from '../../context';
import { endMemberSessions } from '../members/end-member-sessions';
import { type CaptchaTokens, checkCaptcha } from './captcha';
import { identityErrors } from './identity-errors';
import { findIdentityByEmail, findIdentityById, normalizeEmail, setPasswordHash } from './identity-store';
import type { StateMachineResponse } from './identity-wire';
import { nextState } from './next-state';
import { createThrottle } from './throttle';

/** Input of `POST /v2/login`. */
export interface LoginInput {
  email: string;
  password: string | undefined;
  captchaTokens?: CaptchaTokens;
}

/**
 * Logs a member in with email and password (business-rules 140–142). Failures are counted per account and per
 * client address and throttled; every failure is an application error with the code the official client maps.
 * @param deps - platform dependencies
 * @param input - email, password, captcha tokens
 * @param context - client address (throttling) and the caller's visitor id (cart carry-over)
 * @throws ApiError 429 throttled, `-19971`/`-19970` captcha, 404 unknown email, `-19976` wrong password,
 * `-19973` password must be reset, 403 blocked or disconnected
 */
export async function login(
  deps: PlatformDeps,
  input: LoginInput,
  context: { address: string; visitorId?: string | undefined },
): Promise<StateMachineResponse> {
  const accountKey = normalizeEmail(input.email);
  const { windowSeconds, maxFailuresPerAccount, maxFailuresPerAddress } = deps.config.loginThrottle;
  const throttle = createThrottle(
    deps.db,
    deps.clock,
    'login',
    { windowSeconds, maxPerSubject: maxFailuresPerAccount, maxPerAddress: maxFailuresPerAddress },
    identityErrors.throttled,
  );
  // Every attempt is taken as a failure before the password is checked, so parallel guesses count each other;
  // it is released when it turns out not to be one, and a success clears the account's failures.
  const attempt = await throttle.take(accountKey, context.address);
  try {
    checkCaptcha(deps.config, input.captchaTokens);
  } catch (error) {
    await throttle.release(attempt);
    throw error;
  }
  const identity = await findIdentityByEmail(deps.db, input.email);
  if (!identity) throw identityErrors.unknownEmail();
  if (identity.passwordHash) {
    if (!input.password || !(await verifyPassword(input.password, identity.passwordHash))) {
      throw identityErrors.invalidPassword();
    }
  }
  // No password yet (signed on by a server, created by staff) or a reset was ordered: only recovery helps.
  if (!identity.passwordHash || identity.passwordResetRequired) {
    await throttle.release(attempt);
    throw identityErrors.resetPassword();
  }
  await throttle.clear(accountKey);
  return deps.db.transaction((tx) => nextState(tx, deps, identity, context));
}

/**
 * `POST /v2/change-password {newPassword}` for the calling member: the calling session stays valid (business-rules
 * 149), the member's other sessions end.
 * @param deps - platform dependencies
 * @param memberId - the calling member
 * @param newPassword - the new password (already validated)
 * @param keepSessionId - the calling token session
 * @throws ApiError 404 when the member no longer exists
 */
export async function changePassword(
  deps: PlatformDeps,
  memberId: string,
  newPassword: string,
  keepSessionId?: string,
): Promise<void> {
  const identity = await findIdentityById(deps.db, memberId);
  if (!identity) throw identityErrors.unknownEmail();
  const hash = await hashPassword(newPassword, deps.config.passwordHashCost);
  // Whoever held the old password may hold a session too: every other session ends with it (refresh tokens,
  // access tokens naming them, hosted sign-in cookies); the session that changed the password goes on.
  await deps.db.transaction(async (tx) => {
    await setPasswordHash(tx, deps.clock, memberId, hash);
    await endMemberSessions(tx, deps.clock, memberId, keepSessionId);
  });
}
