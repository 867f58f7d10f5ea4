import { generateKeyPairSync, sign } from 'node:crypto';
import type { TestPlatform } from '@bazaar/platform/testing';

/** The callers of the permission matrix, in the order its table prints them. */
export const CALLERS = [
  'none',
  'expired',
  'forged',
  'visitor',
  'memberA',
  'memberB',
  'contributor',
  'owner',
  'apiKey',
] as const;

/** One caller of the permission matrix. */
export type CallerName = (typeof CALLERS)[number];

/** What each caller is, for the printed table. */
export const CALLER_LABELS: Record<CallerName, string> = {
  none: 'no `Authorization` header',
  expired: "member A's access token after it expired (4 h)",
  forged: "a token with member A's claims signed by a key the platform does not hold",
  visitor: 'an anonymous visitor token',
  memberA: 'member A (MEMBER), who owns the cart, checkout, order and profile under test',
  memberB: 'member B (MEMBER), another member',
  contributor: 'a CONTRIBUTOR member (staff)',
  owner: 'an OWNER member',
  apiKey: 'an API key',
};

/** The `Authorization` header of every caller (`undefined`: none), plus the members behind them. */
export interface Callers {
  headers: Record<CallerName, string | undefined>;
  memberA: { id: string; email: string; password: string };
  memberB: { id: string; email: string; password: string };
  /** The site owner (the OWNER member), whose record only the owner and API keys may change. */
  owner: { id: string };
  /** The visitor id behind the visitor token. */
  visitorId: string;
  /** A new `Authorization` header for the same identity (a new session), for calls that end the session. */
  renew(caller: CallerName): Promise<string | undefined>;
}

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Re-signs a JWT's header and claims with a key the platform never saw (same `kid`, so the platform must reject it
 * on the signature, not on an unknown key id).
 * @param token - a real access token
 */
export function forgeToken(token: string): string {
  const [header, claims] = token.split('.');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const input = `${header}.${claims}`;
  return `${input}.${sign('sha256', Buffer.from(input), privateKey).toString('base64url')}`;
}

/**
 * A JWT signed with `alg: none` (the classic downgrade): must be refused like any unsigned token.
 * @param token - a real access token
 */
export function unsignedToken(token: string): string {
  const claims = token.split('.')[1];
  return `${b64url({ alg: 'none', typ: 'JWT' })}.${claims}.`;
}

/**
 * Creates the matrix's callers on a platform. The expired token is minted with the clock set five hours back.
 * @param platform - the test platform
 */
export async function createCallers(platform: TestPlatform): Promise<Callers> {
  const { seed, clock } = platform;
  const memberA = await seed.member({ email: 'member-a@security.test', nickname: 'Member A' });
  const memberB = await seed.member({ email: 'member-b@security.test', nickname: 'Member B' });
  const contributor = await seed.member({ email: 'contributor@security.test', role: 'CONTRIBUTOR' });
  const owner = await seed.owner({ email: 'owner@security.test' });
  const now = clock.now();
  clock.set(new Date(now.getTime() - 5 * 3600_000));
  const expired = await seed.memberTokens(memberA.id);
  clock.set(now);
  const visitor = await seed.visitorTokens();
  const memberIds: Partial<Record<CallerName, string>> = {
    memberA: memberA.id,
    memberB: memberB.id,
    contributor: contributor.id,
    owner: owner.id,
  };
  const headers: Record<CallerName, string | undefined> = {
    none: undefined,
    expired: expired.accessToken,
    forged: '',
    visitor: visitor.accessToken,
    memberA: (await seed.memberTokens(memberA.id)).accessToken,
    memberB: (await seed.memberTokens(memberB.id)).accessToken,
    contributor: (await seed.memberTokens(contributor.id)).accessToken,
    owner: (await seed.memberTokens(owner.id)).accessToken,
    apiKey: (await seed.apiKey('security matrix')).key,
  };
  headers.forged = forgeToken(headers.memberA!);
  return {
    headers,
    memberA,
    memberB,
    owner: { id: owner.id },
    visitorId: visitor.visitorId,
    async renew(caller) {
      const memberId = memberIds[caller];
      if (memberId) return (await seed.memberTokens(memberId)).accessToken;
      if (caller === 'visitor') return (await seed.visitorTokens()).accessToken;
      return headers[caller];
    },
  };
}
