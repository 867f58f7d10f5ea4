import { bazaarKeyPrefix, orderQueries, useOrder, useOrderFulfillments, useSession } from '@bazaar/react';
import { Alert, buttonClassName, Card, Skeleton, Stack } from '@bazaar/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DoneIcon } from '../layout/icons';
import { OrderTracking } from '../orders/order-tracking';
import { OrderView } from '../orders/order-view';

/**
 * Where the hosted checkout returns after payment (`/thank-you?orderId=…`): the order, read with
 * `orders.getOrder` (the buying visitor or member may read it), and the tracking of its shipments when it has any
 * (`orderFulfillments.listFulfillmentsForSingleOrder`, asked only once the order is partly or wholly fulfilled —
 * seldom so soon after paying, but the page may be revisited).
 *
 * @returns the page
 */
export function ThankYouPage() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const order = useOrder(orderId);
  const status = order.data?.fulfillmentStatus;
  // Tracking is an extra: a failure to load it leaves the order shown without it.
  const fulfillments = useOrderFulfillments(orderId, {
    enabled: status === 'FULFILLED' || status === 'PARTIALLY_FULFILLED',
  });
  const { loggedIn } = useSession();
  const queryClient = useQueryClient();
  // The checkout turned the cart into this order: show the (now empty) cart as the server has it, and the member's
  // order list with the new order.
  useEffect(() => {
    queryClient.invalidateQueries({ queryKey: bazaarKeyPrefix('currentCart') });
    queryClient.invalidateQueries({ queryKey: orderQueries.key('searchOrders') });
  }, [queryClient]);
  return (
    <Stack gap={5} className="app-narrow">
      <title>Thank you · Bazaar Outfitters</title>
      <div className="app-thanks">
        <DoneIcon className="app-thanks__icon" />
        <h1 className="app-title">Thank you for your order</h1>
        <p className="bz-muted">
          {orderId ? (
            <>
              Your order number is <strong data-testid="order-id">{order.data?.number ?? orderId}</strong>. A
              confirmation is on its way to your inbox.
            </>
          ) : (
            'Your order was placed. A confirmation is on its way to your inbox.'
          )}
        </p>
      </div>
      {orderId ? (
        <Card as="section" title="Order details">
          {order.isPending ? (
            <Skeleton lines={4} />
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
        </Card>
      ) : null}
      <div className="bz-cluster app-center">
        <Link className={buttonClassName({})} to="/shop">
          Continue shopping
        </Link>
        {loggedIn ? (
          <Link className={buttonClassName({ variant: 'secondary' })} to="/account/orders">
            Your orders
          </Link>
        ) : null}
      </div>
    </Stack>
  );
}
