import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 256 * options.N! * options.r! },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/**
 * Hashes a password with scrypt (node:crypto). The result records its parameters
 * (`scrypt$N$r$p$salt$hash`), so the cost can change without invalidating stored hashes.
 * @param password - the plain password
 * @param cost - scrypt N, a power of two (16384 in production; tests use less)
 */
export async function hashPassword(password: string, cost = 16384): Promise<string> {
  const salt = randomBytes(16);
  const options = { N: cost, r: 8, p: 1 };
  const key = await derive(password, salt, options);
  return ['scrypt', cost, options.r, options.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

/**
 * Checks a password against a stored hash in constant time.
 * @param password - the plain password
 * @param stored - a hash made by {@link hashPassword}
 * @returns false for a wrong password or an unreadable hash
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
