/**
 * Who is buying: the cart's `buyerInfo` (rule 1) and who may use the current cart. Members carry their contact
 * and login email; visitors carry what they typed.
 */
import type { Caller } from '../../auth/caller';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { CartOwner } from './cart-store';
import type { BuyerInfo } from './cart-wire';

/**
 * The owner of the caller's current cart.
 * @param caller - the caller
 * @throws ApiError 401 for anonymous callers, 403 for API keys (the current cart belongs to a visitor or a member,
 *   rule 1)
 */
export function cartOwnerOf(caller: Caller): CartOwner {
  if (caller.kind === 'member' && caller.memberId) return { kind: 'member', id: caller.memberId };
  if (caller.kind === 'visitor' && caller.visitorId) return { kind: 'visitor', id: caller.visitorId };
  if (caller.kind === 'anonymous')
    throw ApiError.unauthenticated(caller.authError ?? 'Missing authorization');
  throw ApiError.forbidden('The current cart belongs to a visitor or a member: call it with their token');
}

/**
 * The buyer info of a cart or checkout owner.
 * @param db - database or transaction
 * @param owner - visitor or member
 * @param typed - email and contact id the buyer gave (a member's login email is used when none was given)
 */
export async function readBuyerInfo(
  db: Queryable,
  owner: CartOwner,
  typed: { email?: string; contactId?: string } = {},
): Promise<BuyerInfo> {
  if (owner.kind === 'visitor') {
    return {
      visitorId: owner.id,
      ...(typed.contactId && { contactId: typed.contactId }),
      ...(typed.email && { email: typed.email }),
    };
  }
  const rows = await db.query<{ contact_id: string; login_email: string }>(
    'select m.contact_id, i.login_email from members m join identities i on i.id = m.id where m.id = $1',
    [owner.id],
  );
  const member = rows[0];
  return {
    memberId: owner.id,
    ...(member && { contactId: member.contact_id }),
    ...((typed.email ?? member?.login_email) && { email: typed.email ?? member?.login_email }),
  };
}
