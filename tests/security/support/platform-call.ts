import type { TestPlatform } from '@bazaar/platform/testing';

/** An answer: status, parsed JSON body (or the raw text when it is not JSON), and the content type. */
export interface CallAnswer {
  status: number;
  body: any;
  contentType: string;
}

/**
 * Calls the platform in-process (`app.request`, no network) with a JSON body.
 * @param platform - the test platform
 * @param authorization - the `Authorization` header (none: anonymous)
 * @param method - HTTP method
 * @param path - path and query
 * @param body - JSON body (not sent when undefined)
 */
export async function callPlatform(
  platform: TestPlatform,
  authorization: string | undefined,
  method: string,
  path: string,
  body?: unknown,
): Promise<CallAnswer> {
  const res = await platform.request(path, {
    method,
    headers: {
      ...(authorization ? { authorization } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined && method !== 'GET' ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {}
  return { status: res.status, body: parsed, contentType: res.headers.get('content-type') ?? '' };
}

/**
 * Like {@link callPlatform}, but throws unless the answer is 200 (for arranging fixtures).
 * @param platform - the test platform
 * @param authorization - the `Authorization` header
 * @param method - HTTP method
 * @param path - path and query
 * @param body - JSON body
 */
export async function callOk(
  platform: TestPlatform,
  authorization: string | undefined,
  method: string,
  path: string,
  body?: unknown,
): Promise<any> {
  const res = await callPlatform(platform, authorization, method, path, body);
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
