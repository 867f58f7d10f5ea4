import { useOrder, useOrderFulfillments } from '@bazaar/react';
import { Alert, Card, Skeleton } from '@bazaar/ui';
import { Link, useParams } from 'react-router';
import { OrderTracking } from '../orders/order-tracking';
import { OrderView } from '../orders/order-view';

/**
 * One of the member's orders (`orders.getOrder`) with the tracking of its shipments
 * (`orderFulfillments.listFulfillmentsForSingleOrder`, which answers a member for their own orders).
 *
 * @returns the page
 */
export function OrderPage() {
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  // Tracking is an extra: a failure to load it leaves the order shown without it.
  const fulfillments = useOrderFulfillments(orderId);
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
        <>
          <OrderView order={order.data} />
          <OrderTracking fulfillments={fulfillments.data?.orderWithFulfillments.fulfillments ?? []} />
        </>
      )}
      <p>
        <Link to="/account/orders">All orders</Link>
      </p>
    </Card>
  );
}
