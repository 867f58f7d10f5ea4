import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/database';
import { demoStorePricing, type StorePricingConfig } from './pricing';
import { createStorePricingReader, storePricingChanged } from './store-pricing-cache';

const db: Queryable = { query: async () => [], exec: async () => {} };

describe('createStorePricingReader', () => {
  it('shares one deeply frozen configuration between calls until the configuration is written', async () => {
    let loads = 0;
    const read = createStorePricingReader(
      async () => {
        loads++;
        return structuredClone({ ...demoStorePricing, currency: 'USD' }) as StorePricingConfig;
      },
      { currency: 'USD' },
    );
    const first = await read(db);
    expect(await read(db)).toBe(first);
    expect(loads).toBe(1);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.coupons)).toBe(true);
    expect(() => {
      (first as { currency: string }).currency = 'EUR';
    }).toThrow(TypeError);
    storePricingChanged(db);
    expect(await read(db)).not.toBe(first);
    expect(loads).toBe(2);
  });
});
