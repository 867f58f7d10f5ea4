import { useQueryClient } from '@tanstack/react-query';
import { collectorQueries, fulfillmentQueries, orderQueries, transactionQueries } from '../admin-queries';

/**
 * What to run after any change to an order: refetch orders, payments, collectability and fulfillments, which all move
 * together (a capture changes the payment status, a cancel the collectability, a fulfillment the order's status…).
 *
 * @returns a function that invalidates them
 */
export function useOrderChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [orderQueries, transactionQueries, collectorQueries, fulfillmentQueries].map((queries) =>
        queryClient.invalidateQueries({ queryKey: queries.key() }),
      ),
    );
}
