/**
 * Realistic event bodies for modules that are not merged yet (orders, catalog v3), shaped per entities.md: money as
 * decimal strings in `Price`, timestamps as ISO strings, images and addresses in their wire shapes.
 */

/** An ecom order (entities.md "Order (ecom v1)"). */
export function orderEntity(id: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    number: '10042',
    createdDate: '2025-05-01T09:30:00.000Z',
    updatedDate: '2025-05-01T09:30:00.000Z',
    purchasedDate: '2025-05-01T09:30:05.000Z',
    lineItems: [
      {
        id: 'a1b2c3d4-0000-4000-8000-000000000001',
        productName: { original: 'Trail mug', translated: 'Trail mug' },
        catalogReference: {
          catalogItemId: 'df19c1f7-07d8-a265-42f8-e8dfa824cc6e',
          appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e',
          options: { variantId: '00000000-0000-0000-0000-000000000000' },
        },
        quantity: 2,
        price: { amount: '12.50', formattedAmount: '$12.50' },
        totalPriceAfterTax: { amount: '25.00', formattedAmount: '$25.00' },
        physicalProperties: { weight: 0.35, sku: 'MUG-TRAIL', shippable: true },
        itemType: { preset: 'PHYSICAL' },
        image: { id: 'mug.jpg', url: 'https://static.example/mug.jpg', width: 800, height: 800 },
        paymentOption: 'FULL_PAYMENT_ONLINE',
      },
    ],
    buyerInfo: { contactId: 'c0ffee00-0000-4000-8000-000000000002', email: 'ada@example.com' },
    paymentStatus: 'PAID',
    fulfillmentStatus: 'NOT_FULFILLED',
    status: 'APPROVED',
    currency: 'USD',
    weightUnit: 'KG',
    taxIncludedInPrices: false,
    priceSummary: {
      subtotal: { amount: '25.00', formattedAmount: '$25.00' },
      shipping: { amount: '5.00', formattedAmount: '$5.00' },
      tax: { amount: '2.50', formattedAmount: '$2.50' },
      discount: { amount: '0', formattedAmount: '$0.00' },
      total: { amount: '32.50', formattedAmount: '$32.50' },
    },
    billingInfo: {
      address: {
        country: 'US',
        subdivision: 'US-NY',
        city: 'New York',
        postalCode: '10001',
        addressLine: '350 5th Ave',
        geocode: { latitude: 40.7484, longitude: -73.9857 },
      },
      contactDetails: { firstName: 'Ada', lastName: 'Lovelace' },
    },
    activities: [
      { id: 'act-1', createdDate: '2025-05-01T09:30:05.000Z', activityType: 'ORDER_PLACED' },
      { id: 'act-2', createdDate: '2025-05-01T09:31:00.000Z', activityType: 'ORDER_PAID' },
    ],
    channelInfo: { type: 'WEB' },
    ...overrides,
  };
}

/** A catalog v3 product (spec §3 "Catalog version 3 entities"). */
export function productV3Entity(
  id: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    id,
    revision: '3',
    name: 'Trail mug',
    slug: 'trail-mug',
    createdDate: '2025-04-01T08:00:00.000Z',
    updatedDate: '2025-04-20T08:00:00.000Z',
    visible: true,
    productType: 'PHYSICAL',
    description: {
      nodes: [
        {
          type: 'PARAGRAPH',
          id: 'p1',
          nodes: [{ type: 'TEXT', id: '', textData: { text: 'Enamel, 350 ml.' } }],
        },
      ],
      metadata: {
        version: 1,
        createdTimestamp: '2025-04-01T08:00:00.000Z',
        updatedTimestamp: '2025-04-20T08:00:00.000Z',
      },
    },
    physicalProperties: { shippingWeightRange: { minValue: 0.35, maxValue: 0.35 } },
    variantsInfo: {
      variants: [
        {
          id: 'v-1',
          sku: 'MUG-TRAIL',
          visible: true,
          price: { actualPrice: { amount: '12.50', formattedAmount: '$12.50' } },
          physicalProperties: { weight: 0.35 },
          revenueDetails: { profitMargin: 0.4 },
        },
      ],
    },
    inventory: { availabilityStatus: 'IN_STOCK', preorderStatus: 'DISABLED' },
    ...overrides,
  };
}

/** A catalog v3 inventory item. */
export function inventoryItemEntity(id: string, quantity: number): Record<string, unknown> {
  return {
    id,
    revision: String(quantity),
    createdDate: '2025-04-01T08:00:00.000Z',
    updatedDate: '2025-05-01T09:30:05.000Z',
    variantId: 'v-1',
    locationId: 'loc-1',
    productId: 'p-1',
    trackQuantity: true,
    quantity,
    availabilityStatus: quantity > 0 ? 'IN_STOCK' : 'OUT_OF_STOCK',
  };
}
