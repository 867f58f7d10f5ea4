import { ApiError } from '../../http/api-error';

/** RFC 6749 §5.2 error codes of the token endpoint. */
export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'invalid_scope';

/**
 * A token-endpoint failure. It renders in the platform's wire format (application error code = the RFC code in
 * upper case); the token route adds the RFC 6749 fields `error` and `error_description` (business-rules 156).
 * @param status - HTTP status (400, or 401 for a refused client credential)
 * @param error - the RFC 6749 error code
 * @param description - human text
 */
export function oauthError(status: 400 | 401, error: OAuthErrorCode, description: string): ApiError {
  return new ApiError(status, error.toUpperCase(), description, { error });
}
