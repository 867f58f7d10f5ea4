import { legacyEvent } from '../define-event';

/**
 * Cart abandonment (legacy events): the events of @wix/stores `abandonedCarts`, as data. Mix them into a
 * module object so `createClient` binds the handler registrations: `modules: { abandonedCarts: {
 * ...abandonedCarts, ...abandonedCartEvents } }`.
 *
 * @example
 * const client = createClient({ auth: AppStrategy({ publicKey }), modules: { abandonedCarts: abandonedCartEvents } });
 * client.abandonedCarts.onAbandonedCartCartAbandonedEvent((event) => handle(event));
 * await client.webhooks.process(body);
 */
export const abandonedCartEvents = {
  /** `com.wix.ecommerce.cart.abandonment.api.v1.CartAbandonedEvent` (legacy): handlers get `{ data, metadata }` with the payload as sent. */
  onAbandonedCartCartAbandonedEvent: legacyEvent(
    'com.wix.ecommerce.cart.abandonment.api.v1.CartAbandonedEvent',
    {
      timestamps: ['creationTime', 'abandonTime'],
      floats: ['totals.subtotal', 'totals.total'],
    },
  ),
  /** `com.wix.ecommerce.cart.abandonment.api.v1.CartRecoveredEvent` (legacy): handlers get `{ data, metadata }` with the payload as sent. */
  onAbandonedCartCartRecoveredEvent: legacyEvent(
    'com.wix.ecommerce.cart.abandonment.api.v1.CartRecoveredEvent',
    {
      timestamps: ['recoveredTime', 'creationTime', 'abandonedTime'],
    },
  ),
};
