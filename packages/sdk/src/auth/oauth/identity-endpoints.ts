import type { EndpointDescriptor } from '../../modules/endpoint';

// endpoints.md "Authentication" / "Recovery and verification" / "Redirects": the calls the sign-in flows make
// themselves. Only `state`, `sessionToken`, `stateToken` and the redirect session's URLs are read from the answers,
// so no response conversions are declared. These descriptors belong to the lazily loaded sign-in chunk: it imports
// nothing from the initial bundle (which would cost one more chunk loaded up front, bundle-size.md), hence its own
// copy of `redirects.createRedirectSession`.

/** `POST /_api/redirects-api/v1/redirect-session` — the same call as `redirects.createRedirectSession`. */
export const CREATE_REDIRECT_SESSION: EndpointDescriptor = {
  method: 'POST',
  path: '/_api/redirects-api/v1/redirect-session',
  args: ['...options'],
};

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
