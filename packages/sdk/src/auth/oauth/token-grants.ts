import { createInvoker } from '../../http/create-invoker';
import type { EndpointDescriptor } from '../../modules/endpoint';
import type { Transport } from '../auth-strategy';
import type { RefreshToken, TokenRole, Tokens } from '../tokens';

/**
 * Sends one grant to `POST /oauth2/token` (spec §7) and turns the answer into Tokens: camelCase bodies for anonymous,
 * refresh and authorization-code grants, snake_case for `authorized_client`, exactly as the official client sends
 * them.
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

// The grant body is the request (a spread argument), sent as it is: none of its keys is renamed.
const GRANT: EndpointDescriptor = { method: 'POST', path: '/oauth2/token', args: ['...'] };

/**
 * Creates the token grant of a strategy. Grants go through the request pipeline without an auth strategy
 * (http/create-invoker.ts): the client's transport and headers, the timeout, and the official token errors.
 *
 * @param transport - returns the transport to use (base URL, fetch, headers, timeout) at call time
 * @param now - the clock in ms (injectable for tests)
 * @returns the grant function
 * @throws ApplicationError - (from the grant) when the token endpoint answers a 4xx; SystemError for anything else
 *   that is not 200, with the official message `Failed to fetch tokens from OAuth API: …` (errors.md §4), or for a
 *   200 without an access token
 */
export function createTokenGrant(transport: () => Transport, now: () => number): TokenGrant {
  return async (body, role, keep, headers) => {
    // The client's own headers go along, like the official `tokenRequestOptions.headers`.
    const json: Record<string, any> = await createInvoker({ ...transport(), auth: undefined })(GRANT, [
      body,
      { headers },
    ]);
    return {
      // endpoints.md §1: expiresAt = floor(now / 1000) + expires_in (a number or a numeric string).
      accessToken: {
        value: json.access_token,
        expiresAt: Math.floor(now() / 1000) + Number(json.expires_in),
      },
      refreshToken: keep ?? { value: json.refresh_token, role },
    };
  };
}
