import { describe, expect, it } from 'vitest';
import type { ShippingRegionConfig } from '../checkout/pricing';
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

// An order edited with commit-deltas must ship for what an order placed through the checkout with the edited lines
// would: the buyer's option is quoted again on the edited lines' weight and discounted amount.

const bed = checkoutEditBed();

/** The US: Standard by weight (≤ 1 kg 5.00, ≤ 5 kg 9.00, not above; free from 100.00 after discounts), Freight. */
const UNITED_STATES: ShippingRegionConfig = {
  id: '7c1d2e3f-0000-4000-8000-00000000000b',
  name: 'United States',
  destinations: [{ country: 'US' }],
  options: [
    {
      code: 'std',
      title: 'Standard',
      rate: {
        type: 'BY_WEIGHT',
        tiers: [
          { upTo: 1, price: '5.00' },
          { upTo: 5, price: '9.00' },
        ],
      },
      freeOver: '100.00',
    },
    { code: 'freight', title: 'Freight', rate: { type: 'FLAT', price: '30.00' } },
  ],
};

const TEN = { id: crypto.randomUUID(), code: 'TEN', name: 'TEN', type: 'PERCENTAGE' as const, value: 10 };

/** The order placed with `lines`, edited by adding `more`, and one placed with both. */
async function editedAndPlaced(lines: ProductLine[], more: ProductLine[], code?: string) {
  const order = await checkoutOrder(bed.kit, bed.staff, lines, NEW_YORK, code);
  const edited = await commitLines(bed.staff, order.id, added(more));
  const placed = await checkoutOrder(bed.kit, bed.staff, [...lines, ...more], NEW_YORK, code);
  return { order, edited, placed };
}

