/**
 * Request shapes of the fulfillments calls (field limits from the official module's typings) and the tracking link
 * of the predefined providers.
 */
import { z } from 'zod';
import type { TrackingInfo } from './fulfillment-types';

/** `status` values the official API accepts (case-sensitive). */
export const FULFILLMENT_PROGRESS = ['Pending', 'Accepted', 'Ready', 'In_Delivery', 'Fulfilled'] as const;

const trackingInfoSchema = z.looseObject({
  trackingNumber: z.string().trim().min(1).max(100).nullable().optional(),
  shippingProvider: z.string().trim().min(1).max(100).nullable().optional(),
  trackingLink: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .nullable()
    .optional(),
});

const fields = {
  trackingInfo: trackingInfoSchema.nullable().optional(),
  customInfo: z
    .looseObject({ fieldsData: z.record(z.string(), z.string()).optional() })
    .nullable()
    .optional(),
  status: z.enum(FULFILLMENT_PROGRESS).nullable().optional(),
  completed: z.boolean().nullable().optional(),
};

const lineItemsSchema = z
  .array(z.looseObject({ id: z.guid(), quantity: z.int().min(1).max(100000).nullable().optional() }))
  .min(1)
  .max(300);

/** A fulfillment to create: which units, and how they travel. */
export const newFulfillmentSchema = z.looseObject({ lineItems: lineItemsSchema, ...fields });

/** A fulfillment's changes: everything but its lines (delete and create again to change those). */
export const fulfillmentPatchSchema = z.looseObject({
  lineItems: z.array(z.looseObject({ id: z.guid(), quantity: z.int().nullable().optional() })).optional(),
  ...fields,
});

export type NewFulfillment = z.output<typeof newFulfillmentSchema>;
export type FulfillmentPatch = z.output<typeof fulfillmentPatchSchema>;

/**
 * Tracking pages of the providers the official API names as predefined: their link is made from the number when
 * none is given. [INFERRED] the carriers' public tracking URL formats.
 */
const TRACKING_PAGES: Record<string, (number: string) => string> = {
  fedex: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  ups: (n) => `https://www.ups.com/track?tracknum=${n}`,
  usps: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  dhl: (n) => `https://www.dhl.com/global-en/home/tracking.html?tracking-id=${n}`,
  canadaPost: (n) => `https://www.canadapost-postescanada.ca/track-reperez/en#/search?searchFor=${n}`,
};

/**
 * Tracking info as stored: empty values dropped, the link of a predefined provider filled in when missing.
 * @param info - the merged tracking info (nulls mean "remove")
 */
export function normalizeTrackingInfo(
  info: { [K in keyof TrackingInfo]?: string | null } | undefined,
): TrackingInfo | undefined {
  if (!info) return undefined;
  const tracking: TrackingInfo = {};
  if (info.trackingNumber) tracking.trackingNumber = info.trackingNumber;
  if (info.shippingProvider) tracking.shippingProvider = info.shippingProvider;
  if (info.trackingLink) tracking.trackingLink = info.trackingLink;
  const page = tracking.shippingProvider ? TRACKING_PAGES[tracking.shippingProvider] : undefined;
  if (!tracking.trackingLink && tracking.trackingNumber && page) {
    tracking.trackingLink = page(encodeURIComponent(tracking.trackingNumber));
  }
  return Object.keys(tracking).length > 0 ? tracking : undefined;
}
