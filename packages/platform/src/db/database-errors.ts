import { ApiError } from '../http/api-error';

/**
 * Maps a PostgreSQL error (from either adapter) to the wire error it stands for, in one place (STYLE.md "Errors").
 * Services that expect a conflict should still check first and throw their own coded error; this is the safety net.
 * @param error - anything thrown by a query
 * @returns the matching {@link ApiError}, or undefined when the error is not a known database condition
 */
export function fromDatabaseError(error: unknown): ApiError | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (typeof code !== 'string') return undefined;
  switch (code) {
    case '23505':
      return ApiError.conflict('ALREADY_EXISTS', 'An entity with the same unique value already exists');
    case '23503':
      return ApiError.precondition(
        'REFERENCE_NOT_FOUND',
        'The request refers to an entity that does not exist',
      );
    case '22P02':
    case '22007':
    case '22008':
      return ApiError.invalidField('request', 'contains a value of the wrong format', 'FORMAT', {});
    case '40001':
    case '40P01':
      return new ApiError(
        409,
        'CONCURRENT_MODIFICATION',
        'The entity was changed concurrently; retry the request',
      );
    default:
      return undefined;
  }
}
