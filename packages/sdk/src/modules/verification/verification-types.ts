/** Options of `start`. */
export interface StartVerificationOptions {
  identityId?: string | null;
  /** Where the code goes (the only target is EMAIL). */
  target?: 'EMAIL';
}

/** Answer of `start`. */
export interface StartVerificationResponse {
  verificationId?: string;
}

/** Options of `verifyDuringAuthentication`. */
export interface VerifyDuringAuthenticationOptions {
  /** The stateToken of the EMAIL_VERIFICATION_REQUIRED answer. */
  stateToken: string;
}
