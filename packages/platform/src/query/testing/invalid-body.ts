/**
 * Test helper: runs something that must fail with a 400 `ApiError` and returns the wire body it would send.
 */
import { type ErrorBody, type FieldViolation, isApiError } from '../../http/api-error';

/**
 * Runs `work` and returns the body of the 400 it throws.
 * @param work - code expected to throw (sync or async)
 * @throws Error - when it succeeds or throws anything but a 400 `ApiError`
 */
export async function invalidBody(work: () => unknown): Promise<ErrorBody> {
  try {
    await work();
  } catch (error) {
    if (isApiError(error) && error.status === 400) return error.toBody();
    throw error;
  }
  throw new Error('expected a 400 ApiError, but the call succeeded');
}

/**
 * The field violations of the 400 that `work` throws.
 * @param work - code expected to throw
 */
export async function violationsOf(work: () => unknown): Promise<FieldViolation[]> {
  return (await invalidBody(work)).details.validationError?.fieldViolations ?? [];
}
