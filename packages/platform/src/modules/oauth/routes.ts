import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { AccessTokenClaims } from '../../auth/access-token';
import { getCaller } from '../../auth/caller';
import { verifyJwt } from '../../auth/jwt';
import { epochSeconds } from '../../clock';
import type { PlatformDeps, PlatformEnv } from '../../context';
import { ApiError, isApiError } from '../../http/api-error';
import { clientAddress } from '../../http/client-address';
import { setRetryAfter } from '../../http/error-handler';
import { readBody } from '../../http/read-body';
import { parseInput } from '../../http/validate';
import {
  anonymousGrant,
  authorizationCodeGrant,
  authorizedClientGrant,
  refreshTokenGrant,
  type TokenResponse,
} from './grants';
import { GRANT_TYPES, normalizeTokenRequest, tokenInfoSchema, tokenRequestSchema } from './schema';
import { findActiveMemberSession } from './sessions';

const grantTypeSchema = z.object({ grantType: z.enum(GRANT_TYPES) });

/**
 * Checks the grant type first, so a request is judged by its grant's rules. A grant type the endpoint does not serve
 * keeps its field violation and is named `unsupported_grant_type` in the RFC 6749 §5.2 `error`.
 * @param body - the normalised request body
 * @throws ApiError 400
 */
function parseGrantType(body: Record<string, unknown>): void {
  try {
    parseInput(grantTypeSchema, body);
  } catch (error) {
    if (!isApiError(error) || typeof body.grantType !== 'string') throw error;
    throw new ApiError(
      400,
      error.code,
      error.description,
      { error: 'unsupported_grant_type' },
      error.violations,
    );
  }
}

/**
 * The OAuth 2 endpoints (endpoints.md §1): `POST /oauth2/token`, `GET /oauth2/jwks`, `POST /oauth2/token-info`,
 * also under `/_api/oauth2` (the official client's user-domain mapping).
 * @param deps - platform dependencies
 */
export function createOAuthRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const oauth = new Hono<PlatformEnv>();

  oauth.post('/token', async (c) => {
    try {
      const body = normalizeTokenRequest(await readBody(c));
      parseGrantType(body);
      const request = parseInput(tokenRequestSchema, body);
      let response: TokenResponse;
      switch (request.grantType) {
        case 'anonymous':
          response = await anonymousGrant(deps, request, clientAddress(c, deps.config.trustProxy));
          break;
        case 'refresh_token':
          response = await refreshTokenGrant(deps, request);
          break;
        case 'authorization_code':
          response = await authorizationCodeGrant(deps, request);
          break;
        case 'authorized_client':
          response = await authorizedClientGrant(deps, getCaller(c), request);
          break;
      }
      // Tokens must not be cached by intermediaries (RFC 6749 §5.1).
      c.header('Cache-Control', 'no-store');
      return c.json(response);
    } catch (error) {
      if (!isApiError(error)) throw error;
      // Wire format plus the RFC 6749 §5.2 fields, so OAuth libraries can read the failure too.
      const rfcError = typeof error.data.error === 'string' ? error.data.error : 'invalid_request';
      setRetryAfter(c, error);
      return c.json(
        { ...error.toBody(), error: rfcError, error_description: error.description },
        error.status as ContentfulStatusCode,
      );
    }
  });

  oauth.get('/jwks', async (c) => c.json(await deps.keys.jwks()));

  // Token introspection in the shape of the official `getTokenInfo` (sdk get-token-info.d.ts).
  oauth.post('/token-info', async (c) => {
    const { token } = parseInput(tokenInfoSchema, await readBody(c));
    try {
      const claims = (await verifyJwt(
        token,
        deps.keys.find,
        epochSeconds(deps.clock),
      )) as unknown as AccessTokenClaims;
      if (claims.role === 'member' && !(await findActiveMemberSession(deps.db, claims.sid, claims.sub))) {
        return c.json({ active: false });
      }
      return c.json({
        active: true,
        subjectType: claims.role === 'member' ? 'MEMBER' : 'VISITOR',
        subjectId: claims.sub,
        exp: claims.exp,
        iat: claims.iat,
        ...(claims.cid ? { clientId: claims.cid } : {}),
      });
    } catch {
      return c.json({ active: false });
    }
  });

  const app = new Hono<PlatformEnv>();
  app.route('/oauth2', oauth);
  app.route('/_api/oauth2', oauth);
  return app;
}
