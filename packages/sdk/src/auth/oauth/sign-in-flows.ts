import { createDirectLogin } from './direct-login';
import type { OAuthContext, OAuthStrategyParts } from './oauth-context';
import { createRedirectFlow } from './redirect-flow';
import type { WindowLike } from './silent-login';

/**
 * Every sign-in flow of an OAuth strategy: PKCE redirects, logout, direct login/register/verification/recovery and
 * silent login. `OAuthStrategy` imports this module on first use (`import()`), so apps that only keep visitor
 * sessions — most page loads of a storefront — never download it (bench/results/bundle-size.md).
 *
 * @param parts - what the strategy shares with its flows
 * @returns the flow functions
 */
export function createSignInFlows(parts: OAuthStrategyParts) {
  const { options } = parts;
  const context: OAuthContext = {
    ...parts,
    clientId: options.clientId,
    getWindow: () => options.window ?? (globalThis as { window?: WindowLike }).window,
  };
  const redirect = createRedirectFlow(context);
  return {
    ...redirect,
    ...createDirectLogin(context, redirect),
    /**
     * Member tokens for a member id, for confidential servers (spec §7 `authorized_client`): authorised by the
     * current access token and an API key, `Authorization: <access token>,<api key>`.
     */
    getMemberTokensForExternalLogin: async (memberId: string, apiKey: string) =>
      context.grants.grant(
        { grant_type: 'authorized_client', scope: 'offline_access', member_id: memberId },
        'member',
        undefined,
        { Authorization: `${(await context.session.getAuthHeaders()).headers.Authorization},${apiKey}` },
      ),
  };
}

/** The sign-in flow functions. */
export type SignInFlows = ReturnType<typeof createSignInFlows>;
