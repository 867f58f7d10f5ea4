import type { ErrorDetails } from '../../errors/bazaar-error';

/** Why a login or registration failed, for the UI to branch on. */
export type LoginErrorCode =
  | 'invalidEmail'
  | 'invalidPassword'
  | 'resetPassword'
  | 'missingCaptchaToken'
  | 'emailAlreadyExists'
  | 'invalidCaptchaToken';

/** The outcome of `login`, `register` and `processVerification`. */
export type LoginResult =
  | { loginState: 'SUCCESS'; data: { sessionToken: string } }
  | { loginState: 'EMAIL_VERIFICATION_REQUIRED'; data: { stateToken: string } }
  | { loginState: 'OWNER_APPROVAL_REQUIRED' }
  | { loginState: 'INITIAL' }
  | { loginState: 'FAILURE'; error: string; errorCode?: LoginErrorCode };

/**
 * Maps an authentication answer's `state` to a login result (spec §4 "Login state from authentication answers").
 *
 * @param response - the register/login/verify answer
 * @returns the result; any state other than the three known ones is FAILURE 'Unknown _state'
 */
export function toLoginResult(response: {
  state?: string;
  sessionToken?: string;
  stateToken?: string;
}): LoginResult {
  switch (response.state) {
    case 'SUCCESS':
      return { loginState: 'SUCCESS', data: { sessionToken: response.sessionToken ?? '' } };
    case 'REQUIRE_OWNER_APPROVAL':
      return { loginState: 'OWNER_APPROVAL_REQUIRED' };
    case 'REQUIRE_EMAIL_VERIFICATION':
      return { loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: response.stateToken ?? '' } };
    default:
      return { loginState: 'FAILURE', error: 'Unknown _state' };
  }
}

// errors.md §5: identity codes are numeric strings, compared as strings.
const LOGIN_CODES: Record<string, LoginErrorCode> = {
  '-19971': 'missingCaptchaToken',
  '-19970': 'invalidCaptchaToken',
  '-19976': 'invalidPassword',
  '-19973': 'resetPassword',
};
const REGISTER_CODES: Record<string, LoginErrorCode> = {
  '-19971': 'missingCaptchaToken',
  '-19995': 'emailAlreadyExists',
  '-19970': 'invalidCaptchaToken',
};

/**
 * Maps a failed login or registration to a FAILURE result with the spec §8 error codes. Unlike the official
 * strategy it never throws a TypeError on unexpected error shapes: a validation error with an e-mail violation
 * (`data.type === 'EMAIL'`) is `invalidEmail` with that violation's description; for login, every other failure
 * without a known code is `invalidEmail` too (spec §8 "any other login error"; the official client answers a
 * detail-less 5xx the same way); for register it is a bare FAILURE with the message.
 *
 * @param error - the error the call raised (a BazaarError; its `details` are read)
 * @param kind - which table to use
 * @returns the FAILURE result
 */
export function toLoginFailure(
  error: { message: string; details?: ErrorDetails },
  kind: 'login' | 'register',
): LoginResult {
  // Branches on the official `details` shape rather than on the error classes, as code written for the official
  // client does: this module is part of the lazily loaded sign-in chunk, which imports nothing from the initial
  // bundle (bundle-size.md).
  const { validationError, applicationError } = error.details ?? {};
  const email = validationError?.fieldViolations.find((violation) => violation.data?.type === 'EMAIL');
  if (email) return { loginState: 'FAILURE', error: email.description, errorCode: 'invalidEmail' };
  const table = kind === 'login' ? LOGIN_CODES : REGISTER_CODES;
  const code = applicationError?.code;
  const errorCode =
    code !== undefined && Object.hasOwn(table, code)
      ? table[code]
      : kind === 'login'
        ? 'invalidEmail'
        : undefined;
  return errorCode
    ? { loginState: 'FAILURE', error: error.message, errorCode }
    : { loginState: 'FAILURE', error: error.message };
}
