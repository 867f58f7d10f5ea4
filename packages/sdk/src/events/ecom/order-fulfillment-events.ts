import type { ConversionPaths } from '../../modules/endpoint';
import { updatedEvent } from '../define-event';

// Conversion paths of the wix.ecom.v1.fulfillments entity (wire names), as the official module's event
// definitions list them.
const FULFILLMENTS: ConversionPaths = {
  timestamps: ['fulfillments.createdDate'],
};

/**
 * Order fulfillments: the events of @wix/ecom `orderFulfillments`, as data. Mix them into a module object so
 * `createClient` binds the handler registrations: `modules: { orderFulfillments: { ...orderFulfillments,
 * ...orderFulfillmentEvents } }`.
 *
 * @example
 * const client = createClient({ auth: AppStrategy({ publicKey }), modules: { orderFulfillments: orderFulfillmentEvents } });
 * client.orderFulfillments.onFulfillmentsUpdated((event) => handle(event));
 * await client.webhooks.process(body);
 */
export const orderFulfillmentEvents = {
  /** `wix.ecom.v1.fulfillments_updated`: handlers get `{ entity, metadata, modifiedFields? }`. */
  onFulfillmentsUpdated: updatedEvent('wix.ecom.v1.fulfillments', FULFILLMENTS),
};
