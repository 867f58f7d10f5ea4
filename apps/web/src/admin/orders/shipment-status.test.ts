import { describe, expect, it } from 'vitest';
import {
  customFieldsOf,
  progressChangeOf,
  SHIPMENT_PROGRESS_OPTIONS,
  shipmentStatusOf,
} from './shipment-status';

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

describe('shipment progress', () => {
  it('offers no progress and each value the fulfillments API accepts, in words', () => {
    expect(SHIPMENT_PROGRESS_OPTIONS).toEqual([
      { value: '', label: 'No progress' },
      { value: 'Pending', label: 'Pending' },
      { value: 'Accepted', label: 'Accepted' },
      { value: 'Ready', label: 'Ready' },
      { value: 'In_Delivery', label: 'In delivery' },
      { value: 'Fulfilled', label: 'Fulfilled' },
    ]);
  });

  it('sets the chosen progress, clears it with null, and refuses values the API does not accept', () => {
    expect(progressChangeOf('In_Delivery')).toEqual({ status: 'In_Delivery' });
    expect(progressChangeOf('')).toEqual({ status: null });
    expect(() => progressChangeOf('in_delivery')).toThrow('Unknown shipment progress: in_delivery');
  });
});
