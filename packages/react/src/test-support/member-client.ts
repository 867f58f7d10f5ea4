import type { TestPlatform } from '@bazaar/platform/testing';
import { type ClientModule, createClient, OAuthStrategy } from '@bazaar/sdk';
import { QueryClient } from '@tanstack/react-query';
import { renderHooks } from './render-hooks';

/**
 * A seeded member's client over real HTTP (tokens as from the authorization-code grant), a fresh cache without
 * retries, and `render` to run hooks against both.
 *
 * @param platform - the test platform
 * @param baseUrl - where it listens
 * @param memberId - the seeded member
 * @param modules - the modules to bind
 * @returns the client, its cache and `render`
 */
export async function memberClient<TModules extends Record<string, ClientModule>>(
  platform: TestPlatform,
  baseUrl: string,
  memberId: string,
  modules: TModules,
) {
  const { accessToken, refreshToken } = await platform.seed.memberTokens(memberId);
  const auth = OAuthStrategy({
    clientId: platform.clientId,
    tokens: {
      accessToken: { value: accessToken, expiresAt: Math.floor(Date.now() / 1000) + 3600 },
      refreshToken: { value: refreshToken, role: 'member' },
    },
  });
  const client = createClient({ auth, baseUrl, modules });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const render = <TResult>(hooks: () => TResult) => renderHooks(client, queryClient, hooks);
  return { client, queryClient, render };
}
