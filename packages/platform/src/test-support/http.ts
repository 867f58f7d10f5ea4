import type { TestPlatform } from '../testing';

/** JSON request helpers for the platform's own tests (in-process, through `app.request`). */
export interface JsonClient {
  post(
    path: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: any; headers: Headers }>;
  get(
    path: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: any; headers: Headers }>;
}

/**
 * Wraps a test platform in JSON helpers.
 * @param platform - the test platform
 */
export function jsonClient(platform: TestPlatform): JsonClient {
  const send = async (path: string, init: RequestInit) => {
    const res = await platform.request(path, init);
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
  };
  return {
    post: (path, body, headers = {}) =>
      send(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    get: (path, headers = {}) => send(path, { method: 'GET', headers }),
  };
}

/**
 * Decodes a JWT's claims without checking it (tests read what the platform put in).
 * @param token - a compact JWT
 */
export function decodeClaims(token: string): Record<string, any> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}
