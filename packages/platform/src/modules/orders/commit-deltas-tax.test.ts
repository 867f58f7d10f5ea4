import { describe, expect, it } from 'vitest';
import {
  added,
  checkoutEditBed,
  commitLines,
  editTestStore,
  LONDON,
  NEW_YORK,
  type ProductLine,
  checkoutOrder as placeThroughCheckout,
  totalsOf,
} from './testing/checkout-placed-orders';

// An order edited with commit-deltas must end with the tax of an order placed through the checkout with the edited
// lines: both are taxed by the checkout's engine, at the store's rate for the order's address, with its rounding.

const bed = checkoutEditBed();

const store = editTestStore;
const checkoutOrder = (lines: ProductLine[], address: Record<string, unknown>) =>
  placeThroughCheckout(bed.kit, bed.staff, lines, address);
const addLines = (orderId: string, lines: ProductLine[]) => commitLines(bed.staff, orderId, added(lines));

describe('orders.commitDeltas taxes like the checkout', () => {
  it('taxes an added line at the rate of the order’s region, and ends as an order placed with the lines', async () => {
    await bed.kit.pricing(store());
    const order = await checkoutOrder([{ productId: bed.lamp, quantity: 2 }], NEW_YORK);
    const edited = await addLines(order.id, [{ productId: bed.vase, quantity: 1 }]);
    // 45.00 × 8.875% = 3.99375 → 3.99, like the checkout's CURRENCY_PRECISION rounding of each line.
    expect(totalsOf(edited).lines.Vase).toMatchObject({
      beforeTax: '45.00',
      afterTax: '48.99',
      taxRate: '0.08875',
      taxableAmount: '45.00',
      tax: '3.99',
      rates: [['New York', '0.08875', '3.99']],
    });
    const placed = await checkoutOrder(
      [
        { productId: bed.lamp, quantity: 2 },
        { productId: bed.vase, quantity: 1 },
      ],
      NEW_YORK,
    );
    // 20.06 + 45.00 = 65.06; tax 1.78 + 3.99 + 0.44 (shipping) = 6.21.
    expect(totalsOf(edited)).toEqual(totalsOf(placed));
    expect(totalsOf(edited).priceSummary).toEqual({
      subtotal: '65.06',
      shipping: '5.00',
      tax: '6.21',
      discount: '0.00',
      total: '76.27',
    });
  });

  it('rounds the order’s tax once on a NO_ROUNDING store, as the checkout does, not line by line', async () => {
    await bed.kit.pricing(store({ roundingStrategy: 'NO_ROUNDING' }));
    // UK VAT 20%: lamp 10.03 → 2.006, rug 20.03 → 4.006, shipping 5.00 → 1.00.
    const order = await checkoutOrder([{ productId: bed.lamp, quantity: 1 }], LONDON);
    const edited = await addLines(order.id, [{ productId: bed.rug, quantity: 1 }]);
    const placed = await checkoutOrder(
      [
        { productId: bed.lamp, quantity: 1 },
        { productId: bed.rug, quantity: 1 },
      ],
      LONDON,
    );
    // Σ exact = 7.012 → 7.01; rounded line by line it would be 2.01 + 4.01 + 1.00 = 7.02.
    expect(totalsOf(edited)).toEqual(totalsOf(placed));
    expect(edited.priceSummary).toMatchObject({ tax: { amount: '7.01' }, total: { amount: '42.07' } });
  });

  it('extracts the tax of an added line on a tax-inclusive store and leaves it out of the total', async () => {
    await bed.kit.pricing(store({ taxIncluded: true }));
    const order = await checkoutOrder([{ productId: bed.lamp, quantity: 1 }], LONDON);
    expect(order.taxIncludedInPrices).toBe(true);
    const edited = await addLines(order.id, [{ productId: bed.vase, quantity: 2 }]);
    // 90.00 gross at 20% VAT: 15.00 tax, 75.00 before tax.
    expect(totalsOf(edited).lines.Vase).toMatchObject({
      beforeTax: '75.00',
      afterTax: '90.00',
      taxRate: '0.2',
      tax: '15.00',
    });
    const placed = await checkoutOrder(
      [
        { productId: bed.lamp, quantity: 1 },
        { productId: bed.vase, quantity: 2 },
      ],
      LONDON,
    );
    expect(totalsOf(edited)).toEqual(totalsOf(placed));
    // 10.03 + 90.00 + 5.00: the tax (1.67 + 15.00 + 0.83) is inside the prices.
    expect(edited.priceSummary.total.amount).toBe('105.03');
  });
});
