import { describe, expect, it } from 'vitest';
import { ALL_EVENTS, EVENT_TYPE_GROUPS, eventTypeLabel } from './webhook-event-types';

// The platform's rule for event types (packages/platform/src/modules/events/schema.ts).
const ACCEPTED = /^(\*|[A-Za-z0-9_.-]+)$/;

describe('webhook event types', () => {
  it('names the wildcard "All events" and shows other types as they are', () => {
    expect(eventTypeLabel(ALL_EVENTS)).toBe('All events');
    expect(eventTypeLabel('wix.ecom.v1.order_approved')).toBe('wix.ecom.v1.order_approved');
  });

  it('lists each type once, in a form the platform accepts', () => {
    const types = EVENT_TYPE_GROUPS.flatMap((group) => group.types);
    expect(new Set(types).size).toBe(types.length);
    for (const type of types) expect(type).toMatch(ACCEPTED);
    expect(types).toEqual(
      expect.arrayContaining([
        'wix.ecom.v1.order_created',
        'wix.ecom.v1.order_fulfilled',
        'wix.ecom.v1.fulfillments_updated',
        'wix.ecom.v1.orders_settings_updated',
        'wix.members.about.v2.member_about_deleted',
        'com.wix.ecommerce.cart.abandonment.api.v1.CartAbandonedEvent',
        'com.wix.ecommerce.inventory.api.v1.InventoryItemChanged',
        'wix.stores.catalog.v3.inventory_item_created',
        'wix.stores.catalog.v3.inventory_item_updated',
        'wix.stores.catalog.v3.inventory_item_deleted',
      ]),
    );
  });
});
