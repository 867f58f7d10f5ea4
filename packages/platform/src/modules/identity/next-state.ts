import { createNumericCode } from '../../auth/opaque-token';
import type { PlatformDeps } from '../../context';
import type { Queryable } from '../../db/database';
import { identityErrors } from './identity-errors';
import { type IdentityRecord, recordLogin } from './identity-store';
import { issueIdentityToken } from './identity-tokens';
import { type StateMachineResponse, toIdentityWire } from './identity-wire';
import { countMail } from './mail-throttle';

/** Who is moving on: the caller's visitor id (cart carry-over) and client address (mail throttling). */
export interface NextStateOptions {
  visitorId?: string | undefined;
  address: string;
}

/**
 * Decides where an authenticated identity goes next (business-rules 139–140), in the order:
 * blocked/offline → refused; email not verified while the site requires it → REQUIRE_EMAIL_VERIFICATION (a code is
 * mailed, the answer carries a state token); waiting for the owner → REQUIRE_OWNER_APPROVAL; else SUCCESS with a
 * single-use session token. Verification comes before approval so owners only review members whose email works.
 * @param tx - the transaction of the flow
 * @param deps - platform dependencies
 * @param identity - the authenticated identity
 * @param options - `visitorId` of the caller, kept with the session token for cart carry-over; `address`, the
 * caller's client address, counted when a code is mailed
 * @throws ApiError 403 for blocked or disconnected members, 429 when the verification mail is throttled
 */
export async function nextState(
  tx: Queryable,
  deps: PlatformDeps,
  identity: IdentityRecord,
  options: NextStateOptions,
): Promise<StateMachineResponse> {
  if (identity.status === 'BLOCKED') throw identityErrors.blocked();
  if (identity.status === 'OFFLINE') throw identityErrors.offline();
  const wire = () => toIdentityWire(identity, deps.config.emailVerification);
  if (deps.config.emailVerification && !identity.emailVerified) {
    const stateToken = await sendVerificationCode(tx, deps, identity, options);
    return { state: 'REQUIRE_EMAIL_VERIFICATION', stateToken, identity: wire(), additionalData: {} };
  }
  if (identity.status === 'PENDING') {
    return { state: 'REQUIRE_OWNER_APPROVAL', identity: wire(), additionalData: {} };
  }
  const { token } = await issueIdentityToken(tx, deps.clock, {
    kind: 'session',
    identityId: identity.id,
    data: options.visitorId ? { visitorId: options.visitorId } : {},
  });
  await recordLogin(tx, deps.clock, identity.id);
  return { state: 'SUCCESS', sessionToken: token, identity: wire(), additionalData: {} };
}

/**
 * Issues a state token with a fresh 6-digit code (business-rules 145) and mails the code.
 * @param tx - the transaction
 * @param deps - platform dependencies
 * @param identity - whose email to verify
 * @param options - the caller's visitor id, carried to the session token issued after verification, and address
 * @returns the state token
 * @throws ApiError 429 when the mail is throttled
 */
export async function sendVerificationCode(
  tx: Queryable,
  deps: PlatformDeps,
  identity: IdentityRecord,
  options: NextStateOptions,
): Promise<string> {
  const code = createNumericCode(6);
  const { token } = await issueIdentityToken(tx, deps.clock, {
    kind: 'state',
    identityId: identity.id,
    code,
    data: options.visitorId ? { visitorId: options.visitorId } : {},
  });
  await mailVerificationCode(tx, deps, identity.loginEmail, code, options.address);
  return token;
}

/**
 * Mails a verification code, counted against the mail throttle unless staff asked for it.
 * @param tx - the transaction
 * @param deps - platform dependencies
 * @param email - recipient
 * @param code - the code
 * @param address - the caller's client address; `null` for staff (a trusted server or the owner), not throttled
 * @throws ApiError 429 when the mail is throttled
 */
export async function mailVerificationCode(
  tx: Queryable,
  deps: PlatformDeps,
  email: string,
  code: string,
  address: string | null,
): Promise<void> {
  if (address !== null) await countMail(tx, deps, email, address);
  await deps.mailer.send(tx, {
    to: email,
    subject: `Your verification code: ${code}`,
    text: `Enter this code to verify your email address: ${code}\nIt is valid for 30 minutes.`,
    kind: 'email-verification',
    data: { code },
  });
}
