import type { Context } from 'hono';
import { ApiError } from './api-error';

/**
 * Reads a POST/PATCH body as a JSON object. An empty body is `{}` (the SDK sends `{}` for empty requests, but other
 * clients may send nothing). `application/x-www-form-urlencoded` bodies are accepted too (the token endpoint takes
 * both, business-rules 155).
 * @param c - the request context
 * @throws ApiError 400 when the body is not JSON or not a JSON object
 */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw ApiError.invalidField('body', 'is not valid JSON', 'FORMAT', { type: 'JSON' });
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw ApiError.invalidField('body', 'must be a JSON object', 'FORMAT', { type: 'JSON_OBJECT' });
  }
  return value as Record<string, unknown>;
}
