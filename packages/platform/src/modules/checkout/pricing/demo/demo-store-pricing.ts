import type { CouponDefinition, StorePricingConfig } from '../store-pricing-config';

/**
 * The pricing of the demo store "Bazaar Outfitters" (USD, weights in kg, like the demo catalog): what the cart
 * module seeds next to the catalog. Shipping, tax and coupons are chosen so that every pricing path is reachable
 * from the storefront: weight/quantity/price tiers, free shipping over $100, a pickup point, state sales taxes,
 * automatic VAT and a fallback rate, and one coupon per coupon rule and per coupon error.
 */

/** Shipping region GUIDs of the demo store. */
export const DEMO_SHIPPING_REGION_IDS = {
  domestic: '5f0c2a8e-3d41-4b6a-9c27-1e8d4f6a0b31',
  international: '9b7e4c12-6a85-4f3d-8e19-2c5a7d0f4e62',
} as const;

/** Tax group of downloadable products; the cart module sets it on digital items (California does not tax them). */
export const DEMO_DIGITAL_TAX_GROUP = 'digital-goods';

/** The demo pickup point: the shop in Portland, Oregon (no sales tax — picked-up orders are taxed there). */
export const DEMO_PICKUP_ADDRESS = {
  country: 'US',
  subdivision: 'US-OR',
  city: 'Portland',
  postalCode: '97209',
  addressLine: '1200 NW Everett St',
} as const;

const BASE_COUPONS: CouponDefinition[] = [
  {
    id: '1c8f5e02-7a3b-4d9e-b1f6-0a2c4e6d8f10',
    code: 'WELCOME10',
    name: '10% off your order',
    type: 'PERCENTAGE',
    value: 10,
  },
  {
    id: '2d9a6f13-8b4c-4eaf-82a7-1b3d5f7e9a21',
    code: 'SAVE5',
    name: '$5 off orders over $30',
    type: 'FIXED_AMOUNT',
    value: '5.00',
    minimumSubtotal: '30.00',
  },
  {
    id: '3eab7024-9c5d-4fb0-93b8-2c4e6a8f0b32',
    code: 'FREESHIP',
    name: 'Free shipping',
    type: 'FREE_SHIPPING',
  },
  {
    id: '4fbc8135-ad6e-4a01-a4c9-3d5f7b9a1c43',
    code: 'SUMMER23',
    name: 'Summer sale 2023: 20% off',
    type: 'PERCENTAGE',
    value: 20,
    startTime: '2023-06-01T00:00:00.000Z',
    expirationTime: '2023-09-01T00:00:00.000Z',
  },
  {
    id: '50cd9246-be7f-4b12-b5da-4e6a8c0b2d54',
    code: 'LAUNCH25',
    name: '$25 off orders over $100 (first 100 orders, once per customer)',
    type: 'FIXED_AMOUNT',
    value: 25,
    minimumSubtotal: 100,
    usageLimit: 100,
    limitPerCustomer: 1,
  },
  {
    id: '61dea357-cf80-4c23-86eb-5f7b9d1c3e65',
    code: 'NEWCENTURY',
    name: 'A coupon for the year 2100',
    type: 'PERCENTAGE',
    value: 21,
    startTime: '2100-01-01T00:00:00.000Z',
  },
];

/**
 * Builds the demo store's pricing configuration. Collection ids are generated when the catalog is seeded, so the
 * collection-scoped coupon `CAMP15` (15% off the Camp Kitchen collection) is added only when the seed can name
 * the collection's id.
 * @param ids - resolves a demo collection key (`camp-kitchen`) to the id the seed created
 */
