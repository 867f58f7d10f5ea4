import { describe, expect, it } from 'vitest';
import {
  actionEvent,
  createdEvent,
  deletedEvent,
  isEventDefinition,
  legacyEvent,
  mergePaths,
  nestPaths,
  updatedEvent,
} from './define-event';
import { eventFamilies } from './event-families';

const ENTITY = { timestamps: ['createdDate', 'lines.dueDate'], floats: ['weight'] };

describe('event definitions', () => {
  it('name domain events <entityFqdn>_<slug> (events.md §4)', () => {
    expect(createdEvent('wix.ecom.v1.order').type).toBe('wix.ecom.v1.order_created');
    expect(actionEvent('wix.badges.v3.badge', 'badge_assigned').type).toBe(
      'wix.badges.v3.badge_badge_assigned',
    );
    expect(legacyEvent('com.wix.ecommerce.inventory.api.v1.InventoryItemChanged')).toMatchObject({
      type: 'com.wix.ecommerce.inventory.api.v1.InventoryItemChanged',
      domain: false,
    });
  });

  it('root the entity paths in the envelope, and always convert metadata.eventTime of domain events', () => {
    expect(createdEvent('e', ENTITY).envelope).toEqual({
      timestamps: ['entity.createdDate', 'entity.lines.dueDate', 'metadata.eventTime'],
      floats: ['entity.weight'],
      fieldMasks: undefined,
    });
    expect(deletedEvent('e', ENTITY).envelope.timestamps).toContain('entity.createdDate');
    expect(actionEvent('e', 'done', nestPaths('thing', ENTITY)).envelope.floats).toEqual([
      'data.thing.weight',
    ]);
    expect(legacyEvent('t', { fieldMasks: ['fieldMask'] }).envelope).toEqual({
      timestamps: undefined,
      floats: undefined,
      fieldMasks: ['data.fieldMask'],
    });
  });

  it('apply the entity paths to modifiedFields of updated events', () => {
    expect(updatedEvent('e', ENTITY).envelope.timestamps).toEqual([
      'entity.createdDate',
      'entity.lines.dueDate',
      'modifiedFields.createdDate',
      'modifiedFields.lines.dueDate',
      'metadata.eventTime',
    ]);
  });

  it('merge path sets, leaving empty kinds out', () => {
    expect(mergePaths({ timestamps: ['a'] }, { timestamps: ['b'], floats: [] })).toEqual({
      timestamps: ['a', 'b'],
      floats: undefined,
      fieldMasks: undefined,
    });
  });

  it('are told apart from endpoint descriptors and binders', () => {
    expect(isEventDefinition(createdEvent('e'))).toBe(true);
    expect(isEventDefinition({ method: 'GET', path: '/x' })).toBe(false);
    expect(isEventDefinition(() => {})).toBe(false);
  });
});

describe('eventFamilies', () => {
  const all = Object.values(eventFamilies).flatMap((family) => Object.values(family));

  it('define every event type of the spec once (events.md §5: 83 types, §6 map)', () => {
    const types = all.map((definition) => definition.type);
    expect(types).toHaveLength(83);
    expect(new Set(types).size).toBe(83);
    // spec §7 "Events handled", one type per family line
    for (const type of [
      'wix.ecom.v1.order_canceled',
      'wix.ecom.v1.orders_settings_updated',
      'wix.ecom.v1.shipping_option_deleted',
      'wix.ecom.v1.shippo_configuration_created',
      'wix.badges.v3.badge_badge_unassigned',
      'wix.badges.v4.badge_updated',
      'wix.members.about.v2.member_about_deleted',
      'wix.members.v1.member_updated',
      'wix.members.v1.member_report_reported_member_deleted',
      'wix.stores.catalog.v3.ribbon_created',
      'wix.stores.catalog.v3.inventory_item_updated_with_reason',
      'com.wix.ecommerce.cart.abandonment.api.v1.CartRecoveredEvent',
      'com.wix.ecommerce.inventory.api.v1.InventoryVariantsChanged',
    ])
      expect(types).toContain(type);
  });

  it('keep every domain event type consistent with its entity and slug', () => {
    for (const definition of all.filter((entry) => entry.domain))
      expect(definition.type).toBe(`${definition.entityFqdn}_${definition.slug}`);
  });
});
