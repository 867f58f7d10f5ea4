import { randomUUID } from 'node:crypto';
import { issueAccessToken } from '../auth/access-token';
import type { MemberRole } from '../auth/caller';
import { hashPassword } from '../auth/password';
import type { PlatformDeps } from '../context';
import { createApiKey } from '../modules/api-keys/service';
import { createIdentity, type MemberStatus } from '../modules/identity/identity-store';
import { createOAuthApp, type OAuthApp } from '../modules/oauth/oauth-apps';
import { createSession } from '../modules/oauth/sessions';

/** A member created by the seeder, with the password it can log in with. */
export interface SeededMember {
  id: string;
  email: string;
  password: string;
  role: MemberRole;
  status: MemberStatus;
}

/** Tokens as the token endpoint would hand them out. */
export interface SeededTokens {
  accessToken: string;
  refreshToken: string;
}

/** Quick ways to put data in a test platform without going through HTTP. */
export interface TestSeeder {
  /** An OAuth app (default redirect URI `https://app.test/callback`). */
  oauthApp(options?: { name?: string; redirectUris?: string[] }): Promise<OAuthApp>;
  /** A member (APPROVED, verified email, role MEMBER unless told). */
  member(options?: {
    email?: string;
    password?: string;
    nickname?: string;
    role?: MemberRole;
    status?: MemberStatus;
    emailVerified?: boolean;
  }): Promise<SeededMember>;
  /** An OWNER member. */
  owner(options?: { email?: string; password?: string }): Promise<SeededMember>;
  /** An API key (elevated access); `key` goes in the Authorization header. */
  apiKey(name?: string): Promise<{ id: string; key: string }>;
  /** Visitor tokens, as from the anonymous grant. */
  visitorTokens(options?: { clientId?: string }): Promise<SeededTokens & { visitorId: string }>;
  /** Member tokens for a member, as from the authorization-code grant. */
  memberTokens(memberId: string, options?: { clientId?: string; visitorId?: string }): Promise<SeededTokens>;
}

/**
 * Creates the seeder of a test platform.
 * @param deps - the platform's dependencies
 * @param defaultClientId - client id used when none is given
 */
export function createTestSeeder(deps: PlatformDeps, defaultClientId: () => string): TestSeeder {
  let counter = 0;
  const seeder: TestSeeder = {
    oauthApp: (options = {}) =>
      createOAuthApp(deps.db, deps.clock, {
        name: options.name ?? 'Test app',
        allowedRedirectUris: options.redirectUris ?? ['https://app.test/callback'],
      }),
    async member(options = {}) {
      counter += 1;
      const email = (
        options.email ?? `member-${counter}-${randomUUID().slice(0, 8)}@example.com`
      ).toLowerCase();
      const password = options.password ?? 'password-1';
      const status = options.status ?? 'APPROVED';
      const role = options.role ?? 'MEMBER';
      const passwordHash = await hashPassword(password, deps.config.passwordHashCost);
      const identity = await deps.db.transaction((tx) =>
        createIdentity(tx, deps.clock, {
          email,
          passwordHash,
          emailVerified: options.emailVerified ?? true,
          profile: options.nickname ? { nickname: options.nickname } : {},
          status,
          role,
        }),
      );
      return { id: identity.id, email, password, role, status };
    },
    owner: (options = {}) => seeder.member({ ...options, role: 'OWNER' }),
    async apiKey(name = 'test key') {
      const { apiKey, key } = await createApiKey(deps.db, deps.clock, { name });
      return { id: apiKey.id, key };
    },
    async visitorTokens(options = {}) {
      const visitorId = randomUUID();
      const clientId = options.clientId ?? defaultClientId();
      await deps.db.query('insert into visitors (id, created_at) values ($1, $2)', [
        visitorId,
        deps.clock.now(),
      ]);
      const session = await createSession(deps.db, deps.clock, {
        role: 'visitor',
        clientId,
        visitorId,
        withRefreshToken: true,
      });
      const { accessToken } = await issueAccessToken(deps, {
        sessionId: session.id,
        role: 'visitor',
        visitorId,
        clientId,
      });
      return { accessToken, refreshToken: session.refreshToken!, visitorId };
    },
    async memberTokens(memberId, options = {}) {
      const clientId = options.clientId ?? defaultClientId();
      const session = await createSession(deps.db, deps.clock, {
        role: 'member',
        clientId,
        memberId,
        visitorId: options.visitorId ?? null,
        withRefreshToken: true,
      });
      const { accessToken } = await issueAccessToken(deps, {
        sessionId: session.id,
        role: 'member',
        memberId,
        visitorId: options.visitorId ?? null,
        clientId,
      });
      return { accessToken, refreshToken: session.refreshToken! };
    },
  };
  return seeder;
}
