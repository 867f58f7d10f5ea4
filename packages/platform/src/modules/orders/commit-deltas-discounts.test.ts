import { describe, expect, it } from 'vitest';
import type { CouponDefinition } from '../checkout/pricing';
import {
  added,
  checkoutEditBed,
  checkoutOrder,
  commitLines,
  editTestStore,
  NEW_YORK,
  type ProductLine,
  totalsOf,
} from './testing/checkout-placed-orders';
import { sampleOrder } from './testing/sample-order';

// An order edited with commit-deltas must end with the discounts of an order placed through the checkout with the
// edited lines and the same coupon: a percentage follows the lines' new price, a fixed amount never exceeds it, and
// subtotal, discount, tax, total and balance follow.

const bed = checkoutEditBed();

const coupon = (fields: Partial<CouponDefinition> & Pick<CouponDefinition, 'code' | 'type'>) => ({
  id: crypto.randomUUID(),
  name: fields.code,
  ...fields,
});

/** The order placed with `lines` and `code`, edited with `deltas`, and one placed with `expected` and `code`. */
async function editedAndPlaced(
  lines: ProductLine[],
  code: string,
  deltas: (order: any) => unknown[],
  expected: ProductLine[],
) {
  const order = await checkoutOrder(bed.kit, bed.staff, lines, NEW_YORK, code);
  const edited = await commitLines(bed.staff, order.id, deltas(order));
  const placed = await checkoutOrder(bed.kit, bed.staff, expected, NEW_YORK, code);
  return { order, edited, placed };
}

const lineOf = (order: any, name: string) =>
  order.lineItems.find((line: any) => line.productName.original === name);

describe('orders.commitDeltas discounts like the checkout', () => {
  it('spreads a percentage coupon over the edited lines at several tax rates, as an order placed with them', async () => {
    await bed.kit.pricing(
      editTestStore({ coupons: [coupon({ code: 'TEN', type: 'PERCENTAGE', value: 10 })] }),
    );
    const { order, edited, placed } = await editedAndPlaced(
      [
        { productId: bed.lamp, quantity: 2 },
        { productId: bed.ebook, quantity: 1 },
      ],
      'TEN',
      (order) => [
        { lineItemId: lineOf(order, 'Lamp').id, lineItem: { quantity: 5 } },
        ...added([{ productId: bed.vase, quantity: 1 }]),
      ],
      [
        { productId: bed.lamp, quantity: 5 },
        { productId: bed.ebook, quantity: 1 },
        { productId: bed.vase, quantity: 1 },
      ],
    );
    // Placed: 10% of 20.06 + 12.00 = 3.206 → 3.21.
    expect(totalsOf(order).priceSummary.discount).toBe('3.21');
    expect(totalsOf(edited)).toEqual(totalsOf(placed));
    // 10% of 50.15 + 12.00 + 45.00 = 10.715 → 10.72 (5.02 lamp, 1.20 ebook, 4.50 vase); the ebook's 10.80 at 4%.
    expect(totalsOf(edited).discounts).toEqual([
      { type: 'GLOBAL', coupon: 'TEN', amount: '10.72', lines: ['Ebook', 'Lamp', 'Vase'] },
    ]);
    expect(totalsOf(edited).lines.Lamp).toMatchObject({ lineItemPrice: '50.15', discount: '5.02' });
    expect(totalsOf(edited).lines.Ebook).toMatchObject({ discount: '1.20', taxRate: '0.04', tax: '0.43' });
    expect(totalsOf(edited).priceSummary).toMatchObject({ subtotal: '107.15', discount: '10.72' });
  });

  it('caps a fixed-amount coupon by the line’s new price when its quantity drops', async () => {
    await bed.kit.pricing(
      editTestStore({
        coupons: [
          coupon({ code: 'RUG25', type: 'FIXED_AMOUNT', value: 25, scope: { productIds: [bed.rug] } }),
        ],
      }),
    );
    const { order, edited, placed } = await editedAndPlaced(
      [
        { productId: bed.rug, quantity: 2 },
        { productId: bed.lamp, quantity: 1 },
      ],
      'RUG25',
      (order) => [{ lineItemId: lineOf(order, 'Rug').id, lineItem: { quantity: 1 } }],
      [
        { productId: bed.rug, quantity: 1 },
        { productId: bed.lamp, quantity: 1 },
      ],
    );
    expect(totalsOf(order).lines.Rug.discount).toBe('25.00');
    expect(totalsOf(edited)).toEqual(totalsOf(placed));
    // 25.00 off one rug at 20.03 takes 20.03; the lamp stays outside the coupon's scope.
    expect(totalsOf(edited).lines.Rug).toMatchObject({
      lineItemPrice: '20.03',
      discount: '20.03',
      tax: '0.00',
    });
    expect(totalsOf(edited).discounts).toEqual([
      { type: 'SPECIFIC_ITEMS', coupon: 'RUG25', amount: '20.03', lines: ['Rug'] },
    ]);
  });
});

