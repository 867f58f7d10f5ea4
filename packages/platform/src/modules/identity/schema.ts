import { z } from 'zod';

/**
 * Passwords: 4–100 printable ASCII characters (business-rules 143).
 */
export const passwordSchema = z
  .string()
  .min(4)
  .max(100)
  .regex(/^[\x20-\x7E]+$/, { message: 'must use printable ASCII characters only' });

const text = (max = 255) => z.string().max(max).nullish();

const customValue: z.ZodType<unknown> = z.lazy(() =>
  z.object({
    strValue: z.string().max(10_000).optional(),
    numValue: z.number().optional(),
    dateValue: z.string().max(64).nullish(),
    boolValue: z.boolean().optional(),
    listValue: z.object({ value: z.array(customValue).max(100).optional() }).optional(),
    mapValue: z.object({ value: z.record(z.string(), customValue).optional() }).optional(),
  }),
);

/**
 * An identity address: the wire variant's strings (entities.md Identity `Address`) plus the common address's
 * `streetAddress` and `geocode` objects, which the official client's address transform sends for the spec's
 * `streetAddress{name,number,apt}` and `location` (spec §3 Identity, transforms.md ADDR-req-1).
 */
const identityAddressSchema = z.object({
  country: text(100),
  subdivision: text(100),
  city: text(100),
  postalCode: text(50),
  addressLine: text(200),
  addressLine2: text(200),
  streetName: text(200),
  streetNumber: text(100),
  formattedAddress: text(1000),
  hint: text(500),
  streetAddress: z
    .object({ name: text(200), number: text(100), apt: text(100), formattedAddressLine: text(500) })
    .nullish(),
  geocode: z
    .object({
      latitude: z.number().min(-90).max(90).nullish(),
      longitude: z.number().min(-180).max(180).nullish(),
    })
    .nullish(),
});

/** The identity profile a caller may send (entities.md Identity `identityProfile`); unknown keys are dropped. */
export const identityProfileSchema = z.object({
  firstName: text(),
  lastName: text(),
  nickname: text(),
  picture: text(2048),
  emails: z.array(z.string().max(320)).max(50).optional(),
  phones: z.array(z.string().max(50)).max(50).optional(),
  labels: z.array(z.string().max(255)).max(100).optional(),
  language: text(20),
  privacyStatus: z.enum(['UNDEFINED', 'PUBLIC', 'PRIVATE']).optional(),
  customFields: z
    .array(z.object({ name: z.string().max(255), value: customValue.optional() }))
    .max(100)
    .optional(),
  secondaryEmails: z
    .array(
      z.object({ email: z.string().max(320), tag: z.enum(['UNTAGGED', 'MAIN', 'HOME', 'WORK']).optional() }),
    )
    .max(50)
    .optional(),
  phonesV2: z
    .array(
      z.object({
        countryCode: text(10),
        phone: z.string().max(50),
        tag: z.enum(['UNTAGGED', 'MAIN', 'HOME', 'MOBILE', 'WORK', 'FAX']).optional(),
      }),
    )
    .max(50)
    .optional(),
  addresses: z
    .array(
      z.object({
        address: identityAddressSchema.optional(),
        tag: z.enum(['UNTAGGED', 'HOME', 'WORK', 'BILLING', 'SHIPPING']).optional(),
      }),
    )
    .max(50)
    .optional(),
  company: text(),
  position: text(),
  birthdate: text(10),
  subscription: z.boolean().nullish(),
  vatId: text(50),
});

const captchaTokensSchema = z.array(z.record(z.string(), z.unknown())).max(10).optional();

/** `POST /v2/register`. An email violation carries `data.type: EMAIL` (the official client looks for it). */
export const registerSchema = z.object({
  loginId: z.object({ email: z.email().max(254) }),
  password: passwordSchema,
  profile: identityProfileSchema.optional(),
  captchaTokens: captchaTokensSchema,
  clientMetaData: z.record(z.string(), z.unknown()).nullish(),
});

/**
 * `POST /v2/login`. Only shapes are checked: a malformed email or an empty password must come back as an
 * application error, because the official client reads `applicationError.code` of every login failure
 * (business-rules 142).
 */
export const loginSchema = z.object({
  loginId: z.object({ email: z.string().max(320) }),
  password: z.string().max(1000).nullish(),
  captchaTokens: captchaTokensSchema,
  clientMetaData: z.record(z.string(), z.unknown()).nullish(),
  stateToken: z.string().max(4096).nullish(),
});

/** `POST /v2/change-password`. */
export const changePasswordSchema = z.object({ newPassword: passwordSchema });

/** `POST /v2/sign-on`. */
export const signOnSchema = z.object({
  loginId: z.object({ email: z.email().max(254) }),
  profile: identityProfileSchema.optional(),
  verifyEmail: z.boolean().optional(),
  mergeExistingContact: z.boolean().optional(),
});

/** `GET /v1/logout` (query string). */
export const logoutSchema = z.object({
  postLogoutRedirectUri: z.string().max(2048).optional(),
  clientId: z.string().max(200).optional(),
});

/** `GET /v1/callback` (query string). */
export const callbackSchema = z.object({
  state: z.string().max(200).optional(),
  sessionToken: z.string().min(1).max(4096),
});

/** Factor types (spec §3); only EMAIL can be verified by this platform. */
export const FACTOR_TYPES = [
  'PASSWORD',
  'SMS',
  'CALL',
  'EMAIL',
  'TOTP',
  'PUSH',
  'WEBAUTHN',
  'RECOVERY_CODE',
] as const;

/** `POST /v2/{factorType}/verify` (the path's factorType also appears in the body; the path wins). */
export const factorVerifySchema = z.object({
  factorType: z.enum(FACTOR_TYPES),
  stateToken: z.string().min(1).max(4096),
  rememberThisDevice: z.boolean().optional(),
  emailData: z
    .object({ verificationCode: z.string().max(20).optional(), code: z.string().max(20).optional() })
    .optional(),
});

/** `POST /v1/send-email`. */
export const sendRecoveryEmailSchema = z.object({
  email: z.email().max(254),
  language: z.string().max(20).nullish(),
  redirect: z
    .object({ url: z.string().max(2048).optional(), clientId: z.string().max(200).optional() })
    .optional(),
});

/** `POST /v1/activation-email`. */
export const activationEmailSchema = z.object({
  identityId: z.guid(),
  emailOptions: z.record(z.string(), z.unknown()).optional(),
});

/** `POST /v1/recover`. */
export const recoverSchema = z.object({
  recoveryToken: z.string().min(1).max(4096),
  password: passwordSchema,
});

/** `POST /v1/start`. */
export const startVerificationSchema = z.object({
  identityId: z.guid(),
  target: z.enum(['EMAIL']).optional(),
});

/** `POST /v1/auth/verify`: the code is exactly 6 characters (business-rules 145). */
export const verifyDuringAuthenticationSchema = z.object({
  code: z.string().length(6),
  stateToken: z.string().min(1).max(4096),
});

/** `POST /v1/auth/resend`. */
export const resendDuringAuthenticationSchema = z.object({ stateToken: z.string().min(1).max(4096) });
