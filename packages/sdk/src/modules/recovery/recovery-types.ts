/** Where a recovery or activation link leads once the member has set a password. */
export interface RecoveryRedirect {
  url?: string;
  /** The OAuth app whose allowed redirect URIs `url` must be among. */
  clientId?: string | null;
}

/** Options of `sendRecoveryEmail`. */
export interface SendRecoveryEmailOptions {
  language?: string | null;
  redirect?: RecoveryRedirect;
}

/** Options of `sendActivationEmail`. */
export interface SendActivationEmailOptions {
  emailOptions?: { language?: string | null; redirect?: RecoveryRedirect };
}

/** Options of `recover`. */
export interface RecoverOptions {
  /** The new password. */
  password?: string | null;
}
