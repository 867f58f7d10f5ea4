import type { MiddlewareHandler } from 'hono';
import { epochSeconds } from '../clock';
import type { PlatformDeps, PlatformEnv } from '../context';
import { findApiKey } from '../modules/api-keys/service';
import { findActiveMemberSession } from '../modules/oauth/sessions';
import type { AccessTokenClaims } from './access-token';
import { ANONYMOUS, type Caller } from './caller';
import { isJwtShaped, JwtError } from './jwt';
import { createTokenVerifier, type TokenVerifier } from './verified-tokens';

// One verifier per platform (its signing keys), so platforms in one process never share what they verified.
const verifiers = new WeakMap<PlatformDeps['keys'], TokenVerifier>();
const verifierOf = (deps: PlatformDeps) => {
  const known = verifiers.get(deps.keys);
  if (known) return known;
  const verifier = createTokenVerifier(deps.keys.find);
  verifiers.set(deps.keys, verifier);
  return verifier;
};

/**
 * Splits an `Authorization` header into credentials. The official client sends the raw access token (no
 * `Bearer `), and `<accessToken>,<apiKey>` for elevated identity calls (business-rules X4); both forms and
 * `Bearer <token>` are accepted.
 * @param header - the header value
 */
export function parseAuthorization(header: string | undefined): { token?: string; apiKey?: string } {
  if (!header) return {};
  // The official client's form, a bare token: nothing to strip or split (a token has no comma or whitespace).
  if (isJwtShaped(header)) return { token: header };
  const parts = header
    .replace(/^Bearer\s+/i, '')
    .split(',')
    .map((part) => part.trim().replace(/^Bearer\s+/i, ''))
    .filter(Boolean);
  const out: { token?: string; apiKey?: string } = {};
  for (const part of parts) {
    if (isJwtShaped(part)) out.token ??= part;
    else out.apiKey ??= part;
  }
  return out;
}

/**
 * Resolves the caller of every request into `c.get('caller')`. Never rejects by itself: a refused credential
 * leaves an anonymous caller carrying `authError`, and the route's guard decides (auth/guards.ts) — so public
 * routes keep working for a client holding a stale token.
 * @param deps - platform dependencies
 */
export function resolveCaller(deps: PlatformDeps): MiddlewareHandler<PlatformEnv> {
  return async (c, next) => {
    c.set('caller', await identify(deps, c.req.header('authorization')));
    await next();
  };
}

/**
 * Identifies the caller behind an `Authorization` header.
 * @param deps - platform dependencies
 * @param header - the header value
 */
export async function identify(deps: PlatformDeps, header: string | undefined): Promise<Caller> {
  const { token, apiKey } = parseAuthorization(header);
  if (apiKey) {
    const key = await findApiKey(deps.db, apiKey);
    return key
      ? { kind: 'apiKey', apiKeyId: key.id }
      : { kind: 'anonymous', authError: 'Unknown or revoked API key' };
  }
  if (!token) return header ? { kind: 'anonymous', authError: 'Unreadable authorization header' } : ANONYMOUS;
  let claims: AccessTokenClaims;
  try {
    claims = (await verifierOf(deps)(token, epochSeconds(deps.clock))) as unknown as AccessTokenClaims;
  } catch (error) {
    if (error instanceof JwtError)
      return { kind: 'anonymous', authError: `Invalid access token: ${error.message}` };
    throw error;
  }
  const base = { sessionId: claims.sid, ...(claims.cid ? { clientId: claims.cid } : {}) };
  if (claims.role === 'visitor') return { kind: 'visitor', visitorId: claims.sub, ...base };
  // Member tokens are checked against their session on every call, so logout, blocking and deletion take effect
  // at once rather than when the 4-hour token expires (business-rules 119, 122, 160).
  const session = await findActiveMemberSession(deps.db, claims.sid, claims.sub);
  if (!session) return { kind: 'anonymous', authError: 'The member session has ended' };
  return {
    kind: 'member',
    memberId: claims.sub,
    role: session.role,
    ...(claims.vid ? { visitorId: claims.vid } : {}),
    ...base,
  };
}
