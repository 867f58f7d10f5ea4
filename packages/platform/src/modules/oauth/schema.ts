import { z } from 'zod';

const optionalText = z.string().max(4096).optional();

/**
 * `POST /oauth2/token` after key normalisation: the official client sends camelCase for the first three grants and
 * snake_case for `authorized_client` (business-rules 155), so both spellings are folded to camelCase first.
 */
export const tokenRequestSchema = z.discriminatedUnion('grantType', [
  z.object({ grantType: z.literal('anonymous'), clientId: z.string().min(1).max(200) }),
  z.object({
    grantType: z.literal('refresh_token'),
    refreshToken: z.string().min(1).max(4096),
    clientId: optionalText,
  }),
  z.object({
    grantType: z.literal('authorization_code'),
    clientId: z.string().min(1).max(200),
    code: z.string().min(1).max(4096),
    // RFC 7636 §4.1 (and SPEC §9): 43–128 characters of the unreserved set.
    codeVerifier: z
      .string()
      .min(43)
      .max(128)
      .regex(/^[A-Za-z0-9._~-]+$/),
    redirectUri: optionalText,
  }),
  z.object({
    grantType: z.literal('authorized_client'),
    memberId: z.string().min(1).max(200),
    scope: optionalText,
    sessionToken: optionalText,
  }),
]);

/** The grant types the token endpoint serves. */
export const GRANT_TYPES = ['anonymous', 'refresh_token', 'authorization_code', 'authorized_client'] as const;

const SNAKE_TO_CAMEL: Record<string, string> = {
  grant_type: 'grantType',
  client_id: 'clientId',
  refresh_token: 'refreshToken',
  redirect_uri: 'redirectUri',
  code_verifier: 'codeVerifier',
  member_id: 'memberId',
  session_token: 'sessionToken',
};

/**
 * Folds snake_case token-request keys to camelCase (a camelCase key wins when both are sent).
 * @param body - the decoded body
 */
export function normalizeTokenRequest(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const camel = SNAKE_TO_CAMEL[key];
    if (camel) {
      if (!(camel in body)) out[camel] = value;
    } else out[key] = value;
  }
  return out;
}

/** `POST /oauth2/token-info`. */
export const tokenInfoSchema = z.object({ token: z.string().min(1).max(8192) });
