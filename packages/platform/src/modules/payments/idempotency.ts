/**
 * Safe retries of money-moving calls (issue 6): refund, capture, void, manual payment and mark-as-paid accept an
 * `Idempotency-Key` header. The first successful answer is stored with the key and replayed for a retry with the
 * same key and body; the same key with another body is refused (409). The key is read and written under the
 * order's row lock, so a retry racing the first request waits for it and then replays its answer. Failed requests
 * store nothing (their transaction rolls back) and may be retried. Capture, void and mark-as-paid are also
 * naturally safe: a repeat meets `PAYMENT_ALREADY_CAPTURED`, `PAYMENT_ALREADY_VOIDED` or `ORDER_ALREADY_PAID`.
 */
import { createHash } from 'node:crypto';
import type { Caller } from '../../auth/caller';
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { lockOrder } from '../orders/order-store';

/** The request header carrying the key. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/**
 * Runs `work` once per key: locks the order, replays a stored answer, or runs and stores the new one.
 * @param tx - the transaction of the call
 * @param clock - the clock
 * @param call - who calls what: the caller, the operation (`trigger-refund`), the order, the request body
 * @param key - the header value (no key: just runs)
 * @param work - the call, in the same transaction
 * @throws ApiError 409 `IDEMPOTENCY_KEY_REUSED` for the same key with another request; 400 for a key over 255
 *   characters
 */
export async function once<T>(
  tx: Queryable,
  clock: Clock,
  call: { caller: Caller; operation: string; orderId: string; body: unknown },
  key: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  if (!key) return work();
  if (key.length > 255)
    throw ApiError.invalidField('Idempotency-Key', 'must be at most 255 characters', 'MAX_LENGTH');
  await lockOrder(tx, call.orderId);
  const who = call.caller.apiKeyId ?? call.caller.memberId ?? call.caller.visitorId ?? 'anonymous';
  const scope = `${who}:${call.operation}:${call.orderId}`;
  const hash = createHash('sha256')
    .update(JSON.stringify(call.body ?? {}))
    .digest('hex');
  const rows = await tx.query<{ request_hash: string; response: T }>(
    'select request_hash, response from order_idempotency_keys where scope = $1 and key = $2',
    [scope, key],
  );
  if (rows[0]) {
    if (rows[0].request_hash !== hash) {
      throw ApiError.conflict('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for another request');
    }
    return rows[0].response;
  }
  const response = await work();
  await tx.query(
    `insert into order_idempotency_keys (scope, key, request_hash, status, response, created_at)
     values ($1, $2, $3, 200, $4, $5)`,
    [scope, key, hash, JSON.stringify(response), clock.now()],
  );
  return response;
}
