import { Alert, buttonClassName, Card, EmptyState, Price, Skeleton, StatusBadge } from '@bazaar/ui';
import { Link } from 'react-router';
import { BoxIcon } from '../layout/icons';
import { localDate } from '../lib/local-date';
import { useMyOrders } from '../orders/order-queries';

/**
 * The member's orders, newest first (`orders.searchOrders`). Until the orders module is part of the client the
 * page says so instead of pretending there are none.
 *
 * @returns the page
 */
export function OrdersPage() {
  const orders = useMyOrders();
  return (
    <Card as="section" title="Orders" padding="md">
      <title>Your orders · Bazaar Outfitters</title>
      {!orders.available ? (
        <EmptyState
          compact
          icon={<BoxIcon />}
          headingLevel={3}
          title="Order history is coming with orders"
          description="This shop cannot list orders yet: the orders service is not connected to the storefront."
        />
      ) : orders.isPending ? (
        <Skeleton lines={4} />
      ) : orders.isError ? (
        <Alert tone="error" title="Your orders could not be loaded">
          {orders.error.message}
        </Alert>
      ) : orders.data.items.length === 0 ? (
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
          {orders.data.items.map((order) => (
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
