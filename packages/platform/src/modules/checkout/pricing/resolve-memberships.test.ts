import { describe, expect, it } from 'vitest';
import type { MembershipInput } from './estimate-totals-input';
import { amounts, estimate, line, lineAmounts, store } from './testing/pricing-fixtures';

const yoga: MembershipInput = {
  id: 'plan-1',
  appId: 'app-plans',
  name: 'Trail Club',
  productIds: ['guide', 'map'],
  credits: { total: 10, remaining: 3 },
  expirationDate: '2026-01-01T00:00:00.000Z',
};
const expired: MembershipInput = {
  id: 'plan-0',
  appId: 'app-plans',
  name: 'Old club',
  productIds: ['guide'],
  expirationDate: '2025-01-01T00:00:00.000Z',
};
const unrelated: MembershipInput = {
  id: 'plan-9',
  appId: 'app-plans',
  name: 'Kitchen club',
  productIds: ['kettle'],
};
const lines = [
  line('g', 2, '15.00', { productId: 'guide', itemType: 'DIGITAL' }),
  line('m', 2, '8.00', { productId: 'map' }),
  line('t', 1, '100.00', { productId: 'tent' }),
];

describe('estimateTotals memberships (rule 32)', () => {
  it('lists eligible and invalid memberships of a member', () => {
    const result = estimate(store(), lines, { memberships: [yoga, expired, unrelated] });
    expect(result.membershipOptions).toEqual({
      eligibleMemberships: [
        {
          id: 'plan-1',
          appId: 'app-plans',
          name: { original: 'Trail Club', translated: 'Trail Club' },
          lineItemIds: ['g', 'm'],
          credits: { total: 10, remaining: 3 },
          expirationDate: '2026-01-01T00:00:00.000Z',
        },
      ],
      invalidMemberships: [
        {
          membership: {
            id: 'plan-0',
            appId: 'app-plans',
            name: { original: 'Old club', translated: 'Old club' },
            lineItemIds: ['g'],
            expirationDate: '2025-01-01T00:00:00.000Z',
          },
          reason: 'EXPIRED',
        },
      ],
      selectedMemberships: [],
    });
    // Nothing selected: every line is paid normally.
    expect(amounts(result.priceSummary).subtotal).toBe('146.00');
  });

  it('pays the selected lines with the membership at price 0, one credit per unit while credits last', () => {
    // 3 credits: the guides use 2, the maps would need 2 more → only the guides are covered.
    const result = estimate(store(), lines, {
      memberships: [yoga],
      selectedMemberships: [{ id: 'plan-1', appId: 'app-plans' }],
    });
    expect(lineAmounts(result, 'g')).toMatchObject({
      paymentOption: 'MEMBERSHIP',
      fullPrice: '15.00',
      priceBeforeDiscounts: '15.00',
      price: '0.00',
      lineItemPrice: '0.00',
    });
    expect(lineAmounts(result, 'm')).toMatchObject({
      paymentOption: 'FULL_PAYMENT_ONLINE',
      lineItemPrice: '16.00',
    });
    expect(result.membershipOptions.selectedMemberships).toEqual([
      { id: 'plan-1', appId: 'app-plans', lineItemIds: ['g'] },
    ]);
    // Subtotal 0 + 16.00 + 100.00.
    expect(amounts(result.priceSummary)).toMatchObject({ subtotal: '116.00', total: '116.00' });
  });

  it('pays only the lines the buyer chose', () => {
    const result = estimate(store(), lines, {
      memberships: [yoga],
      selectedMemberships: [{ id: 'plan-1', appId: 'app-plans', lineItemIds: ['m'] }],
    });
    expect(lineAmounts(result, 'g').paymentOption).toBe('FULL_PAYMENT_ONLINE');
    expect(lineAmounts(result, 'm')).toMatchObject({ paymentOption: 'MEMBERSHIP', lineItemPrice: '0.00' });
  });

  it('reports a selected membership that cannot be used and charges normally', () => {
    const result = estimate(store(), lines, {
      memberships: [expired],
      selectedMemberships: [{ id: 'plan-0', appId: 'app-plans' }],
    });
    expect(result.calculationErrors?.membershipError?.applicationError).toMatchObject({
      code: 'MEMBERSHIP_NOT_ELIGIBLE',
      data: { membershipId: 'plan-0' },
    });
    expect(lineAmounts(result, 'g').paymentOption).toBe('FULL_PAYMENT_ONLINE');
  });

  it('gives visitors empty membership lists', () => {
    const result = estimate(store(), lines, { selectedMemberships: [{ id: 'plan-1', appId: 'app-plans' }] });
    expect(result.membershipOptions.eligibleMemberships).toEqual([]);
    expect(result.membershipOptions.invalidMemberships).toEqual([]);
  });
});
