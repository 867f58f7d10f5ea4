import type { PlatformDeps } from '../../context';
import type { Queryable } from '../../db/database';
import { identityErrors } from './identity-errors';
import { findIdentityById } from './identity-store';
import { consumeIdentityToken, type TokenRef } from './identity-tokens';

/**
 * Redeems the single-use session token of a successful login (business-rules 151–152) for the member it proves.
 * @param tx - the transaction that uses it (the token is spent only if it commits)
 * @param deps - platform dependencies
 * @param token - the session token, or its hash
 * @returns the member, and the visitor the login started from
 * @throws ApiError for unknown, expired or spent tokens, or a member who can no longer sign in
 */
export async function redeemSessionToken(
  tx: Queryable,
  deps: Pick<PlatformDeps, 'clock'>,
  token: TokenRef,
): Promise<{ memberId: string; visitorId?: string }> {
  const consumed = await consumeIdentityToken(tx, deps.clock, 'session', token);
  const identity = await findIdentityById(tx, consumed.identityId);
  if (identity?.status !== 'APPROVED') throw identityErrors.tokenInvalid('session token');
  const visitorId = typeof consumed.data.visitorId === 'string' ? consumed.data.visitorId : undefined;
  return { memberId: identity.id, ...(visitorId ? { visitorId } : {}) };
}
