/**
 * Input schemas shared by the cart and the checkout: the common address (entities.md `Address`, wire names), the
 * address with contact details, and the selected shipping option. Unknown keys are dropped: what is stored is
 * exactly what the wire defines.
 */

import { z } from 'zod';
import type { CHANNEL_TYPES } from '../orders/order-types';
import { COUNTRY_CODES } from './country-codes';

const text = (max: number) => z.string().trim().max(max);

// A subdivision written as an ISO 3166-2 code (`US-CA`): its first part names a country.
const ISO_SUBDIVISION = /^([A-Z]{2})-[A-Z0-9]{1,3}$/i;

/**
 * entities.md `Address` (wire names: `addressLine`, `geocode`, `streetAddress{number,name,apt}`). The country must be
 * an assigned ISO 3166-1 code; a subdivision given as an ISO 3166-2 code must be one of that country's (`MX-JAL` is
 * not in `US`) — either would otherwise be priced as another place (shipping region, tax rate).
 */
export const addressSchema = z
  .object({
    country: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'must be an ISO 3166-1 alpha-2 country code')
      .transform((value) => value.toUpperCase())
      .refine((value) => COUNTRY_CODES.has(value), {
        message: 'is not an ISO 3166-1 alpha-2 country code',
        params: { violatedRule: 'FORMAT', data: { type: 'COUNTRY' } },
      })
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
  })
  .superRefine((address, ctx) => {
    const prefix = address.subdivision?.match(ISO_SUBDIVISION)?.[1]?.toUpperCase();
    if (prefix && address.country && prefix !== address.country) {
      ctx.addIssue({
        code: 'custom',
        path: ['subdivision'],
        message: `is a subdivision of ${prefix}, not of the address's country ${address.country}`,
        params: { violatedRule: 'OTHER', data: { country: address.country } },
      });
    }
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
