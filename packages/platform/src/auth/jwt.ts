import { createSign, createVerify, type KeyObject } from 'node:crypto';

/** Claims of a JSON Web Token (RFC 7519) as a plain object. */
export type JwtClaims = Record<string, unknown> & { exp?: number; iat?: number };

/** Why a token was refused. */
export class JwtError extends Error {
  override readonly name = 'JwtError';
}

/**
 * Signs claims as a compact RS256 JWT.
 * @param claims - the payload
 * @param key - RSA private key
 * @param kid - key id, published in the JWKS
 */
export function signJwt(claims: JwtClaims, key: KeyObject, kid: string): string {
  const header = encode({ alg: 'RS256', typ: 'JWT', kid });
  const payload = encode(claims);
  const signature = createSign('RSA-SHA256').update(`${header}.${payload}`).sign(key).toString('base64url');
  return `${header}.${payload}.${signature}`;
}

/**
 * Verifies a compact RS256 JWT: structure, algorithm, signature with the key named by `kid`, and expiry.
 * @param token - the compact JWT
 * @param findKey - resolves a key id to the RSA public key
 * @param nowSeconds - the current time in epoch seconds (injected clock)
 * @throws JwtError when the token is malformed, signed with an unknown key or badly, or expired
 */
export async function verifyJwt(
  token: string,
  findKey: (kid: string) => Promise<KeyObject | undefined>,
  nowSeconds: number,
): Promise<JwtClaims> {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtError('malformed token');
  const [header64, payload64, signature64] = parts as [string, string, string];
  const header = decode(header64);
  if (header.alg !== 'RS256' || typeof header.kid !== 'string')
    throw new JwtError('unsupported token algorithm');
  const key = await findKey(header.kid);
  if (!key) throw new JwtError('token signed with an unknown key');
  const valid = createVerify('RSA-SHA256')
    .update(`${header64}.${payload64}`)
    .verify(key, Buffer.from(signature64, 'base64url'));
  if (!valid) throw new JwtError('bad token signature');
  const claims = decode(payload64) as JwtClaims;
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) throw new JwtError('token expired');
  return claims;
}

/**
 * True when `value` looks like a compact JWT (three base64url parts).
 * @param value - a credential
 */
export function isJwtShaped(value: string): boolean {
  return /^[\w-]+\.[\w-]+\.[\w-]+$/.test(value);
}

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function decode(part: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new JwtError('malformed token');
}
