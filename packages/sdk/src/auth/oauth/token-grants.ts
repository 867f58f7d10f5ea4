import { ApplicationError, SystemError } from '../../errors/bazaar-error';
import { toConstantCase, toStatusText } from '../../errors/constant-case';
import { parseJsonObject } from '../../errors/error-from-response';
import { DEFAULT_TIMEOUT_MS } from '../../http/create-invoker';
import { sendRequest } from '../../http/send-request';
import type { Transport } from '../auth-strategy';
import type { RefreshToken, TokenRole, Tokens } from '../tokens';

/** The token endpoint's answer (snake_case, endpoints.md §1). */
export interface TokenResponse {
  access_token: string;
  expires_in: number | string;
  refresh_token: string;
}

/** Sends grants to `POST /oauth2/token` and turns answers into Tokens. */
export interface TokenGrants {
  /** A new anonymous visitor session. */
  anonymous(): Promise<Tokens>;
  /** A new access token for a refresh token; the refresh token is kept (they are not rotated, rule 158). */
  refresh(refreshToken: RefreshToken): Promise<Tokens>;
  /** Member tokens for an authorization code and its PKCE verifier. */
  authorizationCode(code: string, codeVerifier: string, redirectUri?: string): Promise<Tokens>;
  /** Member tokens for a member id, authorised by the current access token and an API key. */
  authorizedClient(memberId: string, authorization: string): Promise<Tokens>;
}

/**
 * Creates the token grants of spec §7 for one client id.
 *
 * @param clientId - the OAuth app's client id
 * @param transport - returns the transport to use (base URL, fetch, timeout) at call time
 * @param now - the clock in ms (injectable for tests)
 * @returns the grants
 */
export function createTokenGrants(
  clientId: string,
  transport: () => Transport,
  now: () => number,
): TokenGrants {
  async function fetchTokens(body: Record<string, unknown>, headers: Record<string, string> = {}) {
    const { baseUrl, fetch: fetchFn = fetch, timeoutMs = DEFAULT_TIMEOUT_MS } = transport();
    const response = await sendRequest(
      fetchFn,
      {
        method: 'POST',
        url: `${baseUrl.replace(/\/+$/, '')}/oauth2/token`,
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      },
      timeoutMs,
    );
    const requestId = response.headers.get('x-wix-request-id');
    const json = parseJsonObject(response.text);
    if (response.status !== 200) {
      const statusText = toStatusText(response.status, response.statusText);
      // errors.md §4: the exact wording of the official client, `Response:` only when the body was JSON.
      let responseJson = '';
      try {
        responseJson = `Response: ${JSON.stringify(JSON.parse(response.text))}`;
      } catch {}
      const message = `Failed to fetch tokens from OAuth API: ${statusText}. request id: ${requestId}. ${responseJson}`;
      const init = {
        status: response.status,
        requestId: requestId ?? undefined,
        code: toConstantCase(String(json?.error ?? statusText)) || 'UNKNOWN',
      };
      throw response.status < 500
        ? new ApplicationError({ ...init, message, description: statusText, data: json }, message)
        : new SystemError(init, message);
    }
    if (!json?.access_token) {
      throw new SystemError({ code: 'UNKNOWN', status: 200, requestId: requestId ?? undefined });
    }
    return json as TokenResponse;
  }

  const toTokens = (response: TokenResponse, role: TokenRole, refreshToken?: RefreshToken): Tokens => ({
    // endpoints.md §1: expiresAt = floor(now / 1000) + expires_in (a number or a numeric string).
    accessToken: {
      value: response.access_token,
      expiresAt: Math.floor(now() / 1000) + Number(response.expires_in),
    },
    refreshToken: refreshToken ?? { value: response.refresh_token, role },
  });

  return {
    anonymous: async () => toTokens(await fetchTokens({ clientId, grantType: 'anonymous' }), 'visitor'),
    refresh: async (refreshToken) =>
      toTokens(
        await fetchTokens({ clientId, refreshToken: refreshToken.value, grantType: 'refresh_token' }),
        refreshToken.role,
        refreshToken,
      ),
    authorizationCode: async (code, codeVerifier, redirectUri) =>
      toTokens(
        await fetchTokens({
          clientId,
          grantType: 'authorization_code',
          ...(redirectUri && { redirectUri }),
          code,
          codeVerifier,
        }),
        'member',
      ),
    authorizedClient: async (memberId, authorization) =>
      toTokens(
        await fetchTokens(
          { grant_type: 'authorized_client', scope: 'offline_access', member_id: memberId },
          { Authorization: authorization },
        ),
        'member',
      ),
  };
}
