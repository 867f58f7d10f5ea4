import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { safeEqual } from '../auth/opaque-token';
import type { PlatformDeps } from '../context';
import { isSecureOrigin } from '../http/public-url';

const COOKIE = 'bazaar_csrf';

/**
 * CSRF protection of the hosted forms, "signed double submit": a random cookie (HttpOnly, SameSite=Lax) and a form
 * field holding its HMAC under a server secret derived from the signing key. A cross-site page can neither read the
 * cookie nor forge the HMAC, and an injected cookie does not match any field it can produce.
 */
export interface Csrf {
  /** The form token for this browser (sets the cookie when missing). */
  token(c: Context): Promise<string>;
  /** True when the submitted form token matches this browser's cookie. */
  verify(c: Context, submitted: unknown): Promise<boolean>;
}

/**
 * Creates the CSRF helper.
 * @param deps - platform dependencies (keys for the secret, config for `Secure`)
 */
export function createCsrf(deps: Pick<PlatformDeps, 'keys' | 'config'>): Csrf {
  let secret: Promise<Buffer> | undefined;
  const getSecret = () => {
    secret ??= deps.keys.current().then(({ privateKey }) =>
      createHash('sha256')
        .update('bazaar.csrf')
        .update(privateKey.export({ type: 'pkcs8', format: 'der' }))
        .digest(),
    );
    return secret;
  };
  const sign = async (value: string) =>
    createHmac('sha256', await getSecret())
      .update(value)
      .digest('base64url');

  return {
    async token(c) {
      let value = getCookie(c, COOKIE);
      if (!value || !/^[\w-]{20,100}$/.test(value)) {
        value = randomBytes(24).toString('base64url');
        setCookie(c, COOKIE, value, {
          httpOnly: true,
          sameSite: 'Lax',
          secure: isSecureOrigin(c, deps.config),
          path: '/',
        });
      }
      return sign(value);
    },
    async verify(c, submitted) {
      const value = getCookie(c, COOKIE);
      if (!value || typeof submitted !== 'string') return false;
      return safeEqual(await sign(value), submitted);
    },
  };
}
