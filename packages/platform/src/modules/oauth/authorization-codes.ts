import { createOpaqueToken, hashToken } from '../../auth/opaque-token';
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import { oauthError } from './oauth-error';
import { verifyPkce } from './pkce';
import { revokeSession } from './sessions';

/** Authorization codes are single-use and live 60 seconds (business-rules 152). */
export const AUTHORIZATION_CODE_TTL_SECONDS = 60;

/** What an authorization code is bound to. */
export interface AuthorizationGrant {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  codeChallengeMethod: string;
  scope: string;
  memberId: string;
  /** The visitor who started the login (cart carry-over in the cart issue). */
  visitorId?: string | null;
}

/**
 * Issues an authorization code bound to the client, redirect URI and PKCE challenge.
 * @param tx - database or transaction
 * @param clock - the clock
 * @param grant - what the code is bound to
 * @returns the code (only its hash is stored)
 */
export async function issueAuthorizationCode(
  tx: Queryable,
  clock: Clock,
  grant: AuthorizationGrant,
): Promise<string> {
  const code = createOpaqueToken('bzc');
  const now = clock.now();
  await tx.query(
    `insert into authorization_codes (code_hash, client_id, redirect_uri, code_challenge, code_challenge_method, scope,
       member_id, visitor_id, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      hashToken(code),
      grant.clientId,
      grant.redirectUri,
      grant.codeChallenge,
      grant.codeChallengeMethod,
      grant.scope,
      grant.memberId,
      grant.visitorId ?? null,
      now,
      new Date(now.getTime() + AUTHORIZATION_CODE_TTL_SECONDS * 1000),
    ],
  );
  return code;
}

interface CodeRow {
  client_id: string;
  redirect_uri: string;
  code_challenge: string;
  code_challenge_method: string;
  scope: string;
  member_id: string;
  visitor_id: string | null;
  expires_at: Date;
  used_at: Date | null;
}

/**
 * Redeems an authorization code: single use, unexpired, same client, same redirect URI (or none, as issued), and a
 * code verifier matching the S256 challenge.
 * @param tx - a transaction (the code is spent even if a later step fails only when the transaction commits)
 * @param clock - the clock
 * @param request - the token request's fields
 * @throws ApiError `invalid_grant` (400) for any mismatch — deliberately without saying which
 */
export async function redeemAuthorizationCode(
  tx: Queryable,
  clock: Clock,
  request: { code: string; clientId: string; redirectUri?: string | undefined; codeVerifier: string },
): Promise<AuthorizationGrant> {
  const rows = await tx.query<CodeRow>(
    `update authorization_codes set used_at = $2 where code_hash = $1 and used_at is null returning *`,
    [hashToken(request.code), clock.now()],
  );
  const row = rows[0];
  const invalid = () =>
    oauthError(400, 'invalid_grant', 'The authorization code is invalid, expired or already used');
  if (!row || row.expires_at.getTime() <= clock.now().getTime()) throw invalid();
  if (row.client_id !== request.clientId) throw invalid();
  // Bound to the redirect URI it was issued for (rule 152, RFC 6749 §4.1.3): a code issued for one must name it again
  // (the official client sends `redirectUri` whenever its authorization had one); one issued without (a direct login
  // posting back to the page) must name none.
  if ((request.redirectUri ?? '') !== row.redirect_uri) throw invalid();
  if (!verifyPkce(request.codeVerifier, row.code_challenge, row.code_challenge_method)) {
    throw oauthError(400, 'invalid_grant', 'The code verifier does not match the code challenge');
  }
  return {
    clientId: row.client_id,
    redirectUri: row.redirect_uri,
    codeChallenge: row.code_challenge,
    codeChallengeMethod: row.code_challenge_method,
    scope: row.scope,
    memberId: row.member_id,
    visitorId: row.visitor_id,
  };
}

/**
 * Records the token session a code was redeemed for, so that a replay of the code can end it.
 * @param tx - the transaction that redeemed the code
 * @param code - the authorization code
 * @param sessionId - the session its tokens belong to
 */
export async function recordCodeSession(tx: Queryable, code: string, sessionId: string): Promise<void> {
  await tx.query('update authorization_codes set session_id = $2 where code_hash = $1', [
    hashToken(code),
    sessionId,
  ]);
}

/**
 * Ends the session of a code presented again after it was redeemed: whoever replays a code may have stolen it, so
 * the tokens it bought stop working (RFC 6749 §4.1.2 "SHOULD revoke all tokens previously issued based on that
 * authorization code"). A code that was never redeemed ends nothing.
 * @param db - database (not the failed redemption's transaction, which rolls back)
 * @param clock - the clock
 * @param code - the presented authorization code
 */
export async function revokeReplayedCode(db: Queryable, clock: Clock, code: string): Promise<void> {
  const rows = await db.query<{ session_id: string | null }>(
    'select session_id from authorization_codes where code_hash = $1 and used_at is not null',
    [hashToken(code)],
  );
  const sessionId = rows[0]?.session_id;
  if (sessionId) await revokeSession(db, clock, sessionId);
}
