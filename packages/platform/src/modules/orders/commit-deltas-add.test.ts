import { describe, expect, it } from 'vitest';
import { STORES_APP_ID } from '../catalog';
import { placeOrder } from './testing/order-api';
import { ordersTestBed } from './testing/orders-test-bed';
import { createSizedShirt, LARGE, shirtUnitsLeft } from './testing/sized-shirt';

const bed = ordersTestBed();
const { staff } = bed;

const shirt = (left: number, extra: Record<string, unknown> = {}) => createSizedShirt(staff, left, extra);

const unitsLeft = (productId: string) => shirtUnitsLeft(bed.platform, productId);

const eventsOf = async (entityId: string) =>
  await bed.platform.db.query<{ event_type: string; payload: any }>(
    'select event_type, payload from event_outbox where entity_id = $1 order by id',
    [entityId],
  );

const addLine = (orderId: string, lineItem: Record<string, unknown>, extra: Record<string, unknown>[] = []) =>
  staff('POST', `/ecom/v1/orders/${orderId}/commit-deltas`, {
    draftOrderId: '00000000-0000-4000-8000-00000000d002',
    reason: 'Buyer called',
    changes: { lineItems: [{ lineItemAdded: true, lineItem }, ...extra] },
  });

const large = (productId: string, quantity: number) => ({
  catalogReference: { appId: STORES_APP_ID, catalogItemId: productId, options: { variantId: LARGE } },
  quantity,
});

