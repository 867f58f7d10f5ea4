import type { Fulfillment } from '@bazaar/sdk';

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
