/**
 * Payments collector and order-transaction calls at their public paths (endpoints.md rows 39–49; the bulk
 * mark-as-paid also at the bare `/v1/bulk/payments-collector/mark-as-paid` the official client sends), plus the
 * simulated gateway (`POST /bazaar/v1/payment-gateway-orders/{id}/charge`). Staff only, except reading an order's
 * transactions (its buyer too) and charging a gateway order (anyone holding its id, like a payment link; a visitor's
 * or member's charges count as writes of their session, cart-write-throttle.ts, so a script cannot try cards on it
 * without bound).
 */
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { getCaller } from '../../auth/caller';
import { requireCaller, requireStaff } from '../../auth/guards';
import type { PlatformDeps, PlatformEnv } from '../../context';
import { ApiError } from '../../http/api-error';
import { readBody } from '../../http/read-body';
import { parseInput } from '../../http/validate';
import { createSessionWriteCheck } from '../cart/cart-write-throttle';
import { orderActor } from '../orders/order-events';
import { findOrder, loadTransactions, orderNotFound } from '../orders/order-store';
import { bulkMetadata, guidParam, itemMetadata } from '../orders/routes';
import { addPayments, type PaymentRecord } from './add-payments';
import { captureAuthorizedPayments, voidAuthorizedPayments } from './authorizations';
import {
  chargeGatewayOrder,
  chargeMemberships,
  collectabilityOf,
  markOrderAsPaid,
  preparePaymentCollection,
  recordManualPayment,
} from './collection';
import { IDEMPOTENCY_HEADER, once } from './idempotency';
import { refundabilityOf, triggerRefund } from './refunds';
import { listTransactions, updatePaymentStatus } from './transaction-reads';

const COLLECTOR = '/ecom/v1/payments-collector/orders';
const TRANSACTIONS = '/ecom/v1/payments';

const statusSchema = z.looseObject({
  status: z.enum([
    'APPROVED',
    'PENDING',
    'PENDING_MERCHANT',
    'CANCELED',
    'DECLINED',
    'REFUNDED',
    'PARTIALLY_REFUNDED',
    'AUTHORIZED',
    'VOIDED',
  ]),
});
const bulkPaidSchema = z.looseObject({ ecomOrderIds: z.array(z.guid()).min(1).max(100) });
// The `@requiredField`s of the official request types: a missing one is a REQUIRED_FIELD violation, not a business
// error about an amount of zero or a payment named `undefined`. Amount values are checked by the services.
const amountSchema = z.looseObject({
  amount: z.preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string()),
});
const amountRequestSchema = z.looseObject({ amount: amountSchema });
const paymentsRequestSchema = z.looseObject({
  payments: z.array(z.looseObject({ paymentId: z.string().min(1), amount: amountSchema.optional() })),
});
// Refund side effects: an unknown restock type used to fall through to "some items" with none listed — the refund
// went through and nothing was restocked, although the caller asked for something we do not know. SOME_ITEMS
// without items was the same silent no-op: the caller asked to restock and named nothing, so it is refused before
// any money moves.
const restockInfoSchema = z
  .looseObject({
    type: z.enum(['NO_ITEMS', 'ALL_ITEMS', 'SOME_ITEMS']).optional(),
    items: z.unknown().optional(),
  })
  .superRefine((info, ctx) => {
    if (info.type !== 'SOME_ITEMS' || (Array.isArray(info.items) && info.items.length > 0)) return;
    const missing = info.items === undefined || info.items === null;
    ctx.addIssue({
      code: 'custom',
      path: ['items'],
      message: missing ? 'is required' : 'must have at least 1 item when the restock type is SOME_ITEMS',
      params: { violatedRule: missing ? 'REQUIRED_FIELD' : 'MIN_SIZE', data: { type: 'SOME_ITEMS' } },
    });
  });
const refundRequestSchema = paymentsRequestSchema.extend({
  sideEffects: z
    .looseObject({
      restockInfo: restockInfoSchema.optional(),
      sendOrderRefundedEmail: z.boolean().optional(),
    })
    .optional(),
});
// `addPayments` records regular payments only: gift-card and membership payments come from their own apps.
const notAllowed = z
  .unknown()
  .refine((value) => value === undefined, {
    message: 'is not allowed: only regular payments can be added',
    params: { violatedRule: 'FIELD_NOT_ALLOWED' },
  })
  .optional();
