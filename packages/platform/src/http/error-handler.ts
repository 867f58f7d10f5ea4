import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger, PlatformEnv } from '../context';
import { fromDatabaseError } from '../db/database-errors';
import { ApiError, isApiError } from './api-error';

/**
 * The one error handler of the platform (STYLE.md "Errors"): an {@link ApiError} is rendered in the wire format;
 * a known database condition becomes its ApiError; anything else is logged with the request id and answered as a
 * system error that leaks nothing.
 * @param log - where unexpected errors are written
 */
export function createErrorHandler(log: Logger): ErrorHandler<PlatformEnv> {
  return (error, c) => {
    const known = toApiError(error);
    if (known) return renderApiError(c, known);
    const requestId = c.get('requestId') ?? 'unknown';
    log.error(`[bazaar] request ${requestId} ${c.req.method} ${c.req.path} failed:`, error);
    return c.json(
      { message: 'System error occurred', details: { systemError: { errorCode: 'INTERNAL' } } },
      500 as ContentfulStatusCode,
    );
  };
}

/** Answers unknown paths with 404 in the wire format. */
export const handleNotFound: NotFoundHandler<PlatformEnv> = (c) =>
  renderApiError(c, ApiError.notFound('NOT_FOUND', `No such endpoint: ${c.req.method} ${c.req.path}`));

/**
 * Renders an error in the wire format (errors.md §7).
 * @param c - the request context
 * @param error - the error to render
 */
export function renderApiError(c: Context, error: ApiError): Response {
  setRetryAfter(c, error);
  return c.json(error.toBody(), error.status as ContentfulStatusCode);
}

/**
 * Tells a throttled caller when to retry: `Retry-After` from the error's `retryAfterSeconds` (throttles).
 * @param c - the request context
 * @param error - the error about to be rendered
 */
export function setRetryAfter(c: Context, error: ApiError): void {
  if (error.status === 429 && typeof error.data.retryAfterSeconds === 'number') {
    c.header('Retry-After', String(error.data.retryAfterSeconds));
  }
}

function toApiError(error: unknown): ApiError | undefined {
  if (isApiError(error)) return error;
  if (error instanceof HTTPException && error.status < 500) {
    return new ApiError(
      error.status,
      constantCase(error.message || 'Bad Request'),
      error.message || 'Bad Request',
    );
  }
  return fromDatabaseError(error);
}

function constantCase(text: string): string {
  return text
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .join('_')
    .toUpperCase();
}
