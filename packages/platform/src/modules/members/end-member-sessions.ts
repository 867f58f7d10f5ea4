import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import { revokeMemberSessions } from '../oauth/sessions';

/**
 * Ends every session of a member who was blocked or disconnected: token sessions (refresh tokens stop working,
 * access tokens naming them are refused on the next call — auth/resolve-caller.ts) and the hosted pages' sign-in
 * cookie (business-rules 119, [INFERRED]). Identity already refuses non-APPROVED members per call; revoking as well
 * means that unblocking a member later does not bring old, possibly stolen, tokens back to life. Deletion needs no
 * call: the sessions go with the member row.
 * @param tx - the transaction of the status change
 * @param clock - the clock
 * @param memberId - the member
 * @param exceptSessionId - a token session to keep (a password change keeps the session that made it)
 */
export async function endMemberSessions(
  tx: Queryable,
  clock: Clock,
  memberId: string,
  exceptSessionId?: string,
): Promise<void> {
  await revokeMemberSessions(tx, clock, memberId, exceptSessionId);
  await tx.query('update browser_sessions set revoked_at = $2 where member_id = $1 and revoked_at is null', [
    memberId,
    clock.now(),
  ]);
}
