import type { AggregateOrdersOptions } from '@bazaar/sdk';

/** How many days the dashboard looks back. */
export const DASHBOARD_DAYS = 30;

/** One bar of a chart. */
export interface ChartPoint {
  label: string;
  value: number;
}

/** What the dashboard shows. */
export interface DashboardData {
  /** The currency of the orders (the store's; the most common one if the store changed currency). */
  currency: string;
  revenue: number;
  orderCount: number;
  salesByDay: ChartPoint[];
  ordersByStatus: ChartPoint[];
  topProducts: ChartPoint[];
}

/**
 * The one `aggregateOrders` request behind the dashboard: sales per day, orders by status and units per product,
 * over every order placed since `since` (canceled ones included: they were sales when placed).
 *
 * @param since - the first instant counted
 * @returns the request
 */
export function dashboardAggregation(since: Date): AggregateOrdersOptions {
  const recent = { createdDate: { $gte: since.toISOString() } };
  return {
    filter: recent,
    aggregation: {
      byStatus: { type: 'VALUE', fieldPath: 'status', value: { limit: 10 } },
      // Amounts are in the store currency, which the figures are formatted in (JPY without decimals, KWD with 3).
      currency: { type: 'VALUE', fieldPath: 'currency', value: { limit: 1 } },
      revenue: { type: 'SCALAR', fieldPath: 'priceSummary.total.amount', scalar: { type: 'SUM' } },
      orders: { type: 'SCALAR', fieldPath: 'number', scalar: { type: 'COUNT_DISTINCT' } },
      perDay: {
        type: 'NESTED',
        nested: {
          nestedAggregations: [
            {
              name: 'day',
              type: 'DATE_HISTOGRAM',
              fieldPath: 'createdDate',
              dateHistogram: { interval: 'DAY' },
            },
            {
              name: 'sales',
              type: 'SCALAR',
              fieldPath: 'priceSummary.total.amount',
              scalar: { type: 'SUM' },
            },
          ],
        },
      },
      perProduct: {
        type: 'NESTED',
        nested: {
          nestedAggregations: [
            { name: 'product', type: 'VALUE', fieldPath: 'lineItems.productName.original' },
            { name: 'units', type: 'SCALAR', fieldPath: 'lineItems.quantity', scalar: { type: 'SUM' } },
          ],
        },
      },
    },
  };
}

type Results = { results?: Record<string, unknown>[] } | undefined;

/**
 * Shapes the aggregates into chart points: every day of the period (days without orders as 0), statuses by count,
 * the five products sold most (by units).
 *
 * @param aggregates - `aggregateOrders(...).aggregates`
 * @param since - the first day of the period (local midnight)
 * @param days - how many days
 * @returns the dashboard's data
 */
export function toDashboardData(
  aggregates: Record<string, any>,
  since: Date,
  days = DASHBOARD_DAYS,
): DashboardData {
  const perDay = new Map(
    ((aggregates.perDay as Results)?.results ?? []).map((row) => [
      String(row.day).slice(0, 10),
      Number(row.sales ?? 0),
    ]),
  );
  const salesByDay: ChartPoint[] = [];
  for (let i = 0; i < days; i += 1) {
    const day = new Date(Date.UTC(since.getUTCFullYear(), since.getUTCMonth(), since.getUTCDate() + i));
    const key = day.toISOString().slice(0, 10);
    salesByDay.push({ label: key.slice(5), value: perDay.get(key) ?? 0 });
  }
  const [mostCommon] = (aggregates.currency as Results)?.results ?? [];
  return {
    currency: typeof mostCommon?.value === 'string' ? mostCommon.value : 'USD',
    revenue: Number(aggregates.revenue?.value ?? 0),
    orderCount: Number(aggregates.orders?.value ?? 0),
    salesByDay,
    ordersByStatus: ((aggregates.byStatus as Results)?.results ?? []).map((row) => ({
      label: String(row.value),
      value: Number(row.count),
    })),
    topProducts: ((aggregates.perProduct as Results)?.results ?? [])
      .map((row) => ({ label: String(row.product), value: Number(row.units ?? 0) }))
      .sort((a, b) => b.value - a.value)
      .slice(0, 5),
  };
}
