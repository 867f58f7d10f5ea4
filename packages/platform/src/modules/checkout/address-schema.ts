/**
 * Input schemas shared by the cart and the checkout: the common address (entities.md `Address`, wire names), the
 * address with contact details, and the selected shipping option. Unknown keys are dropped: what is stored is
 * exactly what the wire defines.
 */

import { z } from 'zod';
import type { CHANNEL_TYPES } from '../orders/order-types';

const text = (max: number) => z.string().trim().max(max);

/** entities.md `Address` (wire names: `addressLine`, `geocode`, `streetAddress{number,name,apt}`). */
export const addressSchema = z.object({
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'must be an ISO 3166-1 alpha-2 country code')
    .transform((value) => value.toUpperCase())
    .optional(),
  subdivision: text(50).optional(),
  city: text(100).optional(),
  postalCode: text(50).optional(),
  streetAddress: z
    .object({ number: text(100).optional(), name: text(200).optional(), apt: text(100).optional() })
    .optional(),
  addressLine: text(300).optional(),
  addressLine2: text(300).optional(),
  geocode: z
    .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
    .partial()
    .optional(),
  countryFullname: text(100).optional(),
  subdivisionFullname: text(100).optional(),
});

/** An address as stored and sent back. */
export type Address = z.output<typeof addressSchema>;

/** entities.md `FullAddressContactDetails`. */
export const contactDetailsSchema = z.object({
  firstName: text(100).optional(),
  lastName: text(100).optional(),
  phone: text(50).optional(),
  company: text(1000).optional(),
  vatId: z.object({ id: text(50), type: z.enum(['UNSPECIFIED', 'CPF', 'CNPJ']).optional() }).optional(),
});

/** entities.md `AddressWithContact`. */
export const addressWithContactSchema = z.object({
  address: addressSchema.optional(),
  contactDetails: contactDetailsSchema.optional(),
});

/** An address with contact details as stored and sent back. */
export type AddressWithContact = z.output<typeof addressWithContactSchema>;

/** `selectedShippingOption {code, carrierId?}` (rule 30). */
export const selectedShippingOptionSchema = z.object({
  code: z.string().trim().min(1).max(100),
  carrierId: z.string().max(100).optional(),
});

/** A selected shipping option as stored. */
export type SelectedShippingOption = z.output<typeof selectedShippingOptionSchema>;

/** A checkout's channel: the same list as an order's `channelInfo.type` (the order inherits it). */
export type ChannelType = (typeof CHANNEL_TYPES)[number];
