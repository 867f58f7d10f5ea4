/**
 * Input of the current-cart calls (spec §7 "Current cart", endpoints.md rows 16–24, business-rules §1A–1F).
 * Fields the wire marks read-only (prices, names, images of catalog items) are not accepted: they come from the
 * catalog.
 */
import { z } from 'zod';
import {
  addressSchema,
  addressWithContactSchema,
  selectedShippingOptionSchema,
} from '../checkout/address-schema';
import { CHANNEL_TYPES } from '../orders/order-types';

/** Largest quantity of one line (business-rules rule 9). */
export const MAX_LINE_QUANTITY = 100_000;
/** Line items per add call and per cart (rule 17). */
export const MAX_ADD_LINE_ITEMS = 100;
export const MAX_CART_LINE_ITEMS = 300;

const quantity = z.number().int().min(1).max(MAX_LINE_QUANTITY);
const translatable = z.object({
  original: z.string().trim().min(1).max(200),
  translated: z.string().max(200).optional(),
});
// Money in eCommerce requests is a decimal string (business-rules X6); numbers are accepted too.
const decimal = z
  .union([z.string().trim(), z.number()])
  .transform((value) => String(value))
  .refine((value) => /^\d{1,13}(\.\d{1,4})?$/.test(value), 'must be a non-negative decimal amount');

/** `catalogReference` (rules 9–11): the Stores app id, the product id, and `options.variantId` or `options.options`. */
export const catalogReferenceSchema = z.object({
  appId: z.string().min(1).max(100),
  catalogItemId: z.string().min(1).max(100),
  options: z.record(z.string(), z.unknown()).optional(),
});

/** A catalog line item to add. */
export const lineItemInputSchema = z.object({
  catalogReference: catalogReferenceSchema,
  quantity,
});

const descriptionLineSchema = z.object({
  name: translatable,
  plainText: translatable.optional(),
  colorInfo: translatable.extend({ code: z.string().max(50).optional() }).optional(),
});

/** A custom line item (rule 16): staff only, fully described by the caller. */
export const customLineItemInputSchema = z.object({
  quantity,
  price: decimal,
  fullPrice: decimal.optional(),
  productName: translatable,
  itemType: z
    .object({
      preset: z.enum(['PHYSICAL', 'DIGITAL', 'GIFT_CARD', 'SERVICE']).optional(),
      custom: z.string().max(100).optional(),
    })
    .refine((type) => type.preset !== undefined || type.custom !== undefined, {
      message: 'needs preset or custom',
      params: { violatedRule: 'REQUIRED_ONE_OF_FIELD' },
    }),
  descriptionLines: z.array(descriptionLineSchema).max(20).default([]),
  physicalProperties: z
    .object({
      weight: z.number().min(0).max(100_000).optional(),
      sku: z.string().max(40).optional(),
      shippable: z.boolean().optional(),
    })
    .optional(),
  media: z
    .object({
      id: z.string().max(200).optional(),
      url: z.string().max(2000).optional(),
      width: z.number().int().min(0).optional(),
      height: z.number().int().min(0).optional(),
      altText: z.string().max(500).optional(),
    })
    .optional(),
  catalogReference: catalogReferenceSchema.optional(),
  priceDescription: translatable.optional(),
  paymentOption: z.enum(['FULL_PAYMENT_ONLINE', 'FULL_PAYMENT_OFFLINE', 'DEPOSIT_ONLINE']).optional(),
  depositAmount: decimal.optional(),
  taxGroupId: z.string().max(100).optional(),
});

/** A custom line item as validated. */
export type CustomLineItemInput = z.output<typeof customLineItemInputSchema>;

/** `POST /v1/carts/current/add-to-cart {lineItems, customLineItems, businessLocationId}`. */
// An add of nothing used to answer 200 and, for a buyer without a cart, create an empty one: the current cart is
// made by its first add (rule 2), and a cart is not created without items (`CANT_CREATE_CART_WITHOUT_ITEMS`).
export const addToCartSchema = z
  .object({
    lineItems: z.array(lineItemInputSchema).max(MAX_ADD_LINE_ITEMS).default([]),
    customLineItems: z.array(customLineItemInputSchema).max(MAX_ADD_LINE_ITEMS).default([]),
    businessLocationId: z.string().max(100).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.lineItems.length + input.customLineItems.length > 0) return;
    ctx.addIssue({
      code: 'custom',
      path: ['lineItems'],
      message: 'must not be empty: add at least one line item or custom line item',
      params: { violatedRule: 'MIN_SIZE', data: { minSize: 1 } },
    });
  });

