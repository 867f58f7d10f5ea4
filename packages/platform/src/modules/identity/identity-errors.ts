import { ApiError, type FieldViolation } from '../../http/api-error';

/**
 * The numeric error codes the official client maps to `errorCode` (errors.md §5, business-rules 141). They travel
 * as strings in `details.applicationError.code`; login failures always carry an application error (rule 142).
 */
export const IDENTITY_CODES = {
  emailExists: '-19995',
  invalidPassword: '-19976',
  resetPassword: '-19973',
  missingCaptcha: '-19971',
  invalidCaptcha: '-19970',
} as const;

/** Errors of the identity flows, one factory per case so every route answers the same way. */
export const identityErrors = {
  emailExists: (email: string) =>
    ApiError.conflict(IDENTITY_CODES.emailExists, 'A member with this email already exists', { email }),
  invalidPassword: () => ApiError.badRequest(IDENTITY_CODES.invalidPassword, 'Wrong email or password'),
  // A login request that does not validate is still a login failure: the official client reads
  // `applicationError.code` of every one and throws a TypeError on a validation error (business-rules 142). A bad
  // password alone is a wrong password; anything else (no email, an unreadable body) is a 400 that clients map to
  // invalidEmail. The violations travel in `data`, so the caller still learns which field was wrong.
  invalidLoginRequest: (description: string, violations: FieldViolation[]) =>
    ApiError.badRequest(
      violations.every((violation) => violation.field === 'password')
        ? IDENTITY_CODES.invalidPassword
        : 'INVALID_ARGUMENT',
      description,
      { fieldViolations: violations },
    ),
  resetPassword: () =>
    ApiError.badRequest(IDENTITY_CODES.resetPassword, 'The password must be reset before signing in'),
  missingCaptcha: () => ApiError.badRequest(IDENTITY_CODES.missingCaptcha, 'A captcha token is required'),
  invalidCaptcha: () => ApiError.badRequest(IDENTITY_CODES.invalidCaptcha, 'The captcha token is not valid'),
  unknownEmail: () => ApiError.notFound('MEMBER_NOT_FOUND', 'No member with this email'),
  blocked: () => ApiError.forbidden('This member is blocked and cannot sign in'),
  offline: () => ApiError.forbidden('This member is disconnected and cannot sign in'),
  throttled: (retryAfterSeconds: number) =>
    ApiError.exhausted('THROTTLED_FEATURE', 'Too many failed sign-in attempts; try again later', {
      retryAfterSeconds,
    }),
  // Same code and shape as the login throttle (errors.md §4 lists THROTTLED_FEATURE for register and login), so
  // clients that handle one handle both.
  mailThrottled: (retryAfterSeconds: number) =>
    ApiError.exhausted(
      'THROTTLED_FEATURE',
      'Too many emails were requested for this address; try again later',
      {
        retryAfterSeconds,
      },
    ),
  verificationFailed: (reason: string) => ApiError.badRequest('VERIFICATION_FAILED', reason),
  tokenInvalid: (what: string) => ApiError.badRequest('INVALID_TOKEN', `The ${what} is not valid`),
  tokenExpired: (what: string) => ApiError.precondition('TOKEN_EXPIRED', `The ${what} has expired`),
  tokenUsed: (what: string) => ApiError.exhausted('TOKEN_ALREADY_USED', `The ${what} was already used`),
};
