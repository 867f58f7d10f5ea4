/**
 * Input of the checkout calls (`@wix/ecom` `checkout`: get, update, remove-coupon, create-order, mark-as-completed;
 * public paths `/ecom/v1/checkouts/…`). Read-only fields of the checkout (prices, line items) are not accepted.
 */
import { z } from 'zod';
import { addressWithContactSchema, selectedShippingOptionSchema } from './address-schema';

/** `PATCH /ecom/v1/checkouts/{checkout.id} {checkout, couponCode}`. */
export const updateCheckoutSchema = z.object({
  checkout: z
    .object({
      id: z.string().max(100).optional(),
      billingInfo: addressWithContactSchema.nullish(),
      shippingInfo: z
        .object({
          shippingDestination: addressWithContactSchema.nullish(),
          selectedCarrierServiceOption: selectedShippingOptionSchema.nullish(),
        })
        .optional(),
      buyerInfo: z.object({ email: z.email().max(50).optional() }).optional(),
      buyerNote: z.string().max(1000).nullish(),
    })
    .default({}),
  // Rule 34: one coupon at a time; a new code replaces the old one, "" removes it.
  couponCode: z.string().trim().max(100).nullish(),
});

/** Input of the checkout update. */
export type UpdateCheckoutInput = z.output<typeof updateCheckoutSchema>;

/** `POST /ecom/v1/checkouts/{id}/create-order {savePaymentMethod, delayCapture}`. */
export const createOrderSchema = z.object({
  savePaymentMethod: z.boolean().optional(),
  delayCapture: z.boolean().optional(),
});

/** `POST /ecom/v1/checkouts/{id}/mark-as-completed {orderId}`. */
export const markCompletedSchema = z.object({ orderId: z.string().max(100).optional() });
