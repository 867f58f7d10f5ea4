import { describe, expect, it } from 'vitest';
import { STORES_APP_ID } from '../catalog';
import { placeOrder } from './testing/order-api';
import { ordersTestBed } from './testing/orders-test-bed';
import { createSizedShirt, LARGE, setShirtStock, shirtUnitsLeft } from './testing/sized-shirt';

const bed = ordersTestBed();
const { staff } = bed;

const shirt = (left: number, extra: Record<string, unknown> = {}) => createSizedShirt(staff, left, extra);

const setStock = (productId: string, quantity: number) => setShirtStock(staff, productId, quantity);

const unitsLeft = (productId: string) => shirtUnitsLeft(bed.platform, productId);

/** An approved order holding `quantity` units of the shirt's L variant (and a 12.50 mug line), 5.00 shipping. */
async function orderOf(productId: string, quantity: number) {
  return placeOrder(staff, {
    status: 'APPROVED',
    lines: [
      { productId, variantId: LARGE, name: 'Linen Shirt', price: '15.00', quantity },
      { name: 'Trail Mug', price: '12.50', quantity: 1 },
    ],
  });
}

const commit = (orderId: string, lineItems: unknown[], commitSettings?: unknown) =>
  staff('POST', `/ecom/v1/orders/${orderId}/commit-deltas`, {
    draftOrderId: '00000000-0000-4000-8000-00000000d003',
    reason: 'Buyer called',
    changes: { lineItems },
    ...(commitSettings !== undefined && { commitSettings }),
  });

const quantity = (lineItemId: string, value: number) => ({ lineItemId, lineItem: { quantity: value } });
const removed = (lineItemId: string) => ({ lineItemId, lineItemRemoved: true });
const getOrder = async (id: string) => (await staff('GET', `/ecom/v1/orders/${id}`)).body.order;

