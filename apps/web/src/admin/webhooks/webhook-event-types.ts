/** A family of event types, shown as one `<optgroup>` of the event select. */
export interface EventTypeGroup {
  label: string;
  types: readonly string[];
}

/** Subscribes to every event the platform emits. */
export const ALL_EVENTS = '*';

// The types the platform appends to its outbox today, by module (packages/platform/src/modules/*/…-events.ts,
// cart-events.ts, fulfillment-events.ts, member-about.ts, orders-settings.ts). The platform accepts any well-formed
// type, so a new one missing here can still be registered with `bazaar webhooks add`; this list only spares owners
// the typing.
const V1_CATALOG = 'com.wix.ecommerce.catalog.api.v1';
const V1_INVENTORY = 'com.wix.ecommerce.inventory.api.v1';
const ABANDONMENT = 'com.wix.ecommerce.cart.abandonment.api.v1';

/** The event types the platform emits, by family. */
export const EVENT_TYPE_GROUPS: readonly EventTypeGroup[] = [
  {
    label: 'Orders',
    types: [
      'created',
      'updated',
      'approved',
      'canceled',
      'payment_status_updated',
      'committed',
      'fulfilled',
    ].map((slug) => `wix.ecom.v1.order_${slug}`),
  },
  { label: 'Fulfillments', types: ['wix.ecom.v1.fulfillments_updated'] },
  { label: 'Orders settings', types: ['wix.ecom.v1.orders_settings_updated'] },
  {
    label: 'Checkouts',
    types: ['created', 'updated', 'completed'].map((slug) => `wix.ecom.v1.checkout_${slug}`),
  },
  {
    label: 'Carts',
    types: [
      ...['created', 'updated', 'deleted'].map((slug) => `wix.ecom.v1.cart_${slug}`),
      `${ABANDONMENT}.CartAbandonedEvent`,
      `${ABANDONMENT}.CartRecoveredEvent`,
    ],
  },
  {
    label: 'Members',
    types: [
      ...['created', 'updated', 'deleted'].map((slug) => `wix.members.v1.member_${slug}`),
      ...['created', 'updated', 'deleted'].map((slug) => `wix.members.about.v2.member_about_${slug}`),
    ],
  },
  {
    label: 'Catalog',
    types: [
      ...['created', 'updated', 'deleted'].map((slug) => `wix.stores.catalog.v3.product_${slug}`),
      ...['created', 'updated', 'deleted', 'updated_with_reason', 'stock_status_updated'].map(
        (slug) => `wix.stores.catalog.v3.inventory_item_${slug}`,
      ),
      ...[
        'ProductCreated',
        'ProductChanged',
        'ProductDeleted',
        'VariantsChanged',
        'CollectionCreated',
        'CollectionChanged',
        'CollectionDeleted',
      ].map((name) => `${V1_CATALOG}.${name}`),
      `${V1_INVENTORY}.InventoryVariantsChanged`,
      `${V1_INVENTORY}.InventoryItemChanged`,
    ],
  },
];

/**
 * How the back office names a subscription's event type: `*` reads "All events", any other type shows as is.
 *
 * @param eventType - the subscription's type
 * @returns the text to show
 */
export function eventTypeLabel(eventType: string): string {
  return eventType === ALL_EVENTS ? 'All events' : eventType;
}
