/** Login states (spec §3 "Tokens and login result"), for code ported from the official `LoginState` enum. */
export const LoginState = {
  SUCCESS: 'SUCCESS',
  INITIAL: 'INITIAL',
  FAILURE: 'FAILURE',
  EMAIL_VERIFICATION_REQUIRED: 'EMAIL_VERIFICATION_REQUIRED',
  OWNER_APPROVAL_REQUIRED: 'OWNER_APPROVAL_REQUIRED',
  USER_CAPTCHA_REQUIRED: 'USER_CAPTCHA_REQUIRED',
  SILENT_CAPTCHA_REQUIRED: 'SILENT_CAPTCHA_REQUIRED',
} as const;

/** A login state. */
export type LoginState = (typeof LoginState)[keyof typeof LoginState];
