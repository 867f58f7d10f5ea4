/**
 * Input validation of new orders (`POST /ecom/v1/orders`, and the checkout's orders — business-rules 50). Unknown
 * fields pass through (the wire Order has many optional parts); what the platform computes (ids, number, dates,
 * statuses, activities, balance) is ignored when sent.
 */
import { z } from 'zod';
import { CHANNEL_TYPES } from './order-types';

const DECIMAL = /^-?\d+(\.\d+)?$/;
/** An order's `currency`: an ISO 4217 code. */
export const CURRENCY_CODE = /^[A-Z]{3}$/;

/** A decimal amount: the wire's decimal string, or a JSON number from lenient clients. */
export const decimalAmount = z.union([
  z.string().regex(DECIMAL, 'must be a decimal number'),
  z.number().finite(),
]);

/**
 * Limits of a new order, shared by {@link newOrderSchema} and the checkout, which builds its orders within them
 * (checkout/order-input.ts) instead of having them validated again.
 */
export const NEW_ORDER_LIMITS = {
  lineItems: 300,
  productName: 200,
  catalogItemId: 36,
  appId: 100,
  quantity: 100_000,
  shippingTitle: 250,
  buyerNote: 1000,
  appliedDiscounts: 320,
  additionalFees: 100,
} as const;

/** `Price.amount @decimalValue options { gte:0, lte:1000000000000000 }` of the official Order types. */
const MAX_PRICE_INTEGER = 10n ** 15n;

/** True when a decimal amount is at most 10^15, compared exactly (a float would round 10^15 + 0.01 down). */
function isAtMostMaxPrice(amount: string | number): boolean {
  const [integer = '0', fraction = ''] = String(amount).replace(/^-/, '').split('.');
  if (!/^\d+$/.test(integer)) return true; // not a plain decimal (e.g. 1e21): the number check handles it
  const whole = BigInt(integer);
  return whole < MAX_PRICE_INTEGER || (whole === MAX_PRICE_INTEGER && /^0*$/.test(fraction));
}

/**
 * True when {@link priceSchema} accepts this amount: a decimal string or finite number from 0 to 10^15.
 * @param amount - the `amount` of a wire price
 */
export function isPriceAmount(amount: unknown): boolean {
  const decimal = typeof amount === 'string' ? DECIMAL.test(amount) : Number.isFinite(amount);
  return (
    decimal && Number(amount) >= 0 && isAtMostMaxPrice(amount as string | number) && Number(amount) <= 1e15
  );
}

/**
 * A wire `Price` (`formattedAmount` is recomputed): an amount from 0 to 10^15 — a negative line price or total is
 * refused, not stored.
 */
export const priceSchema = z.looseObject({
  amount: decimalAmount
    .refine((amount) => Number(amount) >= 0, {
      message: 'must be at least 0',
      params: { violatedRule: 'DECIMAL_GTE', data: { threshold: '0' } },
    })
    .refine((amount) => isAtMostMaxPrice(amount) && Number(amount) <= 1e15, {
      message: 'must be at most 1000000000000000',
      params: { violatedRule: 'DECIMAL_LTE', data: { threshold: '1000000000000000' } },
    }),
  formattedAmount: z.string().optional(),
});

const ITEM_TYPES = ['UNRECOGNISED', 'PHYSICAL', 'DIGITAL', 'GIFT_CARD', 'SERVICE'] as const;
const PAYMENT_OPTIONS = [
  'FULL_PAYMENT_ONLINE',
  'FULL_PAYMENT_OFFLINE',
  'MEMBERSHIP',
  'DEPOSIT_ONLINE',
  'MEMBERSHIP_OFFLINE',
  'MEMBERSHIP_ONLINE_WITH_OFFLINE_REMAINDER',
] as const;

/** A postal address with contact details (`billingInfo`, `recipientInfo`, shipping destination). */
export const addressWithContactSchema = z.looseObject({
  address: z.looseObject({}).optional(),
  contactDetails: z.looseObject({}).optional(),
});

