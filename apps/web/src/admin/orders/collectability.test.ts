import { describe, expect, it } from 'vitest';
import { collectabilityReason } from './collectability';

describe('collectabilityReason', () => {
  it('gives no reason when the order is collectable', () => {
    expect(collectabilityReason('COLLECTABLE')).toBeUndefined();
  });

  it('explains the known non-collectable statuses and spells out unknown ones', () => {
    expect(collectabilityReason('NONCOLLECTABLE_ORDER_IS_CANCELLED')).toBe('The order is canceled.');
    expect(collectabilityReason('UNKNOWN')).toBe('Payments cannot be collected (unknown).');
  });
});