/** Input of add-to-cart (also the line items of an update). */
export type AddToCartInput = z.output<typeof addToCartSchema>;

/** `merchantDiscounts[]` (rule 38; the spec's field, dropped by newer official clients): an amount or a percentage. */
export const merchantDiscountSchema = z
  .object({
    amount: decimal.optional(),
    percentage: z.number().gt(0).max(100).optional(),
    lineItemIds: z.array(z.string().max(100)).max(300).optional(),
  })
  .refine((discount) => (discount.amount === undefined) !== (discount.percentage === undefined), {
    message: 'needs exactly one of amount and percentage',
    params: { violatedRule: 'ONE_OF_ALIGNMENT' },
  });

/** A merchant discount as stored. */
export type MerchantDiscountInput = z.output<typeof merchantDiscountSchema>;

/** `PATCH /v1/carts/current` (rule 20). Only the writable parts of `cartInfo` are read. */
export const updateCartSchema = z.object({
  cartInfo: z
    .object({
      buyerNote: z.string().max(1000).nullish(),
      buyerInfo: z
        .object({ email: z.email().max(50).optional(), contactId: z.string().max(100).optional() })
        .optional(),
      contactInfo: addressWithContactSchema.nullish(),
      selectedShippingOption: selectedShippingOptionSchema.nullish(),
      businessLocationId: z.string().max(100).nullish(),
    })
    .optional(),
  couponCode: z.string().trim().max(100).nullish(),
  merchantDiscounts: z.array(merchantDiscountSchema).max(20).optional(),
  lineItems: z.array(lineItemInputSchema).max(MAX_ADD_LINE_ITEMS).default([]),
  customLineItems: z.array(customLineItemInputSchema).max(MAX_ADD_LINE_ITEMS).default([]),
});

/** Input of the cart update. */
export type UpdateCartInput = z.output<typeof updateCartSchema>;

/** `POST …/remove-line-items {lineItemIds}`. */
export const removeLineItemsSchema = z.object({
  lineItemIds: z.array(z.string().min(1).max(100)).min(1).max(MAX_CART_LINE_ITEMS),
});

/** `POST …/update-line-items-quantity {lineItems: [{id, quantity}]}` (rule 18: quantity ≥ 1). */
export const updateQuantitiesSchema = z.object({
  lineItems: z
    .array(z.object({ id: z.string().min(1).max(100), quantity }))
    .min(1)
    .max(MAX_CART_LINE_ITEMS),
});

/** `POST …/create-checkout` (rule 39; `channelType` required). */
export const createCheckoutSchema = z.object({
  // A string first, so a missing channel type reads as REQUIRED_FIELD rather than a wrong enum value.
  channelType: z.string().pipe(z.enum(CHANNEL_TYPES)),
  shippingAddress: addressSchema.optional(),
  billingAddress: addressSchema.optional(),
  selectedShippingOption: selectedShippingOptionSchema.optional(),
  email: z.email().max(50).optional(),
});

/** Input of create-checkout. */
export type CreateCheckoutInput = z.output<typeof createCheckoutSchema>;

/** `POST …/estimate-totals` (rule 26). */
export const estimateTotalsSchema = z.object({
  selectedShippingOption: selectedShippingOptionSchema.optional(),
  shippingAddress: addressSchema.optional(),
  billingAddress: addressSchema.optional(),
  selectedMemberships: z
    .object({
      memberships: z
        .array(
          z.object({
            id: z.string().max(100),
            appId: z.string().max(100),
            lineItemIds: z.array(z.string().max(100)).max(MAX_CART_LINE_ITEMS).optional(),
          }),
        )
        .max(50)
        .default([]),
    })
    .optional(),
  calculateTax: z.boolean().optional(),
  calculateShipping: z.boolean().optional(),
  calculateAdditionalFees: z.boolean().optional(),
});

/** Input of estimate-totals. */
export type EstimateTotalsRequest = z.output<typeof estimateTotalsSchema>;