describe('orders.commitDeltas drops a coupon the edited order no longer qualifies for', () => {
  it('removes a coupon whose minimum subtotal is no longer reached, as the checkout would, and says so', async () => {
    await bed.kit.pricing(
      editTestStore({
        coupons: [coupon({ code: 'BIG5', type: 'FIXED_AMOUNT', value: 5, minimumSubtotal: 40 })],
      }),
    );
    const order = await checkoutOrder(
      bed.kit,
      bed.staff,
      [{ productId: bed.rug, quantity: 2 }],
      NEW_YORK,
      'BIG5',
    );
    expect(totalsOf(order).priceSummary.discount).toBe('5.00');
    const edited = await commitLines(bed.staff, order.id, [
      { lineItemId: lineOf(order, 'Rug').id, lineItem: { quantity: 1 } },
    ]);
    // The checkout refuses the coupon below 40.00, so the order to compare with is placed without it.
    const placed = await checkoutOrder(bed.kit, bed.staff, [{ productId: bed.rug, quantity: 1 }], NEW_YORK);
    expect(totalsOf(edited)).toEqual(totalsOf(placed));
    expect(edited.activities.at(-1).draftOrderChangesApplied.changes).toContainEqual({
      discountRemoved: {
        id: order.appliedDiscounts[0].coupon.id,
        name: { original: 'BIG5', translated: 'BIG5' },
        totalAmount: expect.objectContaining({ amount: '5.00' }),
      },
    });
  });
});

describe('orders.commitDeltas re-applies merchant discounts', () => {
  it('scales a percentage with its line’s new price and caps an amount by it; totals and balance follow', async () => {
    const SHIRT = '6f1a0c2e-0000-4000-8000-000000000001';
    const MUG = '6f1a0c2e-0000-4000-8000-000000000002';
    const DISCOUNT = '6f1a0c2e-0000-4000-8000-0000000000d1';
    const order = sampleOrder({
      status: 'APPROVED',
      lines: [
        { name: 'Linen Shirt', price: '15.00', quantity: 2 },
        { name: 'Trail Mug', price: '12.50', quantity: 1 },
      ],
    }) as any;
    // Another app's lines (no stock moves): 10% off the shirts (3.00), 10.00 off the mug.
    order.lineItems.forEach((line: any, index: number) => {
      line.catalogReference.appId = 'another-app';
      line.id = [SHIRT, MUG][index];
      line.totalDiscount = { amount: ['3.00', '10.00'][index] };
    });
    order.appliedDiscounts = [
      {
        id: DISCOUNT,
        discountType: 'SPECIFIC_ITEMS',
        lineItemIds: [SHIRT],
        merchantDiscount: { amount: { amount: '3.00' }, percentage: 10 },
      },
      {
        discountType: 'SPECIFIC_ITEMS',
        lineItemIds: [MUG],
        merchantDiscount: { amount: { amount: '10.00' } },
      },
    ];
    Object.assign(order.priceSummary, { discount: { amount: '13.00' }, total: { amount: '34.50' } });
    const created = await bed.staff('POST', '/ecom/v1/orders', { order });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const edited = await commitLines(bed.staff, created.body.order.id, [
      { lineItemId: SHIRT, lineItem: { quantity: 3 } },
      { lineItemId: MUG, lineItem: { price: { amount: '8.00' } } },
    ]);
    expect(edited.lineItems.map((line: any) => line.totalDiscount.amount)).toEqual(['4.50', '8.00']);
    expect(
      edited.appliedDiscounts.map((discount: any) => [
        discount.id,
        discount.lineItemIds,
        discount.merchantDiscount.amount.amount,
        discount.merchantDiscount.percentage,
      ]),
    ).toEqual([
      [DISCOUNT, [SHIRT], '4.50', 10],
      [undefined, [MUG], '8.00', undefined],
    ]);
    // 45.00 + 8.00 − 12.50 + 5.00 shipping.
    expect(edited.priceSummary).toMatchObject({
      subtotal: { amount: '53.00' },
      discount: { amount: '12.50' },
      total: { amount: '45.50' },
    });
    expect(edited.balanceSummary.balance.amount).toBe('45.50');
  });
});