describe('orders.commitDeltas adding a catalog line item', () => {
  it('prices the line from the catalog, takes the stock, recomputes the totals and records the change', async () => {
    const productId = await shirt(3);
    const order = await placeOrder(staff, { status: 'APPROVED' }); // 2 × 12.50 + 5.00 shipping
    const res = await addLine(order.id, {
      ...large(productId, 2),
      // The caller's price and name are not the catalog's: they are ignored.
      price: { amount: '0.01' },
      productName: { original: 'Free shirt' },
    });
    expect(res.status).toBe(200);
    const added = res.body.order.lineItems[1];
    expect(added).toMatchObject({
      productName: { original: 'Linen Shirt' },
      catalogReference: { appId: STORES_APP_ID, catalogItemId: productId, options: { variantId: LARGE } },
      quantity: 2,
      price: { amount: '15.00' },
      lineItemPrice: { amount: '30.00' },
      itemType: { preset: 'PHYSICAL' },
      descriptionLines: [{ name: { original: 'Size' }, plainText: { original: 'L' } }],
    });
    expect(res.body.order.priceSummary).toMatchObject({
      subtotal: { amount: '55.00' },
      total: { amount: '60.00' },
    });
    expect(await unitsLeft(productId)).toBe(1);
    const activity = res.body.order.activities.at(-1);
    expect(activity).toMatchObject({
      activityType: 'DRAFT_ORDER_CHANGES_APPLIED',
      draftOrderChangesApplied: {
        reason: 'Buyer called',
        changes: [{ lineItemAdded: { id: added.id, name: { original: 'Linen Shirt' }, quantity: 2 } }],
      },
    });
    expect((await eventsOf(order.id)).at(-1)?.event_type).toBe('wix.ecom.v1.order_committed');
    const stock = (await eventsOf(`${productId}-${LARGE}`)).at(-1);
    expect(stock?.event_type).toBe('wix.stores.catalog.v3.inventory_item_updated_with_reason');
    expect(JSON.stringify(stock?.payload)).toContain('"reason":"ORDER"');
    // A cancel with restock puts back exactly the variant the added line took.
    await staff('POST', `/ecom/v1/orders/${order.id}/cancel`, { restockAllItems: true });
    expect(await unitsLeft(productId)).toBe(3);
  });

  it('resolves a line given by its choices to the variant', async () => {
    const productId = await shirt(3);
    const order = await placeOrder(staff, { status: 'APPROVED' });
    const res = await addLine(order.id, {
      catalogReference: {
        appId: STORES_APP_ID,
        catalogItemId: productId,
        options: { options: { Size: 'L' } },
      },
      quantity: 1,
    });
    expect(res.body.order.lineItems[1]).toMatchObject({
      catalogReference: { options: { variantId: LARGE } },
      price: { amount: '15.00' },
    });
  });

  it('refuses what the catalog cannot sell, and changes nothing', async () => {
    const productId = await shirt(1);
    const hidden = await shirt(5, { visible: false });
    const order = await placeOrder(staff, { status: 'APPROVED' });
    const refusals: [Record<string, unknown>, number, string][] = [
      [large('00000000-0000-4000-8000-0000000000aa', 1), 400, 'CATALOG_ITEM_NOT_FOUND'],
      [large(hidden, 1), 400, 'CATALOG_ITEM_NOT_FOUND'],
      [
        {
          catalogReference: {
            appId: STORES_APP_ID,
            catalogItemId: productId,
            options: { variantId: 'nope' },
          },
          quantity: 1,
        },
        400,
        'CATALOG_ITEM_NOT_FOUND',
      ],
      [large(productId, 2), 428, 'PARTIAL_OUT_OF_STOCK'],
    ];
    for (const [lineItem, status, code] of refusals) {
      const res = await addLine(order.id, lineItem);
      expect([res.status, res.body.details.applicationError?.code]).toEqual([status, code]);
    }
    await staff('PATCH', `/stores/v2/inventoryItems/product/${productId}`, {
      inventoryItem: { productId, variants: [{ variantId: LARGE, quantity: 0 }] },
    });
    const none = await addLine(order.id, large(productId, 1));
    expect([none.status, none.body.details.applicationError.code]).toEqual([428, 'FULL_OUT_OF_STOCK']);
    const after = (await staff('GET', `/ecom/v1/orders/${order.id}`)).body.order;
    expect(after.lineItems).toHaveLength(1);
    expect(after.activities).toHaveLength(order.activities.length);
    expect(await unitsLeft(hidden)).toBe(5);
  });

  it('answers bad references and quantities with field violations (rule 9)', async () => {
    const productId = await shirt(3);
    const order = await placeOrder(staff, { status: 'APPROVED' });
    const fieldsOf = (res: { body: any }) =>
      res.body.details.validationError.fieldViolations.map((violation: { field: string }) => violation.field);
    const at = 'changes.lineItems[0].lineItem';
    for (const quantity of [0, 100001, 1.5]) {
      const res = await addLine(order.id, large(productId, quantity));
      expect([res.status, fieldsOf(res)]).toEqual([400, [`${at}.quantity`]]);
    }
    const otherApp = await addLine(order.id, {
      catalogReference: { appId: 'another-app', catalogItemId: productId },
      quantity: 1,
    });
    // Another app's line is described by the caller, as in createOrder: without a name and price it is refused.
    expect(fieldsOf(otherApp)).toEqual(expect.arrayContaining([`${at}.productName`, `${at}.price`]));
    const noProduct = await addLine(order.id, { catalogReference: { appId: STORES_APP_ID }, quantity: 1 });
    expect(fieldsOf(noProduct)).toEqual([`${at}.catalogReference.catalogItemId`]);
    expect(await unitsLeft(productId)).toBe(3);
  });

  it("takes another app's line as the caller describes it, beside a catalog line, and no stock for it", async () => {
    const productId = await shirt(3);
    const order = await placeOrder(staff, { status: 'APPROVED' });
    const booking = {
      productName: { original: 'Tent pitching lesson' },
      catalogReference: { appId: '13d21c63-b5ec-5912-8397-c3a5ddb27a97', catalogItemId: 'lesson-1' },
      quantity: 1,
      price: { amount: '40.00' },
      itemType: { preset: 'SERVICE' },
    };
    const res = await addLine(order.id, booking, [{ lineItemAdded: true, lineItem: large(productId, 1) }]);
    expect(res.status).toBe(200);
    expect(res.body.order.lineItems.slice(1)).toMatchObject([
      { productName: { original: 'Tent pitching lesson' }, price: { amount: '40.00' }, quantity: 1 },
      { productName: { original: 'Linen Shirt' }, price: { amount: '15.00' }, quantity: 1 },
    ]);
    expect(await unitsLeft(productId)).toBe(2);
  });

  it('puts the stock back when another change of the same commit is refused', async () => {
    const productId = await shirt(3);
    const order = await placeOrder(staff, { status: 'APPROVED' });
    const res = await addLine(order.id, large(productId, 2), [
      { lineItemId: '00000000-0000-4000-8000-0000000000bb', lineItem: { quantity: 1 } },
    ]);
    expect([res.status, res.body.details.applicationError.code]).toEqual([404, 'LINE_ITEM_NOT_FOUND']);
    expect(await unitsLeft(productId)).toBe(3);
  });
});
