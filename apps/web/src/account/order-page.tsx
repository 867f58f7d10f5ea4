import { Alert, Card, EmptyState, Skeleton } from '@bazaar/ui';
import { Link, useParams } from 'react-router';
import { BoxIcon } from '../layout/icons';
import { useOrder } from '../orders/order-queries';
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
      {!order.available ? (
        <EmptyState
          compact
          icon={<BoxIcon />}
          headingLevel={3}
          title="Order details are coming with orders"
          description={`Order ${orderId} cannot be shown yet: the orders service is not connected to the storefront.`}
        />
      ) : order.isPending ? (
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
