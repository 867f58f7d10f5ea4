import {
  ApiKeyStrategy as BazaarApiKey,
  OAuthStrategy as BazaarOAuth,
  members as bazaarMembers,
  createClient as createBazaarClient,
} from '@bazaar/sdk';
import { members as officialMembers } from '@wix/members';
import { ApiKeyStrategy, createClient, OAuthStrategy } from '@wix/sdk';
import { createRewritingFetch } from './rewrite-fetch';

/**
 * The members calls as a contract scenario uses them. Both clients offer the same functions with the same
 * arguments (DESIGN.md §3: our names and shapes follow the official module), so one scenario runs against each.
 * Results are `any`: the scenarios assert the values both clients must produce.
 */
export interface MembersApi {
  getCurrentMember(options?: { fieldsets?: string[] }): Promise<any>;
  getMember(id: string, options?: { fieldsets?: string[] }): Promise<any>;
  listMembers(options?: Record<string, unknown>): Promise<any>;
  queryMembers(options?: Record<string, unknown>): any;
  updateCurrentMemberSlug(slug: string): Promise<any>;
  updateMemberSlug(id: string, slug: string): Promise<any>;
  joinCommunity(): Promise<any>;
  leaveCommunity(): Promise<any>;
  muteMember(id: string): Promise<any>;
  unmuteMember(id: string): Promise<any>;
  approveMember(id: string): Promise<any>;
  blockMember(id: string): Promise<any>;
  disconnectMember(id: string): Promise<any>;
  deleteMember(id: string): Promise<any>;
  deleteMyMember(options?: { contentAssigneeId?: string }): Promise<any>;
  bulkDeleteMembers(memberIds: string[]): Promise<any>;
  bulkDeleteMembersByFilter(filter: Record<string, unknown>, options?: Record<string, unknown>): Promise<any>;
  bulkApproveMembers(filter: Record<string, unknown>): Promise<any>;
  bulkBlockMembers(filter: Record<string, unknown>): Promise<any>;
  createMember(options: { member: Record<string, unknown> }): Promise<any>;
  updateMember(id: string, member: Record<string, unknown>): Promise<any>;
  deleteMemberPhones(id: string): Promise<any>;
  deleteMemberEmails(id: string): Promise<any>;
  deleteMemberAddresses(id: string): Promise<any>;
}

/** A client holding a session (a visitor or a member) or an API key. */
export interface MembersSession {
  members: MembersApi;
  /** Renews the access token with the held refresh token; rejects when the token endpoint refuses it. */
  renew(): Promise<void>;
  /** Marks the held access token expired, so the next call renews the session first. */
  expire(): void;
  /** The role of the held refresh token. */
  role(): string;
}

/** Tokens as the platform's seeder hands them out. */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/** Builds clients of one SDK against a platform. */
export interface MembersClientFactory {
  name: string;
  /**
   * @param baseUrl - the platform served over HTTP
   * @param clientId - the OAuth client id
   * @param fetcher - the real fetch (the suite swaps the global one for the official client's token calls)
   */
  create(baseUrl: string, clientId: string, fetcher: typeof fetch): MembersClients;
}

/** Clients acting as a session of a given role, or as staff. */
export interface MembersClients {
  session(tokens: SessionTokens, role: 'visitor' | 'member'): MembersSession;
  staff(apiKey: string): MembersSession;
}

// The platform's tokens run on its fake clock; the clients compare expiry with the real one: say "valid for 1 h".
const heldTokens = (tokens: SessionTokens, role: 'visitor' | 'member') => ({
  accessToken: { value: tokens.accessToken, expiresAt: Math.floor(Date.now() / 1000) + 3600 },
  refreshToken: { value: tokens.refreshToken, role },
});

// An API key has no session to renew.
const staffSession = (members: MembersApi): MembersSession => ({
  members,
  renew: async () => {},
  expire: () => {},
  role: () => 'none',
});

/** The official client: `@wix/sdk` + `@wix/members`. */
export const officialMembersFactory: MembersClientFactory = {
  name: 'official @wix/sdk',
  create(baseUrl, clientId, fetcher) {
    const rewriting = createRewritingFetch(baseUrl, fetcher);
    return {
      session(tokens, role) {
        const auth = OAuthStrategy({ clientId, tokens: heldTokens(tokens, role) as never });
        const client = createClient({ modules: { members: officialMembers }, auth, fetch: rewriting });
        return {
          members: client.members as unknown as MembersApi,
          async renew() {
            auth.setTokens(await auth.renewToken(auth.getTokens().refreshToken));
          },
          expire() {
            const held = auth.getTokens();
            auth.setTokens({ ...held, accessToken: { ...held.accessToken, expiresAt: 0 } });
          },
          role: () => auth.getTokens().refreshToken.role,
        };
      },
      staff(apiKey) {
        const client = createClient({
          modules: { members: officialMembers },
          auth: ApiKeyStrategy({ apiKey, siteId: 'local-site' }),
          fetch: rewriting,
        });
        return staffSession(client.members as unknown as MembersApi);
      },
    };
  },
};

/**
 * Our SDK over real HTTP, or in-process through the platform's `app.fetch` when one is given (faster; the same
 * requests).
 * @param name - the row's name
 * @param inProcess - a fetch that calls the app directly
 */
export function bazaarMembersFactory(name: string, inProcess?: () => typeof fetch): MembersClientFactory {
  return {
    name,
    create(baseUrl, clientId, fetcher) {
      const transport = { baseUrl, fetch: inProcess?.() ?? fetcher };
      return {
        session(tokens, role) {
          const auth = BazaarOAuth({ clientId, tokens: heldTokens(tokens, role) });
          const client = createBazaarClient({ auth, modules: { members: bazaarMembers }, ...transport });
          return {
            members: client.members as unknown as MembersApi,
            async renew() {
              auth.setTokens(await auth.renewToken(auth.getTokens().refreshToken));
            },
            expire() {
              const held = auth.getTokens();
              auth.setTokens({ ...held, accessToken: { ...held.accessToken, expiresAt: 0 } });
            },
            role: () => auth.getTokens().refreshToken.role,
          };
        },
        staff(apiKey) {
          const client = createBazaarClient({
            auth: BazaarApiKey({ apiKey }),
            modules: { members: bazaarMembers },
            ...transport,
          });
          return staffSession(client.members as unknown as MembersApi);
        },
      };
    },
  };
}
