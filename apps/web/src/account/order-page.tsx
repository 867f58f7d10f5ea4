import { useOrder } from '@bazaar/react';
import { Alert, Card, Skeleton } from '@bazaar/ui';
import { Link, useParams } from 'react-router';
import { OrderView } from '../orders/order-view';

/**
 * One of the member's orders (`orders.getOrder`).
 *
 * @returns the page
 */
export function OrderPage() {
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  return (
    <Card as="section" title={`Order ${order.data?.number ? `#${order.data.number}` : ''}`.trim()}>
      <title>Order · Bazaar Outfitters</title>
      {order.isPending ? (
        <Skeleton lines={5} />
      ) : order.isError ? (
        <Alert tone="error" title="The order could not be loaded">
          {order.error.message}
        </Alert>
      ) : (
        <OrderView order={order.data} />
      )}
      <p>
        <Link to="/account/orders">All orders</Link>
      </p>
    </Card>
  );
}