/** A line item of a new order. */
export const newLineItemSchema = z
  .looseObject({
    // Rule 50: a supplied id must be a GUID or empty.
    id: z.union([z.guid(), z.literal('')]).optional(),
    productName: z.looseObject({
      original: z.string().min(1).max(NEW_ORDER_LIMITS.productName),
      translated: z.string().optional(),
    }),
    catalogReference: z.looseObject({
      catalogItemId: z.string().min(1).max(NEW_ORDER_LIMITS.catalogItemId),
      appId: z.string().min(1).max(NEW_ORDER_LIMITS.appId),
      options: z.record(z.string(), z.unknown()).optional(),
    }),
    quantity: z.number().int().min(1).max(NEW_ORDER_LIMITS.quantity),
    price: priceSchema,
    itemType: z.looseObject({ preset: z.enum(ITEM_TYPES).optional(), custom: z.string().optional() }),
    priceBeforeDiscounts: priceSchema.optional(),
    totalDiscount: priceSchema.optional(),
    lineItemPrice: priceSchema.optional(),
    totalPriceBeforeTax: priceSchema.optional(),
    totalPriceAfterTax: priceSchema.optional(),
    physicalProperties: z
      .looseObject({
        weight: z.number().optional(),
        sku: z.string().optional(),
        shippable: z.boolean().optional(),
      })
      .optional(),
    paymentOption: z.enum(PAYMENT_OPTIONS).optional(),
    digitalFile: z.looseObject({}).optional(),
  })
  .refine((item) => item.itemType.preset !== 'DIGITAL' || item.digitalFile !== undefined, {
    message: 'a DIGITAL item needs digitalFile',
    path: ['digitalFile'],
    params: { violatedRule: 'REQUIRED_FIELD' },
  });

/** A new order in wire shape. */
export const newOrderSchema = z.looseObject({
  lineItems: z.array(newLineItemSchema).min(1).max(NEW_ORDER_LIMITS.lineItems),
  channelInfo: z.looseObject({ type: z.enum(CHANNEL_TYPES) }),
  priceSummary: z.looseObject({
    subtotal: priceSchema.optional(),
    shipping: priceSchema.optional(),
    tax: priceSchema.optional(),
    discount: priceSchema.optional(),
    total: priceSchema.optional(),
    totalAdditionalFees: priceSchema.optional(),
  }),
  buyerInfo: z
    .looseObject({
      email: z.email().optional(),
      memberId: z.guid().optional(),
      visitorId: z.guid().optional(),
      contactId: z.guid().optional(),
    })
    .optional(),
  currency: z.string().regex(CURRENCY_CODE, 'must be an ISO 4217 code').optional(),
  weightUnit: z.enum(['UNSPECIFIED_WEIGHT_UNIT', 'KG', 'LB']).optional(),
  taxIncludedInPrices: z.boolean().optional(),
  // Rule 49 decides the status; staff may start an order APPROVED or PENDING (CANCELED/REJECTED only by a change).
  status: z.enum(['INITIALIZED', 'APPROVED', 'PENDING']).optional(),
  purchasedDate: z.iso.datetime({ offset: true }).optional(),
  checkoutId: z.guid().optional(),
  purchaseFlowId: z.guid().optional(),
  currencyConversionDetails: z
    .looseObject({ conversionRate: decimalAmount, originalCurrency: z.string().min(3).max(3) })
    .optional(),
  billingInfo: addressWithContactSchema.optional(),
  recipientInfo: addressWithContactSchema.optional(),
  shippingInfo: z
    .looseObject({ title: z.string().max(NEW_ORDER_LIMITS.shippingTitle).optional() })
    .optional(),
  buyerNote: z.string().max(NEW_ORDER_LIMITS.buyerNote).optional(),
  buyerLanguage: z.string().max(10).optional(),
  appliedDiscounts: z.array(z.looseObject({})).max(NEW_ORDER_LIMITS.appliedDiscounts).optional(),
  additionalFees: z.array(z.looseObject({})).max(NEW_ORDER_LIMITS.additionalFees).optional(),
  tags: z
    .looseObject({
      tags: z.looseObject({ tagIds: z.array(z.string().max(100)).max(100) }).optional(),
      privateTags: z.looseObject({ tagIds: z.array(z.string().max(100)).max(100) }).optional(),
    })
    .optional(),
});

/** Order creation settings (rule 50). */
export const orderCreationSettingsSchema = z.looseObject({
  orderApprovalStrategy: z.enum(['DEFAULT', 'PAYMENT_RECEIVED', 'PAYMENT_METHOD_SAVED']).optional(),
  notifications: z
    .looseObject({
      sendNotificationToBuyer: z.boolean().nullable().optional(),
      sendNotificationsToBusiness: z.boolean().nullable().optional(),
    })
    .optional(),
});

/** The body of `POST /ecom/v1/orders`. */
export const createOrderRequestSchema = z.looseObject({
  order: newOrderSchema,
  settings: orderCreationSettingsSchema.optional(),
});

/** A validated new order. */
export type NewOrder = z.output<typeof newOrderSchema>;
