import type { Caller } from '../../auth/caller';
import { isStaff } from '../../auth/caller';
import { createNumericCode, hashToken, safeEqual } from '../../auth/opaque-token';
import type { PlatformDeps } from '../../context';
import { ApiError } from '../../http/api-error';
import { identityErrors } from './identity-errors';
import { findIdentityById } from './identity-store';
import {
  countFailedAttempt,
  issueIdentityToken,
  readIdentityToken,
  replaceTokenCode,
} from './identity-tokens';
import { type StateMachineResponse, toIdentityWire } from './identity-wire';
import { verifyMemberEmail } from './member-change';
import { mailVerificationCode, nextState } from './next-state';

/** Wrong codes allowed per state token before it is spent. */
export const MAX_CODE_ATTEMPTS = 5;

/**
 * `POST /v1/auth/verify {code, stateToken}`: checks the emailed code of a login or registration waiting in
 * REQUIRE_EMAIL_VERIFICATION; on success the email is verified and the flow moves on (normally SUCCESS).
 * @param deps - platform dependencies
 * @param input - the code and the state token
 * @param address - the caller's client address
 * @throws ApiError `VERIFICATION_FAILED` for a wrong code; token errors for unknown, expired or spent state tokens
 */
export async function verifyDuringAuthentication(
  deps: PlatformDeps,
  input: { code: string; stateToken: string },
  address: string,
): Promise<StateMachineResponse> {
  const token = await readIdentityToken(deps.db, deps.clock, 'state', input.stateToken);
  if (!token.codeHash || !safeEqual(hashToken(input.code), token.codeHash)) {
    const left = await countFailedAttempt(deps.db, deps.clock, token.id, MAX_CODE_ATTEMPTS);
    throw identityErrors.verificationFailed(
      left > 0
        ? `The code is not correct (${left} attempts left)`
        : 'The code is not correct; request a new one',
    );
  }
  return deps.db.transaction(async (tx) => {
    const used = await tx.query(
      'update identity_tokens set used_at = $2 where id = $1 and used_at is null returning id',
      [token.id, deps.clock.now()],
    );
    if (used.length === 0) throw identityErrors.tokenUsed('state token');
    await verifyMemberEmail(tx, deps.clock, token.identityId);
    const identity = await findIdentityById(tx, token.identityId);
    if (!identity) throw identityErrors.tokenInvalid('state token');
    const visitorId = typeof token.data.visitorId === 'string' ? token.data.visitorId : undefined;
    return nextState(tx, deps, identity, { visitorId, address });
  });
}

/**
 * `POST /v1/auth/resend {stateToken}`: mails a new code for the same state token; the previous code stops working.
 * @param deps - platform dependencies
 * @param input - the state token
 * @param address - the caller's client address (mail throttling)
 * @throws ApiError token errors for unknown, expired or spent state tokens; 429 when the mail is throttled (the
 * previous code then stays valid)
 */
export async function resendDuringAuthentication(
  deps: PlatformDeps,
  input: { stateToken: string },
  address: string,
): Promise<StateMachineResponse> {
  const token = await readIdentityToken(deps.db, deps.clock, 'state', input.stateToken);
  return deps.db.transaction(async (tx) => {
    const identity = await findIdentityById(tx, token.identityId);
    if (!identity) throw identityErrors.tokenInvalid('state token');
    const code = createNumericCode(6);
    await replaceTokenCode(tx, deps.clock, token.id, code);
    await mailVerificationCode(tx, deps, identity.loginEmail, code, address);
    return {
      state: 'REQUIRE_EMAIL_VERIFICATION',
      stateToken: input.stateToken,
      identity: toIdentityWire(identity, deps.config.emailVerification),
      additionalData: {},
    };
  });
}

/**
 * `POST /v1/start {identityId, target: EMAIL}`: starts a standalone email verification and mails its code. The
 * returned id is not accepted by verify-during-authentication (business-rules 146). Only the member themself or
 * staff may start one, so the endpoint cannot be used to mail strangers; a member's own requests are throttled
 * like every mail a caller asks for, staff's are not.
 * @param deps - platform dependencies
 * @param caller - the caller
 * @param input - the identity to verify
 * @param address - the caller's client address (mail throttling)
 * @throws ApiError 403 for other callers, 404 for an unknown identity, 429 when the mail is throttled
 */
export async function startVerification(
  deps: PlatformDeps,
  caller: Caller,
  input: { identityId: string },
  address: string,
): Promise<{ verificationId: string }> {
  if (!(isStaff(caller) || (caller.kind === 'member' && caller.memberId === input.identityId))) {
    throw ApiError.forbidden('Only the member or staff may start a verification');
  }
  const identity = await findIdentityById(deps.db, input.identityId);
  if (!identity)
    throw ApiError.notFound('IDENTITY_NOT_FOUND', 'No identity with this id', {
      identityId: input.identityId,
    });
  return deps.db.transaction(async (tx) => {
    const code = createNumericCode(6);
    const { id } = await issueIdentityToken(tx, deps.clock, {
      kind: 'verification',
      identityId: identity.id,
      code,
    });
    await mailVerificationCode(tx, deps, identity.loginEmail, code, isStaff(caller) ? null : address);
    return { verificationId: id };
  });
}
