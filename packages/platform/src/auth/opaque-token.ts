import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Creates a random secret with a readable prefix (`bzr_` refresh token, `bzk_` API key, `bzs_` session token…).
 * Only its {@link hashToken} is ever stored.
 * @param prefix - what kind of secret this is
 */
export function createOpaqueToken(prefix: string): string {
  return `${prefix}_${randomBytes(32).toString('base64url')}`;
}

/**
 * SHA-256 of a secret, hex. Secrets are 256-bit random values, so a fast hash is enough (no salt or stretching).
 * @param token - the secret
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Compares two strings in constant time.
 * @param a - first value
 * @param b - second value
 */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * A numeric one-time code of `length` digits (email verification), uniformly random.
 * @param length - number of digits (6, business-rules 145)
 */
export function createNumericCode(length = 6): string {
  let code = '';
  while (code.length < length) {
    const byte = randomBytes(1)[0] ?? 0;
    // Reject 250–255 so every digit is equally likely.
    if (byte < 250) code += String(byte % 10);
  }
  return code;
}