describe('orders.commitDeltas keeps stock right', () => {
  it('takes stock for a raised quantity and refuses a short one with the checkout codes, changing nothing', async () => {
    const productId = await shirt(3);
    const order = await orderOf(productId, 2);
    const line = order.lineItems[0].id;
    const raised = await commit(order.id, [quantity(line, 4)]);
    expect(raised.status).toBe(200);
    expect(await unitsLeft(productId)).toBe(1);
    expect(raised.body.order.lineItems[0]).toMatchObject({ quantity: 4, restockQuantity: 0 });
    // Totals follow: 4 × 15.00 + 12.50 + 5.00 shipping; nothing paid, so the balance is the total.
    expect(raised.body.order.priceSummary).toMatchObject({
      subtotal: { amount: '72.50' },
      total: { amount: '77.50' },
    });
    expect(raised.body.order.balanceSummary.balance.amount).toBe('77.50');
    const stockEvent = await bed.platform.db.query<{ payload: unknown }>(
      'select payload from event_outbox where entity_id = $1 order by id desc limit 1',
      [`${productId}-${LARGE}`],
    );
    expect(JSON.stringify(stockEvent[0]?.payload)).toContain('"reason":"ORDER"');

    const before = await getOrder(order.id);
    const short = await commit(order.id, [quantity(line, 6), removed(order.lineItems[1].id)]);
    expect([short.status, short.body.details.applicationError.code]).toEqual([428, 'PARTIAL_OUT_OF_STOCK']);
    await setStock(productId, 0);
    const none = await commit(order.id, [quantity(line, 5)]);
    expect([none.status, none.body.details.applicationError.code]).toEqual([428, 'FULL_OUT_OF_STOCK']);
    expect(await getOrder(order.id)).toEqual(before);
    expect(await unitsLeft(productId)).toBe(0);
  });

  it('puts back what a lowered or removed line took, never more, and a later cancel restocks only the rest', async () => {
    const productId = await shirt(0);
    const order = await orderOf(productId, 5);
    const line = order.lineItems[0].id;
    const lowered = await commit(order.id, [quantity(line, 3)]);
    expect(lowered.status).toBe(200);
    expect(await unitsLeft(productId)).toBe(2);
    expect(lowered.body.order.lineItems[0]).toMatchObject({ quantity: 3, restockQuantity: 0 });
    expect(lowered.body.order.activities.at(-1).draftOrderChangesApplied.changes).toEqual([
      {
        lineItemChanged: {
          id: line,
          name: { original: 'Linen Shirt' },
          quantity: { originalQuantity: 5, newQuantity: 3, diff: 2, deltaType: 'QUANTITY_DECREASED' },
        },
      },
    ]);
    // Lowered once more without touching stock (the caller's choice: those 2 units stay out)…
    const kept = await commit(order.id, [quantity(line, 1)], { inventoryUpdates: [] });
    expect(kept.status).toBe(200);
    expect(await unitsLeft(productId)).toBe(2);
    // …and removing the line puts back the 1 unit it still holds, not more.
    const gone = await commit(order.id, [removed(line)]);
    expect(gone.status).toBe(200);
    expect(await unitsLeft(productId)).toBe(3);
    expect(gone.body.order.activities.at(-1).draftOrderChangesApplied.changes).toEqual([
      { lineItemRemoved: { id: line, name: { original: 'Linen Shirt' }, quantity: 1 } },
    ]);

    // A raised line that took only part of its units (the caller's choice) holds only those: lowering it puts back
    // at most what it holds, and a later cancel restocks only what is left.
    const other = await orderOf(productId, 2);
    const otherLine = other.lineItems[0].id;
    await commit(other.id, [quantity(otherLine, 4)], {
      inventoryUpdates: [{ actionType: 'DECREASE', lineItemId: otherLine, quantityChange: 2 }],
    });
    expect(await unitsLeft(productId)).toBe(1);
    const skipped = await commit(other.id, [quantity(otherLine, 6)], { inventoryUpdates: [] });
    expect(skipped.body.order.lineItems[0]).toMatchObject({ quantity: 6, restockQuantity: 2 });
    expect(await unitsLeft(productId)).toBe(1);
    const down = await commit(other.id, [quantity(otherLine, 1)]);
    expect(down.body.order.lineItems[0]).toMatchObject({ quantity: 1, restockQuantity: 1 });
    expect(await unitsLeft(productId)).toBe(5);
    const canceled = await staff('POST', `/ecom/v1/orders/${other.id}/cancel`, { restockAllItems: true });
    expect(canceled.status).toBe(200);
    expect(await unitsLeft(productId)).toBe(5);
  });

  it('follows commitSettings.inventoryUpdates when given, refusing entries that do not fit the lines', async () => {
    const productId = await shirt(4);
    const order = await orderOf(productId, 2);
    const line = order.lineItems[0].id;
    const stranger = '00000000-0000-4000-8000-0000000000b2';
    const newLine = '00000000-0000-4000-8000-0000000000a1';
    const at = (index: number, field: string) => `commitSettings.inventoryUpdates[${index}].${field}`;
    const fieldsOf = (res: { body: any }) =>
      res.body.details.validationError.fieldViolations.map((violation: { field: string }) => violation.field);
    const refusals: [unknown[], unknown[], string][] = [
      [
        [removed(line)],
        [{ actionType: 'RESTOCK', lineItemId: line, quantityChange: 3 }],
        at(0, 'quantityChange'),
      ],
      [[], [{ actionType: 'DECREASE', lineItemId: line, quantityChange: 1 }], at(0, 'quantityChange')],
      [[], [{ actionType: 'RESTOCK', lineItemId: stranger, quantityChange: 1 }], at(0, 'lineItemId')],
      [[], [{ actionType: 'TAKE', lineItemId: line, quantityChange: 1 }], at(0, 'actionType')],
      [[], [{ actionType: 'RESTOCK', lineItemId: line, quantityChange: 0 }], at(0, 'quantityChange')],
    ];
    for (const [lineItems, inventoryUpdates, field] of refusals) {
      const res = await commit(order.id, lineItems, { inventoryUpdates });
      expect([res.status, fieldsOf(res)]).toEqual([400, [field]]);
    }
    expect(await unitsLeft(productId)).toBe(4);

    // The id an added line is given must be a GUID that is not already one of the order's lines.
    const addedAs = (lineItemId: string) => ({
      lineItemId,
      lineItemAdded: true,
      lineItem: {
        catalogReference: { appId: STORES_APP_ID, catalogItemId: productId, options: { variantId: LARGE } },
        quantity: 1,
      },
    });
    for (const badId of ['not-a-guid', line]) {
      const refused = await commit(order.id, [addedAs(badId)]);
      expect([refused.status, fieldsOf(refused)]).toEqual([400, ['changes.lineItems[0].lineItemId']]);
    }
    expect(await unitsLeft(productId)).toBe(4);

    // An added line named by the caller's id, taking 1 of its 2 units; the removed line put back in part.
    const res = await commit(
      order.id,
      [
        {
          lineItemId: newLine,
          lineItemAdded: true,
          lineItem: {
            catalogReference: {
              appId: STORES_APP_ID,
              catalogItemId: productId,
              options: { variantId: LARGE },
            },
            quantity: 2,
          },
        },
        removed(line),
      ],
      {
        addActivitiesToOrder: false,
        inventoryUpdates: [
          { actionType: 'DECREASE', lineItemId: newLine, quantityChange: 1 },
          { actionType: 'RESTOCK', lineItemId: line, quantityChange: 1 },
        ],
      },
    );
    expect(res.status).toBe(200);
    // Both entries move the L variant: taken 1, put back 1 — netted, no stock moved.
    expect(await unitsLeft(productId)).toBe(4);
    expect(res.body.order.lineItems.find((item: { id: string }) => item.id === newLine)).toMatchObject({
      quantity: 2,
      restockQuantity: 1,
    });
    expect(res.body.order.activities).toHaveLength(order.activities.length);
    const committed = await bed.platform.db.query<{ payload: any }>(
      "select payload from event_outbox where entity_id = $1 and event_type = 'wix.ecom.v1.order_committed'",
      [order.id],
    );
    expect(JSON.stringify(committed.at(-1)?.payload)).toContain('"inventoryUpdates"');
  });

  it('never oversells when edits of several orders raise quantities in parallel', async () => {
    const productId = await shirt(3);
    const orders = await Promise.all([1, 2, 3, 4, 5].map(() => orderOf(productId, 1)));
    const answers = await Promise.all(
      orders.map((order) => commit(order.id, [quantity(order.lineItems[0].id, 2)])),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([200, 200, 200, 428, 428]);
    expect(await unitsLeft(productId)).toBe(0);
    // One order edited twice at once (to 2 and to 3, one unit left): one edit wins, the other finds too little.
    const same = await orderOf(productId, 1);
    await setStock(productId, 1);
    const both = await Promise.all(
      [2, 3].map((value) => commit(same.id, [quantity(same.lineItems[0].id, value)])),
    );
    expect(both.map((res) => res.status).sort()).toEqual([200, 428]);
    expect(await unitsLeft(productId)).toBe(0);
    const final = (await getOrder(same.id)).lineItems[0].quantity;
    expect(final === 2 || final === 3).toBe(true);
  });

  // Each edit takes one product and puts back the other; with a lock step per direction, two such edits in opposite
  // directions could each hold the product the other needs next (PostgreSQL aborts one: 409).
  it('commits edits that take one product and restock another, in opposite directions at once, without a deadlock', async () => {
    const [first, second] = [await shirt(20), await shirt(20)];
    const line = (productId: string) => ({
      productId,
      variantId: LARGE,
      name: 'Linen Shirt',
      price: '15.00',
      quantity: 2,
    });
    const pairs = await Promise.all(
      [1, 2, 3, 4].map(async () => [
        await placeOrder(staff, { status: 'APPROVED', lines: [line(first), line(second)] }),
        await placeOrder(staff, { status: 'APPROVED', lines: [line(second), line(first)] }),
      ]),
    );
    // Each order raises its first line and lowers its second: one takes `first` and restocks `second`, its pair the
    // reverse.
    const answers = await Promise.all(
      pairs
        .flat()
        .map((order) =>
          commit(order.id, [quantity(order.lineItems[0].id, 3), quantity(order.lineItems[1].id, 1)]),
        ),
    );
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 200));
    expect([await unitsLeft(first), await unitsLeft(second)]).toEqual([20, 20]);
  });
});
