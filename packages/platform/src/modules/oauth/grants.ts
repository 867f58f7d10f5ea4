import { randomUUID } from 'node:crypto';
import { issueAccessToken } from '../../auth/access-token';
import type { Caller } from '../../auth/caller';
import type { PlatformDeps } from '../../context';
import { findIdentityById, recordLogin } from '../identity/identity-store';
import { consumeIdentityToken } from '../identity/identity-tokens';
import { recordCodeSession, redeemAuthorizationCode, revokeReplayedCode } from './authorization-codes';
import { findOAuthApp } from './oauth-apps';
import { oauthError } from './oauth-error';
import { createSession, findActiveMemberSession, isUuid, touchRefreshToken } from './sessions';
import { countNewVisitor } from './visitor-throttle';

/** Body of a successful token answer (snake_case, business-rules 156). */
export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token?: string;
  scope?: string;
}

/**
 * `anonymous`: a new visitor with a visitor session and refresh token, counted against the client address's
 * visitor throttle.
 * @param deps - platform dependencies
 * @param input - the client id
 * @param address - the caller's client address
 * @throws ApiError `invalid_client` for an unknown client, 429 when the address started too many visitors
 */
export async function anonymousGrant(
  deps: PlatformDeps,
  input: { clientId: string },
  address: string,
): Promise<TokenResponse> {
  const app = await findOAuthApp(deps.db, input.clientId);
  if (!app) throw oauthError(400, 'invalid_client', 'Unknown OAuth client id');
  const visitorId = randomUUID();
  const session = await deps.db.transaction(async (tx) => {
    await countNewVisitor(tx, deps, address);
    await tx.query('insert into visitors (id, created_at) values ($1, $2)', [visitorId, deps.clock.now()]);
    return createSession(tx, deps.clock, {
      role: 'visitor',
      clientId: app.id,
      visitorId,
      withRefreshToken: true,
    });
  });
  const { accessToken, expiresIn } = await issueAccessToken(deps, {
    sessionId: session.id,
    role: 'visitor',
    visitorId,
    clientId: app.id,
  });
  return {
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: expiresIn,
    refresh_token: session.refreshToken!,
  };
}

/**
 * `refresh_token`: a new access token for the same session. The refresh token is not rotated (rule 158): the answer
 * repeats it. A revoked session, or a member who can no longer sign in, fails — and the official client then falls
 * back to a new visitor (rule 157).
 * @param deps - platform dependencies
 * @param input - the refresh token and, if sent, the client id
 * @throws ApiError `invalid_grant`
 */
export async function refreshTokenGrant(
  deps: PlatformDeps,
  input: { refreshToken: string; clientId?: string | undefined },
): Promise<TokenResponse> {
  const session = await touchRefreshToken(deps.db, deps.clock, input.refreshToken);
  const invalid = () => oauthError(400, 'invalid_grant', 'The refresh token is invalid or has been revoked');
  if (!session || session.revoked) throw invalid();
  if (input.clientId && session.clientId && input.clientId !== session.clientId) throw invalid();
  if (session.role === 'member' && !(await findActiveMemberSession(deps.db, session.id, session.memberId!))) {
    throw invalid();
  }
  const { accessToken, expiresIn } = await issueAccessToken(deps, {
    sessionId: session.id,
    role: session.role,
    visitorId: session.visitorId,
    memberId: session.memberId,
    clientId: session.clientId,
  });
  return {
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: expiresIn,
    refresh_token: input.refreshToken,
  };
}

/**
 * `authorization_code`: redeems a code from the hosted login (PKCE S256 checked) for member tokens. A refresh
 * token is handed out only when the scope asked for `offline_access` (business-rules 151). A code presented again
 * after its redemption ends the session it bought; a member who can no longer sign in gets no tokens.
 * @param deps - platform dependencies
 * @param input - client id, code, code verifier and redirect URI (when the authorization used one)
 * @throws ApiError `invalid_grant` for a bad code or verifier, or a member no longer APPROVED
 */
