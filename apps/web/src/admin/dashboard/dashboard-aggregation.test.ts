import { describe, expect, it } from 'vitest';
import { toDashboardData } from './dashboard-aggregation';

describe('toDashboardData', () => {
  const since = new Date('2024-06-01T00:00:00.000Z');
  const aggregates = {
    byStatus: {
      results: [
        { value: 'APPROVED', count: 2 },
        { value: 'CANCELED', count: 1 },
      ],
    },
    currency: { results: [{ value: 'JPY', count: 3 }] },
    revenue: { type: 'SUM', value: 90 },
    orders: { type: 'COUNT_DISTINCT', value: 3 },
    perDay: {
      results: [
        { day: '2024-06-01T00:00:00.000Z', count: 2, sales: 60 },
        { day: '2024-06-03T00:00:00.000Z', count: 1, sales: 30 },
      ],
    },
    perProduct: {
      results: [
        { product: 'Mug', count: 2, units: 3 },
        { product: 'Tee', count: 1, units: 7 },
      ],
    },
  };

  it('fills days without orders with zero', () => {
    expect(toDashboardData(aggregates, since, 3).salesByDay).toEqual([
      { label: '06-01', value: 60 },
      { label: '06-02', value: 0 },
      { label: '06-03', value: 30 },
    ]);
  });

  it('ranks products by units sold and keeps the totals and statuses', () => {
    const data = toDashboardData(aggregates, since, 3);
    expect(data.topProducts).toEqual([
      { label: 'Tee', value: 7 },
      { label: 'Mug', value: 3 },
    ]);
    expect(data.ordersByStatus).toEqual([
      { label: 'APPROVED', value: 2 },
      { label: 'CANCELED', value: 1 },
    ]);
    expect([data.revenue, data.orderCount]).toEqual([90, 3]);
  });

  it('takes the currency of the orders for the money figures, USD when there are none', () => {
    expect(toDashboardData(aggregates, since, 3).currency).toBe('JPY');
    expect(toDashboardData({ ...aggregates, currency: { results: [] } }, since, 3).currency).toBe('USD');
  });
});
