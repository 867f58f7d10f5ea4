// Identity shapes shared by the authentication, recovery and verification modules, as the caller sees them
// (spec §3 "Identity", endpoints.md rows 3–15): `id/createdDate/updatedDate` renamed to `_id/_createdDate/_updatedDate`,
// the listed timestamps as `Date`. Addresses keep their WIRE shape (`addressLine`, `geocode`), like the cart's: the
// official client renames them and drops unknown keys (transforms.md §2 "Address"). Names carry an `Identity` prefix
// where a bare name (`Address`, `Email`, `CustomField`) would clash with other modules' types.

/** How a member signs in: an e-mail address (the only login id the platform knows). */
export interface LoginId {
  email?: string;
}

/** A captcha answer; register/login send both the visible and the invisible token (spec §5). */
export interface CaptchaToken {
  Recaptcha?: string;
  InvisibleRecaptcha?: string;
  NoCaptcha?: string;
  recaptchaForClientSiteKey?: { token?: string; siteKeyId?: string };
}

/** A custom field's value: exactly one of the members is set. */
export interface IdentityCustomValue {
  strValue?: string;
  numValue?: number;
  dateValue?: Date | null;
  boolValue?: boolean;
  listValue?: { value?: IdentityCustomValue[] };
  mapValue?: { value?: Record<string, IdentityCustomValue> };
}

/** A named custom field of an identity profile. */
export interface IdentityCustomField {
  name?: string;
  value?: IdentityCustomValue;
}

/** E-mail tags (spec §3). */
export type IdentityEmailTag = 'UNTAGGED' | 'MAIN' | 'HOME' | 'WORK';
/** Phone tags (spec §3). */
export type IdentityPhoneTag = 'UNTAGGED' | 'MAIN' | 'HOME' | 'MOBILE' | 'WORK' | 'FAX';
/** Address tags (spec §3). */
export type IdentityAddressTag = 'UNTAGGED' | 'HOME' | 'WORK' | 'BILLING' | 'SHIPPING';
/** Privacy status (spec §3). */
export type IdentityPrivacyStatus = 'UNDEFINED' | 'PUBLIC' | 'PRIVATE';

/** An identity's postal address, in its wire shape. */
export interface IdentityAddress {
  country?: string | null;
  subdivision?: string | null;
  city?: string | null;
  postalCode?: string | null;
  addressLine?: string | null;
  addressLine2?: string | null;
  formattedAddress?: string | null;
  geocode?: { latitude?: number; longitude?: number };
  streetAddress?: { name?: string; number?: string; apt?: string };
  [field: string]: unknown;
}

/** The profile of an identity (what register and sign-on accept, what answers carry). */
export interface IdentityProfile {
  firstName?: string | null;
  lastName?: string | null;
  nickname?: string | null;
  picture?: string | null;
  emails?: string[];
  phones?: string[];
  labels?: string[];
  language?: string | null;
  privacyStatus?: IdentityPrivacyStatus;
  customFields?: IdentityCustomField[];
  secondaryEmails?: Array<{ email?: string; tag?: IdentityEmailTag }>;
  phonesV2?: Array<{ countryCode?: string | null; phone?: string; tag?: IdentityPhoneTag }>;
  addresses?: Array<{ address?: IdentityAddress; tag?: IdentityAddressTag }>;
  company?: string | null;
  position?: string | null;
  birthdate?: string | null;
  slug?: string | null;
  subscription?: boolean | null;
  vatId?: string | null;
  [field: string]: unknown;
}

/** Identity status names (spec §3). */
export type IdentityStatusName = 'UNKNOWN_STATUS' | 'PENDING' | 'ACTIVE' | 'DELETED' | 'BLOCKED' | 'OFFLINE';

/** Factor types (spec §3; the platform verifies EMAIL only). */
export type FactorType =
  | 'PASSWORD'
  | 'SMS'
  | 'CALL'
  | 'EMAIL'
  | 'TOTP'
  | 'PUSH'
  | 'WEBAUTHN'
  | 'RECOVERY_CODE';

/** An authentication factor of an identity. */
export interface IdentityFactor {
  factorId?: string;
  type?: FactorType;
  status?: 'INACTIVE' | 'ACTIVE' | 'REQUIRE_REENROLL';
}

/** A site member's identity, as authentication answers return it. */
export interface Identity {
  _id?: string | null;
  revision?: string | null;
  _createdDate?: Date | null;
  _updatedDate?: Date | null;
  identityProfile?: IdentityProfile;
  email?: { address?: string; isVerified?: boolean };
  status?: { name?: IdentityStatusName; reasons?: string[] };
  factors?: IdentityFactor[];
  connections?: Array<Record<string, unknown>>;
  metadata?: Record<string, unknown>;
  [field: string]: unknown;
}

/** Server states of the sign-in state machine (spec §4 "Login state from authentication answers"). */
export type StateType =
  | 'UNKNOWN_STATE'
  | 'SUCCESS'
  | 'REQUIRE_OWNER_APPROVAL'
  | 'REQUIRE_EMAIL_VERIFICATION'
  | 'STATUS_CHECK'
  | 'REQUIRE_MISSING_FIELDS';

/**
 * The answer of register, login, recover and verification: the state, and a `sessionToken` (SUCCESS, exchanged for
 * member tokens with `auth.complete(sessionToken)`) or a `stateToken` (to continue the flow).
 */
export interface StateMachineResponse {
  state?: StateType;
  sessionToken?: string | null;
  stateToken?: string | null;
  identity?: Identity;
  additionalData?: Record<string, IdentityCustomValue>;
  [field: string]: unknown;
}

/** A raw HTTP answer (`loginCallback`, `logout`): the body's base64 text arrives decoded as bytes. */
export interface RawHttpResponse {
  body?: Uint8Array;
  statusCode?: number | null;
  headers?: Array<{ key?: string; value?: string }>;
}