const recordStatus = z.enum(['APPROVED', 'PENDING', 'AUTHORIZED', 'DECLINED']).optional();
const addPaymentsSchema = z.looseObject({
  payments: z
    .array(
      z.looseObject({
        amount: amountSchema,
        status: recordStatus,
        regularPaymentDetails: z
          .looseObject({
            offlinePayment: z.boolean().optional(),
            paymentMethod: z.string().max(100).optional(),
            providerTransactionId: z.string().max(100).optional(),
            status: recordStatus,
          })
          .optional(),
        giftcardPaymentDetails: notAllowed,
        membershipPaymentDetails: notAllowed,
      }),
    )
    .min(1)
    .max(50),
});
const paymentIdsRequestSchema = z.looseObject({ paymentIds: z.array(z.string().min(1)) });
const chargeSchema = z.looseObject({
  outcome: z.enum(['APPROVED', 'DECLINED', 'PENDING']).optional(),
  cardLast4: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
  cardBrand: z.string().max(40).optional(),
});

/**
 * The payments routes.
 * @param deps - platform dependencies
 */
export function createPaymentRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();
  const staff = requireStaff();
  const actor = (c: Context<PlatformEnv>) => orderActor(getCaller(c));

  /** A money-moving call: one transaction, replayed for a repeated `Idempotency-Key`. */
  const guarded = <T>(
    c: Context<PlatformEnv>,
    operation: string,
    orderId: string,
    body: unknown,
    work: (tx: Parameters<Parameters<PlatformDeps['db']['transaction']>[0]>[0]) => Promise<T>,
  ) =>
    deps.db.transaction((tx) =>
      once(
        tx,
        deps.clock,
        { caller: getCaller(c), operation, orderId, body },
        c.req.header(IDEMPOTENCY_HEADER),
        () => work(tx),
      ),
    );

  app.post(`${COLLECTOR}/:id/prepare-payment-collection`, staff, async (c) => {
    const body = await readBody(c);
    parseInput(amountRequestSchema, body);
    const id = guidParam(c, 'id');
    return c.json(
      await deps.db.transaction((tx) => preparePaymentCollection(tx, deps.clock, id, body as never)),
    );
  });
  app.get(`${COLLECTOR}/:id/payment-collectability-status`, staff, async (c) =>
    c.json(await collectabilityOf(deps.db, guidParam(c, 'id'))),
  );
  app.post(`${COLLECTOR}/:id/create-payment-gateway-order`, staff, async (c) => {
    const id = guidParam(c, 'id');
    return c.json(await deps.db.transaction((tx) => preparePaymentCollection(tx, deps.clock, id, {})));
  });
  app.post(`${COLLECTOR}/:id/manual-payment`, staff, async (c) => {
    const body = await readBody(c);
    parseInput(amountRequestSchema, body);
    const id = guidParam(c, 'id');
    const name =
      typeof body.userDefinedPaymentMethodName === 'object'
        ? (body.userDefinedPaymentMethodName as { custom?: string }).custom
        : undefined;
    await guarded(c, 'manual-payment', id, body, async (tx) => {
      await recordManualPayment(tx, deps.clock, id, body.amount as never, name, actor(c));
      return {};
    });
    return c.json({});
  });
  app.post(`${COLLECTOR}/:id/mark-as-paid`, staff, async (c) => {
    const body = await readBody(c);
    const id = guidParam(c, 'id');
    return c.json(
      await guarded(c, 'mark-as-paid', id, body, async (tx) => ({
        order: await markOrderAsPaid(tx, deps.clock, id, actor(c)),
      })),
    );
  });
  for (const path of [
    '/ecom/v1/bulk/payments-collector/mark-as-paid',
    '/v1/bulk/payments-collector/mark-as-paid',
  ]) {
    app.post(path, staff, async (c) => {
      const { ecomOrderIds } = parseInput(bulkPaidSchema, await readBody(c));
      const results = [];
      for (const [index, id] of ecomOrderIds.entries()) {
        try {
          const order = await deps.db.transaction((tx) => markOrderAsPaid(tx, deps.clock, id, actor(c)));
          results.push({ itemMetadata: itemMetadata(id, index), item: order });
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          results.push({ itemMetadata: itemMetadata(id, index, error) });
        }
      }
      return c.json({ results, bulkActionMetadata: bulkMetadata(results) });
    });
  }
  app.get(`${COLLECTOR}/:id/refundability`, staff, async (c) => {
    const id = guidParam(c, 'id');
    const order = await findOrder(deps.db, id);
    if (!order) throw orderNotFound(id);
    const transactions = await loadTransactions(deps.db, id);
    const refundabilities = transactions.payments.map((payment) =>
      refundabilityOf(order, transactions, payment),
    );
    return c.json({ refundabilities, refundablePerItem: false });
  });
  app.post(`${COLLECTOR}/:id/charge-membership`, staff, async (c) => {
    const body = await readBody(c);
    const id = guidParam(c, 'id');
    if (typeof body.memberId !== 'string')
      throw ApiError.invalidField('memberId', 'is required', 'REQUIRED_FIELD');
    const charges = Array.isArray(body.membershipCharges)
      ? (body.membershipCharges as Record<string, unknown>[])
      : [];
    await deps.db.transaction((tx) =>
      chargeMemberships(tx, deps.clock, id, String(body.memberId), charges, actor(c)),
    );
    return c.json({});
  });
  app.post(`${COLLECTOR}/:id/trigger-refund`, staff, async (c) => {
    const body = await readBody(c);
    parseInput(refundRequestSchema, body);
    const id = guidParam(c, 'id');
    const result = await guarded(c, 'trigger-refund', id, body, async (tx) => {
      const { order: _order, ...answer } = await triggerRefund(tx, deps, id, body as never, actor(c));
      return answer;
    });
    return c.json(result);
  });
  app.post(`${COLLECTOR}/:id/void-authorized-payments`, staff, async (c) => {
    const body = await readBody(c);
    const { paymentIds: ids } = parseInput(paymentIdsRequestSchema, body);
    const id = guidParam(c, 'id');
    return c.json(
      await guarded(c, 'void', id, body, async (tx) => ({
        orderTransactions: await voidAuthorizedPayments(tx, deps.clock, id, ids, actor(c)),
      })),
    );
  });
  app.post(`${COLLECTOR}/:id/capture-authorized-payments`, staff, async (c) => {
    const body = await readBody(c);
    const { payments } = parseInput(paymentsRequestSchema, body);
    const id = guidParam(c, 'id');
    return c.json(
      await guarded(c, 'capture', id, body, async (tx) => ({
        orderTransactions: await captureAuthorizedPayments(tx, deps.clock, id, payments, actor(c)),
      })),
    );
  });

  // Order transactions (`@wix/ecom` orderTransactions).
  app.get(`${TRANSACTIONS}/orders/:id`, requireCaller(), async (c) =>
    c.json({ orderTransactions: await listTransactions(deps.db, getCaller(c), guidParam(c, 'id')) }),
  );
  app.post(`${TRANSACTIONS}/orders/:id/add-payment`, staff, async (c) => {
    const body = await readBody(c);
    const { payments } = parseInput(addPaymentsSchema, body);
    const id = guidParam(c, 'id');
    return c.json(
      await guarded(c, 'add-payments', id, body, (tx) =>
        addPayments(tx, deps.clock, id, payments as PaymentRecord[], actor(c)),
      ),
    );
  });
  app.post(`${TRANSACTIONS}/list-by-ids`, requireCaller(), async (c) => {
    const { orderIds } = parseInput(
      z.looseObject({ orderIds: z.array(z.guid()).min(1).max(100) }),
      await readBody(c),
    );
    const caller = getCaller(c);
    const found = [];
    for (const id of orderIds) {
      try {
        found.push(await listTransactions(deps.db, caller, id));
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
      }
    }
    return c.json({ orderTransactions: found });
  });
  app.post(`${TRANSACTIONS}/:paymentId/orders/:id/update-payment-transaction-status`, staff, async (c) => {
    const { status } = parseInput(statusSchema, await readBody(c));
    const id = guidParam(c, 'id');
    const paymentId = c.req.param('paymentId');
    const orderTransactions = await deps.db.transaction((tx) =>
      updatePaymentStatus(tx, deps.clock, id, paymentId, status, actor(c)),
    );
    return c.json({ orderTransactions });
  });

  // The simulated gateway (Bazaar): the buyer pays a prepared gateway order.
  const countWrite = createSessionWriteCheck(deps);
  app.post('/bazaar/v1/payment-gateway-orders/:gatewayOrderId/charge', requireCaller(), async (c) => {
    countWrite(c);
    const charge = parseInput(chargeSchema, await readBody(c));
    const gatewayOrderId = guidParam(c, 'gatewayOrderId');
    return c.json(
      await deps.db.transaction((tx) => chargeGatewayOrder(tx, deps.clock, gatewayOrderId, charge, actor(c))),
    );
  });
  return app;
}
