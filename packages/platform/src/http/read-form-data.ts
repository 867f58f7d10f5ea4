import type { Context } from 'hono';
import { ApiError } from './api-error';

/**
 * Parses a multipart or URL-encoded body. A malformed one (say `multipart/form-data` without a boundary) makes the
 * runtime throw a `TypeError`, which would surface as a 500: it is the client's mistake, so it is a 400.
 * @param c - the request context
 * @throws ApiError 400 when the body cannot be parsed as the form its content type announces
 */
export async function readFormData(c: Context): ReturnType<Context['req']['parseBody']> {
  try {
    return await c.req.parseBody();
  } catch (error) {
    if (error instanceof TypeError) {
      throw ApiError.invalidField('body', 'is not valid form data', 'FORMAT', { type: 'FORM_DATA' });
    }
    throw error;
  }
}
