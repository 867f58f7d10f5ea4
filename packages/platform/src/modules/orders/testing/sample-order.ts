/**
 * Sample new orders for the orders and payments tests: wire-shaped orders whose line items reference the catalog
 * (pass real product ids from the seeded demo catalog where the test needs them).
 */
import { STORES_APP_ID } from '../../catalog/product-state';

/** A line item of a sample order. */
export interface SampleLine {
  productId?: string;
  variantId?: string;
  name?: string;
  price: string;
  quantity: number;
}

/**
 * A new order in wire shape: USD, one or more physical lines, shipping 5.00, no tax.
 * @param options - lines, buyer, shipping, channel
 */
export function sampleOrder(
  options: {
    lines?: SampleLine[];
    buyer?: { email?: string; memberId?: string; visitorId?: string };
    shipping?: string;
    channel?: string;
    status?: string;
  } = {},
): Record<string, unknown> {
  const lines = options.lines ?? [{ name: 'Trail Mug', price: '12.50', quantity: 2 }];
  const shipping = options.shipping ?? '5.00';
  const cents = (text: string) => Math.round(Number(text) * 100);
  const subtotal = lines.reduce((sum, line) => sum + cents(line.price) * line.quantity, 0);
  const money = (value: number) => ({ amount: (value / 100).toFixed(2) });
  return {
    channelInfo: { type: options.channel ?? 'WEB' },
    ...(options.status && { status: options.status }),
    buyerInfo: { email: 'ada@example.com', ...options.buyer },
    lineItems: lines.map((line, index) => ({
      productName: { original: line.name ?? `Product ${index + 1}` },
      catalogReference: {
        appId: STORES_APP_ID,
        catalogItemId: line.productId ?? `00000000-0000-4000-8000-00000000000${index + 1}`,
        ...(line.variantId && { options: { variantId: line.variantId } }),
      },
      quantity: line.quantity,
      price: { amount: line.price },
      itemType: { preset: 'PHYSICAL' },
      physicalProperties: { weight: 0.4, shippable: true },
    })),
    billingInfo: {
      address: {
        country: 'US',
        subdivision: 'US-OR',
        city: 'Portland',
        addressLine: '1 Main St',
        postalCode: '97201',
      },
      contactDetails: { firstName: 'Ada', lastName: 'Lovelace' },
    },
    shippingInfo: {
      title: 'Standard',
      logistics: { shippingDestination: { address: { country: 'US', city: 'Portland' } } },
      cost: { price: money(cents(shipping)) },
    },
    priceSummary: {
      subtotal: money(subtotal),
      shipping: money(cents(shipping)),
      tax: money(0),
      discount: money(0),
      total: money(subtotal + cents(shipping)),
    },
  };
}
