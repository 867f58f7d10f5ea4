import { epochSeconds } from '../clock';
import type { PlatformDeps } from '../context';
import { signJwt } from './jwt';

/** Access tokens live 4 hours (business-rules 156). */
export const ACCESS_TOKEN_TTL_SECONDS = 14_400;

/** The issuer claim of every access token. */
export const TOKEN_ISSUER = 'bazaar';

/** Who an access token speaks for: the token session it was minted from. */
export interface TokenSubject {
  /** `oauth_sessions.id`. */
  sessionId: string;
  role: 'visitor' | 'member';
  visitorId?: string | null;
  memberId?: string | null;
  clientId?: string | null;
}

/** The claims of an access token. */
export interface AccessTokenClaims {
  iss: string;
  /** The visitor or member id. */
  sub: string;
  role: 'visitor' | 'member';
  sid: string;
  cid?: string;
  /** For members: the visitor the login started from (cart carry-over). */
  vid?: string;
  iat: number;
  exp: number;
}

/**
 * Mints a signed access token (RS256 JWT) for a token session.
 * @param deps - platform dependencies (keys and clock)
 * @param subject - the session the token belongs to
 */
export async function issueAccessToken(
  deps: Pick<PlatformDeps, 'keys' | 'clock'>,
  subject: TokenSubject,
): Promise<{ accessToken: string; expiresIn: number }> {
  const key = await deps.keys.current();
  const iat = epochSeconds(deps.clock);
  const sub = subject.role === 'member' ? subject.memberId : subject.visitorId;
  if (!sub) throw new Error(`a ${subject.role} token needs its ${subject.role} id`);
  const claims: AccessTokenClaims = {
    iss: TOKEN_ISSUER,
    sub,
    role: subject.role,
    sid: subject.sessionId,
    ...(subject.clientId ? { cid: subject.clientId } : {}),
    ...(subject.role === 'member' && subject.visitorId ? { vid: subject.visitorId } : {}),
    iat,
    exp: iat + ACCESS_TOKEN_TTL_SECONDS,
  };
  return {
    accessToken: signJwt({ ...claims }, key.privateKey, key.kid),
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
  };
}
