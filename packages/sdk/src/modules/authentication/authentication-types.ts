import type {
  CaptchaToken,
  FactorType,
  Identity,
  IdentityProfile,
  StateMachineResponse,
} from './identity-types';

/** Options of `registerV2`. */
export interface RegisterV2Options {
  password?: string;
  profile?: IdentityProfile;
  /** Send both the visible and the invisible token when the site asks for a captcha (spec §5). */
  captchaTokens?: CaptchaToken[];
  clientMetaData?: Record<string, unknown> | null;
}

/** Options of `loginV2`. */
export interface LoginV2Options {
  password?: string | null;
  captchaTokens?: CaptchaToken[];
  clientMetaData?: Record<string, unknown> | null;
  stateToken?: string | null;
}

/** Options of `signOn` (elevated). */
export interface SignOnOptions {
  profile?: IdentityProfile;
  /** Mark the e-mail as verified without sending a code. */
  verifyEmail?: boolean;
  mergeExistingContact?: boolean;
}

/** Answer of `signOn`: a session token for the member, exchanged like a login's. */
export interface SignOnResponse {
  sessionToken?: string;
  identity?: Identity;
  [field: string]: unknown;
}

/** Options of `loginCallback`. */
export interface LoginCallbackOptions {
  /** The id of a pending `auth` redirect session to answer with an authorization code. */
  state?: string;
  sessionToken?: string;
}

/** Options of `logout`. */
export interface LogoutOptions {
  /** Where the browser goes afterwards; must be an allowed URI of the OAuth app. */
  postLogoutRedirectUri?: string | null;
  clientId?: string | null;
}

/** Options of `verify`: the stateToken and the data of the factor being verified. */
export interface VerifyOptions {
  stateToken?: string;
  rememberThisDevice?: boolean;
  emailData?: { code?: string | null; verificationCode?: string | null };
  smsData?: { code?: string | null; deliveryMethod?: string; templateId?: string | null };
  callData?: { code?: string | null };
  totpData?: { code?: string | null };
  pushData?: { transactionId?: string | null };
  [field: string]: unknown;
}

/** Answer of `verify` and `resendDuringAuthentication`: a state machine answer, with MFA data when required. */
export interface VerifyResponse extends StateMachineResponse {
  requireMfaData?: { availableFactors?: Array<{ factorType?: FactorType }>; reason?: string };
  mfaChallengeData?: { factorType?: FactorType; [field: string]: unknown };
}
