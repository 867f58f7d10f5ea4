import type { Fulfillment, FulfillmentProgress } from '@bazaar/sdk';

/**
 * A shipment's state in words: its progress (`status`, informational: Pending, Accepted, Ready, In_Delivery,
 * Fulfilled) and whether staff marked it completed. A shipment with neither is "Open".
 *
 * @param fulfillment - the shipment
 * @returns the words
 * @example
 * shipmentStatusOf({ status: 'In_Delivery' }); // 'In delivery'
 * shipmentStatusOf({ status: 'In_Delivery', completed: true }); // 'Completed (in delivery)'
 */
export function shipmentStatusOf(fulfillment: Fulfillment): string {
  const progress = fulfillment.status?.toLowerCase().replaceAll('_', ' ');
  if (fulfillment.completed) return progress ? `Completed (${progress})` : 'Completed';
  return progress ? progress.charAt(0).toUpperCase() + progress.slice(1) : 'Open';
}

/**
 * The custom fields of a shipment without tracking (a pickup, a local delivery…), as label and value pairs.
 *
 * @param fulfillment - the shipment
 * @returns the pairs, none when it has no custom info
 */
export function customFieldsOf(fulfillment: Fulfillment): [string, string][] {
  return Object.entries(fulfillment.customInfo?.fieldsData ?? {});
}

/** The progress values `updateFulfillment` accepts (case-sensitive), in order, with their words. */
const PROGRESS: readonly FulfillmentProgress[] = ['Pending', 'Accepted', 'Ready', 'In_Delivery', 'Fulfilled'];

/** The choices of a shipment's progress: none (`''`, clears it) and each value the fulfillments API accepts. */
export const SHIPMENT_PROGRESS_OPTIONS: readonly { value: FulfillmentProgress | ''; label: string }[] = [
  { value: '', label: 'No progress' },
  ...PROGRESS.map((value) => ({ value, label: shipmentStatusOf({ status: value }) })),
];

/**
 * The `updateFulfillment` change that sets a shipment's progress from the chosen option.
 *
 * @param value - the option's value (`''`: none)
 * @returns the fulfillment change (`status: null` clears the progress)
 * @throws Error - a value the API does not accept
 * @example
 * progressChangeOf('In_Delivery'); // { status: 'In_Delivery' }
 */
export function progressChangeOf(value: string): { status: FulfillmentProgress | null } {
  if (value === '') return { status: null };
  const status = PROGRESS.find((progress) => progress === value);
  if (!status) throw new Error(`Unknown shipment progress: ${value}`);
  return { status };
}
