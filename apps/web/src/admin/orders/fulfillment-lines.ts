import type { Fulfillment, FulfillmentTrackingInfo, Order } from '@bazaar/sdk';

/** One order line in the "Mark as fulfilled" form: how many units are left and how many to ship now. */
export interface FulfillLineDraft {
  lineItemId: string;
  name: string;
  /** Units not yet in a fulfillment. */
  left: number;
  /** Units to fulfill now (0 leaves the line out). */
  quantity: number;
}

/** The tracking fields of the forms, as typed (empty = not given). */
export interface TrackingDraft {
  trackingNumber: string;
  shippingProvider: string;
  trackingLink: string;
}

/** An empty tracking form. */
export const NO_TRACKING: TrackingDraft = { trackingNumber: '', shippingProvider: '', trackingLink: '' };

/**
 * The order's lines with the units each still has to ship, every unit selected (the common case: ship the rest).
 *
 * @param order - the order
 * @param fulfillments - its fulfillments
 * @returns one draft per line
 */
export function fulfillLineDrafts(order: Order, fulfillments: readonly Fulfillment[]): FulfillLineDraft[] {
  const done = new Map<string, number>();
  for (const fulfillment of fulfillments) {
    for (const line of fulfillment.lineItems ?? []) {
      if (line._id) done.set(line._id, (done.get(line._id) ?? 0) + (line.quantity ?? 0));
    }
  }
  return (order.lineItems ?? []).map((line) => {
    const left = Math.max(0, (line.quantity ?? 0) - (done.get(line._id ?? '') ?? 0));
    return {
      lineItemId: line._id ?? '',
      name: line.productName?.original ?? '',
      left,
      quantity: left,
    };
  });
}

/**
 * The tracking info to send: trimmed, empty fields left out (none at all: undefined).
 *
 * @param draft - the form's fields
 * @returns the tracking info, or undefined
 */
export function trackingInfoOf(draft: TrackingDraft): FulfillmentTrackingInfo | undefined {
  const entries = Object.entries(draft)
    .map(([key, value]) => [key, value.trim()] as const)
    .filter(([, value]) => value);
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/**
 * The fulfillment the form creates: the lines with a quantity, and the tracking info when given.
 *
 * @param lines - the line drafts
 * @param tracking - the tracking fields
 * @returns the fulfillment
 */
export function newFulfillmentOf(lines: readonly FulfillLineDraft[], tracking: TrackingDraft): Fulfillment {
  const trackingInfo = trackingInfoOf(tracking);
  return {
    lineItems: lines
      .filter((line) => line.quantity > 0)
      .map((line) => ({ _id: line.lineItemId, quantity: line.quantity })),
    ...(trackingInfo && { trackingInfo }),
  };
}

/**
 * The tracking form of an existing fulfillment.
 *
 * @param info - its tracking info
 * @returns the fields
 */
export function trackingDraftOf(info: FulfillmentTrackingInfo | undefined): TrackingDraft {
  return {
    trackingNumber: info?.trackingNumber ?? '',
    shippingProvider: info?.shippingProvider ?? '',
    trackingLink: info?.trackingLink ?? '',
  };
}

/**
 * The tracking update of an edit: each changed field, `null` for one cleared (the API removes it).
 *
 * @param before - the stored tracking info
 * @param draft - the edited fields
 * @returns the `trackingInfo` to send
 */
export function trackingPatchOf(
  before: FulfillmentTrackingInfo | undefined,
  draft: TrackingDraft,
): FulfillmentTrackingInfo {
  const patch: FulfillmentTrackingInfo = {};
  for (const key of ['trackingNumber', 'shippingProvider', 'trackingLink'] as const) {
    const value = draft[key].trim();
    if (value !== (before?.[key] ?? '')) patch[key] = value || null;
  }
  return patch;
}
