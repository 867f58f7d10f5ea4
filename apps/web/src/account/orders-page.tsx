import { useMyOrders, useSession } from '@bazaar/react';
import { Alert, buttonClassName, Card, EmptyState, Price, Skeleton, StatusBadge } from '@bazaar/ui';
import { Link } from 'react-router';
import { BoxIcon } from '../layout/icons';
import { localDate } from '../lib/local-date';

/**
 * The member's orders, newest first (`orders.searchOrders`), each linking to its details.
 *
 * @returns the page
 */
export function OrdersPage() {
  // Signing out resets the cache while this page is still on screen: a visitor may not search orders (403).
  const orders = useMyOrders(undefined, { enabled: useSession().loggedIn });
  return (
    <Card as="section" title="Orders" padding="md">
      <title>Your orders · Bazaar Outfitters</title>
      {orders.isPending ? (
        <Skeleton lines={4} />
      ) : orders.isError ? (
        <Alert tone="error" title="Your orders could not be loaded">
          {orders.error.message}
        </Alert>
      ) : orders.data.orders.length === 0 ? (
        <EmptyState
          compact
          icon={<BoxIcon />}
          headingLevel={3}
          title="No orders yet"
          description="When you buy something, it shows up here."
          action={
            <Link className={buttonClassName({})} to="/shop">
              Start shopping
            </Link>
          }
        />
      ) : (
        <ul className="app-order-list">
          {orders.data.orders.map((order) => (
            <li key={order._id}>
              <Link to={`/account/orders/${order._id}`} className="app-order-list__item">
                <span className="app-order-list__number">Order #{order.number ?? order._id}</span>
                {order._createdDate ? (
                  <span className="bz-muted">{localDate(order._createdDate)}</span>
                ) : null}
                {order.paymentStatus ? <StatusBadge status={order.paymentStatus} /> : null}
                {order.priceSummary?.total?.amount ? (
                  <Price amount={order.priceSummary.total.amount} currency={order.currency ?? 'USD'} />
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
