import { Card, FormError, formatMoney, PageHeader, Skeleton, Stack } from '@bazaar/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAdminClient } from '../admin-client';
import { orderQueries } from '../admin-queries';
import { BarChart } from './bar-chart';
import { DASHBOARD_DAYS, dashboardAggregation, toDashboardData } from './dashboard-aggregation';

/**
 * The back office's first page: the last 30 days' revenue and order count, sales per day, orders by status and
 * the products sold most — one `aggregateOrders` call.
 *
 * @returns the page
 */
export function DashboardPage() {
  const client = useAdminClient();
  // The period starts at UTC midnight (the histogram's days are UTC days), fixed for the page's life so the query
  // key stays stable.
  const [since] = useState(() => {
    const now = new Date();
    return new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (DASHBOARD_DAYS - 1)),
    );
  });
  const aggregates = useQuery(orderQueries.queryOptions.aggregateOrders(client, dashboardAggregation(since)));
  const data = aggregates.data ? toDashboardData(aggregates.data.aggregates, since) : undefined;
  const money = (value: number) => formatMoney(value, data?.currency ?? 'USD');
  return (
    <Stack gap={4}>
      <PageHeader headingLevel={1} title="Dashboard" description={`The last ${DASHBOARD_DAYS} days.`} />
      <FormError error={aggregates.error} title="Could not load the figures" />
      {data ? (
        <>
          <div className="admin-actions">
            <Card title="Revenue">{money(data.revenue)}</Card>
            <Card title="Orders">{data.orderCount}</Card>
          </div>
          <div className="admin-charts">
            <Card>
              <BarChart title="Sales per day" points={data.salesByDay} format={money} />
            </Card>
            <Card>
              <BarChart title="Orders by status" points={data.ordersByStatus} horizontal />
            </Card>
            <Card>
              <BarChart title="Top products (units)" points={data.topProducts} horizontal />
            </Card>
          </div>
        </>
      ) : aggregates.isPending ? (
        <Skeleton shape="rect" width="100%" height="16rem" />
      ) : null}
    </Stack>
  );
}
