import type { Invoke } from '../../http/create-invoker';
import type { Tokens } from '../tokens';
import { createDirectLogin } from './direct-login';
import type { OAuthContext } from './oauth-context';
import type { OAuthStrategyOptions } from './oauth-strategy';
import { createRedirectFlow } from './redirect-flow';
import type { Session } from './session';
import type { WindowLike } from './silent-login';
import type { TokenGrant } from './token-grants';

/**
 * Every sign-in flow of an OAuth strategy: PKCE redirects, logout, direct login/register/verification/recovery and
 * silent login. `OAuthStrategy` imports this module on first use (`import()` of client/auth.ts, the chunk
 * it shares with `fetchWithAuth`), so apps that only keep visitor sessions — most page loads of a storefront — never
 * download it (bench/results/bundle-size.md).
 *
 * @param options - the strategy's options
 * @param grant - the token endpoint
 * @param session - the strategy's session (tokens, renewal, events)
 * @param invoker - builds the strategy's own pipeline, authorised as the current visitor, with the transport of the
 *   moment
 * @param emptyTokens - `EMPTY_TOKENS`, which logout stores: handed over (positional arguments are the least code in
 *   the strategy, which is in every bundle), as the flows import no code of the initial bundle (a module both reach
 *   would be a chunk of its own, loaded up front)
 * @returns the flow functions
 */
export function createSignInFlows(
  options: OAuthStrategyOptions,
  grant: TokenGrant,
  session: Session,
  invoker: () => Invoke,
  emptyTokens: Tokens,
) {
  const context: OAuthContext = {
    options,
    grant,
    session,
    invoke: (descriptor, args) => invoker()(descriptor, args),
    emptyTokens,
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
      context.grant(
        { grant_type: 'authorized_client', scope: 'offline_access', member_id: memberId },
        'member',
        undefined,
        { Authorization: `${(await context.session.getAuthHeaders()).headers.Authorization},${apiKey}` },
      ),
  };
}

/** The sign-in flow functions. */
export type SignInFlows = ReturnType<typeof createSignInFlows>;