describe('orders.commitDeltas quotes shipping like the checkout', () => {
  it('prices the buyer’s option again for the edited lines’ weight, as an order placed with them', async () => {
    await bed.kit.pricing(editTestStore({ regions: [UNITED_STATES] }));
    const { order, edited, placed } = await editedAndPlaced(
      [{ productId: bed.lamp, quantity: 1 }],
      [{ productId: bed.rug, quantity: 1 }],
    );
    expect(totalsOf(order).shipping).toMatchObject({ code: 'std', price: '5.00' });
    expect(totalsOf(edited)).toEqual(totalsOf(placed));
    // 2.5 kg: 9.00, taxed at 8.875% (0.80).
    expect(totalsOf(edited).shipping).toEqual({
      code: 'std',
      price: '9.00',
      discount: '0.00',
      afterTax: '9.80',
    });
    expect(edited.activities.at(-1).draftOrderChangesApplied.changes).toContainEqual({
      shippingInformationChanged: {
        originalShippingInfo: {
          total: expect.objectContaining({ amount: '5.00' }),
          shippingTitle: 'Standard',
        },
        newShippingInfo: { total: expect.objectContaining({ amount: '9.00' }), shippingTitle: 'Standard' },
      },
    });
  });

  it('compares the free-shipping threshold with the lines after the re-applied coupon', async () => {
    await bed.kit.pricing(editTestStore({ regions: [UNITED_STATES], coupons: [TEN] }));
    // 10.03 + 90.00 = 100.03, 90.03 after 10%: under 100.00, so Standard costs 9.00 (2.5 kg).
    const under = await editedAndPlaced(
      [{ productId: bed.lamp, quantity: 1 }],
      [{ productId: bed.vase, quantity: 2 }],
      'TEN',
    );
    expect(totalsOf(under.edited)).toEqual(totalsOf(under.placed));
    expect(totalsOf(under.edited).shipping.price).toBe('9.00');
    // 10.03 + 135.00 after 10%: 130.53, free.
    const over = await editedAndPlaced(
      [{ productId: bed.lamp, quantity: 1 }],
      [{ productId: bed.vase, quantity: 3 }],
      'TEN',
    );
    expect(totalsOf(over.edited)).toEqual(totalsOf(over.placed));
    expect(totalsOf(over.edited).shipping.price).toBe('0.00');
  });

  it('takes a free-shipping coupon off the re-quoted price, as an order placed with it', async () => {
    const free = {
      id: crypto.randomUUID(),
      code: 'SHIPFREE',
      name: 'SHIPFREE',
      type: 'FREE_SHIPPING' as const,
    };
    await bed.kit.pricing(editTestStore({ regions: [UNITED_STATES], coupons: [free] }));
    const { order, edited, placed } = await editedAndPlaced(
      [{ productId: bed.lamp, quantity: 1 }],
      [{ productId: bed.rug, quantity: 1 }],
      'SHIPFREE',
    );
    expect(totalsOf(order).shipping).toMatchObject({ price: '5.00', discount: '5.00' });
    expect(totalsOf(edited)).toEqual(totalsOf(placed));
    // 9.00 for 2.5 kg, all of it taken off: the summary's discount is the shipping's.
    expect(totalsOf(edited).shipping).toMatchObject({ price: '9.00', discount: '9.00', afterTax: '0.00' });
    expect(totalsOf(edited).discounts).toEqual([
      { type: 'SHIPPING', coupon: 'SHIPFREE', amount: '9.00', lines: [] },
    ]);
    expect(totalsOf(edited).priceSummary).toMatchObject({ shipping: '9.00', discount: '9.00' });
  });

  it('charges no shipping once nothing is left to ship, as an order of the downloads alone', async () => {
    await bed.kit.pricing(editTestStore({ regions: [UNITED_STATES] }));
    const order = await checkoutOrder(
      bed.kit,
      bed.staff,
      [
        { productId: bed.lamp, quantity: 1 },
        { productId: bed.ebook, quantity: 1 },
      ],
      NEW_YORK,
    );
    const lamp = order.lineItems.find((line: any) => line.productName.original === 'Lamp');
    const edited = await commitLines(bed.staff, order.id, [{ lineItemId: lamp.id, lineItemRemoved: true }]);
    const placed = await checkoutOrder(bed.kit, bed.staff, [{ productId: bed.ebook, quantity: 1 }], NEW_YORK);
    expect(totalsOf(edited).shipping).toMatchObject({ price: '0.00', afterTax: '0.00' });
    // 12.00 at 4%: 0.48.
    expect(totalsOf(edited).priceSummary).toEqual(totalsOf(placed).priceSummary);
    expect(totalsOf(edited).lines).toEqual(totalsOf(placed).lines);
    expect(totalsOf(edited).priceSummary).toMatchObject({ shipping: '0.00', tax: '0.48', total: '12.48' });
  });

  it('keeps the price when the buyer’s option no longer takes the order, and says so in the history', async () => {
    await bed.kit.pricing(editTestStore({ regions: [UNITED_STATES] }));
    const order = await checkoutOrder(bed.kit, bed.staff, [{ productId: bed.lamp, quantity: 1 }], NEW_YORK);
    // 6.5 kg: Standard stops at 5 kg.
    const edited = await commitLines(bed.staff, order.id, added([{ productId: bed.rug, quantity: 3 }]));
    expect(totalsOf(edited).shipping).toMatchObject({ code: 'std', price: '5.00', afterTax: '5.44' });
    // 10.03 + 60.09 = 70.12; tax 0.89 + 5.33 + 0.44 = 6.66.
    expect(totalsOf(edited).priceSummary).toEqual({
      subtotal: '70.12',
      shipping: '5.00',
      tax: '6.66',
      discount: '0.00',
      total: '81.78',
    });
    expect(edited.activities.at(-1)).toMatchObject({
      activityType: 'CUSTOM_ACTIVITY',
      customActivity: {
        type: 'SHIPPING_PRICE_KEPT',
        additionalData: {
          code: 'std',
          title: 'Standard',
          price: '5.00',
          reason: 'DELIVERY_OPTION_NOT_OFFERED',
        },
      },
    });
  });
});
