import type { RefreshToken, TokenRole, Tokens } from '../tokens';

/**
 * A strategy's token grant (OAuthStrategy builds it, the sign-in flows take it): sends one grant to
 * `POST /oauth2/token` (spec §7) and turns the answer into Tokens: camelCase bodies for anonymous, refresh and
 * authorization-code grants, snake_case for `authorized_client`, exactly as the official client sends them.
 *
 * @param body - the grant body
 * @param role - the role of the refresh token it returns
 * @param keep - a refresh token to keep instead of the returned one
 * @param headers - extra headers (the `authorized_client` grant's Authorization)
 */
export type TokenGrant = (
  body: Record<string, unknown>,
  role: TokenRole,
  keep?: RefreshToken,
  headers?: Record<string, string>,
) => Promise<Tokens>;