export function createDemoStorePricing(
  ids: { collectionId?: (key: string) => string | undefined } = {},
): StorePricingConfig {
  const campKitchen = ids.collectionId?.('camp-kitchen');
  const coupons: CouponDefinition[] = [...BASE_COUPONS];
  if (campKitchen) {
    coupons.push({
      id: '72efb468-d091-4d34-97fc-6a8c0e2d4f76',
      code: 'CAMP15',
      name: '15% off Camp Kitchen',
      type: 'PERCENTAGE',
      value: 15,
      scope: { collectionIds: [campKitchen] },
    });
  }
  return {
    currency: 'USD',
    weightUnit: 'KG',
    roundingStrategy: 'CURRENCY_PRECISION',
    defaultAddress: { country: 'US', subdivision: 'US-OR' },
    shipping: {
      regions: [
        {
          id: DEMO_SHIPPING_REGION_IDS.domestic,
          name: 'United States',
          destinations: [{ country: 'US' }],
          options: [
            {
              code: 'standard',
              title: 'Standard delivery',
              deliveryTime: '3–5 business days',
              rate: {
                type: 'BY_WEIGHT',
                tiers: [{ upTo: 1, price: '5.99' }, { upTo: 5, price: '9.99' }, { price: '14.99' }],
              },
              freeOver: 100,
            },
            {
              code: 'express',
              title: 'Express delivery',
              deliveryTime: '1–2 business days',
              rate: {
                type: 'BY_QUANTITY',
                tiers: [{ upTo: 2, price: '14.99' }, { upTo: 5, price: '19.99' }, { price: '24.99' }],
              },
            },
            {
              code: 'pickup-portland',
              title: 'Pick up at Bazaar Outfitters, Portland',
              deliveryTime: 'Ready the next business day',
              instructions: 'Bring your order number. Open Monday to Saturday, 10:00–18:00.',
              rate: { type: 'FLAT', price: 0 },
              pickup: { method: 'PICKUP_POINT', address: { ...DEMO_PICKUP_ADDRESS }, businessLocation: true },
            },
          ],
        },
        {
          id: DEMO_SHIPPING_REGION_IDS.international,
          name: 'International',
          destinations: 'REST_OF_WORLD',
          options: [
            {
              code: 'intl-standard',
              title: 'International standard',
              deliveryTime: '7–14 business days',
              // No open tier: parcels over 20 kg are not sent by standard mail.
              rate: {
                type: 'BY_WEIGHT',
                tiers: [
                  { upTo: 1, price: '19.99' },
                  { upTo: 5, price: '34.99' },
                  { upTo: 20, price: '59.99' },
                ],
              },
            },
            {
              code: 'intl-express',
              title: 'International express',
              deliveryTime: '3–5 business days',
              rate: {
                type: 'BY_PRICE',
                tiers: [{ upTo: 50, price: '39.99' }, { upTo: 200, price: '49.99' }, { price: '59.99' }],
              },
            },
          ],
        },
      ],
    },
    tax: {
      taxIncludedInPrices: false,
      taxShipping: true,
      fallbackRate: '0.05',
      regions: [
        {
          name: 'California sales tax',
          country: 'US',
          subdivision: 'US-CA',
          rateType: 'MANUAL_RATE',
          rate: '0.0725',
          taxShipping: false,
          groupRates: { [DEMO_DIGITAL_TAX_GROUP]: '0' },
        },
        {
          name: 'New York sales tax',
          country: 'US',
          subdivision: 'US-NY',
          rateType: 'MANUAL_RATE',
          rate: '0.04',
        },
        {
          name: 'Texas sales tax',
          country: 'US',
          subdivision: 'US-TX',
          rateType: 'MANUAL_RATE',
          rate: '0.0625',
        },
        {
          name: 'Washington sales tax',
          country: 'US',
          subdivision: 'US-WA',
          rateType: 'MANUAL_RATE',
          rate: '0.065',
        },
        {
          name: 'Florida sales tax',
          country: 'US',
          subdivision: 'US-FL',
          rateType: 'MANUAL_RATE',
          rate: '0.06',
        },
        { name: 'Oregon', country: 'US', subdivision: 'US-OR', rateType: 'NO_TAX_COLLECTED' },
        { name: 'United Kingdom VAT', country: 'GB', rateType: 'AUTO_RATE' },
        { name: 'Germany VAT', country: 'DE', rateType: 'AUTO_RATE' },
        { name: 'Canada GST', country: 'CA', rateType: 'AUTO_RATE' },
      ],
    },
    coupons,
  };
}

/** The demo store's pricing without the collection-scoped coupon (for tests and a catalog-less start). */
export const demoStorePricing: StorePricingConfig = createDemoStorePricing();
