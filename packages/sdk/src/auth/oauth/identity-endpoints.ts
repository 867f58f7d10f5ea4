import type { EndpointDescriptor } from '../../modules/endpoint';

// endpoints.md "Authentication" / "Recovery and verification": the identity calls the strategy makes itself.
// Only `state`, `sessionToken` and `stateToken` are read from the answers, so no response conversions are declared.

/** `POST /_api/iam/authentication/v2/login` — `{ loginId, password, captchaTokens }`. */
export const LOGIN: EndpointDescriptor = {
  method: 'POST',
  path: '/_api/iam/authentication/v2/login',
  args: ['loginId', '...options'],
};

/** `POST /_api/iam/authentication/v2/register` — `{ loginId, password, profile, captchaTokens }`. */
export const REGISTER: EndpointDescriptor = {
  method: 'POST',
  path: '/_api/iam/authentication/v2/register',
  args: ['loginId', '...options'],
  // TS-req-1 / FL-req-1
  request: {
    timestamps: ['profile.customFields.value.dateValue'],
    floats: ['profile.customFields.value.numValue'],
  },
};

/** `POST /_api/iam/verification/v1/auth/verify` — `{ code, stateToken }`. */
export const VERIFY: EndpointDescriptor = {
  method: 'POST',
  path: '/_api/iam/verification/v1/auth/verify',
  args: ['code', '...options'],
  params: { code: 'string!' },
};

/** `POST /_api/iam/recovery/v1/send-email` — `{ email, redirect: { url, clientId } }`. */
export const SEND_RECOVERY_EMAIL: EndpointDescriptor = {
  method: 'POST',
  path: '/_api/iam/recovery/v1/send-email',
  args: ['email', '...options'],
  params: { email: 'string!' },
};
