import { describe, expect, it } from 'vitest';
import { customFieldsOf, shipmentStatusOf } from './shipment-status';

describe('shipmentStatusOf', () => {
  it('names the progress and the completed mark', () => {
    expect(shipmentStatusOf({})).toBe('Open');
    expect(shipmentStatusOf({ status: 'In_Delivery' })).toBe('In delivery');
    expect(shipmentStatusOf({ completed: true })).toBe('Completed');
    expect(shipmentStatusOf({ status: 'Ready', completed: true })).toBe('Completed (ready)');
    expect(shipmentStatusOf({ status: 'Ready', completed: false })).toBe('Ready');
  });
});

describe('customFieldsOf', () => {
  it('lists the custom fields in their order, none without custom info', () => {
    expect(customFieldsOf({ customInfo: { fieldsData: { Courier: 'Bike', Slot: '9-11' } } })).toEqual([
      ['Courier', 'Bike'],
      ['Slot', '9-11'],
    ]);
    expect(customFieldsOf({})).toEqual([]);
  });
});