export async function authorizationCodeGrant(
  deps: PlatformDeps,
  input: { clientId: string; code: string; codeVerifier: string; redirectUri?: string | undefined },
): Promise<TokenResponse> {
  const { grant, session } = await deps.db
    .transaction(async (tx) => {
      const grant = await redeemAuthorizationCode(tx, deps.clock, input);
      // The member may have been blocked, disconnected or deleted since signing in (business-rules 140).
      const member = await findIdentityById(tx, grant.memberId);
      if (member?.status !== 'APPROVED')
        throw oauthError(400, 'invalid_grant', 'This member can no longer sign in');
      const offline = grant.scope.split(/\s+/).includes('offline_access');
      const session = await createSession(tx, deps.clock, {
        role: 'member',
        clientId: grant.clientId,
        memberId: grant.memberId,
        visitorId: grant.visitorId ?? null,
        withRefreshToken: offline,
      });
      await recordCodeSession(tx, input.code, session.id);
      return { grant, session };
    })
    .catch(async (error: unknown) => {
      await revokeReplayedCode(deps.db, deps.clock, input.code);
      throw error;
    });
  return memberTokens(deps, session, grant.memberId, grant.visitorId ?? null, grant.clientId, grant.scope);
}

/**
 * `authorized_client`: a trusted server (API key in `Authorization: <accessToken>,<apiKey>`) gets member tokens
 * for a member — optionally proving the sign-on with its session token (OAuthStrategy
 * getMemberTokensForExternalLogin / …WithSession).
 * @param deps - platform dependencies
 * @param caller - the caller (must be an API key)
 * @param input - member id, scope and the sign-on session token if any
 * @throws ApiError 401 `unauthorized_client` without an API key, `invalid_grant` for an unknown member or session
 */
export async function authorizedClientGrant(
  deps: PlatformDeps,
  caller: Caller,
  input: { memberId: string; scope?: string | undefined; sessionToken?: string | undefined },
): Promise<TokenResponse> {
  if (caller.kind !== 'apiKey') {
    throw oauthError(
      401,
      'unauthorized_client',
      caller.authError ?? 'This grant needs an API key in the Authorization header',
    );
  }
  const identity = isUuid(input.memberId) ? await findIdentityById(deps.db, input.memberId) : undefined;
  if (identity?.status !== 'APPROVED') {
    throw oauthError(400, 'invalid_grant', 'No member with this id can sign in');
  }
  const scope = input.scope ?? 'offline_access';
  const session = await deps.db.transaction(async (tx) => {
    if (input.sessionToken) {
      const token = await consumeIdentityToken(tx, deps.clock, 'session', input.sessionToken);
      if (token.identityId !== identity.id)
        throw oauthError(400, 'invalid_grant', 'The session token belongs to another member');
    }
    await recordLogin(tx, deps.clock, identity.id);
    return createSession(tx, deps.clock, {
      role: 'member',
      clientId: null,
      memberId: identity.id,
      // The sign-on session token path (session_token) always asks for a refresh token.
      withRefreshToken: scope.split(/\s+/).includes('offline_access') || Boolean(input.sessionToken),
    });
  });
  return memberTokens(deps, session, identity.id, null, null, scope);
}

async function memberTokens(
  deps: PlatformDeps,
  session: { id: string; refreshToken: string | null },
  memberId: string,
  visitorId: string | null,
  clientId: string | null,
  scope: string,
): Promise<TokenResponse> {
  const { accessToken, expiresIn } = await issueAccessToken(deps, {
    sessionId: session.id,
    role: 'member',
    memberId,
    visitorId,
    clientId,
  });
  return {
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: expiresIn,
    ...(session.refreshToken ? { refresh_token: session.refreshToken } : {}),
    ...(scope ? { scope } : {}),
  };
}
